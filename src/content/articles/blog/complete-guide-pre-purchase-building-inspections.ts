import { inspectionAgreement } from '../../facts/inspection-agreement';
import { business } from '../../business';
import { explainers } from '../../explainers';
import { coolingOff } from '../../facts/cooling-off';
import { reasonableAccess } from '../../facts/reasonable-access';
import { strataBond } from '../../facts/strata-bond';
import { strataRecords } from '../../facts/strata-records';
import type { Article } from '../../schemas';
import { link } from '../../../lib/inline-links';

const { roofSpace, roofExterior, subfloor } = reasonableAccess;

/**
 * The site's guide to pre-purchase inspections, and the one place that explains cooling-off, reasonable access,
 * strata records and the strata bond scheme in full (src/content/explainers.ts); other pages link here.
 */
export const article = {
  kind: 'blog',
  slug: 'complete-guide-pre-purchase-building-inspections',
  title: 'The Complete Guide to Pre-Purchase Building Inspections in NSW',
  excerpt:
    'What a NSW pre-purchase building inspection covers under AS 4349.1, what it cannot see, how to ' +
    'time it around exchange and auction, and how to act on the report.',
  image: '/images/articles/complete-guide-pre-purchase-building-inspections.svg',
  imageAlt:
    'Illustration of a builder with a torch and clipboard climbing into the roof space of a Sydney ' +
    'house, with a checklist beside the ladder',
  date: '2025-01-15',
  updated: '2026-12-06',
  readTime: 14,
  content: {
    intro:
      `Buying a home in NSW tends to happen fast. Between open homes, finance approval and contract ` +
      `negotiations, it is easy to treat the building inspection as one more box to tick. It deserves ` +
      `more attention than that, because it is usually your only chance to have a qualified, ` +
      `independent person look over the property before you are committed to buying it.\n\n` +
      `This guide explains what a pre-purchase building inspection in NSW involves, what the Australian ` +
      `Standard behind it does and does not cover, how the cooling-off rules and auctions decide when ` +
      `you inspect, what strata buyers need to read as well, and what to do once the report arrives.`,
    sections: [
      {
        id: 'what-it-is',
        heading: 'What a pre-purchase building inspection is',
        content:
          `A pre-purchase building inspection is a visual assessment of a home's condition on the day of ` +
          `the inspection, carried out for someone who is thinking of buying it. The benchmark in Australia ` +
          `is AS 4349.1-2007, the standard for pre-purchase inspections of residential buildings, and our ` +
          `reports meet it. ${inspectionAgreement.sentence}\n\n` +
          `The standard describes a visual inspection of the readily accessible parts of the property. It ` +
          `normally covers the main building and the structures within the site boundaries and within 30 metres of it, such as a garage, ` +
          `carport, shed or retaining wall, where they can be reached safely.\n\n` +
          `On the day, our licensed builder works through the property in a logical order:\n\n` +
          `- the interior, room by room: walls, ceilings, floors, windows, doors, stairs and wet areas\n` +
          `- the exterior: walls, eaves, windows, decks, balconies and verandahs\n` +
          `- the roof covering, gutters and downpipes, viewed from a ladder or the ground where access ` +
          `allows\n` +
          `- the roof space, where there is a safe access hole and room to move\n` +
          `- the subfloor, if the house is built off the ground and there is a crawl space\n` +
          `- the site, within its boundaries and 30 metres: outbuildings, retaining walls, paths, fences and surface ` +
          `drainage\n\n` +
          `How long it takes on site depends on the inspection and on the size, age and condition of the ` +
          `home: ${link('the time each inspection takes', '/booking-process#inspection')}.`,
      },
      {
        heading: 'What the report covers, and what it does not',
        content:
          `The report records the significant defects the inspector could see and gives an overall view of ` +
          `the building's condition compared with similar homes of about the same age. You can expect it to ` +
          `identify:\n\n` +
          `- major defects: faults serious enough to need building work soon to avoid unsafe ` +
          `conditions, loss of use or further deterioration\n` +
          `- minor defects: the wear, maintenance items and blemishes you would expect in a building of ` +
          `that age\n` +
          `- safety hazards noticed during the inspection, such as loose balustrades or trip hazards\n` +
          `- the areas that could not be inspected, and why\n` +
          `- recommendations for further investigation by a specialist where something needs a closer ` +
          `look\n\n` +
          `Knowing the limits is just as important. A pre-purchase inspection is not a guarantee that a ` +
          `building is free of defects, and it is not a compliance audit. It will not usually:\n\n` +
          `- test electrical wiring, gas, plumbing, hot water systems, smoke alarms or appliances\n` +
          `- confirm whether past renovations were approved by council or meet current codes\n` +
          `- see defects hidden behind wall linings, under floor coverings, behind stored goods or under ` +
          `heavy furniture\n` +
          `- assess drywood termites or mould in the way a specialist would\n\n` +
          `If any of these matter to you, mention them when you book so you can arrange the right ` +
          `specialist, such as a licensed electrician or plumber, alongside the building inspection.`,
      },
      {
        id: 'access-limits',
        heading: 'Access limits: why some areas go unchecked',
        content:
          `Because the inspection is visual and non-invasive, the inspector can only report on what can be ` +
          `reached and seen safely. Our licensed builders do not move furniture, lift carpets or ` +
          `floorboards, or cut into walls and ceilings. Any invasive inspection needs the owner's written ` +
          `permission.\n\n` +
          `What counts as reasonable access is set by AS 4349.1 itself, in its reasonable-access table, ` +
          `and inspectors commonly quote its figures. Where a space falls short of them, the area is ` +
          `reported as not accessible:\n\n` +
          `- roof space: an access hole of ${roofSpace.accessHole}, reached from ${roofSpace.reachedFrom}, ` +
          `and a crawl space inside of ${roofSpace.crawlSpace}\n` +
          `- roof exterior: a roof that can be viewed from ${roofExterior}; steep, high or fragile roofs ` +
          `may be viewed from the ground or another safe vantage point instead\n` +
          `- subfloor: an access opening of ${subfloor.opening}, and a clearance of ` +
          `${subfloor.underBearers} under the bearers (${subfloor.underJoists} under the joists) for a ` +
          `timber floor, or ${subfloor.suspendedConcrete} under a suspended concrete floor\n\n` +
          `Note that the subfloor figures are not the roof space's: a subfloor needs a smaller opening ` +
          `but a set clearance under the framing, and a house with a low floor can fall short of it even ` +
          `when the entry looks generous.\n\n` +
          `Other common barriers include locked rooms, garages packed with stored goods, garden beds built ` +
          `up against the walls, insulation covering ceiling joists and a tenant's belongings. Every ` +
          `limitation should be listed in the report, and that list deserves as much attention as the ` +
          `defects. An area marked as not inspected is an unknown, not a clean bill of health.\n\n` +
          `If a restricted area matters to your decision, ask the agent to arrange better access and have ` +
          `that area inspected before you commit. Where you need to see behind the surface, an invasive ` +
          `inspection can be arranged.`,
      },
      {
        heading: 'Building inspection or building and pest inspection?',
        content:
          `A building inspection on its own looks at the structure and condition of the property. It is not ` +
          `a timber pest inspection. For that you need a combined building and pest inspection, in which ` +
          `the pest component follows AS 4349.3-2010, the standard for timber pest inspections.\n\n` +
          `The timber pest inspection looks for evidence of:\n\n` +
          `- subterranean termites and dampwood termites\n` +
          `- wood borers\n` +
          `- wood decay fungi, commonly called rot\n` +
          `- conditions that make timber pest attack more likely, such as timber in contact with soil, ` +
          `leaking pipes, poor drainage, garden beds against the walls and a poorly ventilated subfloor\n\n` +
          `Termite damage is usually left out of standard home insurance, so the owner tends to carry ` +
          `the cost. That is why we recommend the combined inspection for almost any ` +
          `house, and especially for homes with timber framing, timber floors, established gardens or ` +
          `bushland nearby. Our maintenance guide explains ` +
          `${explainers.termites.link('how termites behave in Sydney and what to do if you find them')}.\n\n` +
          `Two limits are worth knowing. The timber pest standard does not require an assessment for ` +
          `drywood termites, and it does not require a mould assessment either. If either is a concern, ` +
          `ask for specialist advice.`,
      },
      {
        id: 'cooling-off',
        heading: 'Timing your inspection: exchange, cooling-off and auction',
        content:
          `When you inspect matters as much as who inspects. In NSW the key moment is exchange of ` +
          `contracts, when the contract is formed and any cooling-off period begins. How you are buying ` +
          `decides how much room you have.\n\n` +
          `Buying by private treaty. For most residential sales, the buyer has a cooling-off period of ` +
          `${coolingOff.period} after exchange under ${coolingOff.section} of the ${coolingOff.act}. It ` +
          `ends at ${coolingOff.endsAt}. If you rescind during that time, you forfeit ` +
          `${coolingOff.forfeit}. Many buyers book the inspection during cooling-off, but the window is ` +
          `tight once you allow for the booking, the inspection, the report and any follow-up quotes. If ` +
          `you can, inspect before you exchange.\n\n` +
          `Buying at auction. There is no cooling-off period when you buy at auction, or when you buy on ` +
          `auction day after the property is passed in. Once you have bought, you are committed, so ` +
          `arrange the inspection before auction day, read the report before you register to bid, and ` +
          `remember that if the property is passed in, you need the findings before you sign that ` +
          `afternoon.\n\n` +
          `Waiving cooling-off. In a competitive market, a vendor may ask you to exchange without a ` +
          `cooling-off period. Your solicitor or conveyancer can waive it with a ` +
          `${coolingOff.waiverCertificate}, but once that is done you have no time to change your mind. ` +
          `Only agree after your inspections are complete and you are comfortable with the results.\n\n` +
          `Buying off the plan. ${coolingOff.offThePlanSentence} The building is often not finished when ` +
          `you sign, so the inspection that counts most usually comes later, when the developer says the ` +
          `home is ready and before you settle.\n\n` +
          `Whichever applies, a few habits keep the deadline from catching you out:\n\n` +
          `- On the day you exchange, ask your conveyancer for the exact date and time cooling-off ends, ` +
          `in writing.\n` +
          `- Book the inspection before you exchange, or for the first day or two of the period, not the ` +
          `last.\n` +
          `- Line up the people you may need next, such as a plumber or structural engineer, in case the ` +
          `report recommends them.\n` +
          `- Read the report the day it arrives, and make your decision with your conveyancer well before ` +
          `the deadline.\n\n` +
          `Because deadlines are tight, book as early as you can.`,
      },
      {
        heading: 'How to choose a building inspector',
        content:
          `NSW does not issue a specific licence for pre-purchase building inspectors, so the job title on ` +
          `its own tells you little. These questions will help you compare the options:\n\n` +
          `- Who will carry out the inspection? Look for a licensed builder with hands-on construction ` +
          `experience, and check the licence on the NSW Government's online licence check.\n` +
          `- Does the report meet AS 4349.1, and AS 4349.3 for the timber pest component? Who does the ` +
          `timber pest part, and what qualification and licence do they hold?\n` +
          `- What is included and what is excluded? Ask for a sample report so you can judge the format ` +
          `and the level of detail.\n` +
          `- When will the report arrive? A report that lands after your cooling-off period ends is of ` +
          `little use.\n` +
          `- Who is the report written for? It should be written for you, with no say for the agent in ` +
          `what goes in it.\n` +
          `- Do they hold professional indemnity insurance?\n` +
          `- Can you ring them with questions once you have read the report?\n\n` +
          `Be cautious about choosing on price alone. An inspection that skips the roof space or rushes ` +
          `the subfloor can cost far more than it saves.` +
          (business.decisions.professionalIndemnity === 'confirmed'
            ? ' We hold professional indemnity insurance.'
            : ''),
      },
      {
        heading: 'Reading the report without panicking',
        content:
          `Most reports on established homes list a number of defects. That is normal: no building is ` +
          `perfect, and a long list of minor items is rarely a reason to walk away on its own. What ` +
          `matters is the type of each defect, where it is and what it will cost to fix.\n\n` +
          `A practical order for reading the report:\n\n` +
          `- The summary, which gives the inspector's overall view of the property's condition against ` +
          `similar homes of its age.\n` +
          `- Major defects and safety hazards. These need prompt attention and deserve a repair quote ` +
          `before you commit.\n` +
          `- Areas not inspected, with the reasons. These are your unknowns.\n` +
          `- Recommendations for further investigation, for example by a structural engineer, roofer, ` +
          `plumber, electrician or pest manager.\n` +
          `- Minor defects. Useful for planning maintenance, but seldom deal-breakers.\n\n` +
          `Where the report includes photographs, look at each one alongside its description, because ` +
          `pictures show location and severity far better than words. If a finding is unclear, ask the ` +
          `inspector to explain it. One useful question is which items they would fix first if the home ` +
          `were theirs.\n\n` +
          `Our guide to reading a building inspection report explains the common terms in more detail.`,
      },
      {
        heading: 'Acting on the findings',
        content:
          `Once you understand the report, you have several options. Your solicitor or conveyancer can ` +
          `tell you which are realistic under your contract and timetable:\n\n` +
          `- Proceed as planned, and use the report as a maintenance plan for your first years of ` +
          `ownership.\n` +
          `- Get written quotes from licensed tradespeople for the major items, so you are working with ` +
          `real costs rather than guesses.\n` +
          `- Negotiate. A documented defect backed by a repair quote is a reasonable basis for asking for ` +
          `a lower price. Keep the conversation factual.\n` +
          `- Ask for repairs before settlement. Any agreement needs to be written into the contract by ` +
          `your solicitor or conveyancer; a verbal promise from the agent is not enough.\n` +
          `- Investigate further. If the report recommends a specialist or an invasive inspection, ` +
          `arrange it before your deadline.\n` +
          `- Walk away. Before exchange you can simply decline to proceed. During cooling-off you can ` +
          `rescind, at the cost set out above.\n\n` +
          `If the vendor agrees to carry out repairs, a re-inspection before settlement checks the ` +
          `visible repairs against your report and marks each item done, partly done or outstanding. ` +
          `Keep the report with your property records afterwards. It becomes a useful baseline for future ` +
          `maintenance and, one day, for your own sale.`,
      },
      {
        id: 'strata-records',
        heading: 'Buying a strata apartment or townhouse: the inspection and the records',
        content:
          `Strata purchases work differently because you are buying a lot plus a share in the common ` +
          `property. AS 4349.1 reports a strata lot under its Appendix B, which limits the inspection ` +
          `to the lot and what immediately surrounds it ` +
          `(${link('what a strata inspection covers', '/products/strata-multi-unit-inspections#what-is-it')}).\n\n` +
          `A lot inspection cannot assess the ` +
          `whole building, the roof above other lots or the basement beneath another owner's car space. ` +
          `For the bigger picture, the strata records are essential.\n\n` +
          `${strataRecords.accessSentence} In practice that means the seller's consent, which your ` +
          `conveyancer or the agent usually arranges, and many buyers pay a strata search company or ` +
          `their conveyancer to read them. ${strataRecords.timingSentence} Ask for the records as soon ` +
          `as you are serious about a unit: reading years of minutes, reports and levies can take longer ` +
          `than the building inspection.\n\n` +
          `What to look for:\n\n` +
          `- minutes of recent meetings that mention leaks, cracking, waterproofing, cladding, concrete ` +
          `cancer or disputes with the builder\n` +
          `- building, defect and expert reports, and whether the work they recommended was done\n` +
          `- notices or orders from a council or regulator\n` +
          `- the capital works fund plan, its balance, and whether it looks enough for what the building ` +
          `seems to need\n` +
          `- special levies raised or being discussed, and the regular levies for the lot you are buying\n` +
          `- correspondence about repairs the owners corporation has been slow to make\n\n` +
          `Read the records and the inspection report side by side. A crack our builder notes on a ` +
          `balcony means more if the minutes show three years of complaints about water in the unit ` +
          `below, and less if they show the repair has already been quoted and funded. Questions worth ` +
          `putting to the strata manager: is this problem known, is work planned, and how will it be paid ` +
          `for?`,
      },
      {
        id: 'strata-bond-scheme',
        heading: 'New apartment buildings: the Strata Building Bond and Inspections Scheme',
        content:
          `${strataBond.schemeSentence} ${strataBond.inspectionsSentence} The bond is there to pay for ` +
          `defects the developer does not fix, so the reports are a record of what the inspections ` +
          `found in the building's first two years.\n\n` +
          `${strataBond.insuranceSentence} So before you go looking for reports, find out which path the ` +
          `developer took.\n\n` +
          `If the building is only a few years old:\n\n` +
          `- ask the agent or the strata manager whether the developer lodged a bond or held approved ` +
          `insurance instead\n` +
          `- where there was a bond, ask for the interim and final reports, and check the minutes for ` +
          `whether the defects they list have been fixed\n` +
          `- where an inspection has not happened yet, ask when, and what the owners corporation plans to do ` +
          `with the findings\n` +
          `- either way, ask whether the owners have raised defects with the developer or builder, and ` +
          `how that has gone\n\n` +
          `Unresolved defects in a young building can turn into special levies, so give these answers ` +
          `the same weight as the building report. And if you are buying off the plan, allow for the ` +
          `longer cooling-off period described above.`,
      },
    ],
    conclusion:
      `A pre-purchase building inspection will not tell you everything about a property, but it reveals ` +
      `a great deal that a walk-through at an open home cannot. Book it early, ideally before exchange ` +
      `or auction day; choose a combined building and pest inspection for a house; understand the ` +
      `access limits; read the strata records if you are buying a unit; and read the report as a tool ` +
      `for making a decision rather than a pass or fail mark.\n\n` +
      `If you are buying in Sydney or elsewhere in NSW, use the booking form or call us to check ` +
      `availability.`,
  },
  booking: { product: 'pre-purchase-building-pest-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Pre-Purchase Inspections', url: '/services/pre-purchase-inspections' },
      { title: 'Pre-Purchase Building Inspection', url: '/products/pre-purchase-building-inspection' },
      {
        title: 'Pre-Purchase Building & Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      { title: 'Strata / Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      {
        title: 'How to Read a Building Inspection Report: A Section-by-Section Guide for NSW Buyers',
        url: '/knowledge/guides/how-to-read-building-inspection-report',
      },
    ],
    external: [
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
      { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
    ],
  },
} satisfies Article;

import { asbestos } from '../../facts/asbestos';
import { coolingOff } from '../../facts/cooling-off';
import { strataRecords } from '../../facts/strata-records';
import { explainers } from '../../explainers';
import { reasonableAccess } from '../../facts/reasonable-access';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

export const article = {
  kind: 'guides',
  slug: 'first-time-home-buyer-inspection-guide',
  title: "First-Home Buyer's Guide to Building and Pest Inspections in NSW",
  excerpt:
    'When to book an inspection in NSW, which one suits a house or an apartment, what happens on the day ' +
    'and what the report will show you before you commit.',
  image: '/images/articles/first-time-home-buyer-inspection-guide.svg',
  imageAlt:
    'Illustration of a first-home buyer holding a checklist outside a house while a builder on a ladder ' +
    'inspects the roofline',
  date: '2025-02-05',
  updated: '2026-12-06',
  content: {
    intro:
      `Buying your first home usually means making the biggest purchase of your life on a tight ` +
      `timetable, often after only a couple of short visits to an open home. An independent building ` +
      `inspection shows you what those visits could not: the roof space, the subfloor, the drainage ` +
      `around the house and the safety of things you will live with every day.\n\n` +
      `This guide covers the inspection side of buying in NSW. It explains when to book so the ` +
      `findings can still change your decision, which inspection suits a house, a townhouse or an ` +
      `apartment, what our licensed builders do on the day and what you will find in the report. Read ` +
      `it alongside your conveyancer's advice on the contract itself.`,
    sections: [
      {
        heading: 'Why an inspection matters on a first purchase',
        content:
          `A first home is usually bought with a large loan and a small buffer. If the roof needs ` +
          `replacing or a retaining wall is failing, the bill arrives soon after settlement, when ` +
          `your savings are at their lowest. An inspection will not make a property perfect, but it ` +
          `turns guesswork into a list of known issues that you can price, negotiate on or walk away ` +
          `from.\n\n` +
          `It also helps you compare. If you are torn between two similar homes, a report showing ` +
          `that one needs drainage work while the other mostly needs paint can settle the question ` +
          `quickly.\n\n` +
          `Know the limits from the start, because they shape how you read the findings:\n\n` +
          `- It cannot promise to find every defect, especially where something is hidden behind ` +
          `stored goods, fresh paint or built-in joinery.\n` +
          `- It is not a valuation, a pest treatment or a legal review of the contract.\n\n` +
          `Our complete guide sets out ${explainers.reasonableAccess.link('what the standard covers and what it leaves out')}. ` +
          `Understanding these limits helps you judge when a finding is clear-cut and when a ` +
          `specialist's second opinion is worth paying for.`,
      },
      {
        heading: 'When to book: private sales',
        content:
          `When you buy by private treaty, ${coolingOff.section} of the ${coolingOff.act}, not the ` +
          `contract, usually gives you a short cooling-off period after exchange, and pulling out ` +
          `during it still costs you ${coolingOff.forfeit} ` +
          `(${explainers.coolingOff.link('how it works, and when there is none')}).\n\n` +
          `That leaves two sensible times to inspect:\n\n` +
          `- Before exchange. This is the cleanest option. You learn about problems before you have ` +
          `signed anything, so walking away costs only the inspection fee, and the findings can shape ` +
          `the price you offer.\n` +
          `- Early in the period. If the market is moving fast and you exchange first, book the ` +
          `inspection for the first day or two. That leaves time to read the report, ask questions, ` +
          `get a quote and talk to your conveyancer before the deadline.\n\n` +
          `A first purchase has a few extra moving parts, so line them up before you exchange:\n\n` +
          `- Finance: check what your lender's approval still depends on, such as a valuation, and when ` +
          `it becomes final.\n` +
          `- Your conveyancer: have them review the contract, and ask them on the day you exchange for ` +
          `the exact date and time your deadline falls.\n` +
          `- Trades: know who you would call for a quote if the report finds roof, drainage or ` +
          `structural work, so a quote does not become the thing you wait for.\n\n` +
          `Leaving it to the last day is risky. If something serious turns up on that day, you may ` +
          `have only hours to decide. An early inspection is usually possible, subject to access and ` +
          `availability, but the sooner you call us the more choice of times you have.\n\n` +
          `Buying off the plan, as many first-home buyers do with a new apartment or townhouse, works ` +
          `differently: the contract has terms of its own, so go ` +
          `through it with your conveyancer before you sign, and plan an inspection for when the home ` +
          `is finished and before you settle.`,
      },
      {
        heading: 'Buying at auction, or being asked to exchange at once',
        content:
          `At auction, the fall of the hammer commits you, and so does signing later that day if the ` +
          `property is passed in. The inspection therefore has to happen before auction day, and you ` +
          `need to be comfortable with its findings before you bid or sign.\n\n` +
          `If you are going to several auctions, you may pay for inspections on homes you do not end ` +
          `up buying. That still costs far less than finding a structural problem after you own the ` +
          `place. To keep the spending sensible, narrow your list first: attend the open home, have ` +
          `your conveyancer review the contract and book inspections only for properties you would ` +
          `genuinely bid on.\n\n` +
          `Sometimes an agent will ask you to exchange with no time to cool off. Your solicitor or ` +
          `conveyancer can agree to that by giving a certificate that waives your right, which can ` +
          `make your offer more attractive to a vendor but removes your safety net. If you are asked ` +
          `to sign on those terms, treat it like an auction: have the inspection done and read the ` +
          `report before exchange, and have your conveyancer explain what the certificate means for ` +
          `you before providing it.`,
      },
      {
        heading: 'Choosing the right inspection for the property',
        content:
          `The right inspection depends on the type of home you are buying and what concerns you ` +
          `about it.\n\n` +
          `- Pre-purchase building inspection. A licensed builder assesses the condition of the main ` +
          `building and the structures near it, such as garages, sheds, retaining walls, fences and ` +
          `paths. The report is prepared to AS 4349.1, the ` +
          `Australian Standard for pre-purchase inspections of residential buildings, which expects the ` +
          `scope, limits and price to be agreed in writing before the inspection.\n` +
          `- Pre-purchase building and pest inspection. This adds a timber pest inspection to AS ` +
          `4349.3, which covers subterranean and dampwood termites, borers and wood decay fungi, plus ` +
          `conditions that make an attack more likely. For most houses and ` +
          `townhouses, this combined inspection is the better fit.\n` +
          `- Strata inspection. For an apartment or unit, it looks at the lot you are buying and what ` +
          `immediately surrounds it, not the whole building ` +
          `(${link('what a strata inspection covers', '/products/strata-multi-unit-inspections#what-is-it')}).\n\n` +
          `Two points on pests. Standard home insurance usually excludes termite damage, so finding ` +
          `it early matters (${explainers.termites.link('more on termites in Sydney')}). And AS 4349.3 does not require an assessment of drywood termites or ` +
          `mould, so mention either when you book if it worries you.\n\n` +
          `For a strata purchase, check the strata records as well: they can reveal how the owners ` +
          `corporation has handled repairs, defects and its finances, and the ${strataRecords.act} lets ` +
          `an owner authorise someone acting for a buyer to read them ` +
          `(${explainers.strataRecords.link('how to arrange it and what to look for')}).`,
      },
      {
        heading: 'Booking the inspection and preparing for access',
        content:
          `When you call us or use the booking form, have these details ready:\n\n` +
          `- the address and type of home (house, townhouse or unit)\n` +
          `- its approximate age and number of storeys\n` +
          `- whether you want a building inspection alone or building and pest\n` +
          `- your deadline, such as the auction date or the day you plan to exchange\n` +
          `- the selling agent's name and number, so access can be arranged\n\n` +
          `We then call you to settle the details: ${link('what happens after you book', '/booking-process')}.\n\n` +
          `Access is normally arranged through the selling agent. Ask the agent to:\n\n` +
          `- have keys ready for garages, sheds, gates and any locked rooms\n` +
          `- keep the electricity and water connected\n` +
          `- make sure the roof-space hatch and subfloor entry are not blocked by boxes or furniture\n\n` +
          `Anything left in the way becomes an area that could not be inspected. That can leave a gap in the report ` +
          `just when you need answers, so a polite reminder to the agent the day before is worth ` +
          `sending.`,
      },
      {
        heading: 'What happens on inspection day',
        content:
          `The builder is on site for a few hours, longer for large or complex homes ` +
          `(${link('how long each inspection takes', '/booking-process#inspection')}). Our licensed builders work through the ` +
          `property methodically, area by area:\n\n` +
          `- Inside: ceilings, walls, floors, doors, windows, stairs and wet areas, looking for ` +
          `cracking, movement, water damage, failed waterproofing and dampness.\n` +
          `- Roof space: framing, sarking and insulation where visible, and any sign of leaks.\n` +
          `- Subfloor: footings, stumps or piers, ventilation and moisture, plus signs of termite ` +
          `activity for a pest inspection.\n` +
          `- Outside: roof coverings, gutters and downpipes, walls, site drainage and nearby ` +
          `structures.\n\n` +
          `Some areas can be inspected only in part, or not at all. AS 4349.1 sets its own ` +
          `reasonable-access limits for the roof space, the roof and the subfloor, and steep roofs, ` +
          `small hatches and low subfloors fall outside ${reasonableAccess.limitsPhrase}.\n\n` +
          `If the home was built before about ${asbestos.likelyBeforeYear}, it may contain asbestos. An ` +
          `inspector can point out material that looks suspect, but cannot confirm it, so do not ` +
          `disturb it yourself (${explainers.asbestos.link('what confirms it')}).`,
      },
      {
        heading: 'What the report looks like and when it arrives',
        content:
          `Your report usually arrives within 24 hours of the inspection ` +
          `(${link('how it reaches you', '/booking-process#report')}). It is prepared to AS 4349.1, ` +
          `with the pest findings to AS 4349.3 if you booked a combined inspection, so it follows a ` +
          `recognised structure rather than reading like a free-form letter.\n\n` +
          `Expect to see:\n\n` +
          `- a summary near the front with the most important findings\n` +
          `- major defects: problems serious enough to need building work\n` +
          `- minor defects: small faults, wear and maintenance items that most homes have\n` +
          `- safety hazards, such as trip risks or unsafe balustrades\n` +
          `- areas not inspected, each with the reason, such as a locked room or a blocked subfloor ` +
          `entry\n` +
          `- recommendations for further investigation by a specialist, such as a plumber, ` +
          `electrician or structural engineer\n` +
          `- for a pest inspection, findings on timber pest activity, damage and conditions that ` +
          `could attract termites\n\n` +
          `Read the summary first, then the safety and major defect sections, then the list of areas ` +
          `not inspected. That last part is easy to skim past, but if a large part of the home could ` +
          `not be seen, you may want better access, and that area inspected, before you commit.\n\n` +
          `Our companion guide on reading a building inspection report explains each part in more ` +
          `detail.`,
      },
      {
        heading: 'Turning the findings into a decision',
        content:
          `A long list of minor items is normal, particularly for an older home. What matters is ` +
          `whether anything changes the value of the property or your ability to afford it.\n\n` +
          `Once you have read the report, work through these steps:\n\n` +
          `- Call us about any finding you are unsure of. Our licensed builders can explain what they ` +
          `saw, why it matters and how urgent it looks.\n` +
          `- Get quotes for the big items. A written quote from a builder or tradesperson gives you a ` +
          `real figure to weigh against the price.\n` +
          `- Follow up recommendations for further investigation before your deadline. A plumber, ` +
          `electrician, structural engineer or other specialist may need a closer look.\n` +
          `- Talk to your conveyancer about your options: asking for a price reduction or repairs ` +
          `before settlement, proceeding as planned, or whether you can still withdraw and at what cost.\n` +
          `- Decide. Going ahead, negotiating and walking away can each be the right answer.\n\n` +
          `Keep the report after you move in. It makes a practical first maintenance list and a ` +
          `baseline to compare against the next time the home is checked.`,
      },
    ],
    conclusion:
      `The inspection is one of the few steps in buying a home where you control the timing, so make ` +
      `the most of it. Book before auction or exchange, or as early as your contract allows. Choose building ` +
      `and pest for most houses, and a strata inspection plus a records check for apartments. Then ` +
      `leave yourself time to act on what the report says.\n\n` +
      `If you are getting ready to make an offer, call us or use ` +
      `the booking form and tell us your deadline, and we will find a time that works.`,
  },
  booking: { product: 'pre-purchase-building-pest-inspection' },
  relatedLinks: {
    internal: [
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
      {
        title: 'First Home Buyer Checklist: From Open Home to Settlement in NSW',
        url: '/knowledge/tips/first-home-buyer-checklist',
      },
    ],
    external: [
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
      { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
      { title: 'Moneysmart', url: 'https://moneysmart.gov.au/' },
    ],
  },
} satisfies Article;

import { explainers } from '../../explainers';
import { asbestos } from '../../facts/asbestos';
import { strataRecords } from '../../facts/strata-records';
import { warranty } from '../../facts/warranty';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

export const article = {
  kind: 'guides',
  slug: 'how-to-read-building-inspection-report',
  title: 'How to Read a Building Inspection Report: A Section-by-Section Guide for NSW Buyers',
  excerpt:
    'What each part of an AS 4349.1 report tells you, what counts as a major defect, how defects differ ' +
    'from maintenance, and what to do next before you exchange or bid.',
  image: '/images/articles/how-to-read-building-inspection-report.svg',
  imageAlt:
    'Illustration of an open building inspection report showing a summary page, colour-coded defect ' +
    'categories and a pen ticking items to follow up',
  date: '2025-04-23',
  updated: '2026-12-06',
  content: {
    intro:
      `A building inspection report can run to many pages, and the first read often raises more ` +
      `questions than it answers. Is that crack in the brickwork a reason to walk away? Why couldn't ` +
      `the subfloor be inspected? What exactly does the inspector want you to do next?\n\n` +
      `This guide explains how a pre-purchase report prepared to AS 4349.1 is usually organised, how ` +
      `to tell a serious defect from routine upkeep, how reports on strata units differ from reports ` +
      `on houses, and how to turn the findings into questions, quotes and a decision. Layouts vary ` +
      `from one inspector to another, so treat this as a map for finding your way around rather than ` +
      `a template every report will follow.`,
    sections: [
      {
        heading: 'What AS 4349.1 covers and why it matters to you',
        content:
          `AS 4349.1-2007 is the Australian Standard for pre-purchase inspections of residential ` +
          `buildings. It sets out what the inspection should cover and what the report needs to tell ` +
          `you, which is why reports from different inspectors share a recognisable shape. ` +
          `It also expects the scope, limits and price to be agreed in writing with you before the inspection ` +
          `takes place.\n\n` +
          `Four points frame everything else you read:\n\n` +
          `- The inspection is visual and limited to what can be seen and reached safely ` +
          `(${explainers.reasonableAccess.link('what it leaves out')}).\n` +
          `- It normally covers the main building and the structures around it on the site, such as ` +
          `garages, carports, sheds, retaining walls and fences, where they can be reached ` +
          `(${link('the scope in full', '/knowledge/blog/complete-guide-pre-purchase-building-inspections#what-it-is')}).\n` +
          `- It is a report on condition. It is generally not a check of whether work was approved or ` +
          `complies with the building code; if that matters, ask about a compliance report.\n` +
          `- Timber pests fall under a separate standard, AS 4349.3. If you booked a combined ` +
          `building and pest inspection, the pest findings may sit in their own section or document.\n\n` +
          `Before reading any findings, look at the scope and terms near the front. They record what ` +
          `was agreed, and every finding that follows sits inside that scope.`,
      },
      {
        heading: 'The summary: start here, but do not stop here',
        content:
          `Most reports open with a summary of the significant findings. It is written so you can see ` +
          `the headline issues quickly, and it is often the page your conveyancer looks at first.\n\n` +
          `The summary is a condensed version, though. A defect that takes one line in the summary ` +
          `may take a full paragraph in the body, with its location, likely cause and a ` +
          `recommendation. That detail matters: 'cracking to rear wall' could describe a hairline ` +
          `shrinkage crack or a sign of footing movement, and only the full entry tells you which.\n\n` +
          `Also read the summary against the list of areas not inspected. A short, clean summary for ` +
          `a house whose roof space and subfloor could not be entered is far less reassuring than the ` +
          `same summary for a house where every area was reached.\n\n` +
          `A sensible reading order is:\n\n` +
          `- the summary\n` +
          `- safety hazards\n` +
          `- major defects\n` +
          `- areas not inspected, and the reasons\n` +
          `- recommendations for further investigation\n` +
          `- minor defects and maintenance items\n\n` +
          `Working in that order puts the findings most likely to change your decision first, and ` +
          `leaves the routine items until you know the overall picture.`,
      },
      {
        heading: 'What a major defect means',
        content:
          `In a pre-purchase report, a major defect is one the inspector judges significant enough to ` +
          `need building work rather than routine care. Usually that is because, left alone, it could ` +
          `make part of the home unsafe, stop something from working as it should, or lead to further ` +
          `damage. Examples might include a sagging roof frame, a leaking shower that has damaged the ` +
          `framing around it, or substantial cracking linked to movement in the footings. Most ` +
          `reports also set out the definitions they use, so check those too.\n\n` +
          `Each entry should say where the defect is, what was observed and what is recommended, ` +
          `which is often a referral to a specialist. Read the wording closely. A recommendation for ` +
          `further investigation is not a verdict: it means the inspector saw enough to be concerned, ` +
          `but a visual inspection cannot measure how far the problem goes.\n\n` +
          `The phrase also has a separate legal meaning: the ${warranty.act} defines major defect, in ` +
          `${warranty.majorDefectSection}, for the statutory warranties on residential building work, ` +
          `which matter mainly for newer homes and recent renovations. A report's use of the term and ` +
          `the Act's definition are not the same test, so if you think a claim might be open to you, get ` +
          `legal advice early rather than relying on the report's label ` +
          `(${explainers.warranties.link('the time limits for a claim')}).`,
      },
      {
        heading: 'Defects versus maintenance: reading the minor items',
        content:
          `Every home, new or old, comes with a list of minor items. Reading that list calmly is part ` +
          `of reading the report well.\n\n` +
          `A defect is a fault in part of the building: something built incorrectly, something that ` +
          `has failed, or something that has been damaged. Maintenance is the ongoing upkeep every ` +
          `home needs as materials wear: painting, clearing gutters, resealing around a bath, ` +
          `replacing tired door hardware, cutting back plants growing against walls.\n\n` +
          `The line between the two often comes down to time and neglect. A blocked gutter is a ` +
          `maintenance item today. Left for a few wet seasons, it can overflow into the eaves, rot ` +
          `the fascia and let water into the wall, and by then it is a defect. So for each minor ` +
          `item, ask:\n\n` +
          `- Is it cosmetic, or does it involve water, movement or safety?\n` +
          `- Will it get worse if nothing is done?\n` +
          `- Could a handyperson fix it, or does it need a licensed tradesperson?\n` +
          `- Is it an isolated item, or one of many that point to years of deferred upkeep?\n\n` +
          `A long list of small items in an older home is normal and rarely a reason on its own to ` +
          `walk away. A cluster of water-related items is different and deserves a closer look, ` +
          `possibly from a specialist.`,
      },
      {
        heading: 'Safety hazards and areas not inspected',
        content:
          `Safety hazards have their own section because they may need attention before you move in, ` +
          `whatever they cost. Typical examples include loose or low balustrades, trip hazards, ` +
          `damaged electrical fittings and material that may contain asbestos, which an inspector can ` +
          `only flag as suspect: ${explainers.asbestos.link('only a laboratory test confirms it')}.\n\n` +
          `The areas-not-inspected section lists what could not be seen and why. Common reasons ` +
          `include:\n\n` +
          `- a roof-space hatch that was too small, sealed or blocked\n` +
          `- a subfloor with too little clearance under the floor framing\n` +
          `- a roof too high or steep to view safely from a ladder\n` +
          `- locked rooms or outbuildings, or furniture, stored goods and floor coverings hiding ` +
          `floors and walls\n\n` +
          `The first three are measured against AS 4349.1's own reasonable-access limits, so a report ` +
          `that marks a hatch or subfloor as not accessible is applying the standard, not being ` +
          `cautious. Treat each entry as an unanswered question rather than a clean result. If the unseen area ` +
          `is large, or sits where problems often begin, such as a subfloor that could not be reached ` +
          `or a bathroom floor under stacked boxes, ask the agent for better access and have that area ` +
          `inspected before you commit.`,
      },
      {
        heading: 'Recommendations for further investigation',
        content:
          `When an inspector sees something a visual check cannot fully assess, the report recommends ` +
          `a specialist. This is not the inspector dodging a judgement; it reflects the limits of what ` +
          `can be assessed by looking.\n\n` +
          `Common referrals include:\n\n` +
          `- a structural engineer for significant cracking, movement or a leaning retaining wall\n` +
          `- a licensed plumber for leaks, drainage problems or failed waterproofing\n` +
          `- a licensed electrician for wiring or switchboard concerns\n` +
          `- a timber pest specialist where termite activity or damage has been found\n` +
          `- an asbestos assessor, with testing by ${asbestos.lab}, for suspect material\n` +
          `- an invasive inspection, where walls or floors need to be opened to find a cause\n\n` +
          `Arrange these as early as you can, because specialists can take longer to book than you ` +
          `expect and your deadline does not move, whether it is auction day or exchange.\n\n` +
          `If a specialist cannot get there in time, build the uncertainty into your decision. An ` +
          `unquantified problem is a risk you accept at the price you pay.`,
      },
      {
        heading: 'Strata reports: the lot, not the building',
        content:
          `If you are buying a unit, check that your report was prepared under the part of AS 4349.1 ` +
          `for strata properties, Appendix B, which limits it to the lot and what immediately ` +
          `surrounds it (${link('what a strata inspection covers', '/products/strata-multi-unit-inspections#what-is-it')}).\n\n` +
          `The practical difference for you is who is responsible for what. In a strata scheme, the ` +
          `owners corporation looks after common property, which often includes the structure, the ` +
          `roof and the external walls, while you look after your own lot. Defects in common property ` +
          `are usually repaired through the scheme and funded by the owners, so they can still reach ` +
          `your budget.\n\n` +
          `That is why a strata building report works best alongside a strata records inspection, ` +
          `which the ${strataRecords.act} allows an inspector acting for a buyer to make with the ` +
          `owner's consent. Minutes, reports and financial records can show whether building defects ` +
          `are known, whether repairs are planned and how they will be paid for: ` +
          `${explainers.strataRecords.link('what to look for')}.\n\n` +
          `Timing works a little differently for a unit bought off the plan. The building may not be ` +
          `finished when you sign, so the report you will rely on most is often the one done at ` +
          `handover, read together with the scheme's records once they exist.`,
      },
      {
        heading: 'Next steps: questions, quotes, negotiation and your conveyancer',
        content:
          `Once you have read the report, turn it into a short action list:\n\n` +
          `- Ask the inspector. Call us about any finding: how serious it looked, what the likely ` +
          `cause is and how urgent the repair seems. Note the answers for your conveyancer.\n` +
          `- Get quotes. For each major defect and safety hazard, ask a licensed builder or ` +
          `tradesperson for a written quote. A real figure carries far more weight in a negotiation ` +
          `than a general concern.\n` +
          `- Negotiate. With quotes in hand, you can ask for a lower price or for specific repairs ` +
          `before settlement. Your conveyancer or buyer's agent can put the request to the vendor and advise ` +
          `how any agreement should be recorded (the selling agent acts for the vendor, not for you).\n` +
          `- Talk to your conveyancer. They can explain your options under the contract, including ` +
          `whether to proceed, whether you can still withdraw and at what cost, and what to do if the ` +
          `vendor says no.\n` +
          `- Plan a follow-up. If the vendor agrees to repairs, a re-inspection before settlement ` +
          `checks the visible repairs against your report, item by item.\n\n` +
          `Keep the report after settlement, too. The minor items and maintenance notes make a ` +
          `ready-made plan for your first years in the home.`,
      },
    ],
    conclusion:
      `A building inspection report is most useful when you read it in the right order and with the ` +
      `right questions: summary, safety hazards, major defects, what could not be seen, and what ` +
      `needs a specialist. Minor items tell you about upkeep. Major defects and gaps in access tell ` +
      `you about risk.\n\n` +
      `Our licensed builders are glad to talk you through any finding in a report we have written ` +
      `for you. If ` +
      `you have not booked your inspection yet, call us or use the booking form.`,
  },
  booking: { product: 'pre-purchase-building-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Pre-Purchase Building Inspection', url: '/products/pre-purchase-building-inspection' },
      { title: 'Strata / Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      {
        title: 'Invasive / Detailed Defect Inspection',
        url: '/products/invasive-detailed-defect-inspection',
      },
      { title: 'Re-Inspections / Follow-Ups', url: '/products/re-inspections-follow-ups' },
      {
        title: "First-Home Buyer's Guide to Building and Pest Inspections in NSW",
        url: '/knowledge/guides/first-time-home-buyer-inspection-guide',
      },
    ],
    external: [
      { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
      {
        title: 'Building Commission NSW',
        url: 'https://www.nsw.gov.au/departments-and-agencies/building-commission',
      },
    ],
  },
} satisfies Article;

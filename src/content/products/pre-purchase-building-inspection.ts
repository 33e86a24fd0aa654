import { productBookHeading, productPagePrice, productTitle, reportWithin } from '../catalog';
import { explainers } from '../explainers';
import { coolingOff } from '../facts/cooling-off';
import { reasonableAccess } from '../facts/reasonable-access';
import { guidePriceNote } from '../pricing-note';
import { buildingHours } from '../time-on-site';
import type { Product } from '../schemas';

export const product = {
  slug: 'pre-purchase-building-inspection',
  title: productTitle('pre-purchase-building-inspection'),
  description:
    "A licensed builder's visual inspection of the Sydney home you plan to buy, with a written report " +
    'that meets AS 4349.1.',
  image: '/images/products/pre-purchase-building-inspection.svg',
  imageAlt:
    'Illustration of a builder with a torch checking the roof space of a house through a ceiling ' + 'hatch',
  whatIsIt:
    'A pre-purchase building inspection tells you what condition a home is really in before you ' +
    'commit to buying it. One of our licensed builders works through the property inside and out, ' +
    'looks for defects and the signs that point to them, and sets out the findings in a written ' +
    'report that meets Australian Standard AS 4349.1.\n\n' +
    'The inspection normally covers the main building and any structures within the site boundaries and within 30 metres of it, ' +
    'such as a garage, carport, shed, retaining wall, fence or path. Within that area we check ' +
    'the interior, the exterior walls, the roof covering, the roof space and the subfloor, and we ' +
    'look at how the site drains wherever we can reach it safely.\n\n' +
    "It is a visual, non-invasive inspection. We don't move the owner's furniture, lift carpets " +
    'or floor coverings, or cut into walls and ceilings, and we only enter a roof space or ' +
    `subfloor where access is safe and within ${reasonableAccess.limitsPhrase}. Every area we ` +
    "couldn't get to is named in the report, so you know exactly where the gaps in the picture " +
    'are.\n\n' +
    'This report covers the building only; if you also want termites, borers and wood decay ' +
    'assessed, book our combined building and pest inspection instead.',
  whyBeneficial: [
    'You find out about major defects, safety hazards and likely repair work while the price and ' +
      'the contract are still open, not after settlement.',
    'A written report from a licensed builder gives you specific, located items to put to the ' +
      'agent, whether you want a repair, a price adjustment or simply more time.',
    'Separating the minor wear and tear from the significant problems helps you set a realistic ' +
      'budget for repairs and maintenance in your first years in the home.',
    "Because the report lists the places we couldn't access, you can decide whether a further " +
      'check by a specialist is worth arranging before you sign.',
  ],
  whenBeneficial: [
    'You have found a house or townhouse you want and would like to know its condition before you ' +
      'exchange contracts.',
    'You are working to a deadline, such as auction day or exchange, and need the report in time to ' +
      'read it, get quotes and act on it.',
    'The home is older, has been extended or renovated, or shows fresh paint over patches, and ' +
      "you want a builder's view of what may sit behind it.",
    "You are buying from another suburb, city or state and can't easily walk through the property " +
      'yourself more than once.',
  ],
  process: [
    {
      step: 1,
      title: 'Book and tell us your deadline',
      description:
        'Use the booking form or call us with the address, the type of home and the date you need ' +
        'the report by. We arrange access with the selling agent, and same-day and next-day ' +
        'inspections are available, subject to access and availability.',
    },
    {
      step: 2,
      title: 'Inspection on site',
      description:
        `A licensed builder spends ${buildingHours} on site for a typical house, checking the interior, ` +
        'the exterior, the roof covering, the roof space, the subfloor and the site, and noting defects, ' +
        "safety hazards and any area that can't be reached.",
    },
    {
      step: 3,
      title: `Your report, usually ${reportWithin('pre-purchase-building-inspection')}`,
      description:
        'You receive a written report that meets AS 4349.1. It opens with a summary of the ' +
        'overall condition, major defects and safety hazards, then works through each area in ' +
        'detail and lists any further inspections we recommend.',
    },
    {
      step: 4,
      title: 'Decide your next move',
      description:
        'Read the summary first, then the detail, and call us if any finding is unclear. Send the ' +
        'report to your solicitor or conveyancer so they can help you negotiate, ask for repairs ' +
        'or consider whether to proceed.',
    },
  ],
  included: [
    'Interior check of walls, ceilings, floors, doors, windows and wet areas',
    'Exterior walls, cladding, brickwork, eaves, decks, balconies and stairs',
    'Roof covering, flashings, gutters and downpipes, viewed from a ladder or the ground where ' + 'safe',
    'Roof space framing and visible insulation, where the hatch allows safe entry',
    'Subfloor framing, supports and ventilation, where there is safe crawl space',
    'Garages, carports, sheds, retaining walls, fences and paths within the site boundaries and within 30 metres of the main ' +
      'building',
    'Site drainage and surface water, where the areas are accessible',
    'Summary of the overall condition, major defects and safety hazards',
    'List of inaccessible areas and any further inspections we recommend',
    'Written report meeting AS 4349.1',
  ],
  pricing: {
    text: productPagePrice('pre-purchase-building-inspection'),
    detail: guidePriceNote,
  },
  faq: [
    {
      question: 'Should I inspect before exchange, before the auction or during cooling-off?',
      answer:
        'Before exchange if you can: nothing binds you yet, and the findings can still shape your ' +
        `offer. If you exchange first, you usually have ${coolingOff.period} of cooling-off, but ` +
        `none at auction or after a ${coolingOff.waiverCertificate}, and ${coolingOff.offThePlanPeriod} ` +
        `on an off-the-plan contract. Our guide explains ${explainers.coolingOff.link('how each of those works')}. Whichever ` +
        'applies, tell us your deadline when you book, so you have the report with time to read it, ' +
        'get quotes and talk to your conveyancer.',
    },
    {
      question: "What happens if the roof space or subfloor can't be reached?",
      answer:
        'We record it in the report as an area not inspected, with the reason, such as a hatch that is ' +
        `too small or painted shut, a subfloor below ${explainers.reasonableAccess.link("the standard's reasonable-access limits")}, ` +
        'or stored goods in the way. Treat each one as an unanswered question. If it matters to your ' +
        'decision, ask the agent to have the access cleared and that area inspected before you commit.',
    },
    {
      question: 'Can I be there for the inspection?',
      answer:
        'Yes, if the agent or owner agrees: ask us when we arrange the time. Many buyers come for the ' +
        'last part of the visit, when the builder can show them an item in place, such as a crack, a ' +
        'stain or a damp subfloor. Bring your questions about anything that worried you at the open ' +
        'home. The written report is still the record to rely on, because it covers every area and ' +
        'goes to your conveyancer as it is.',
    },
    {
      question: 'Will the inspection find every problem in the house?',
      answer:
        'No visual inspection can promise that. Furniture, stored goods, floor coverings and ' +
        "fresh paint can hide defects, and we can't see inside walls or into areas without safe " +
        'access. We record those limits in the report and recommend further investigation where ' +
        "the signs call for it. Any invasive testing, such as opening a wall, needs the owner's " +
        'written permission.',
    },
  ],
  bookHeading: productBookHeading('pre-purchase-building-inspection'),
} satisfies Product;

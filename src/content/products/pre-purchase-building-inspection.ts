import { productBookHeading, productTitle } from '../catalog';
import { coolingOff } from '../facts/cooling-off';
import type { Product } from '../schemas';

export const product = {
  slug: 'pre-purchase-building-inspection',
  title: productTitle('pre-purchase-building-inspection'),
  description:
    "A licensed builder's visual inspection of the Sydney home you plan to buy, with a written AS " +
    '4349.1 report delivered within 24 hours.',
  image: '/images/products/pre-purchase-building-inspection.svg',
  imageAlt:
    'Illustration of a builder with a torch checking the roof space of a house through a ceiling ' + 'hatch',
  whatIsIt:
    'A pre-purchase building inspection tells you what condition a home is really in before you ' +
    'commit to buying it. One of our licensed builders works through the property inside and out, ' +
    'looks for defects and the signs that point to them, and sets out the findings in a written ' +
    'report that meets Australian Standard AS 4349.1.\n\n' +
    'The inspection normally covers the main building and any structures within 30 metres of it, ' +
    'such as a garage, carport, shed, retaining wall, fence or path. Within that area we check ' +
    'the interior, the exterior walls, the roof covering, the roof space and the subfloor, and we ' +
    'look at how the site drains wherever we can reach it safely.\n\n' +
    "It is a visual, non-invasive inspection. We don't move the owner's furniture, lift carpets " +
    'or floor coverings, or cut into walls and ceilings, and we only enter a roof space or ' +
    'subfloor where access is safe. As a working guide, that usually means a ceiling hatch of ' +
    'about 400 x 500 mm, a subfloor crawl space of about 600 x 600 mm, and a roof we can view ' +
    "from a 3.6 m ladder. Every area we couldn't get to is named in the report, so you know " +
    'exactly where the gaps in the picture are.\n\n' +
    'Allow 2-3 hours on site for a typical house. This report covers the building only; if you ' +
    'also want termites, borers and wood decay assessed, book our combined building and pest ' +
    'inspection instead.',
  whyBeneficial: [
    'You find out about major defects, safety hazards and likely repair work while the price and ' +
      'the contract are still open, not after settlement.',
    'A written report from a licensed builder gives you specific, located items to put to the ' +
      'agent, whether you want a repair, a price adjustment or simply more time.',
    'Separating the minor wear and tear from the significant problems helps you set a realistic ' +
      'budget for repairs and maintenance in your first years in the home.',
    "Because the report lists the places we couldn't access, you can decide whether a further " +
      'check by a specialist is worth arranging before you sign.',
    'With the report delivered within 24 hours, the inspection fits the short timeframes of a ' +
      'private treaty sale, a cooling-off period or an auction campaign.',
  ],
  whenBeneficial: [
    'You have found a house or townhouse you want and would like to know its condition before you ' +
      'exchange contracts.',
    `You have exchanged, your ${coolingOff.period} of cooling-off have started, and you need the ` +
      `inspection done with time to act before they end at ${coolingOff.endsAt}.`,
    'You intend to bid at auction, where there is no cooling-off period, so any inspection has to ' +
      'happen before auction day.',
    `Your solicitor or conveyancer has raised a ${coolingOff.waiverCertificate} to waive cooling-off, ` +
      'which means the contract binds you as soon as it is exchanged.',
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
        'the report by, such as the auction day or the end of cooling-off. We review the property ' +
        'details, confirm the price and arrange access with the selling agent. Same-day and ' +
        'next-day inspections are available, and a deposit secures your time.',
    },
    {
      step: 2,
      title: 'Inspection on site',
      description:
        'A licensed builder spends 2-3 hours checking the interior, the exterior, the roof ' +
        'covering, the roof space, the subfloor and the site within 30 metres of the main ' +
        "building, noting defects, safety hazards and any area that can't be reached.",
    },
    {
      step: 3,
      title: 'Your report within 24 hours',
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
        'or, if you are still in cooling-off, consider whether to proceed.',
    },
  ],
  included: [
    'Interior check of walls, ceilings, floors, doors, windows and wet areas',
    'Exterior walls, cladding, brickwork, eaves, decks, balconies and stairs',
    'Roof covering, flashings, gutters and downpipes, viewed from a ladder or the ground where ' + 'safe',
    'Roof space framing and visible insulation, where the hatch allows safe entry',
    'Subfloor framing, supports and ventilation, where there is safe crawl space',
    'Garages, carports, sheds, retaining walls, fences and paths within 30 metres of the main ' + 'building',
    'Site drainage and surface water, where the areas are accessible',
    'Summary of the overall condition, major defects and safety hazards',
    'List of inaccessible areas and any further inspections we recommend',
    'Written report meeting AS 4349.1, delivered within 24 hours of the inspection',
  ],
  pricing: {
    text: '$440',
  },
  faq: [
    {
      question: 'Should I inspect before exchange or during the cooling-off period?',
      answer:
        'Either can work. Inspecting before you exchange gives you the most freedom, because ' +
        `nothing is binding yet. If you exchange first, you usually have ${coolingOff.period} of ` +
        `cooling-off, ending at ${coolingOff.endsAt}. Pulling out within that time means ` +
        `forfeiting ${coolingOff.forfeit}, so book early enough to read the report and get advice ` +
        `before the deadline. ${coolingOff.offThePlanSentence}`,
    },
    {
      question: "I'm buying at auction. When should I book the inspection?",
      answer:
        `Before auction day. ${coolingOff.auctionSentence} The fall of the hammer commits you. ` +
        'Book once you are serious about bidding; same-day and next-day inspections ' +
        'help when a campaign is moving quickly.',
    },
    {
      question: 'What does a section 66W certificate mean for my inspection?',
      answer:
        'A 66W certificate is signed by your solicitor or conveyancer to waive the cooling-off ' +
        'period. The catch is that the contract binds you from exchange, so the building ' +
        'inspection must be finished and read before you sign. Ask your conveyancer whether ' +
        'waiving cooling-off suits your situation.',
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

import { productBookHeading, productPagePrice, productTitle, reportWithin } from '../catalog';
import { explainers } from '../explainers';
import { pestInspectorSentences } from '../pest-inspector';
import { guidePriceNote } from '../pricing-note';
import { buildingPestHours } from '../time-on-site';
import type { Product } from '../schemas';
import { link } from '../../lib/inline-links';

export const product = {
  slug: 'pre-purchase-building-pest-inspection',
  title: productTitle('pre-purchase-building-pest-inspection'),
  description:
    'Building and timber pest inspections of the home you want to buy, in one visit, reported to ' +
    'AS 4349.1 and AS 4349.3.',
  image: '/images/products/pre-purchase-building-pest-inspection.svg',
  imageAlt:
    'Illustration of an inspector shining a torch along subfloor timbers to look for termite mud ' + 'tubes',
  whatIsIt:
    'This inspection combines two reports in a single visit: a building inspection that meets AS ' +
    '4349.1 and a timber pest inspection that meets AS 4349.3. It suits buyers who want the ' +
    'condition of the home and the state of its timbers checked at once, without booking two ' +
    "appointments around an agent's diary.\n\n" +
    'The building part has the same scope as our standalone ' +
    `${link('pre-purchase building inspection', '/products/pre-purchase-building-inspection#what-is-it')}: ` +
    'the main building and the structures around it, inside and out, with the roof space, the ' +
    'subfloor and the site drainage wherever they can be reached.\n\n' +
    'The timber pest part looks for evidence of subterranean termites, dampwood termites, wood ' +
    'borers and wood decay fungi, and for damage they may have caused. Just as important, it ' +
    'records conducive conditions: features of the property that make a timber pest attack more ' +
    'likely or harder to spot, such as damp soil against the walls, a poorly ventilated subfloor, ' +
    'leaking pipes, timber touching the ground, or garden beds and stored materials piled against ' +
    'the house.\n\n' +
    `${pestInspectorSentences}\n\n` +
    "We note every area we couldn't reach. AS 4349.3 " +
    "doesn't require an assessment of drywood termites or mould, so those are outside the " +
    `standard scope; tell us when you book if either worries you. Allow ${buildingPestHours} on site.`,
  whyBeneficial: [
    'One booking, one visit and one set of reports means less back-and-forth with the selling ' +
      'agent and more of the time before your deadline left for decisions.',
    'Termites can hollow out framing while the surface paint looks perfect, and standard home ' +
      'insurance usually excludes the damage, so repairs would likely fall to you as the new owner: ' +
      `${explainers.termites.link('why termites are a year-round risk in Sydney')}.`,
    'Reading the building and pest findings together shows how problems connect, for example when ' +
      'a leaking shower both damages a wall and creates the damp conditions termites favour.',
    'The list of conducive conditions doubles as a practical to-do list after you move in, such ' +
      'as clearing weep holes or fixing a downpipe that drains against the slab.',
    'If the inspection finds old damage or signs of an earlier treatment, you can ask the vendor ' +
      'for paperwork about past termite work before you commit.',
  ],
  whenBeneficial: [
    'The home has timber framing, timber floors, decks, pergolas or a suspended subfloor that ' +
      'timber pests could reach.',
    'The property is close to bushland, parkland or mature trees, or has an established garden ' +
      'with timber sleepers, mulch or logs near the house.',
    'Auction day, exchange or the end of cooling-off is close, and you need both answers from one ' +
      `visit (${explainers.coolingOff.link('how those deadlines work')}).`,
    'The vendor has mentioned a past termite treatment, or you have noticed patched timber, ' +
      'sagging floors or doors that stick, and you want to know what is behind it.',
  ],
  process: [
    {
      step: 1,
      title: 'Book one visit for both reports',
      description:
        'Send us the address and the date you need the reports by, through the booking form or by ' +
        'calling us. We organise access with the selling agent, and same-day and next-day times are ' +
        'available, subject to access and availability.',
    },
    {
      step: 2,
      title: 'Building inspection',
      description:
        'A licensed builder works through the interior, exterior, roof space, subfloor and the ' +
        "structures on the site, noting defects, safety hazards and any areas that can't be reached " +
        'safely.',
    },
    {
      step: 3,
      title: 'Timber pest inspection',
      description:
        'In the same visit we check the building and grounds for subterranean and dampwood ' +
        'termites, borers and wood decay, and record the conducive conditions we find.',
    },
    {
      step: 4,
      title: `Reports, usually ${reportWithin('pre-purchase-building-pest-inspection')}`,
      description:
        'You receive the building report to AS 4349.1 and the timber pest report to AS 4349.3. ' +
        'Each opens with a summary, so you and your conveyancer can quickly see ' +
        'what needs repair, further investigation or negotiation.',
    },
  ],
  included: [
    'Building inspection meeting AS 4349.1, with the same scope as our building inspection',
    'Interior, exterior, roof covering, roof space and subfloor, where access is safe',
    'Site drainage and retaining walls, where the areas are accessible',
    'Timber pest inspection meeting AS 4349.3',
    'Checks for evidence of subterranean termites and dampwood termites',
    'Checks for wood borers and wood decay fungi, and the damage they leave',
    'Conducive conditions such as moisture, poor subfloor ventilation and timber in contact with ' + 'soil',
    'Summary of major defects, safety hazards and timber pest findings',
    'List of inaccessible areas and recommended further investigation',
  ],
  pricing: {
    text: productPagePrice('pre-purchase-building-pest-inspection'),
    detail: guidePriceNote,
  },
  faq: [
    {
      question: 'Does the pest inspection cover drywood termites and mould?',
      answer:
        'Not as standard. AS 4349.3 covers subterranean and dampwood termites, borers and wood ' +
        "decay fungi, and it doesn't require an assessment of drywood termites or mould. If you " +
        'have a particular concern about either, mention it when you book so we can talk through ' +
        "what the visit can and can't tell you.",
    },
    {
      question: 'What are conducive conditions, and why do they matter?',
      answer:
        'They are features of a property that make a timber pest attack more likely or harder to ' +
        'detect. Common examples include damp ground near the walls, leaking taps and pipes, ' +
        'blocked subfloor vents, timber posts set in soil, and soil or garden beds built up over ' +
        'the edge of a slab. A house with no active termites today can still be at risk if these ' +
        'conditions are left alone.',
    },
    {
      question: 'What should I ask the vendor about termites?',
      answer:
        'Ask whether the home has ever been treated for termites, when, by whom and what was found; ' +
        'whether a termite barrier or monitoring system is installed, and its service history; and ' +
        'whether any timber was replaced because of damage. Ask for the paperwork, not just the ' +
        'answer. Tell us what you learn when you book, so the inspector knows where to look hardest.',
    },
    {
      question: 'What happens if you find active termites?',
      answer:
        'We record where we found them and the damage we could see, and we avoid disturbing the ' +
        'activity. The report will usually recommend treatment by a pest management professional ' +
        'and, where damage is visible, further checks of the affected timbers. Talk to your ' +
        'conveyancer promptly, especially if your deadline is close, about negotiating or your ' +
        'other options.',
    },
  ],
  bookHeading: productBookHeading('pre-purchase-building-pest-inspection'),
} satisfies Product;

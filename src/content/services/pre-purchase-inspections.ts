import { inspectionAgreement } from '../facts/inspection-agreement';
import { homePriceText, serviceTitle } from '../catalog';
import { explainers } from '../explainers';
import { coolingOff } from '../facts/cooling-off';
import { strataRecords } from '../facts/strata-records';
import { pestInspectorShort } from '../pest-inspector';
import type { Service } from '../schemas';
import { link } from '../../lib/inline-links';

export const service = {
  slug: 'pre-purchase-inspections',
  title: serviceTitle('pre-purchase-inspections'),
  description:
    'Pre-purchase building inspections of Sydney and NSW homes by licensed builders, with a written ' +
    'report that meets AS 4349.1.',
  image: '/images/services/pre-purchase-inspections.svg',
  imageAlt:
    'Illustration of a builder with a torch and clipboard checking the roof space and walls of a ' +
    'house for sale',
  overview:
    "Buying a house, townhouse or apartment is a big commitment, and the listing photos won't show " +
    'you a sagging roof frame, rising damp or a deck pulling away from the wall. A pre-purchase ' +
    'inspection sends one of our licensed builders through the property before you are locked in, so ' +
    'you know what you are buying and what it is likely to need.\n\n' +
    'The inspection follows AS 4349.1, the Australian Standard for pre-purchase inspections of ' +
    'residential buildings: a visual, non-invasive check of the parts of the home and its site that ' +
    'can be seen and reached safely, set out in full on ' +
    `${link('the building inspection page', '/products/pre-purchase-building-inspection#what-is-it')}. ` +
    `${inspectionAgreement.sentence}\n\n` +
    'You can choose a building-only inspection, a combined building and pest inspection (the pest ' +
    'part follows AS 4349.3), or a strata inspection for an apartment or strata townhouse. ' +
    `${pestInspectorShort}\n\n` +
    `Timing matters. ${coolingOff.periodSentence} ${coolingOff.exceptionsSentence} Without that ` +
    'period, the inspection has to happen before you bid or exchange, so tell us your deadline when ' +
    `you book (${explainers.coolingOff.link('how each case works')}).`,
  benefits: [
    'Learn the real condition of the property while you can still act on it, not after settlement ' +
      'when every repair bill is yours.',
    'See major defects and safety hazards set apart from the ordinary wear you would expect in a ' +
      'building of that age, so small items stay in proportion.',
    'Use written findings from a licensed builder to negotiate on price or to ask the vendor to fix ' +
      'specific items before settlement.',
    'Go into an auction knowing the inspection is done, because a purchase at auction is final once ' +
      'the hammer falls.',
    'Add a pest inspection to check for termites, borers and wood decay; termite damage in particular ' +
      `is usually excluded by standard home insurance (${explainers.termites.link('why that matters in Sydney')}).`,
    'Start budgeting for repairs and upgrades before you move in, with a clear list you can take to ' +
      'trades for quotes.',
  ],
  process: [
    {
      step: 1,
      title: 'Book and tell us your deadline',
      description:
        'Use the booking form to choose building-only, building and pest, or strata, and give us the ' +
        "address, the agent's details and your key date, such as the auction or the day you plan to " +
        'exchange.',
    },
    {
      step: 2,
      title: 'Access is arranged',
      description:
        'We coordinate a time with the selling agent, who normally provides access. If something ' +
        'caught your eye at the open home, such as a cracked wall or a musty smell, let us know so ' +
        'the builder takes a closer look.',
    },
    {
      step: 3,
      title: 'The on-site inspection',
      description:
        'A licensed builder works methodically through the roof space, subfloor, interior, exterior, ' +
        'roof and site, noting defects, signs of moisture and any safety concerns. The time it takes ' +
        `depends on the inspection (${link('times on site', '/booking-process#inspection')}).`,
    },
    {
      step: 4,
      title: 'Your written report',
      description:
        'Reports for building and combined building and pest inspections meet AS 4349.1, plus AS ' +
        '4349.3 for the pest part; strata inspections come with a comprehensive report. Each ' +
        "inspection's page says when its report usually reaches you. Each report puts the summary of " +
        'major defects and safety hazards first, then the detail and a record of any areas we could ' +
        'not reach.',
    },
    {
      step: 5,
      title: 'Decide what to do next',
      description:
        'Read the summary, then share the report with your conveyancer or solicitor before you ' +
        'commit. If any finding is unclear, call us and we will explain what it means in practical ' +
        'terms.',
    },
  ],
  included: [
    'An inspection by a licensed builder of the interior, exterior, roof space, subfloor and roof, ' +
      'where they can be reached safely.',
    'Structures on the site, such as garages, carports, sheds, retaining walls, paths and fences.',
    'A summary that separates major defects and safety hazards from minor defects.',
    'Observations of visible moisture problems, including damp walls, leaks, poor ventilation and ' +
      'surface drainage issues.',
    'A flag on any material that may contain asbestos in an older home, with advice to have it ' +
      `tested (${explainers.asbestos.link('why only a test can tell')}).`,
    'A list of areas we could not access, with the reason and any further inspection we recommend.',
    'For apartments and strata townhouses, an inspection of the lot you are buying.',
    'An optional timber pest inspection to AS 4349.3 covering subterranean and dampwood termites, ' +
      'borers and wood decay fungi.',
  ],
  pricing: {
    // The home card's starting price of the inspection it books (catalog.ts), so the two never drift.
    text: homePriceText('pre-purchase-building-inspection'),
    detail: 'If you add a timber pest inspection, both are done in the one visit and priced together.',
  },
  whyChoose: [
    {
      title: 'Licensed builders on every building inspection',
      description:
        'Every building inspection is carried out by a licensed builder, so the person in the roof space knows ' +
        'how a home should be framed, flashed and drained, and which defects are serious.',
    },
    {
      title: '25+ years of buyer inspections',
      description:
        'We have been inspecting homes across Sydney and NSW since 1999 and have completed more than ' +
        '5000 inspections, from older brick houses to recently built apartments.',
    },
    {
      title: 'Built around your deadline',
      description:
        'Give us your auction day or exchange date when you book, and we plan the inspection around it, ' +
        'so you have time to read the report and act on it.',
    },
    {
      title: 'Reports you can act on',
      description:
        'Our reports meet AS 4349.1 and lead with the findings that matter most, written in plain ' +
        'English you can take straight to your conveyancer, the agent or a trade.',
    },
  ],
  faq: [
    {
      question: 'What should I tell you when I book?',
      answer:
        "The address, the type of home and roughly how old it is, the agent's details, and your " +
        `deadline: auction day, or the day you plan to exchange.\n\n` +
        'Tell us too about anything that caught your eye at the open home, such as a cracked wall, a ' +
        'stain on a ceiling, a musty cupboard or a soft floor, and about any renovations or extensions ' +
        'the agent mentioned. The builder then knows where to look hardest.',
    },
    {
      question: 'Do I need a building and pest inspection or just a building inspection?',
      answer:
        'For most houses, and for any property with timber framing, a suspended timber floor, decks ' +
        'or established gardens, we recommend the combined inspection, because termites can do ' +
        'serious structural damage out of sight.\n\n' +
        'For an apartment high in a concrete building, a building-only or strata inspection may be ' +
        'enough. Tell us about the property when you book and we will suggest the right option.',
    },
    {
      question: 'What do you inspect when I am buying an apartment or strata townhouse?',
      answer:
        'We focus on the lot you are buying and report under the strata appendix of AS 4349.1 ' +
        `(${link('what that covers', '/products/strata-multi-unit-inspections#what-is-it')}). ` +
        'Problems with the wider building, such as the roof, facade or basement, are generally the ' +
        'responsibility of the owners corporation.\n\n' +
        `For a fuller picture, consider a strata records inspection as well: the owners corporation's ` +
        `paperwork is open to ${strataRecords.who} (such as your conveyancer acting with the seller's ` +
        `consent), ${strataRecords.fee}. ` +
        'The paperwork may show defect reports, building works the owners have voted for, or disputes: ' +
        `${explainers.strataRecords.link('what to look for in it')}.`,
    },
    {
      question: 'Will the inspection find every defect?',
      answer:
        'No inspection can promise that. Ours is the visual inspection described above, so a defect ' +
        'hidden from view on the day may not be found.\n\n' +
        'The report lists every area we could not access and why, and recommends further ' +
        'investigation where it is warranted. Anything invasive, such as cutting a hole or lifting ' +
        "tiles, needs the owner's written permission.",
    },
    {
      question: 'What should I do with the report once I have it?',
      answer:
        'Start with the summary of major defects and safety hazards. Small items are normal in most ' +
        'homes; larger ones are worth pricing with a trade.\n\n' +
        'From there you can negotiate on price, ask the vendor to repair particular items before ' +
        'settlement, or, if you are not yet committed, decide not to go ahead. Speak with your ' +
        'conveyancer or solicitor before you act, so any agreement with the vendor is properly ' +
        'recorded and you meet your deadlines.',
    },
  ],
  bookingProduct: 'pre-purchase-building-inspection',
} satisfies Service;

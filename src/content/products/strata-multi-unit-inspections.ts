import { strataLot } from '../facts/strata-lot';
import { productBookHeading, productPagePrice, productTitle } from '../catalog';
import { explainers } from '../explainers';
import { coolingOff } from '../facts/cooling-off';
import { strataBond } from '../facts/strata-bond';
import { strataRecords } from '../facts/strata-records';
import { guidePriceNote } from '../pricing-note';
import type { Product } from '../schemas';

export const product = {
  slug: 'strata-multi-unit-inspections',
  title: productTitle('strata-multi-unit-inspections'),
  description:
    'A building inspection of the apartment, unit or townhouse you are buying, inside and out, reported ' +
    'under AS 4349.1 Appendix B.',
  image: '/images/products/strata-multi-unit-inspections.svg',
  imageAlt:
    'Illustration of a builder checking the balcony and window frames of a unit in an apartment block',
  whatIsIt: `With a unit, villa or townhouse in a strata scheme, the lot is yours alone and the building around it belongs to all the owners together, through the owners corporation. A leaking shower inside the unit may be yours to fix, while a failing facade, roof or basement can lead to costs shared among every owner.

Our strata inspection is reported under Appendix B of AS 4349.1, the part of the standard that deals with strata properties. It limits the inspection to ${strataLot.scope}: a licensed builder inspects the lot you are buying, room by room, and what immediately surrounds it, such as its balcony, windows and external walls. ${strataLot.adviceSentence} The rest of the common property, such as the entry, the roof or the facade as a whole, is outside a lot inspection: it is inspected only when the owners corporation books an inspection of the common property, with the owners corporation as the client. If a problem on it is readily visible from the lot, we may note it, ${strataLot.beyond}, but we do not go looking for it.

The inspection is visual and non-invasive and covers what is readily accessible on the day. It is not an inspection of the whole building, and it is not a strata records search. The records kept by the owners corporation can reveal known defects, planned repairs and disputes that no visual inspection can, so we recommend reading both together before you commit.

After the visit you receive a comprehensive report on the condition of the lot and the defects and safety issues we observed, with anything we noticed on the common property set apart as worth raising with the strata manager or your conveyancer.`,
  whyBeneficial: [
    'You learn the condition of the unit itself before you buy, including water damage around wet ' +
      'areas, cracking, window and door defects, balcony problems and safety hazards that are easy to ' +
      'miss at an open home.',
    "Defects we see on the lot's immediate exterior, such as cracked render or staining under the " +
      'balcony, give you specific questions to ask the strata manager and to check in the strata ' +
      `records. Anything we happen to notice on the rest of the common property is a note only, ${strataLot.beyond}.`,
    'Knowing what may need work helps you judge whether the price, and the likely future demands on ' +
      'the owners corporation, make sense for you.',
    'The report follows Appendix B of AS 4349.1, so it is set out in the recognised format for strata ' +
      'properties and is straightforward for your conveyancer or adviser to read.',
    'A licensed builder explains each finding in practical terms and flags items that appear to be on ' +
      'common property, which your conveyancer can help you confirm.',
  ],
  whenBeneficial: [
    'You are buying an apartment, unit, villa or townhouse in a strata scheme in Sydney or elsewhere in NSW.',
    `You are working to a deadline: usually ${coolingOff.period} of cooling-off on an established ` +
      `unit and ${coolingOff.offThePlanPeriod} off the plan, and none at auction or once a ` +
      `${coolingOff.waiverCertificate} waives it (${explainers.coolingOff.link('how cooling-off works')}).`,
    'The building is new or recently completed, and you want to know what to raise while defect ' +
      'processes may still apply.',
    'You are buying a unit as an investment and will rarely see it yourself once the sale is complete.',
  ],
  process: [
    {
      step: 1,
      title: 'Book and share the details',
      description:
        "Use the booking form or call us with the address, the lot number if you know it and the agent's " +
        'details, and tell us if an auction or exchange date is close.',
    },
    {
      step: 2,
      title: 'Access is arranged',
      description:
        'We confirm a time with the selling agent or owner to enter the lot. Tell us about any car space ' +
        'or storage area that comes with the unit, so access to it can be requested as well.',
    },
    {
      step: 3,
      title: 'Inspect the lot, inside and out',
      description:
        "A licensed builder inspects the unit's rooms, wet areas, balconies and fittings and its immediate " +
        'exterior, and photographs significant findings where that helps. The rest of the common property ' +
        'is not inspected.',
    },
    {
      step: 4,
      title: 'Your comprehensive report',
      description:
        'You receive a comprehensive report that separates findings in the lot from anything noted about ' +
        'the common property and suggests what to follow up in the strata records or with your ' +
        'conveyancer. We tell you when it will reach you when we confirm the booking.',
    },
  ],
  included: [
    "Inspection of the lot's rooms, ceilings, walls, floors, windows and doors",
    'Wet areas, including signs of leaking showers, failed seals and water damage',
    'Balconies and courtyards that form part of, or open from, the lot',
    'Safety hazards noticed during the inspection',
    'Photographs of significant defects, where they help explain a finding',
    'Notes on items to check in the strata records or raise with the strata manager',
    'A comprehensive report prepared under AS 4349.1 Appendix B',
  ],
  pricing: {
    text: productPagePrice('strata-multi-unit-inspections'),
    detail: guidePriceNote,
  },
  faq: [
    {
      question: 'Is this the same as a strata records search?',
      answer:
        `No. This is a building inspection: a licensed builder looks at ${strataLot.scope}, and reports ` +
        'what can be seen. A strata records search looks at the ' +
        "owners corporation's paperwork instead, such as the minutes, building and defect reports, levies " +
        `and the state of the funds, which a buyer can see with the owner's consent, ${strataRecords.fee}, ` +
        `under section 182 of the ${strataRecords.act}, which also opens them to ${strataRecords.who}. We recommend both: the paperwork shows ` +
        'what the owners corporation knows, and our inspection shows what a builder can see. Our guide sets ' +
        `out ${explainers.strataRecords.link('how to get access and what to look for')}.`,
    },
    {
      question: 'Do you inspect the whole building?',
      answer:
        `No. The inspection covers ${strataLot.scope}, as Appendix B of AS 4349.1 sets it. ` +
        `${strataLot.adviceSentence} We do not ` +
        'enter other lots or restricted common areas, and we do not assess shared services such as lifts ' +
        'or fire safety systems. If the building has known problems, the strata records are the best ' +
        'place to learn about them, including any reports the owners corporation has commissioned.',
    },
    {
      question: 'I am buying off the plan. Does anything change?',
      answer:
        'Yes, in two ways. The unit may not be finished when you sign, so the inspection usually ' +
        'happens once it is complete and before settlement, and your contract decides what access you ' +
        'get; ask your conveyancer early. Our handover inspection is written for that moment, with a ' +
        `defects list for the developer. A building of ${strataBond.minStoreys} or more storeys may also ` +
        `come under the ${strataBond.scheme}: ${explainers.strataBond.link('whether it applies and what to ask')}.`,
    },
    {
      question: 'What happens if you find a problem on the common property?',
      answer:
        'We describe it and where we saw it, and note that it appears to be common property. Repairs ' +
        "to common property are generally the owners corporation's job, so ask the strata manager " +
        'whether the problem is known and whether work is planned; the strata records will show it ' +
        'too. A problem the owners already plan to fix may mean a special levy, which is worth ' +
        'knowing before you commit. Your conveyancer can tell you how the answer affects your ' +
        'purchase.',
    },
  ],
  bookHeading: productBookHeading('strata-multi-unit-inspections'),
} satisfies Product;

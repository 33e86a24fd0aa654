import { strataLot } from '../facts/strata-lot';
import { homePriceText, serviceTitle } from '../catalog';
import { explainers } from '../explainers';
import { coolingOff } from '../facts/cooling-off';
import { strataBond } from '../facts/strata-bond';
import { strataRecords } from '../facts/strata-records';
import type { Service } from '../schemas';

export const service = {
  slug: 'strata-reports',
  title: serviceTitle('strata-reports'),
  description:
    'Strata inspections by licensed builders for NSW apartment and townhouse buyers, owners corporations and strata committees.',
  image: '/images/services/strata-reports.svg',
  imageAlt:
    'Illustration of a multi-storey apartment building with one unit highlighted and a checklist beside it',
  overview: `Our strata reports are building inspections, not searches of the paperwork. A licensed builder walks through the lot, or the common areas a committee has asked about, and writes down what can be seen, as far as a visual inspection allows. We write these reports for buyers of apartments, units, townhouses and villas in Sydney and across NSW, and for owners corporations and strata committees who want an independent view of their building.

For a buyer, we report under Appendix B of AS 4349.1, the part of the standard set aside for strata properties, which limits the inspection to ${strataLot.scope}. ${strataLot.adviceSentence} Any notes we add on other common property readily visible from the lot, such as shared structures, go ${strataLot.beyond}. What an inspection can't show you is the scheme's paperwork, and that is often where the bigger story sits.

The owners corporation's records can be read by ${strataRecords.who}, ${strataRecords.fee} (section 182 of the ${strataRecords.act}), which for a buyer usually means a conveyancer or inspector acting with the owner's consent. Reading that paperwork alongside our findings gives you a much fuller picture than either one alone (${explainers.strataRecords.link('what to read first')}).

For owners corporations and committees, we inspect the common areas you ask us to look at and report on their visible condition in plain terms. We are not certifiers and don't issue occupation certificates or approvals. What we can do is give owners an independent, plain-language account of the building issues in front of them and what to ask next.`,
  benefits: [
    `Understand the condition of the lot before you commit, whatever your deadline: an auction, ${coolingOff.period} of cooling-off after exchange, ${coolingOff.offThePlanPeriod} for an off-the-plan contract, or exchange itself if a ${coolingOff.waiverCertificate} takes cooling-off away (${explainers.coolingOff.link('the rules in full')}).`,
    `See problems on the lot's immediate exterior, such as cracked render or tired window frames, that could become a cost shared by every owner, and be told when a major common-property defect calls for an inspection of the common property.`,
    'Get a report set out for strata properties, following Appendix B of AS 4349.1, rather than a house report squeezed to fit.',
    'Know which issues appear to sit within the lot and which appear to involve common property, so you know who to raise each one with.',
    'Give your strata committee an independent record of the common areas that helps it prioritise repairs and brief trades.',
    'Help owners in newer buildings make sense of defects in plain language when they are dealing with the developer, the builder or the defect reports some new buildings receive.',
  ],
  process: [
    {
      step: 1,
      title: 'Tell us what you need',
      description:
        'Buyers, send us the address, lot number and agent details. Committees, tell us about the building, the common areas you want inspected and any known concerns.',
    },
    {
      step: 2,
      title: 'Access and quote',
      description:
        'We confirm access with the selling agent, or with the committee for common areas, and agree the scope.',
    },
    {
      step: 3,
      title: 'The inspection',
      description: `A licensed builder inspects ${strataLot.scope}, with any notes on other common property readily visible from the lot going ${strataLot.beyond}, or inspects the common areas the committee has asked us to cover.`,
    },
    {
      step: 4,
      title: 'Your comprehensive report',
      description:
        'You receive a comprehensive written report with findings grouped by area, photos where they help, notes on whether each issue appears to involve the lot or common property, and any areas we could not reach.',
    },
    {
      step: 5,
      title: 'Talk it through',
      description:
        'Call us with questions. Buyers often take the report to their conveyancer; committees can table it at a meeting and use it when seeking quotes.',
    },
  ],
  included: [
    "A visual inspection of the lot's accessible rooms, wet areas, balconies and courtyards, reported under AS 4349.1 Appendix B.",
    `Notes on other common property readily visible from the lot, such as facades and shared walls, which go ${strataLot.beyond}.`,
    'Signs of water entry, cracking, movement and deteriorating finishes, with photos of significant findings where useful.',
    'An indication of whether each issue appears to be within the lot or on common property.',
    'For committees, an inspection of the common areas agreed in the scope, where they are safe and accessible.',
    'A list of areas we could not access and the reason, so the limits of the report are clear.',
    'Suggestions for further checks, such as a specialist trade.',
    'A comprehensive written report you can share with your conveyancer or fellow owners.',
  ],
  pricing: {
    // The home card's starting price of the inspection it books (catalog.ts), so the two never drift.
    text: homePriceText('strata-multi-unit-inspections'),
    detail: "An inspection of a whole building's common areas is quoted on its scope.",
  },
  whyChoose: [
    {
      title: 'Licensed builders who know multi-unit buildings',
      description:
        'Your inspection is done by a licensed builder, used to reading the waterproofing, balconies and facades that cause trouble in apartment blocks and townhouse complexes.',
    },
    {
      title: 'Plain answers for committees',
      description:
        'For an owners corporation, we report on the visible condition of each area you asked about, in words a meeting can act on and a trade can quote from.',
    },
    {
      title: 'Reports built for strata',
      description:
        'Lot inspections follow Appendix B of AS 4349.1, and we keep what belongs to the lot separate from what appears to be common property.',
    },
    {
      title: 'Easy to book',
      description:
        'Book online or call us: we arrange access through the selling agent for a lot, or with the committee for the common areas, anywhere in Sydney and NSW.',
    },
  ],
  faq: [
    {
      question: 'Can our owners corporation book an inspection of the common areas?',
      answer: `Yes. A buyer's report stops at ${strataLot.scope}, so a committee that wants more should tell us which areas to cover, such as the facade, car park, stairwells or roof, where they can be reached safely. We agree that scope in writing, quote for it, and report on the visible condition of each area so the committee can decide what to fix first and brief trades.`,
    },
    {
      question: 'What is the Strata Building Bond and Inspections Scheme?',
      answer: `It covers new residential and mixed-use buildings of ${strataBond.minStoreys} or more storeys: developers lodge a bond that is released ${strataBond.releasedAfter}, unless, under later amendments to the scheme, they hold approved ${strataBond.insuranceAlternative}, which exempts them from the bond and from both defect inspections. Our guide explains ${explainers.strataBond.link('how it works and what owners and buyers should ask')}. We are not the inspector appointed under the scheme, but we can help owners understand the defects its reports raise and what to ask the developer.`,
    },
    {
      question: 'What other laws protect buyers of new apartments?',
      answer:
        'In general terms, the Residential Apartment Buildings (Compliance and Enforcement Powers) Act 2020 lets the regulator issue stop-work and rectification orders and, in some cases, prohibit an occupation certificate, with powers that can reach work completed in the past 10 years. The Design and Building Practitioners Act 2020 has required certain design and building practitioners working on apartment buildings to be registered since 1 July 2021, and it creates a statutory duty of care to avoid economic loss caused by defects. How they apply to your building is a question for a lawyer.',
    },
    {
      question: 'What did the 2025 NSW strata reforms change?',
      answer:
        'The 2025 reforms took effect in stages, in March, on 1 July and on 27 October 2025, and one of them gave NSW Fair Trading power to enforce repairs to common property. The rules may have changed since, so check the current position with your conveyancer or NSW Fair Trading before relying on any one detail.',
    },
  ],
  bookingProduct: 'strata-multi-unit-inspections',
} satisfies Service;

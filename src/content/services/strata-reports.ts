import { serviceTitle } from '../catalog';
import type { Service } from '../schemas';

export const service = {
  slug: 'strata-reports',
  title: serviceTitle('strata-reports'),
  description:
    'Strata inspections by licensed builders for NSW apartment and townhouse buyers, owners corporations and strata committees.',
  image: '/images/services/strata-reports.svg',
  imageAlt:
    'Illustration of a multi-storey apartment building with one unit highlighted and a checklist beside it',
  overview: `Buying into a strata scheme means buying two things: your own lot, and a share of the common property you hold with every other owner. A strata report looks at both, as far as a visual inspection allows. We write these reports for buyers of apartments, units, townhouses and villas in Sydney and across NSW, and for owners corporations and strata committees who want an independent view of their building.

For a buyer, we inspect the lot and report under Appendix B of AS 4349.1, the part of the standard set aside for strata properties. We also record the condition of the common property we can see from the lot, such as external walls, windows, balconies and shared structures in view. What an inspection can't show you is the scheme's paperwork, and that is often where the bigger story sits.

Under section 182 of the Strata Schemes Management Act 2015, an owner or mortgagee, or someone they authorise, can inspect the owners corporation's records. That means a buyer, or someone acting for them such as a conveyancer or inspector, can look at the records with the owner's consent. Under section 183, if a time isn't agreed within 3 days, the inspection has to be allowed within 10 days. Reading minutes and reports alongside our findings gives you a much fuller picture than either one alone.

For owners corporations and committees, we inspect the common areas you ask us to look at and report on their visible condition in plain terms. We are not certifiers and don't issue occupation certificates or approvals. What we can do is give owners an independent, plain-language account of the building issues in front of them and what to ask next.`,
  benefits: [
    'Understand the condition of the lot before you commit, with time to act if your purchase has a 5-business-day cooling-off period.',
    'See common property problems visible from the lot, such as cracked render or tired window frames, that could become a cost shared by every owner.',
    'Get a report set out for strata properties, following Appendix B of AS 4349.1, rather than a house report squeezed to fit.',
    'Know which issues appear to sit within the lot and which appear to involve common property, so you know who to raise each one with.',
    'Give your strata committee an independent record of the common areas that helps it prioritise repairs and brief trades or the strata manager.',
    'Help owners in newer buildings make sense of defects in plain language when they are dealing with the developer, the builder or defect reports under the Strata Building Bond and Inspections Scheme.',
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
        'We confirm access with the selling agent or the strata manager and agree the scope. Once the price is confirmed, a deposit secures the booking.',
    },
    {
      step: 3,
      title: 'The inspection',
      description:
        'A licensed builder carries out a visual, non-invasive inspection of the lot, its balconies or courtyard and the common property in view, or of the common areas the committee has asked us to cover.',
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
    'Notes on common property visible from the lot, such as facades, windows, balcony edges and shared walls.',
    'Signs of water entry, cracking, movement and deteriorating finishes, with photos of significant findings where useful.',
    'An indication of whether each issue appears to be within the lot or on common property.',
    'For committees, an inspection of the common areas agreed in the scope, where they are safe and accessible.',
    'A list of areas we could not access and the reason, so the limits of the report are clear.',
    'Suggestions for further checks, such as a specialist trade or topics worth looking for in the strata records.',
    'A comprehensive written report you can share with your conveyancer, strata manager or fellow owners.',
  ],
  pricing: {
    text: 'From $350',
    note: "The final price is confirmed after we review the property, including its size, location and complexity; an inspection of a whole building's common areas is quoted on its scope. A deposit secures your booking.",
  },
  whyChoose: [
    {
      title: 'Licensed builders who know multi-unit buildings',
      description:
        'Every inspector is a licensed builder, used to reading the waterproofing, balconies and facades that cause trouble in apartment blocks and townhouse complexes.',
    },
    {
      title: 'More than 25 years in Sydney',
      description:
        'Since 1999 we have completed more than 5000 inspections, from walk-up blocks to recent high-rise apartments and townhouses.',
    },
    {
      title: 'Reports built for strata',
      description:
        'Lot inspections follow Appendix B of AS 4349.1, and we keep what belongs to the lot separate from what appears to be common property.',
    },
    {
      title: 'Easy to book',
      description:
        'Same-day and next-day inspections are available across Sydney and NSW, subject to access through the selling agent or strata manager.',
    },
  ],
  faq: [
    {
      question: 'Does a strata report cover the whole building?',
      answer:
        "A buyer's strata report covers the lot and the common property that can be seen from it, not the whole building. Roofs, basements and plant rooms are usually outside what a lot inspection can reach. If a committee wants the common areas looked at, we can quote a separate inspection of the areas it nominates.",
    },
    {
      question: 'What should I look for in the strata records?',
      answer:
        'Minutes of recent meetings, any building or defect reports, correspondence about leaks or repairs, and notices of special levies are a good start, along with the state of the funds. Your conveyancer can usually arrange a records inspection under section 182 and point out anything unusual. Our report tells you what a builder can see, and the records tell you what the owners already know and plan to do.',
    },
    {
      question: 'What is the Strata Building Bond and Inspections Scheme?',
      answer:
        'It started on 1 January 2018 and applies to residential or mixed-use buildings of 4 or more storeys. The developer lodges a bond of 2% of the contract price before the occupation certificate, and interim and final defect inspections and reports are carried out over a period of up to 3 years. We are not the appointed inspector under the scheme, but we can help owners understand the issues those reports raise.',
    },
    {
      question: 'What other laws protect buyers of new apartments?',
      answer:
        'In general terms, the Residential Apartment Buildings (Compliance and Enforcement Powers) Act 2020 lets the regulator issue stop-work and rectification orders and, in some cases, prohibit an occupation certificate, with powers that can reach work completed in the past 10 years. The Design and Building Practitioners Act 2020 has required certain design and building practitioners working on apartment buildings to be registered since 1 July 2021, and it creates a statutory duty of care to avoid economic loss caused by defects. How they apply to your building is a question for a lawyer.',
    },
    {
      question: 'Have the NSW strata laws changed recently?',
      answer:
        'Yes. Strata reforms came in during 2025 in several stages, including giving NSW Fair Trading power to enforce repairs to common property, and more changes have been flagged. Because the rules are still moving, check the current position with your strata manager, your conveyancer or NSW Fair Trading before relying on any one detail.',
    },
  ],
  bookingProduct: 'strata-multi-unit-inspections',
} satisfies Service;

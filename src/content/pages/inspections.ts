import { strataLot } from '../facts/strata-lot';
import { reportWithin, type ProductSlug, type ServiceSlug } from '../catalog';
import { pricingNote } from '../pricing-note';
import { buildingHours, buildingPestHours } from '../time-on-site';
import type { InspectionsPage } from './schemas';

/** The schema's shape, with every slug one of the catalogue's products (or services, where it says so). */
type TypedInspectionsPage = InspectionsPage & {
  startingPoints: { slugs: ProductSlug[]; services?: ServiceSlug[] }[];
  rows: { slug: ProductSlug }[];
};

/** What the page says where the business has not stated a time on site for an inspection. */
const confirmedWhenBooking = 'Confirmed when you book';

/**
 * 'Which inspection do I need?': the nine inspections side by side. Each row restates its product page in
 * a line (the standard and the report time as that page gives them); the title and the home-card price are
 * read from the catalogue and the home cards, so they are written once.
 */
export const inspectionsPage = {
  metaTitle: 'Which Inspection Do I Need?',
  description:
    'Compare our nine building inspections: who each suits, when to book, what it covers, its standard, ' +
    'time on site, report and starting price.',
  title: 'Which inspection do I need?',
  intro:
    'Start with your situation, then compare the inspections that fit it: who each one is for, when to ' +
    'book it, what it covers and what you receive. Every row links to the full details and to the booking ' +
    'form.',
  startingPointsHeading: 'Where are you starting from?',
  startingPointsIntro: 'Pick the situation closest to yours to jump to the inspections that suit it.',
  startingPoints: [
    {
      id: 'buying',
      title: 'Buying a home',
      text:
        'For a house or townhouse, we recommend building and pest in one visit. Buying into a strata ' +
        'scheme? Start with the strata inspection, and for a strata townhouse or villa with timber ' +
        'framing or timber close to the ground, ask for a timber pest inspection with it.',
      slugs: [
        'pre-purchase-building-pest-inspection',
        'pre-purchase-building-inspection',
        'strata-multi-unit-inspections',
      ],
    },
    {
      id: 'new-home',
      title: 'Buying a new or off-the-plan home',
      text:
        'A handover inspection when the builder or developer says it is finished, before the final payment ' +
        'or settlement (check the access your contract gives you), and stage inspections while a house is ' +
        'being built for you.',
      slugs: ['handover-practical-completion-inspection', 'progress-stage-inspections'],
    },
    {
      id: 'selling',
      title: 'Selling a home',
      text: "See your home the way a buyer's inspector would, while there is still time to act on it.",
      slugs: ['pre-sale-vendor-inspection'],
    },
    {
      id: 'building',
      title: 'Building or renovating',
      text:
        'Independent checks while the work is under way and at handover, a closer look at a problem, ' +
        'and a return visit once repairs are done.',
      slugs: [
        'progress-stage-inspections',
        'handover-practical-completion-inspection',
        'invasive-detailed-defect-inspection',
        're-inspections-follow-ups',
      ],
    },
    {
      id: 'problem',
      title: 'A problem in your home now',
      text:
        'A leak, cracking that keeps growing, or mould that comes back: a closer look for the cause, with ' +
        "the owner's written permission for any opening, or a thermal imaging, moisture or mould check.",
      slugs: ['invasive-detailed-defect-inspection'],
      services: ['specialised-inspections'],
    },
    {
      id: 'next-door',
      title: 'Works next door',
      text: 'Record the condition of a property before building, demolition or excavation starts nearby.',
      slugs: ['dilapidation-reports'],
    },
  ],
  comparisonHeading: 'The nine inspections compared',
  comparisonNote: `Prices are the starting prices shown on our home page. ${pricingNote}`,
  comparisonCaption:
    'The nine inspections compared: who each is for, when to book it, what it covers, its standard, time ' +
    'on site, the report and the starting price',
  labels: {
    inspection: 'Inspection',
    whoFor: 'Who it is for',
    when: 'When to book',
    covers: 'What it covers',
    standard: 'Standard',
    timeOnSite: 'Time on site',
    report: 'Report',
    price: 'Starting price',
  },
  rows: [
    {
      slug: 'pre-purchase-building-pest-inspection',
      whoFor: 'Buyers of a house or townhouse who want the building and its timbers checked in one visit.',
      when: 'Before you exchange or bid at auction.',
      covers:
        'Everything in the building inspection, plus termites, borers, wood decay and the conditions ' +
        'that invite them.',
      standard: 'AS 4349.1 (building) and AS 4349.3 (timber pests)',
      timeOnSite: buildingPestHours,
      report: `Usually ${reportWithin('pre-purchase-building-pest-inspection')}`,
    },
    {
      slug: 'pre-purchase-building-inspection',
      whoFor: "Buyers who want a builder's view of the home's condition, without the timber pest part.",
      when: 'Before you exchange or bid at auction.',
      covers:
        'The main building and the structures on its site: inside, outside, the roof, and the roof ' +
        'space and subfloor where safely accessible.',
      standard: 'AS 4349.1',
      timeOnSite: buildingHours,
      report: `Usually ${reportWithin('pre-purchase-building-inspection')}`,
    },
    {
      slug: 'strata-multi-unit-inspections',
      whoFor: 'Buyers of an apartment, unit, villa or townhouse in a strata scheme.',
      when: 'Before you exchange or bid at auction, read alongside the strata records.',
      covers: `${strataLot.scope[0]!.toUpperCase()}${strataLot.scope.slice(1)}, not the whole building; notes on other common property go ${strataLot.beyond}.`,
      standard: 'AS 4349.1, Appendix B (strata)',
      timeOnSite: confirmedWhenBooking,
      report: 'A comprehensive report',
    },
    {
      slug: 'pre-sale-vendor-inspection',
      whoFor: "Owners getting ready to sell who want to know what a buyer's inspector may find.",
      when: 'A few weeks before you list, so there is time for quotes and repairs.',
      covers:
        'The main building and the structures on its site, including the roof space, subfloor and site ' +
        'drainage where they can be safely reached.',
      standard: 'Follows the scope of AS 4349.1',
      timeOnSite: buildingHours,
      report: `Usually ${reportWithin('pre-sale-vendor-inspection')}`,
    },
    {
      slug: 'progress-stage-inspections',
      whoFor: 'People building a new home or a knockdown-rebuild, and owner-builders.',
      when: 'At the construction stages you choose, before you pay each progress claim.',
      covers: 'The work visible at each stage, before later work covers it up.',
      standard: 'Checked against your plans, specifications and accepted building practice',
      timeOnSite: confirmedWhenBooking,
      report: `Usually ${reportWithin('progress-stage-inspections')} of each stage visit`,
    },
    {
      slug: 'handover-practical-completion-inspection',
      whoFor:
        'Owners of a new home, extension or granny flat built under a contract, and buyers of a new home ' +
        'bought off the plan.',
      when:
        'When the builder gives notice of practical completion, before the final payment; off the plan, ' +
        'before settlement.',
      covers:
        'Finishes and workmanship, wet areas, joinery, doors and windows, the roof, cladding and drainage, ' +
        'as a defects list for the builder.',
      standard:
        "A visual check of finish and function against your contract, with NSW Fair Trading's Guide to " +
        'Standards and Tolerances as the usual yardstick',
      timeOnSite: confirmedWhenBooking,
      report: `Usually ${reportWithin('handover-practical-completion-inspection')}`,
    },
    {
      slug: 'invasive-detailed-defect-inspection',
      whoFor: 'Owners with a known or suspected problem, such as widening cracks, a leak or disputed work.',
      when: 'When a problem keeps coming back, or an earlier report recommends a closer look.',
      covers:
        'The problem areas you describe, with testing and small openings only where the owner agrees in ' +
        'writing.',
      standard: 'The areas, tests and any openings agreed in writing with the owner',
      timeOnSite: confirmedWhenBooking,
      report: `Usually ${reportWithin('invasive-detailed-defect-inspection')}`,
    },
    {
      slug: 're-inspections-follow-ups',
      whoFor: 'Anyone holding an earlier report whose defects are said to be fixed.',
      when: 'Once repairs are reported done, before settlement or a final payment.',
      covers:
        'Each item from the earlier report, marked done, partly done or outstanding, as far as can be seen.',
      standard: 'Checked against the earlier report',
      timeOnSite: confirmedWhenBooking,
      report: 'A comprehensive report',
    },
    {
      slug: 'dilapidation-reports',
      whoFor:
        'Neighbours of planned building, demolition or excavation work, and the builders or developers ' +
        'doing it.',
      when: 'Before the nearby work starts, and again once it is finished.',
      covers:
        "The property inside (with the occupant's agreement) and out, with dated photographs and measured " +
        'existing cracks.',
      standard: 'Your development consent conditions, where they call for one',
      timeOnSite: confirmedWhenBooking,
      report: 'A comprehensive report before and after the works',
    },
  ],
  cta: {
    title: 'Still not sure which one you need?',
    text:
      'Call us and tell us about the property and what is happening with it, and we will help you choose ' +
      'the inspection that fits.',
  },
} satisfies TypedInspectionsPage;

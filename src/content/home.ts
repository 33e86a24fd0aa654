import { business, type IndependencePolicy } from './business.js';
import type { IconName, ProductCard, SellingPoint, Stat } from './types';

/**
 * The home page's independence card, worded for the business's decision (business.ts): what is true of every
 * job, and the firmer policy only once the business has confirmed it.
 */
export function independenceDescription(policy: IndependencePolicy): string {
  const everyJob =
    'Each report is written for the client who books it, and no agent chooses what goes in it. If we could ' +
    'not reach an area, the report says so and tells you why.';
  return policy === 'confirmed'
    ? `${everyJob} We take no referral fees from agents, and if we have inspected a property for its seller, ` +
        'we tell any buyer who asks us to inspect it.'
    : everyJob;
}

export const hero = {
  eyebrow: 'Building & pest inspections across Sydney and NSW',
  headline: 'Professional Building Inspections You Can Trust',
  lead: 'Know what you are buying before you sign. Our licensed builders inspect the home, and the roof space and subfloor where accessible, then explain what they found in a clear report that meets AS 4349.1.',
  highlights: [
    'Licensed builders, not salespeople',
    'Same-day and next-day bookings',
    'Report within 24 hours',
  ],
} as const;

export const about = {
  heading: 'Why Sydney buyers choose us',
  intro:
    'Since 1999 we have walked through thousands of Sydney homes, from Federation cottages to new apartments. We tell you what matters, what can wait and why, in plain words.',
  sellingPoints: [
    {
      icon: 'hard-hat',
      title: 'Licensed builders on every job',
      description:
        'Every inspection is carried out by a licensed builder who knows how homes are put together and where they tend to fail.',
    },
    {
      icon: 'file-text',
      title: 'Reports you can act on',
      description:
        'Defects are explained and rated in plain words, with safety issues and major defects set out first, to AS 4349.1.',
    },
    {
      icon: 'clock',
      title: 'Fast, on your timeline',
      description:
        'Same-day and next-day inspections, and your report within 24 hours, so you have it before you exchange or bid at auction, or before cooling-off ends.',
    },
    {
      icon: 'shield-check',
      title: 'Written for you, honest about limits',
      description: independenceDescription(business.decisions.independencePolicy),
    },
  ] satisfies SellingPoint[],
  stats: [
    { value: '25+', label: 'Years experience' },
    { value: '5000+', label: 'Inspections completed' },
    { value: '100%', label: 'Licensed builders' },
    { value: '24hr', label: 'Report delivery' },
  ] satisfies Stat[],
} as const;

export const productsSection = {
  heading: 'Inspection services',
  intro:
    'Choose the inspection that fits where you are: buying, selling, building or checking on repairs. Select a card to start your booking with it already chosen.',
  addOnsHeading: 'Add-ons',
  addOnsIntro: 'Add any of these to an inspection for a closer look at a specific concern.',
};

/** The home page's inspection cards, in display order. Prices here are the home-page readings. */
export const productCards = [
  {
    slug: 'pre-purchase-building-inspection',
    description: 'A thorough visual check of the home before you commit, reported to AS 4349.1.',
    price: { kind: 'from', amount: 440 },
    features: [
      'Structural and safety defects',
      'Roof space and subfloor, where accessible',
      'Report within 24 hours',
    ],
  },
  {
    slug: 'pre-purchase-building-pest-inspection',
    description: 'Building and timber pest inspections in one visit, for the full picture before you buy.',
    price: { kind: 'from', amount: 440 },
    features: [
      'Termites, borers and timber decay',
      'Conditions that attract pests',
      'Building and pest reports',
    ],
  },
  {
    slug: 'pre-sale-vendor-inspection',
    description: 'Find and fix issues before buyers do, and go to market with confidence.',
    price: { kind: 'from', amount: 440 },
    features: [
      'Fewer surprises in negotiation',
      'Repairs to consider before listing',
      'You choose whether buyers see it',
    ],
  },
  {
    slug: 'progress-stage-inspections',
    description: 'Independent checks at each stage of your new build, before you pay the next claim.',
    price: { kind: 'quote', label: 'Contact for Quote (5 stage options)' },
    features: [
      'Slab, frame, lock-up, pre-plaster and fixing',
      'Report within 24 hours of each visit',
      'Handover has an inspection of its own',
    ],
  },
  {
    slug: 'handover-practical-completion-inspection',
    description: 'A defects list for your builder before you accept the keys and make the final payment.',
    price: { kind: 'quote', label: 'Enquire for Quote' },
    features: ['Finishes and workmanship', 'Items for the builder to fix', 'Before the final payment'],
  },
  {
    slug: 'invasive-detailed-defect-inspection',
    description: "A closer, targeted investigation of a known problem, with the owner's written permission.",
    price: { kind: 'from', amount: 550 },
    features: [
      'Cracking, leaks and movement',
      'Moisture meter and thermal camera',
      'Evidence for your builder',
    ],
  },
  {
    slug: 'dilapidation-reports',
    description: "A dated record of a property's condition before and after nearby building work.",
    price: { kind: 'from', amount: 450 },
    features: ['Before and after records', 'Dated photographs', 'Often a consent condition'],
  },
  {
    slug: 'strata-multi-unit-inspections',
    description: 'An inspection of the unit and the common property you can see from it.',
    price: { kind: 'from', amount: 350 },
    features: [
      'Apartments, units and townhouses',
      'Common property visible from the lot',
      'A report set out for strata properties',
    ],
  },
  {
    slug: 're-inspections-follow-ups',
    description: 'A return visit that checks the visible repairs against your earlier report.',
    price: { kind: 'from', amount: 250 },
    features: [
      'Each listed item looked at again',
      'Before settlement or final payment',
      'Each item marked done, partly done or outstanding',
    ],
  },
] as const satisfies readonly ProductCard[];

export const servicesSection = {
  heading: 'What we do',
  intro:
    'Beyond a single inspection, our licensed builders help owners, investors and strata committees understand and look after their buildings.',
};

export const contactSection = {
  heading: 'Book your inspection',
  intro:
    'Tell us about the property and the inspection you need. We will call you to confirm the time and price.',
  /** Beside the phone and e-mail: when we can come. */
  bookings: 'Same-day and next-day inspections',
  /** Beside the phone and e-mail: where we work. */
  serviceArea: 'Sydney and across NSW',
};

/**
 * The collection notice beside the booking form's submit button (APP 5): why the details are collected, where
 * they go (overseas storage included) and a link to the privacy policy. The form adds the business name before
 * `purpose`, and the business's e-mail after `policyCovers`.
 */
export const collectionNotice = {
  purpose:
    'collects these details to respond to your enquiry and arrange your inspection, and uses them only for ' +
    'that. Without them we cannot book the inspection.',
  storage:
    'Our booking system passes them to an online automation service, which may store them on servers ' +
    'outside Australia.',
  /** The text of the link to /privacy. */
  policyLink: 'Our privacy policy',
  policyCovers: 'explains who sees them and how long we keep them. To see or correct what we hold, e-mail',
};

/** The home page's service cards: a line each, beside the service's own title from the catalogue. */
export const serviceCards = [
  {
    slug: 'pre-purchase-inspections',
    icon: 'search',
    description: 'Building, building and pest, and strata inspections for buyers, timed around exchange.',
  },
  {
    slug: 'compliance-reports',
    icon: 'badge-check',
    description:
      "A licensed builder's independent view of whether visible work matches the plans and good practice.",
  },
  {
    slug: 'maintenance-assessments',
    icon: 'home',
    description: 'A prioritised upkeep plan for owners and landlords, before small problems grow.',
  },
  {
    slug: 'specialised-inspections',
    icon: 'thermometer',
    description: 'Thermal imaging, moisture testing and visual checks for suspect mould or asbestos.',
  },
  {
    slug: 'defect-inspections',
    icon: 'hard-hat',
    description: 'Independent defect reports for new and renovated homes, to take back to your builder.',
  },
  {
    slug: 'strata-reports',
    icon: 'building',
    description: 'Reports for strata buyers and owners on the lot and the common property around it.',
  },
] as const satisfies readonly { slug: string; icon: IconName; description: string }[];

export const homeMeta = {
  title: 'Building & Pest Inspections in Sydney and NSW',
  description:
    'Pre-purchase building and pest inspections by licensed builders across Sydney and NSW. Same-day bookings, reports within 24 hours to AS 4349.1.',
};

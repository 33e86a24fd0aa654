import { business, type IndependencePolicy } from './business.js';
import { privacyServicesSentence } from './privacy-services';
import type { Highlight, IconName, SellingPoint, Stat } from './types';

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

/**
 * The qualifiers of the brief's two speed claims, shown beside each wherever the home page makes it in a
 * headline place (the hero's highlights, the stats): the same words the cards and the booking-process page
 * use, so the headline never promises more than the detail (issue 55).
 */
export const bookingsQualifier = 'Subject to access and availability';
export const reportQualifier = 'Usually, counted from the inspection';

export const hero = {
  eyebrow: 'Building & pest inspections across Sydney and NSW',
  headline: 'Professional Building Inspections You Can Trust',
  lead: 'Know what you are buying before you sign. Our licensed builders inspect the home, and the roof space and subfloor where accessible, then explain what they found in a clear report that meets AS 4349.1.',
  highlights: [
    { claim: 'Licensed builders, not salespeople' },
    { claim: 'Same-day and next-day bookings', qualifier: bookingsQualifier },
    { claim: 'Report within 24 hours', qualifier: reportQualifier },
  ] satisfies Highlight[],
} as const;

export const about = {
  heading: 'Why Sydney buyers choose us',
  intro:
    'Since 1999 we have walked through thousands of Sydney homes, from Federation cottages to new apartments. We tell you what matters, what can wait and why, in plain words.',
  sellingPoints: [
    {
      icon: 'hard-hat',
      title: 'Licensed builders on every building inspection',
      description:
        'Every building inspection is carried out by a licensed builder who knows how homes are put together and where they tend to fail.',
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
        'Same-day and next-day inspections, subject to access and availability, so the report can reach you before you exchange or bid at auction.',
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
    { value: '24hr', label: 'Report delivery', qualifier: reportQualifier },
  ] satisfies Stat[],
} as const;

export const productsSection = {
  heading: 'Inspection services',
  intro:
    'Choose the inspection that fits where you are: buying, selling, building or checking on repairs. Select a card to start your booking with it already chosen.',
  addOnsHeading: 'Add-ons',
  addOnsIntro: 'Add any of these to an inspection for a closer look at a specific concern.',
};

// The cards are a module of their own: the comparison page shows their prices without the rest of this copy.
export { productCards } from './product-cards.js';

export const servicesSection = {
  heading: 'What we do',
  intro:
    'Beyond a single inspection, our licensed builders help owners, investors and strata committees understand and look after their buildings.',
};

export const contactSection = {
  heading: 'Book your inspection',
  intro:
    'Tell us about the property and the inspection you need. We will call you to confirm the time and price.',
  /** Beside the phone and email: when we can come. */
  bookings: 'Same-day and next-day inspections, subject to access and availability',
  /** Beside the phone and email: where we work. */
  serviceArea: 'Sydney and across NSW',
};

/**
 * The collection notice beside the booking form's submit button (APP 5): why the details are collected, where
 * they go (overseas storage included) and a link to the privacy policy. The form adds the business name before
 * `purpose`, and the business's email after `policyCovers`.
 */
export const collectionNotice = {
  purpose:
    'collects these details to respond to your enquiry and arrange your inspection, and uses them only for ' +
    'that. Without them we cannot book the inspection.',
  /** Every service in business.privacy.services, the list the privacy policy gives too. */
  storage: privacyServicesSentence(),
  /** The text of the link to /privacy. */
  policyLink: 'Our privacy policy',
  policyCovers: 'explains who sees them and how long we keep them. To see or correct what we hold, email',
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
    description: 'Thermal imaging, moisture testing and visual checks for suspect mould and older materials.',
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
    'Pre-purchase building and pest inspections by licensed builders across Sydney and NSW. Same-day bookings subject to access and availability, reports usually within 24 hours to AS 4349.1.',
};

import { materialFacts } from './facts/material-facts';
import { business, type DilapidationPriceCovers } from './business';
import { homePrice } from './catalog';
import type { ProductCard } from './types';

/** What the dilapidation card's 'From' price covers, worded for the business's answer (business.ts). */
export function dilapidationPriceNote(covers: DilapidationPriceCovers): string {
  if (covers === 'before-only') return 'The price shown is for the report before the works.';
  if (covers === 'before-and-after') return 'The price shown covers the reports before and after the works.';
  return 'Your quote says whether the price covers the report before the works only, or the one after too.';
}

/** The home page's inspection cards, in display order, without their prices (catalog.ts holds those). */
const cards = [
  {
    slug: 'pre-purchase-building-inspection',
    description: 'A thorough visual check of the home before you commit, reported to AS 4349.1.',
    features: [
      'Structural and safety defects',
      'Roof space and subfloor, where accessible',
      'Report usually within 24 hours',
    ],
  },
  {
    slug: 'pre-purchase-building-pest-inspection',
    description: 'Building and timber pest inspections in one visit, for a fuller picture before you buy.',
    features: [
      'Termites, borers and timber decay',
      'Conditions that attract pests',
      'Building and pest reports',
    ],
  },
  {
    slug: 'pre-sale-vendor-inspection',
    description: 'Find and fix issues before buyers do, and go to market with confidence.',
    features: [
      "Know what buyers' inspectors may raise",
      'Repairs to consider before listing',
      materialFacts.short,
    ],
  },
  {
    slug: 'progress-stage-inspections',
    description: 'Independent checks at each stage of your new build, before you pay the next claim.',
    features: [
      'Slab, frame, lock-up, pre-plaster and fixing',
      'A report and defects list after each visit',
      'Handover has an inspection of its own',
    ],
  },
  {
    slug: 'handover-practical-completion-inspection',
    description: 'A defects list for your builder before you accept the keys and make the final payment.',
    features: ['Finishes and workmanship', 'Items for the builder to fix', 'Before the final payment'],
  },
  {
    slug: 'invasive-detailed-defect-inspection',
    description: "A closer, targeted investigation of a known problem, with the owner's written permission.",
    features: [
      'Cracking, leaks and movement',
      'Moisture meter and thermal camera',
      'Evidence for your builder',
    ],
  },
  {
    slug: 'dilapidation-reports',
    description: `A dated record of a property's condition before and after nearby building work. ${dilapidationPriceNote(business.decisions.dilapidationPrice)}`,
    features: ['Before and after records', 'Dated photographs', 'Often a consent condition'],
  },
  {
    slug: 'strata-multi-unit-inspections',
    description: 'An inspection of the unit, inside and out, to the standard for strata lots.',
    features: [
      'Apartments, units and townhouses',
      'The lot and its immediate exterior',
      'A report set out for strata properties',
    ],
  },
  {
    slug: 're-inspections-follow-ups',
    description: 'A return visit that checks the visible repairs against your earlier report.',
    features: [
      'Each listed item looked at again',
      'Before settlement or final payment',
      'Each item marked done, partly done or outstanding',
    ],
  },
] as const satisfies readonly Omit<ProductCard, 'price'>[];

/** The cards with each product's home-page price reading, from the catalog. */
export const productCards = cards.map(
  (card) => ({ ...card, price: homePrice(card.slug) }) satisfies ProductCard,
);

import type { AddOn } from './types';

/** Extras that can be added to any inspection; the booking form builds its add-on choices from these. */
export const addOns = [
  {
    slug: 'thermal-imaging-scan',
    title: 'Thermal Imaging Scan',
    price: 100,
    description:
      'An infrared camera scan of walls, ceilings and wet areas for surface temperature differences that can point to hidden leaks, damp or missing insulation. A moisture meter is used only where the camera flags an area, as a spot-check.',
  },
  {
    slug: 'moisture-testing',
    title: 'Moisture Testing',
    price: 80,
    description:
      'Systematic moisture-meter readings across the wet areas, around window surrounds and along the base of walls, whether or not anything looks wrong. The readings are indicative: they point to where damp is likely.',
  },
  {
    slug: 'mould-asbestos-visual-check',
    title: 'Mould or Asbestos Visual Check',
    price: 150,
    description:
      'A visual look for visible mould, and for materials in older homes that look suspect: a visual check can flag them but not confirm them, so you also get advice on what to do next.',
  },
] as const satisfies readonly AddOn[];

export type AddOnSlug = (typeof addOns)[number]['slug'];

/** Combinations the booking form offers beside the single add-ons; each costs the sum of its parts. */
export const addOnBundles = [
  { title: 'Thermal Imaging + Moisture Testing', includes: ['thermal-imaging-scan', 'moisture-testing'] },
  {
    title: 'All Add-ons',
    includes: ['thermal-imaging-scan', 'moisture-testing', 'mould-asbestos-visual-check'],
  },
] as const satisfies readonly { title: string; includes: readonly AddOnSlug[] }[];

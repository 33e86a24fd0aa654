/**
 * Slugs and titles of every product and service: the light index that menus, the footer, the home cards
 * and the booking form need on every page. The full records in ./products and ./services take their
 * titles from here, so a title is written once.
 */
export const productCatalog = [
  { slug: 'pre-purchase-building-inspection', title: 'Pre-Purchase Building Inspection' },
  { slug: 'pre-purchase-building-pest-inspection', title: 'Pre-Purchase Building & Pest Inspection' },
  { slug: 'pre-sale-vendor-inspection', title: 'Pre-Sale / Vendor Inspection' },
  { slug: 'progress-stage-inspections', title: 'Progress / Stage Inspections' },
  { slug: 'handover-practical-completion-inspection', title: 'Handover / Practical Completion Inspection' },
  { slug: 'invasive-detailed-defect-inspection', title: 'Invasive / Detailed Defect Inspection' },
  { slug: 'dilapidation-reports', title: 'Dilapidation Reports' },
  { slug: 'strata-multi-unit-inspections', title: 'Strata / Multi-Unit Inspections' },
  { slug: 're-inspections-follow-ups', title: 'Re-Inspections / Follow-Ups' },
] as const;

export const serviceCatalog = [
  { slug: 'pre-purchase-inspections', title: 'Pre-Purchase Inspections' },
  { slug: 'compliance-reports', title: 'Compliance Reports' },
  { slug: 'maintenance-assessments', title: 'Maintenance Assessments' },
  { slug: 'specialised-inspections', title: 'Specialised Inspections' },
  { slug: 'defect-inspections', title: 'Defect Inspections' },
  { slug: 'strata-reports', title: 'Strata Reports' },
] as const;

export type ProductSlug = (typeof productCatalog)[number]['slug'];
export type ServiceSlug = (typeof serviceCatalog)[number]['slug'];

export function productTitle(slug: ProductSlug): string {
  return productCatalog.find((p) => p.slug === slug)!.title;
}

export function serviceTitle(slug: ServiceSlug): string {
  return serviceCatalog.find((s) => s.slug === slug)!.title;
}

/**
 * Slugs and titles of every product and service: the light index that menus, the footer, the home cards
 * and the booking form need on every page. The full records in ./products and ./services take their
 * titles from here, so a title is written once. Each product's booking heading ('Book a re-inspection')
 * is here too, so an article's booking banner can name the inspection without loading its page.
 */
export const productCatalog = [
  {
    slug: 'pre-purchase-building-inspection',
    title: 'Pre-Purchase Building Inspection',
    bookHeading: 'Book a pre-purchase building inspection',
  },
  {
    slug: 'pre-purchase-building-pest-inspection',
    title: 'Pre-Purchase Building & Pest Inspection',
    bookHeading: 'Book a pre-purchase building and pest inspection',
  },
  {
    slug: 'pre-sale-vendor-inspection',
    title: 'Pre-Sale / Vendor Inspection',
    bookHeading: 'Book a pre-sale inspection',
  },
  {
    slug: 'progress-stage-inspections',
    title: 'Progress / Stage Inspections',
    bookHeading: 'Book a stage inspection',
  },
  {
    slug: 'handover-practical-completion-inspection',
    title: 'Handover / Practical Completion Inspection',
    bookHeading: 'Book a handover inspection',
  },
  {
    slug: 'invasive-detailed-defect-inspection',
    title: 'Invasive / Detailed Defect Inspection',
    bookHeading: 'Book an invasive defect inspection',
  },
  { slug: 'dilapidation-reports', title: 'Dilapidation Reports', bookHeading: 'Book a dilapidation report' },
  {
    slug: 'strata-multi-unit-inspections',
    title: 'Strata / Multi-Unit Inspections',
    bookHeading: 'Book a strata inspection',
  },
  {
    slug: 're-inspections-follow-ups',
    title: 'Re-Inspections / Follow-Ups',
    bookHeading: 'Book a re-inspection',
  },
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

/** The heading of a product's booking banner, e.g. 'Book a re-inspection'. */
export function productBookHeading(slug: ProductSlug): string {
  return productCatalog.find((p) => p.slug === slug)!.bookHeading;
}

export function serviceTitle(slug: ServiceSlug): string {
  return serviceCatalog.find((s) => s.slug === slug)!.title;
}

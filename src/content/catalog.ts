import { formatDollars, formatHomePrice } from '../lib/format.js';
import type { HomePrice } from './types';

/**
 * Slugs and titles of every product and service: the light index that menus, the footer, the home cards
 * and the booking form need on every page. The full records in ./products and ./services take their
 * titles from here, so a title is written once. Each product's booking heading ('Book a re-inspection')
 * is here too, so an article's booking banner can name the inspection without loading its page.
 *
 * `forBuyer` marks a buyer's pre-purchase inspection, whose report is made out to the buyer whoever books it.
 *
 * Each product's prices live here and nowhere else: the home card, the product page, the booking form's
 * labels and estimate, the structured data, /inspections, the service pages and `check:launch` all read them.
 * The brief gives two readings of some prices, so each product holds both: `home`, what its home card and
 * the booking form show ('From $440'), and `page`, what its product page shows ('$660'). A number is a price
 * in whole Australian dollars; a string is a quote, shown as written ('Contact for Quote').
 */
export const productCatalog = [
  {
    slug: 'pre-purchase-building-inspection',
    forBuyer: true,
    title: 'Pre-Purchase Building Inspection',
    bookHeading: 'Book a pre-purchase building inspection',
    prices: { home: 440, page: 440 },
    reportWithinHours: 24,
  },
  {
    slug: 'pre-purchase-building-pest-inspection',
    forBuyer: true,
    title: 'Pre-Purchase Building & Pest Inspection',
    bookHeading: 'Book a pre-purchase building and pest inspection',
    prices: { home: 440, page: 660 },
    reportWithinHours: 24,
  },
  {
    slug: 'pre-sale-vendor-inspection',
    title: 'Pre-Sale / Vendor Inspection',
    bookHeading: 'Book a pre-sale inspection',
    prices: { home: 440, page: 440 },
    reportWithinHours: 24,
  },
  {
    slug: 'progress-stage-inspections',
    title: 'Progress / Stage Inspections',
    bookHeading: 'Book a stage inspection',
    prices: { home: 'Contact for Quote (5 stage options)', page: 'Contact for Quote' },
    reportWithinHours: 24,
  },
  {
    slug: 'handover-practical-completion-inspection',
    title: 'Handover / Practical Completion Inspection',
    bookHeading: 'Book a handover inspection',
    prices: { home: 'Enquire for Quote', page: 440 },
    reportWithinHours: 24,
  },
  {
    slug: 'invasive-detailed-defect-inspection',
    title: 'Invasive / Detailed Defect Inspection',
    bookHeading: 'Book an invasive defect inspection',
    prices: { home: 550, page: 'Contact for Quote' },
    reportWithinHours: 24,
  },
  {
    slug: 'dilapidation-reports',
    title: 'Dilapidation Reports',
    bookHeading: 'Book a dilapidation report',
    prices: { home: 450, page: 'Contact for Quote' },
  },
  {
    slug: 'strata-multi-unit-inspections',
    forBuyer: true,
    title: 'Strata / Multi-Unit Inspections',
    bookHeading: 'Book a strata inspection',
    prices: { home: 350, page: 350 },
  },
  {
    slug: 're-inspections-follow-ups',
    title: 'Re-Inspections / Follow-Ups',
    bookHeading: 'Book a re-inspection',
    prices: { home: 250, page: 330 },
  },
] as const satisfies readonly {
  slug: string;
  title: string;
  /**
   * A buyer's pre-purchase inspection: the client is the buyer, whoever books it (a selling agent acts for
   * the vendor), so the form says the report is made out to the buyer (issue 42).
   */
  forBuyer?: true;
  bookHeading: string;
  prices: { home: PriceReading; page: PriceReading };
  /**
   * Issue 59: the hours, counted from the end of the inspection's arrival window, within which the product's
   * page says the report usually arrives. Set only where the page makes that promise: its words come from here
   * (`reportWithin`), and the office measures the promise by it. Absent: the page promises no time.
   */
  reportWithinHours?: number;
}[];

/** A price in whole Australian dollars, or a quote label shown as written. */
export type PriceReading = number | string;

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

/** A product's home-card price: a 'from' amount, or its quote label. */
export function homePrice(slug: ProductSlug): HomePrice {
  const { home } = productCatalog.find((p) => p.slug === slug)!.prices;
  return typeof home === 'number' ? { kind: 'from', amount: home } : { kind: 'quote', label: home };
}

/** A product's home-card price as shown: 'From $440' or 'Enquire for Quote'. */
export function homePriceText(slug: ProductSlug): string {
  return formatHomePrice(homePrice(slug));
}

/** A product page's price as shown: '$660' or 'Contact for Quote'. */
export function productPagePrice(slug: ProductSlug): string {
  const { page } = productCatalog.find((p) => p.slug === slug)!.prices;
  return typeof page === 'number' ? formatDollars(page) : page;
}

/** Issue 59: the hours a product's page promises its report within, or null where it promises no time. */
export function reportWithinHours(slug: string): number | null {
  const product: { slug: string; reportWithinHours?: number } | undefined = productCatalog.find(
    (p) => p.slug === slug,
  );
  return product?.reportWithinHours ?? null;
}

/** A product page's promise in words, 'within 24 hours'; only for a product that makes one. */
export function reportWithin(slug: ProductSlug): string {
  const hours = reportWithinHours(slug);
  if (hours === null) throw new Error(`${slug} promises no report time`);
  return `within ${hours} hours`;
}

export function serviceTitle(slug: ServiceSlug): string {
  return serviceCatalog.find((s) => s.slug === slug)!.title;
}

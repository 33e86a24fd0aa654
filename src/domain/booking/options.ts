import { addOnBundles, addOns } from '../../content/add-ons.js';
import { homePrice, productCatalog } from '../../content/catalog.js';
import { formatDollars } from '../../lib/format.js';

/**
 * The form's choices, built from the content so a price or title changes in one place. An option's value is
 * its label: that is what the payload carries to the business.
 */
export interface ServiceOption {
  slug: string;
  title: string;
  /** Home-page 'from' price, or null when the inspection is quoted. */
  price: number | null;
  /** 'Pre-Purchase Building Inspection - Starting from $440' */
  label: string;
  /** A buyer's pre-purchase inspection: the report is made out to the buyer, whoever books it. */
  forBuyer: boolean;
}

export interface AddonOption {
  /** Add-on slugs it includes (none for 'No add-ons'). */
  slugs: readonly string[];
  title: string;
  price: number;
  /** 'Thermal Imaging Scan $100', or 'No add-ons'. */
  label: string;
}

export const NO_ADDONS = 'No add-ons';

export const serviceOptions: ServiceOption[] = productCatalog.map((product) => {
  const { slug, title } = product;
  const home = homePrice(slug);
  const price = home.kind === 'from' ? home.amount : null;
  const priceLabel = home.kind === 'from' ? `Starting from ${formatDollars(home.amount)}` : home.label;
  const forBuyer = 'forBuyer' in product && product.forBuyer;
  return { slug, title, price, label: `${title} - ${priceLabel}`, forBuyer };
});

/**
 * Whether the chosen inspection (its label, as the payload carries it) is a buyer's pre-purchase inspection,
 * whose report is made out to the buyer whoever books it (catalog.ts, `forBuyer`).
 */
export function isForBuyer(serviceLabel: string | undefined): boolean {
  return serviceOptions.some((o) => o.label === serviceLabel && o.forBuyer);
}

const priceOf = (slugs: readonly string[]) =>
  slugs.reduce((sum, slug) => sum + (addOns.find((a) => a.slug === slug)?.price ?? 0), 0);

export const addonOptions: AddonOption[] = [
  { slugs: [], title: NO_ADDONS, price: 0, label: NO_ADDONS },
  ...addOns.map((a) => ({
    slugs: [a.slug],
    title: a.title,
    price: a.price,
    label: `${a.title} ${formatDollars(a.price)}`,
  })),
  ...addOnBundles.map((b) => {
    const price = priceOf(b.includes);
    return { slugs: b.includes, title: b.title, price, label: `${b.title} ${formatDollars(price)}` };
  }),
];

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The service option an address value names (slug, title or full label, any case), or null. */
export function matchService(value: string | null | undefined): ServiceOption | null {
  if (!value) return null;
  const wanted = normalise(value);
  return (
    serviceOptions.find((o) =>
      [o.slug, o.title, o.label].some((candidate) => normalise(candidate) === wanted),
    ) ?? null
  );
}

/** The add-on option an address value names (an add-on slug, title or label, any case), or null. */
export function matchAddon(value: string | null | undefined): AddonOption | null {
  if (!value) return null;
  const wanted = normalise(value);
  return (
    addonOptions.find((o) => {
      const candidates = [o.title, o.label, ...(o.slugs.length === 1 ? o.slugs : [])];
      return candidates.some((candidate) => normalise(candidate) === wanted);
    }) ?? null
  );
}

/*
 * An option's value is its label, price included, so a label saved before a price changed (a draft, an
 * enquiry waiting on the device, a page loaded before the deploy) names a price the site no longer shows.
 * The inspection or add-on is what the visitor chose, so these find it by its title and give today's label:
 * the server passes that on, and a restored form shows it. Anything else is not a choice and stays as it was.
 */

/** Today's label of the inspection a label names ('<title> - <any price>'), or null for none. */
export function currentServiceLabel(value: string): string | null {
  const wanted = value.trim();
  const option = serviceOptions.find((o) => wanted === o.label || wanted.startsWith(`${o.title} - `));
  return option?.label ?? null;
}

/** Today's label of the add-on a label names ('<title> $<any amount>', or 'No add-ons'), or null for none. */
export function currentAddonLabel(value: string): string | null {
  const wanted = value.trim();
  const option = addonOptions.find(
    (o) =>
      wanted === o.label ||
      (o.price > 0 &&
        wanted.startsWith(`${o.title} $`) &&
        /^\$\d{1,3}(?:,?\d{3})*(?:\.\d{2})?$/.test(wanted.slice(o.title.length + 1))),
  );
  return option?.label ?? null;
}

/** The values with the inspection and add-on under today's labels, where they name one. */
export function withCurrentLabels<V extends { service?: string; addon?: string }>(values: V): V {
  const service = values.service === undefined ? null : currentServiceLabel(values.service);
  const addon = values.addon === undefined ? null : currentAddonLabel(values.addon);
  return { ...values, ...(service ? { service } : {}), ...(addon ? { addon } : {}) };
}

/** Issue 55: what the estimate quotes, and that the price is settled at booking. */
export const ESTIMATE_BASIS =
  'The estimate uses the starting prices on our home page. The final price is confirmed when we book, after we review the property.';

/**
 * The line under the estimate: what it quotes, and, where the product page gives another figure, that figure
 * too, so a visitor who read it is not surprised (the brief gives both readings).
 */
export function estimateNote(serviceLabel: string): string {
  const option = serviceOptions.find((o) => o.label === serviceLabel);
  const page = productCatalog.find((p) => p.slug === option?.slug)?.prices.page;
  return option && option.price !== null && typeof page === 'number' && page !== option.price
    ? `${ESTIMATE_BASIS} Our ${option.title} page lists ${formatDollars(page)}.`
    : ESTIMATE_BASIS;
}

/** The live estimate under the selects, or null before an inspection is chosen. */
export function estimate(serviceLabel: string, addonLabel: string): string | null {
  const service = serviceOptions.find((o) => o.label === serviceLabel);
  if (!service) return null;
  if (service.price === null) return 'Quote on request';
  const addon = addonOptions.find((o) => o.label === addonLabel);
  const parts = [`${service.title} ${formatDollars(service.price)}`];
  let total = service.price;
  if (addon && addon.price > 0) {
    parts.push(addon.label);
    total += addon.price;
  }
  return `Estimated from ${formatDollars(total)} (${parts.join(' + ')})`;
}

/**
 * 'Who is booking?': the client themselves (the default), or someone booking for them. Agents and
 * conveyancers book many inspections, and AS 4349.1 lets a solicitor, conveyancer or agent accept one on the
 * buyer's behalf. The value is what the payload carries; the form shows the first one as 'Me'.
 */
export const bookedByOptions = [
  'Buyer or owner',
  'Selling agent',
  "Buyer's agent",
  'Conveyancer or solicitor',
  'Someone else',
] as const;
export const BOOKED_BY_CLIENT = bookedByOptions[0];
/** The vendor's agent: accepted for any inspection, and flagged to the business on a buyer's inspection. */
export const BOOKED_BY_SELLING_AGENT = bookedByOptions[1];

/** A selling agent booking a buyer's pre-purchase inspection: accepted, and the business mail flags it. */
export function bookedBySellingAgentForBuyer(bookedBy: string | undefined, serviceLabel: string | undefined) {
  return bookedBy === BOOKED_BY_SELLING_AGENT && isForBuyer(serviceLabel);
}

/** Whether the person booking is not the client, so the client's own name and contact are needed. */
export function bookingForClient(bookedBy: string | undefined): boolean {
  return !!bookedBy && bookedBy !== BOOKED_BY_CLIENT;
}

/** 'Timing and access (optional)': the choices of its selects, as the payload carries them. */
export const preferredTimeOptions = ['Morning', 'Afternoon', 'Any time'] as const;
export const deadlineReasonOptions = [
  'Auction',
  'Cooling-off ends',
  'Exchange',
  'Settlement',
  "Builder's deadline",
  'Other',
] as const;
export const accessOptions = ['Selling agent', 'Owner', 'Tenant', 'Me', 'Builder'] as const;

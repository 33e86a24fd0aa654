/**
 * The price the office's confirm dialog starts with: the product page's price (catalog.ts, `prices.page`)
 * plus the chosen add-on's, from the same content the site shows. The office settles the final figure with
 * the client and may change it; this only saves typing the usual one.
 */
import { productCatalog } from '../../content/catalog.js';
import {
  addonOptions,
  currentAddonLabel,
  currentServiceLabel,
  serviceOptions,
} from '../../domain/booking/options.js';

/**
 * The product page's price plus the chosen add-on's, in cents, from the catalog; null when the product page
 * says "Contact for Quote" (or no number). Args are the enquiry's `service` and `addon` values as stored (form
 * labels). A label saved under an older price names the same choice, at today's price; an add-on that names
 * none counts as no add-on, as the form's schema reads it.
 */
export function prefillPriceCents(service: string, addon: string): number | null {
  const serviceLabel = currentServiceLabel(service);
  const slug = serviceOptions.find((option) => option.label === serviceLabel)?.slug;
  const page = productCatalog.find((product) => product.slug === slug)?.prices.page;
  if (typeof page !== 'number') return null;
  const addonLabel = currentAddonLabel(addon);
  const extra = addonOptions.find((option) => option.label === addonLabel)?.price ?? 0;
  return Math.round((page + extra) * 100);
}

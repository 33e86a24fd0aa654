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
  return priceSources(service, addon).productPageCents;
}

/**
 * Issue 55: the two figures the site shows for the enquiry's choice, in cents, each with the add-on's price:
 * the product page's (what the confirm dialog starts from), and the booking form's estimate (the home card's
 * starting price, what the client saw as they sent it). Null where the product is priced by quote.
 */
export function priceSources(
  service: string,
  addon: string,
): { productPageCents: number | null; formEstimateCents: number | null } {
  const serviceLabel = currentServiceLabel(service);
  const slug = serviceOptions.find((option) => option.label === serviceLabel)?.slug;
  const prices = productCatalog.find((product) => product.slug === slug)?.prices;
  const addonLabel = currentAddonLabel(addon);
  const extra = addonOptions.find((option) => option.label === addonLabel)?.price ?? 0;
  const cents = (price: number | string | undefined) =>
    typeof price === 'number' ? Math.round((price + extra) * 100) : null;
  return { productPageCents: cents(prices?.page), formEstimateCents: cents(prices?.home) };
}

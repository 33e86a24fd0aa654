import { business, type Claim } from './business';

/** The closing note under the price on every product and service page, worded for the GST decision. */
export function pricingNoteFor(pricesIncludeGst: Claim): string {
  return (
    (pricesIncludeGst === 'confirmed' ? 'Prices include GST. ' : '') +
    "We confirm the final price after reviewing the property's size, location and complexity; a deposit " +
    'secures your booking.'
  );
}

/**
 * The closing note under the price on every product and service page, written once. A page adds only what
 * is particular to it (its `pricing.detail`), which the panel shows first. It mentions GST only once the
 * business has confirmed that every price includes it (business.ts, decisions.pricesIncludeGst).
 */
export const pricingNote = pricingNoteFor(business.decisions.pricesIncludeGst);

/**
 * What a product page says beside a bare price such as '$440' (the brief's product-page readings): the same
 * qualifier on every page that shows one, so no price reads as fixed while another reads as a guide.
 */
export const guidePriceNote = 'A guide price for a typical property.';

import { link } from '../lib/inline-links';
import { business, type Claim } from './business';

/** The pricing claim in one sentence, worded for the GST decision. */
export function pricingNoteFor(pricesIncludeGst: Claim): string {
  return (
    (pricesIncludeGst === 'confirmed' ? 'Prices include GST. ' : '') +
    "We confirm the final price after reviewing the property's size, location and complexity; a deposit " +
    'secures your booking.'
  );
}

/**
 * The whole pricing claim in one sentence, written once: how the final price is set and what secures a
 * booking, with GST only once the business has confirmed that every price includes it (business.ts,
 * decisions.pricesIncludeGst). The comparison page and the offers' structured data carry it.
 */
export const pricingNote = pricingNoteFor(business.decisions.pricesIncludeGst);

/** Where the booking-process page explains the price and the deposit (its confirmation-call step). */
export const pricingHome = '/booking-process#confirmation-call';

/**
 * The closing note of the pricing panel on every product and service page: GST as the business decides, and
 * a link to the one page that explains how the final price is set and what the deposit does (issue 42: that
 * idea was repeated on 26 pages). A page adds only what is particular to it (its `pricing.detail`).
 */
export function pricingPanelNoteFor(pricesIncludeGst: Claim): string {
  return (
    (pricesIncludeGst === 'confirmed' ? 'Prices include GST. ' : '') +
    `${link('How pricing and booking work', pricingHome)}.`
  );
}

/** The pricing panel's closing note as the business has decided it. */
export const pricingPanelNote = pricingPanelNoteFor(business.decisions.pricesIncludeGst);

/**
 * What a product page says beside a bare price such as '$440' (the brief's product-page readings): the same
 * qualifier on every page that shows one, so no price reads as fixed while another reads as a guide.
 */
export const guidePriceNote = 'A guide price for a typical property.';

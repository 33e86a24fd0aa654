/**
 * The closing note under the price on every product and service page, written once. A page adds only what
 * is particular to it (its `pricing.detail`), which the panel shows first.
 */
export const pricingNote =
  "Prices include GST. We confirm the final price once we have reviewed the property's size, location and " +
  'complexity, and a deposit secures your booking.';

import { type AgreementState } from '../../api/office';
import {
  type AgreementEvent,
  type ChangeEvent,
  type ClientEvent,
  type EnquiryState,
  type LinksEvent,
  type ReportEvent,
  type PaymentEvent,
} from '../../domain/booking/states';
import { dollars } from '../../domain/booking/words';

/**
 * The office's own words: the price field's text, the states and events as the office names them. A slot's
 * date, window and price in words are the booking's (src/domain/booking/words.ts).
 */

/** Cents as the price field holds them: '450', '1234.50'; '' for null. */
export function priceField(cents: number | null): string {
  if (cents === null) return '';
  const part = cents % 100;
  return part ? `${Math.floor(cents / 100)}.${String(part).padStart(2, '0')}` : String(cents / 100);
}

/** What a price field may hold: dollars, with or without a '$', thousands commas and cents. */
export const PRICE_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The price field's text in cents, read digit by digit (no floating point); null when empty or not a price. */
export function parsePrice(text: string): number | null {
  const match = PRICE_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const part = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + part;
}

/** Each state as the office says it. */
export const stateWords: Record<EnquiryState, string> = {
  new: 'New',
  booked: 'Booked',
  done: 'Done',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/**
 * The agreement's events (issue 40), and the client's request for another time and its "mark handled" (issue
 * 41), as the history and the deliveries name them.
 */
export const agreementEventWords: Record<
  AgreementEvent | ClientEvent | LinksEvent | ReportEvent | PaymentEvent | 'handled',
  string
> = {
  'agreement-sent': 'Agreement link sent',
  'agreement-accepted': 'Agreement accepted',
  'links-revoked': 'Links revoked, fresh ones sent',
  'change-requested': 'Client asked for another time',
  handled: "Client's request marked handled",
  'report-published': 'Report published',
  'report-opened': 'Report opened by the client',
  'report-released': 'Report released before acceptance',
  'report-link-sent': "Fresh report link sent at the client's request",
  'report-copy-sent': 'Report copy sent by the client',
  'report-copy-revoked': 'Report copy withdrawn',
  'review-requested': 'Review request sent to the client',
  'payment-received': 'Payment recorded',
  'payment-refunded': 'Refund recorded',
};

/** Where an agreement stands, as the office says it: 'Agreement: accepted'. */
export const agreementStateWords: Record<AgreementState, string> = {
  accepted: 'accepted',
  sent: 'sent',
  'not-sent': 'not sent',
};

/** Each change, as the history names it. */
export const changeWords: Record<ChangeEvent, string> = {
  booked: 'Booked',
  moved: 'Moved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  done: 'Marked done',
};

/**
 * Issue 55: where the site's two figures for this enquiry come from, for the price field's hint: the product
 * page's price (the field starts from it) and the booking form's estimate (the home card's starting price, what
 * the client saw). '' when the product is priced by quote.
 */
export function priceSourcesText(sources: {
  productPageCents: number | null;
  formEstimateCents: number | null;
}): string {
  const { productPageCents: page, formEstimateCents: form } = sources;
  if (page === null && form === null) return '';
  const parts = [
    page === null ? null : `the product page says ${dollars(page)}`,
    form === null
      ? null
      : form === page
        ? 'the form estimated the same'
        : `the client's form estimated from ${dollars(form)} (the home page's starting price)`,
  ].filter(Boolean);
  return ` The site's prices for this choice, any add-on included: ${parts.join('; ')}.`;
}

/**
 * The deposit and the payments of a booking (issue 60), as the office (src/features/office/), the client's
 * booking page (src/features/booking-page/) and the server (src/server/payments/) all see them. Types, paths
 * and the one schema of an office-recorded payment; nothing of the server.
 *
 * A payment is recorded once, from one of two sources: Stripe's signed webhook (a card payment through the
 * business's Payment Link, keyed by Stripe's event id), or the office ("Record a payment", for a card taken by
 * phone, a bank transfer, PayID or cash). A refund likewise: Stripe's arrive by the webhook, the office records
 * the others. No card data ever reaches the site: Stripe's ids, the amounts, the currency and the dates only.
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { z } from 'zod';
import { dollars, formatPrice, formatSydneyTime } from '../domain/booking/words.js';

/** How a payment was made. 'card' is Stripe's Payment Link; 'becs' a Stripe direct debit (settles later). */
export const PAYMENT_METHODS = ['card', 'becs', 'card-phone', 'bank-transfer', 'payid', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods the office records by hand: Stripe's own arrive by the webhook, and are never recorded twice. */
export const OFFICE_PAYMENT_METHODS = ['card-phone', 'bank-transfer', 'payid', 'cash'] as const;
export type OfficePaymentMethod = (typeof OFFICE_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_WORDS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card, online (Stripe)',
  becs: 'Direct debit (Stripe)',
  'card-phone': 'Card, by phone',
  'bank-transfer': 'Bank transfer',
  payid: 'PayID',
  cash: 'Cash',
};

/** How it was paid, after the amount: '$110 by bank transfer'. */
const PAYMENT_METHOD_BY: Readonly<Record<PaymentMethod, string>> = {
  card: 'by card online (Stripe)',
  becs: 'by direct debit (Stripe)',
  'card-phone': 'by card over the phone',
  'bank-transfer': 'by bank transfer',
  payid: 'by PayID',
  cash: 'in cash',
};

/**
 * What the office sees flagged on a payment that is recorded as it came but is not what was asked: a payment
 * for no booking the ledger knows, another currency, another amount, a booking already cancelled, a refund
 * before its payment.
 */
export const PAYMENT_FLAGS = [
  'unknown-reference',
  'other-currency',
  'other-amount',
  'cancelled-booking',
  'refund-before-payment',
] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/**
 * Where a booking's payment stands:
 * - 'none': no deposit asked (business.ts sets none, or the booking has no price);
 * - 'deposit-due': asked and not yet received (`overdue` says whether its time has passed);
 * - 'deposit-paid': at least the deposit received, less than the price;
 * - 'paid-in-full': the price received (net of refunds);
 * - 'refunded': something was received and all of it refunded.
 */
export type PaymentState = 'none' | 'deposit-due' | 'deposit-paid' | 'paid-in-full' | 'refunded';

export interface PaymentSummary {
  state: PaymentState;
  /** Past the deposit's due time and not received (only with 'deposit-due'). */
  overdue: boolean;
  /** The deposit asked, in cents; null when none is. */
  depositCents: number | null;
  /** When the deposit is due, ISO 8601 UTC; null when none is asked. */
  depositDueAt: string | null;
  /** The booking's price in cents, when it has one. */
  priceCents: number | null;
  /** Received and settled, less refunds, in cents (AUD). */
  paidCents: number;
  refundedCents: number;
  /** What is still owed against the price (never below 0); null without a price. */
  owingCents: number | null;
  /**
   * Issue 60, 7: a cancelled booking whose accepted terms return money the office has not yet recorded as
   * refunded; null otherwise.
   */
  refundDueCents: number | null;
}

/** One payment or refund, as the office's enquiry view lists them, oldest first. */
export interface PaymentEntry {
  id: number;
  kind: 'payment' | 'refund';
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /** 'pending' for a Stripe direct debit not yet settled, 'failed' once it failed; 'settled' otherwise. */
  status: 'settled' | 'pending' | 'failed';
  source: 'stripe' | 'office';
  /** The Sydney date it was paid (the office's date, or Stripe's event's). */
  paidOn: string;
  /** ISO 8601 UTC of the recording, and who: an office address, or null for Stripe's webhook. */
  recordedAt: string;
  recordedBy: string | null;
  flags: PaymentFlag[];
}

// ---------------------------------------------------------------------------------------------------------------
// The office: "Record a payment" and "Record a refund".

export const PAYMENT_AMOUNT_MAX_CENTS = 10_000_00;
export const PAYMENT_MESSAGES = {
  amount: 'Give the amount in dollars and cents, more than $0.',
  method: 'Choose how it was paid.',
  date: 'Give the date it was paid.',
} as const;

export interface RecordPaymentBody {
  kind: 'payment' | 'refund';
  amountCents: number;
  method: OfficePaymentMethod;
  /** YYYY-MM-DD, the Sydney date it was paid; not after today. */
  paidOn: string;
  /** Raised by every change, as the office's actions carry it. */
  version: number;
}

export const recordPaymentBodySchema = z
  .object({
    kind: z.enum(['payment', 'refund']),
    amountCents: z
      .number(PAYMENT_MESSAGES.amount)
      .int(PAYMENT_MESSAGES.amount)
      .min(1, PAYMENT_MESSAGES.amount)
      .max(PAYMENT_AMOUNT_MAX_CENTS, PAYMENT_MESSAGES.amount),
    method: z.enum(OFFICE_PAYMENT_METHODS, PAYMENT_MESSAGES.method),
    paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_MESSAGES.date),
    version: z.number().int().min(0),
  })
  .strict();

/**
 * POST `RecordPaymentBody`: 200 `OfficeEnquiryDetail`. 400 `{ error: 'invalid', field }`; 409 `{ error: 'stale' }`
 * when the enquiry changed since `version`; 404 for no such enquiry.
 */
export const recordPaymentPath = (reference: string) =>
  `/api/office/enquiries/${encodeURIComponent(reference)}/payments`;

// ---------------------------------------------------------------------------------------------------------------
// Stripe's webhook, and the client's card link.

/**
 * POST, Stripe's own: guarded by the `Stripe-Signature` header alone (no Origin check, no proof of work). 200
 * `{ received: true }` for an event recorded, replayed or of no interest; 400 `{ error: 'signature' }` before
 * anything is read for a bad or stale signature, `{ error: 'invalid' }` for a body that is not an event; 413
 * over STRIPE_WEBHOOK_MAX_BYTES; 503 with no ledger (Stripe tries again).
 */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe';
/** Stripe's events are a few KB; anything this big is not one. */
export const STRIPE_WEBHOOK_MAX_BYTES = 64 * 1024;
/** A signature older or newer than this is refused (Stripe's own default). */
export const STRIPE_TOLERANCE_S = 300;

// ---------------------------------------------------------------------------------------------------------------
// Where a booking's payment stands: one pure function the office's rows, the schedule, the daily list, the
// booking page, the reminder and the report's gate all read, so they never disagree.

export interface PaymentFacts {
  /** Every payment and refund of the booking, as recorded (any order). */
  payments: readonly Pick<PaymentEntry, 'kind' | 'amountCents' | 'currency' | 'status'>[];
  /** The deposit asked of this booking, in cents; null when none is. */
  depositCents: number | null;
  /** When the deposit is due; null when none is asked. */
  depositDueAt: Date | null;
  priceCents: number | null;
  /** A cancelled booking's refund due by the terms accepted, in cents, before any refund recorded; null for none. */
  refundOwedCents?: number | null;
}

/** Only settled Australian dollars count towards what is paid; anything else is flagged for the office. */
const counts = (p: PaymentFacts['payments'][number]) => p.status === 'settled' && p.currency === 'aud';

export function paymentSummary(facts: PaymentFacts, now: Date): PaymentSummary {
  const settled = facts.payments.filter(counts);
  const received = settled.filter((p) => p.kind === 'payment').reduce((sum, p) => sum + p.amountCents, 0);
  const refundedCents = settled.filter((p) => p.kind === 'refund').reduce((sum, p) => sum + p.amountCents, 0);
  const paidCents = Math.max(0, received - refundedCents);
  const { depositCents, priceCents } = facts;
  const owingCents = priceCents === null ? null : Math.max(0, priceCents - paidCents);
  const refundDueCents =
    facts.refundOwedCents && facts.refundOwedCents > refundedCents
      ? facts.refundOwedCents - refundedCents
      : null;
  const base = {
    depositCents,
    depositDueAt: facts.depositDueAt?.toISOString() ?? null,
    priceCents,
    paidCents,
    refundedCents,
    owingCents,
    refundDueCents,
  };
  if (received > 0 && paidCents === 0) return { ...base, state: 'refunded', overdue: false };
  if (priceCents !== null && priceCents > 0 && paidCents >= priceCents)
    return { ...base, state: 'paid-in-full', overdue: false };
  if (depositCents !== null && paidCents >= depositCents && paidCents > 0)
    return { ...base, state: 'deposit-paid', overdue: false };
  if (depositCents === null) return { ...base, state: 'none', overdue: false };
  const overdue = facts.depositDueAt !== null && now.getTime() > facts.depositDueAt.getTime();
  return { ...base, state: 'deposit-due', overdue };
}

// ---------------------------------------------------------------------------------------------------------------
// The words of the ask, shared by the e-mails (src/server/mail/) and the client's pages, so they never differ.

/** The deposit a booking's slot records (domain/booking/deposit.ts), as the words read it. */
export interface AskedDeposit {
  cents: number;
  dueAt: string;
}

/**
 * What the booked, moved and reminder e-mails and the booking page say of the deposit. Bank and PayID details
 * are never in an e-mail: e-mailed bank details are how payment-redirection scams work, so the e-mail sends the
 * client to their booking page, which shows them.
 */
export const DEPOSIT_WORDS = {
  heading: 'Deposit',
  /** No deposit decided yet (business.payments.depositCents null). */
  notSet: 'A deposit secures your booking. We will tell you how to pay the deposit.',
  due: (deposit: AskedDeposit) =>
    `A deposit of ${formatPrice(deposit.cents)} secures your booking. Please pay it by ` +
    `${formatSydneyTime(new Date(deposit.dueAt))}.`,
  /** After `due`, in an e-mail with the booking page's link. */
  howToPay:
    'Your booking page shows how to pay it and the reference to quote. We never send bank details by e-mail.',
  /** After `due`, in an e-mail with no booking page link. */
  weWillTell: 'We will tell you how to pay it.',
  received: 'We have received your deposit. Thank you.',
  paidInFull: 'We have received your payment in full. Thank you.',
  notReceived: (deposit: AskedDeposit) =>
    `We have not yet received your deposit of ${formatPrice(deposit.cents)}. Your booking page shows how to pay it.`,
} as const;

/** Issue 60: a payment state in words, never colour alone: the office's rows, the schedule and the pages. */
export function paymentStateWords(
  summary: Pick<PaymentSummary, 'state' | 'overdue' | 'refundDueCents'>,
): string {
  const words = {
    none: 'No deposit asked',
    'deposit-due': summary.overdue ? 'Deposit overdue' : 'Deposit due',
    'deposit-paid': 'Deposit paid',
    'paid-in-full': 'Paid in full',
    refunded: 'Refunded',
  }[summary.state];
  return summary.refundDueCents ? `${words}, refund due` : words;
}

/** Issue 60: the card link's words on the booking page and the report page. */
export const PAY_BY_CARD = 'Pay the deposit by card';

/** Issue 60: the report page's words while the report waits for payment in full. */
export const reportOwingWords = (owingCents: number) =>
  `The report is ready. It opens once the inspection is paid in full: ${formatPrice(owingCents)} is still owing.`;

// ---------------------------------------------------------------------------------------------------------------
// How to pay by bank or PayID, as the booking page and the report page both show it (never in an e-mail).

/** The words before the details a client quotes. */
export const REFERENCE_TO_QUOTE = 'Reference to quote';

/** A BSB as Australians write it: '062-000'; as given when it is not six digits. */
function bsbText(bsb: string): string {
  const digits = bsb.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : bsb;
}

/** The bank transfer's details with the reference to quote, as rows of a term list. */
export const bankRows = (
  bank: { accountName: string; bsb: string; accountNumber: string },
  reference: string,
): [string, string][] => [
  ['Account name', bank.accountName],
  ['BSB', bsbText(bank.bsb)],
  ['Account number', bank.accountNumber],
  [REFERENCE_TO_QUOTE, reference],
];

/** The PayID's details with the reference to quote, as rows of a term list. */
export const payIdRows = (payId: { id: string; name: string }, reference: string): [string, string][] => [
  ['PayID', payId.id],
  ['Name', payId.name],
  [REFERENCE_TO_QUOTE, reference],
];

// ---------------------------------------------------------------------------------------------------------------
// A payment in words, as the office's history and its payment panel both give it.

/** Each flag as the office reads it. */
const PAYMENT_FLAG_WORDS: Readonly<Record<PaymentFlag, string>> = {
  'unknown-reference': 'it names no booking we know',
  'other-currency': 'another currency',
  'other-amount': 'not the amount asked',
  'cancelled-booking': 'the booking was cancelled',
  'refund-before-payment': 'a refund that came before its payment',
};

/** '$110 by bank transfer', '150.00 NZD by card online (Stripe) (flagged: another currency)'. */
export function paymentLine(
  payment: Pick<PaymentEntry, 'amountCents' | 'currency' | 'method' | 'flags'>,
): string {
  const amount =
    payment.currency === 'aud'
      ? dollars(payment.amountCents)
      : `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;
  const flags = payment.flags.length
    ? ` (flagged: ${payment.flags.map((flag) => PAYMENT_FLAG_WORDS[flag]).join('; ')})`
    : '';
  return `${amount} ${PAYMENT_METHOD_BY[payment.method]}${flags}`;
}

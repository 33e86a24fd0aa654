/**
 * The payments of bookings in the ledger (issue 60): one row a payment or refund, written once, and the booking's
 * event for each ('payment-received', 'payment-refunded': the history, and the automation's payment.received and
 * payment.refunded with the usual Idempotency-Key).
 *
 * - A Stripe event is keyed by its id (`stripe_event_id` is unique): a replay or a retry inserts nothing and
 *   reports 'replay', and makes no event.
 * - A payment for no booking the ledger knows (a null or unknown `client_reference_id`) is kept with its
 *   reference as it came, flagged 'unknown-reference', for the office to match; it makes no booking event.
 * - The booking's row is locked while its payment is written, so two at once are recorded in order.
 * - Stripe's delayed methods (BECS) and refunds (`recordStripeSession`, `recordStripeRefund`): a pending payment
 *   counts for nothing and makes no event until it settles; a refund is what Stripe's cumulative amount adds.
 */
import { paymentLine, type PaymentEntry, type PaymentFlag, type PaymentMethod } from '../../api/payment.js';
import { business } from '../../content/business.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { sydneyDate } from '../../domain/booking/sydney-time.js';
import { keepUntil } from '../agreement/store.js';
import type { Db, Row } from '../ledger/db.js';
import { addEvent } from '../ledger/events.js';
import { lockBooking } from '../ledger/lock-booking.js';
import { date, int, parsed } from '../ledger/rows.js';
import type { BookingLinks, ClaimedDelivery, PaymentChange } from '../ledger/types.js';

/** What decides the deliveries of a payment's event, from the booking (effects.ts). */
export type PaymentChannelsFor = (
  event: 'payment-received' | 'payment-refunded',
  booking: { enquiry: Enquiry; links: BookingLinks | null },
) => import('../../domain/booking/states.js').UpdateChannelName[];

/** A payment or refund to record: an entry as the office lists it, less what the ledger gives it, and Stripe's ids. */
export interface NewPayment extends Pick<
  PaymentEntry,
  'kind' | 'amountCents' | 'method' | 'status' | 'source' | 'recordedBy' | 'flags'
> {
  /** The booking it is for; null when the reference names none (kept, flagged 'unknown-reference'). */
  submissionId: string | null;
  /** The reference as it came (Stripe's client_reference_id, or the enquiry's own); null when none came. */
  reference: string | null;
  /** ISO 4217, lower case as Stripe writes it: 'aud'. */
  currency: string;
  stripeEventId?: string | null;
  stripeSessionId?: string | null;
  stripePaymentIntent?: string | null;
  /** YYYY-MM-DD in Sydney; today's when not given. */
  paidOn?: string;
}

export type RecordResult =
  /** `flags`: as the row keeps them ('unknown-reference' added where no booking claims it). */
  | { kind: 'recorded'; id: number; claims: ClaimedDelivery[]; flags?: PaymentFlag[] }
  /** This Stripe event was recorded before: nothing more. */
  | { kind: 'replay' }
  /** The office's record was based on another version of the enquiry: nothing recorded. */
  | { kind: 'stale' };

const entryOf = (row: Row): PaymentEntry & { submissionId: string | null; reference: string | null } => ({
  id: int(row.id),
  submissionId: (row.submission_id as string | null) ?? null,
  reference: (row.reference as string | null) ?? null,
  kind: row.kind as 'payment' | 'refund',
  amountCents: int(row.amount_cents),
  currency: row.currency as string,
  method: row.method as PaymentMethod,
  status: row.status as PaymentEntry['status'],
  source: row.source as 'stripe' | 'office',
  paidOn: row.paid_on as string,
  recordedAt: date(row.recorded_at).toISOString(),
  recordedBy: (row.recorded_by as string | null) ?? null,
  flags: (parsed<PaymentFlag[]>(row.flags) ?? []) as PaymentFlag[],
});

const COLUMNS = `id, submission_id, reference, kind, amount_cents, currency, method, status, source,
  paid_on::text AS paid_on, recorded_at, recorded_by, to_json(flags)::text AS flags`;

/** Every payment and refund of a booking, oldest first. */
export async function paymentsOf(db: Db, submissionId: string): Promise<PaymentEntry[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM booking_payments WHERE submission_id = $1 ORDER BY recorded_at, id`,
    [submissionId],
  );
  return rows.map((row) => {
    const { submissionId: _s, reference: _r, ...entry } = entryOf(row);
    return entry;
  });
}

/** The payments no booking claims (an unknown or missing reference), newest first, for the office to match. */
export async function unmatchedPayments(db: Db, limit = 50) {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM booking_payments WHERE submission_id IS NULL ORDER BY recorded_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map(entryOf);
}

/**
 * Records one payment or refund, once: with its booking's row locked, the row inserted (a Stripe event already
 * recorded inserts nothing: 'replay'), and, for a booking, its event with the deliveries `channelsFor` decides.
 */
export async function recordPayment(
  db: Db,
  payment: NewPayment,
  options: {
    channelsFor: PaymentChannelsFor;
    now: Date;
    /**
     * The office's: the enquiry's version its record was based on. Another is 'stale' and records nothing;
     * the same raises it, so a second press of the same form records nothing twice.
     */
    expectVersion?: number;
  },
): Promise<RecordResult> {
  return db.transaction((tx) => insertPayment(tx, payment, options));
}

/**
 * Serialises, to the end of the transaction, every write about one Stripe object (a Checkout Session, a
 * PaymentIntent): two deliveries about it at once are read and written one after the other.
 */
async function lockStripe(tx: Db, key: string) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`booking_payments:${key}`]);
}

/**
 * A Checkout Session's payment (Stripe's webhook, issue 60), once per session:
 * - 'pending' (a BECS direct debit, `payment_status: 'unpaid'`) is inserted only when the session has no row
 *   yet; it counts for nothing and makes no event until it settles;
 * - 'settled' or 'failed' settles the session's pending row (its event, 'payment-received', made then), or,
 *   with none (a card paid at once, or the outcome arriving before the session's completion), is inserted;
 *   a session already settled or failed records nothing more ('replay').
 */
export async function recordStripeSession(
  db: Db,
  payment: NewPayment & { stripeSessionId: string },
  options: { channelsFor: PaymentChannelsFor; now: Date },
): Promise<RecordResult> {
  return db.transaction(async (tx) => {
    await lockStripe(tx, payment.stripeSessionId);
    const rows = await tx.query(
      `SELECT id, status FROM booking_payments WHERE stripe_session_id = $1 AND kind = 'payment' ORDER BY id`,
      [payment.stripeSessionId],
    );
    if (rows.length === 0) return insertPayment(tx, payment, options);
    const pending = rows.find((row) => row.status === 'pending');
    if (payment.status === 'pending' || !pending) return { kind: 'replay' };
    const id = int(pending.id);
    const [updated] = await tx.query(
      `UPDATE booking_payments SET status = $2 WHERE id = $1 RETURNING submission_id, reference, kind,
         amount_cents, currency, method, source, recorded_by, to_json(flags)::text AS flags`,
      [id, payment.status],
    );
    if (payment.status !== 'settled' || !updated?.submission_id) return { kind: 'recorded', id, claims: [] };
    const submissionId = updated.submission_id as string;
    const booking = await lockBooking(tx, submissionId);
    const flags = (parsed<PaymentFlag[]>(updated.flags) ?? []) as PaymentFlag[];
    if (!booking) return { kind: 'recorded', id, claims: [] };
    const claims = await paymentEvent(tx, booking, submissionId, id, {
      kind: 'payment',
      amountCents: int(updated.amount_cents),
      currency: updated.currency as string,
      method: updated.method as PaymentMethod,
      source: updated.source as 'stripe' | 'office',
      recordedBy: (updated.recorded_by as string | null) ?? null,
      flags,
      ...options,
    });
    return { kind: 'recorded', id, claims };
  });
}

export interface StripeRefund {
  stripeEventId: string;
  stripePaymentIntent: string;
  /** Stripe's `amount_refunded`: every refund of the charge so far, not this one alone. */
  amountRefundedCents: number;
  currency: string;
  /** Where no payment of the intent is recorded yet: the booking the charge names, if any. */
  submissionId: string | null;
  reference: string | null;
  paidOn?: string;
}

/**
 * A refund of a Stripe payment, from `charge.refunded` (issue 60). Its amount is cumulative, so what is
 * recorded is what it adds to the refunds already recorded for the PaymentIntent: nothing ('unchanged') when
 * it adds nothing. Matched to the payment recorded with the same intent; before its payment (out of order) it
 * is kept, flagged 'refund-before-payment', for the booking the charge names or for none.
 */
export async function recordStripeRefund(
  db: Db,
  refund: StripeRefund,
  options: { channelsFor: PaymentChannelsFor; now: Date },
): Promise<RecordResult | { kind: 'unchanged' }> {
  return db.transaction(async (tx) => {
    await lockStripe(tx, refund.stripePaymentIntent);
    const [replayed] = await tx.query(`SELECT 1 FROM booking_payments WHERE stripe_event_id = $1`, [
      refund.stripeEventId,
    ]);
    if (replayed) return { kind: 'replay' };
    const [paid] = await tx.query(
      `SELECT submission_id, reference, method FROM booking_payments
       WHERE stripe_payment_intent = $1 AND kind = 'payment' ORDER BY id LIMIT 1`,
      [refund.stripePaymentIntent],
    );
    const [sum] = await tx.query<{ total: string }>(
      `SELECT COALESCE(SUM(amount_cents), 0)::text AS total FROM booking_payments
       WHERE stripe_payment_intent = $1 AND kind = 'refund'`,
      [refund.stripePaymentIntent],
    );
    const delta = refund.amountRefundedCents - Number(sum?.total ?? 0);
    if (delta <= 0) return { kind: 'unchanged' };
    return insertPayment(
      tx,
      {
        submissionId: paid ? ((paid.submission_id as string | null) ?? null) : refund.submissionId,
        reference: paid ? ((paid.reference as string | null) ?? null) : refund.reference,
        kind: 'refund',
        amountCents: delta,
        currency: refund.currency,
        method: paid ? (paid.method as PaymentMethod) : 'card',
        status: 'settled',
        source: 'stripe',
        stripeEventId: refund.stripeEventId,
        stripePaymentIntent: refund.stripePaymentIntent,
        paidOn: refund.paidOn,
        recordedBy: null,
        flags: paid ? [] : ['refund-before-payment'],
      },
      options,
    );
  });
}

/** `recordPayment`'s work, in the caller's transaction. */
async function insertPayment(
  tx: Db,
  payment: NewPayment,
  { channelsFor, now, expectVersion }: { channelsFor: PaymentChannelsFor; now: Date; expectVersion?: number },
): Promise<RecordResult> {
  const booking = payment.submissionId ? await lockBooking(tx, payment.submissionId) : null;
  if (expectVersion !== undefined) {
    if (!booking || booking.version !== expectVersion) return { kind: 'stale' };
    await tx.query('UPDATE booking_enquiries SET version = version + 1 WHERE submission_id = $1', [
      payment.submissionId,
    ]);
  }
  const submissionId = booking ? payment.submissionId : null;
  const flags = [
    ...new Set<PaymentFlag>([...payment.flags, ...(submissionId ? [] : ['unknown-reference' as const])]),
  ];
  const keep = keepUntil(booking?.bookedDate ?? null, now, business.privacy.recordRetention);
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO booking_payments (submission_id, reference, kind, amount_cents, currency, method, status, source,
                                   stripe_event_id, stripe_session_id, stripe_payment_intent, paid_on,
                                   recorded_at, recorded_by, flags, keep_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date, $13, $14, $15::text[], $16)
     ON CONFLICT (stripe_event_id) DO NOTHING RETURNING id::text AS id`,
    [
      submissionId,
      payment.reference,
      payment.kind,
      payment.amountCents,
      payment.currency,
      payment.method,
      payment.status,
      payment.source,
      payment.stripeEventId ?? null,
      payment.stripeSessionId ?? null,
      payment.stripePaymentIntent ?? null,
      payment.paidOn ?? sydneyDate(now),
      now,
      payment.recordedBy,
      `{${flags.join(',')}}`,
      keep,
    ],
  );
  if (!inserted) return { kind: 'replay' };
  const id = Number(inserted.id);
  if (!booking || !submissionId) return { kind: 'recorded', id, claims: [], flags };
  if (payment.kind === 'payment' && payment.stripePaymentIntent) {
    // A Stripe refund that came before its payment, for no booking then: it is this booking's now.
    await tx.query(
      `UPDATE booking_payments SET submission_id = $1, flags = array_remove(flags, 'unknown-reference')
       WHERE stripe_payment_intent = $2 AND kind = 'refund' AND submission_id IS NULL`,
      [submissionId, payment.stripePaymentIntent],
    );
  }
  // A direct debit not yet settled is no payment yet: its event comes when it settles (recordStripeSession).
  if (payment.status !== 'settled') return { kind: 'recorded', id, claims: [], flags };
  const claims = await paymentEvent(tx, booking, submissionId, id, { ...payment, flags, channelsFor, now });
  return { kind: 'recorded', id, claims, flags };
}

/** The booking's event for a payment or refund recorded (or settled), with its deliveries. */
async function paymentEvent(
  tx: Db,
  booking: NonNullable<Awaited<ReturnType<typeof lockBooking>>>,
  submissionId: string,
  id: number,
  payment: Pick<
    NewPayment,
    'kind' | 'amountCents' | 'currency' | 'method' | 'source' | 'recordedBy' | 'flags'
  > & {
    channelsFor: PaymentChannelsFor;
    now: Date;
  },
): Promise<ClaimedDelivery[]> {
  const event = payment.kind === 'payment' ? 'payment-received' : 'payment-refunded';
  const change: PaymentChange = {
    id,
    kind: payment.kind,
    amountCents: payment.amountCents,
    currency: payment.currency,
    method: payment.method,
    source: payment.source,
    flags: payment.flags,
  };
  const { claims } = await addEvent(tx, {
    submissionId,
    event,
    actor: payment.recordedBy,
    fromState: booking.state,
    toState: booking.state,
    detail: `${payment.kind === 'payment' ? 'Payment' : 'Refund'} of ${paymentLine(payment)}`,
    data: { slot: booking.slot, reason: null, sequence: booking.sequence, payment: change },
    channels: payment.channelsFor(event, booking),
    now: payment.now,
    booking,
  });
  return claims;
}

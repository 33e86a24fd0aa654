/**
 * Issue 60: where a booking's payment stands, read from the ledger: its payments and refunds (store.ts) and
 * the deposit its slot records, through the one pure `paymentSummary` (src/api/payment.ts) that the office,
 * the booking page, the reminder, the daily list and the report's gate all read.
 */
import { paymentSummary, type PaymentEntry, type PaymentSummary } from '../../api/payment.js';
import type { BookingSlot, EnquiryState } from '../../domain/booking/states.js';
import type { Db } from '../ledger/db.js';
import { parsed } from '../ledger/rows.js';
import { paymentsOf } from './store.js';

/** The summary of a booking with these payments; null for an enquiry never booked (no slot). */
export function summaryOf(
  slot: BookingSlot | null | undefined,
  payments: readonly PaymentEntry[],
  now: Date,
  { refundOwedCents = null }: { refundOwedCents?: number | null } = {},
): PaymentSummary | null {
  if (!slot) return null;
  const deposit = slot.deposit ?? null;
  return paymentSummary(
    {
      payments,
      depositCents: deposit?.cents ?? null,
      depositDueAt: deposit ? new Date(deposit.dueAt) : null,
      priceCents: slot.priceCents,
      refundOwedCents,
    },
    now,
  );
}

/**
 * Issue 60, 7: what a cancelled booking owes back, before any refund recorded, by what its cancellation said
 * (booking-update-mail.ts): a cancel by the business refunds everything paid (BUSINESS_CANCEL_NEXT), and so
 * does the client's own cancel with no agreement accepted (NO_FEE_AGREED). A client's cancel under accepted
 * terms that may set a fee is the office's to judge against those terms (the cancel's e-mail and history carry
 * them word for word): no refund is shown as due. Null for none.
 */
export async function refundOwedOf(
  db: Db,
  submissionId: string,
  state: EnquiryState,
  payments: readonly Pick<PaymentEntry, 'kind' | 'amountCents' | 'currency' | 'status'>[],
): Promise<number | null> {
  if (state !== 'cancelled') return null;
  const received = payments
    .filter((p) => p.kind === 'payment' && p.status === 'settled' && p.currency === 'aud')
    .reduce((sum, p) => sum + p.amountCents, 0);
  if (received === 0) return null;
  const [row] = await db.query(
    `SELECT data::text AS data FROM booking_events
     WHERE submission_id = $1 AND event = 'cancelled' ORDER BY id DESC LIMIT 1`,
    [submissionId],
  );
  const data = row ? parsed<{ by?: string; terms?: readonly string[] | null }>(row.data) : null;
  if (data?.by === 'client' && data.terms && data.terms.length > 0) return null;
  return received;
}

/** The summary and the entries of one booking, from the ledger; null for an enquiry never booked. */
export async function bookingPayments(
  db: Db,
  submissionId: string,
  slot: BookingSlot | null | undefined,
  now: Date,
  { state }: { state?: EnquiryState } = {},
): Promise<{ summary: PaymentSummary; entries: PaymentEntry[] } | null> {
  if (!slot) return null;
  const entries = await paymentsOf(db, submissionId);
  const refundOwedCents = state ? await refundOwedOf(db, submissionId, state, entries) : null;
  const summary = summaryOf(slot, entries, now, { refundOwedCents });
  return summary && { summary, entries };
}

/** The payments of many bookings at once (the office's list and schedule), by submission id. */
export async function paymentsByBooking(
  db: Db,
  submissionIds: readonly string[],
): Promise<Map<string, Pick<PaymentEntry, 'kind' | 'amountCents' | 'currency' | 'status'>[]>> {
  const found = new Map<string, Pick<PaymentEntry, 'kind' | 'amountCents' | 'currency' | 'status'>[]>();
  if (submissionIds.length === 0) return found;
  const rows = await db.query(
    `SELECT submission_id, kind, amount_cents, currency, status FROM booking_payments
     WHERE submission_id = ANY($1::text[])`,
    [submissionIds],
  );
  for (const row of rows) {
    const id = row.submission_id as string;
    const list = found.get(id) ?? [];
    list.push({
      kind: row.kind as 'payment' | 'refund',
      amountCents: Number(row.amount_cents),
      currency: row.currency as string,
      status: row.status as PaymentEntry['status'],
    });
    found.set(id, list);
  }
  return found;
}

/**
 * The office's rows with where each booking's payment stands (issue 60): a booked, done or cancelled row's
 * summary; null before a booking.
 */
export async function withPayments<Row extends { payment?: PaymentSummary | null }>(
  db: Db,
  pairs: readonly {
    entry: { submissionId: string; state: EnquiryState; booking: BookingSlot | null };
    row: Row;
  }[],
  now: Date,
): Promise<Row[]> {
  const booked = pairs.filter(
    ({ entry }) => entry.booking && entry.state !== 'new' && entry.state !== 'declined',
  );
  const payments = await paymentsByBooking(
    db,
    booked.map(({ entry }) => entry.submissionId),
  );
  return Promise.all(
    pairs.map(async ({ entry, row }) => {
      if (entry.state === 'new' || entry.state === 'declined') return { ...row, payment: null };
      const paid = (payments.get(entry.submissionId) ?? []) as PaymentEntry[];
      const refundOwedCents = await refundOwedOf(db, entry.submissionId, entry.state, paid);
      return { ...row, payment: summaryOf(entry.booking, paid, now, { refundOwedCents }) };
    }),
  );
}

/**
 * The gate before the client's file (issue 58): one function of the booking, apart from whether a report is
 * published, so the deposit (issue 60) adds "paid" here and nowhere else.
 *
 * Shut while the business sends the agreement (business.decisions.writtenAgreement confirmed) and the booking's
 * current version of it is not accepted, unless the office released the file past it with a reason. With the
 * decision on and no agreement sent at all, nothing was accepted: the gate is shut, and the office decides.
 *
 * Issue 60, the second gate: while the business decides the report waits for payment
 * (business.payments.reportWaitsForPayment confirmed), it is also shut until the booking's price is paid in full
 * (payments/summary.ts; a booking with no price settled owes nothing the gate can count). The office's one
 * release lets the file past both, with its reason.
 */
import type { ReportGate, ReportGateNeed } from '../../api/report.js';
import type { Db } from '../ledger/db.js';
import { agreementsOn, paymentChoices, type DeliveryConfig } from '../delivery.js';
import type { PaymentSummary } from '../../api/payment.js';
import type { BookingSlot } from '../../domain/booking/states.js';
import { parsed } from '../ledger/rows.js';
import { bookingPayments } from '../payments/summary.js';

export interface GateFacts {
  /** The business sends the agreement (delivery.ts `agreementsOn`). */
  agreementsOn: boolean;
  /** The booking's current agreement version has an acceptance. */
  accepted: boolean;
  released: ReportGate['released'];
  /** Issue 60: the report waits for payment in full (business.payments.reportWaitsForPayment). */
  waitsForPayment?: boolean;
  /** Issue 60: where the booking's payment stands; null with no booking slot. */
  payment?: PaymentSummary | null;
}

export function reportGate({
  agreementsOn,
  accepted,
  released,
  waitsForPayment = false,
  payment = null,
}: GateFacts): ReportGate {
  const owing = waitsForPayment && payment !== null && (payment.owingCents ?? 0) > 0;
  const needs: ReportGateNeed[] = [
    ...(agreementsOn && !accepted ? (['agreement'] as const) : []),
    ...(owing ? (['payment'] as const) : []),
  ];
  return { open: needs.length === 0 || released !== null, needs: released ? [] : needs, released };
}

/** The gate of a booking now: the business's decision, the current agreement's acceptance, the release. */
export async function gateOf(
  db: Db,
  config: Pick<DeliveryConfig, 'decisions'>,
  submissionId: string,
  released: ReportGate['released'],
): Promise<ReportGate> {
  const waitsForPayment = paymentChoices(config).reportWaitsForPayment === 'confirmed';
  return reportGate({
    agreementsOn: agreementsOn(config),
    accepted: await currentAgreementAccepted(db, submissionId),
    released,
    waitsForPayment,
    payment: waitsForPayment ? await paymentOf(db, submissionId) : null,
  });
}

/** Issue 60: the booking's payment summary, for the gate: what is owing does not depend on the clock. */
async function paymentOf(db: Db, submissionId: string): Promise<PaymentSummary | null> {
  const [row] = await db.query(
    'SELECT booking::text AS booking FROM booking_enquiries WHERE submission_id = $1',
    [submissionId],
  );
  const slot = row ? parsed<BookingSlot>(row.booking) : null;
  return (await bookingPayments(db, submissionId, slot, new Date()))?.summary ?? null;
}

/** Whether the booking's current agreement version is accepted. */
async function currentAgreementAccepted(db: Db, submissionId: string): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM agreement_acceptances a JOIN booking_enquiries e
       ON e.submission_id = a.submission_id AND e.agreement_version = a.version
     WHERE a.submission_id = $1 LIMIT 1`,
    [submissionId],
  );
  return !!row;
}

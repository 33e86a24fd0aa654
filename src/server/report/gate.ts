/**
 * The gate before the client's file (issue 58): one function of the booking, apart from whether a report is
 * published, so the deposit (issue 60) adds "paid" here and nowhere else.
 *
 * Shut while the business sends the agreement (business.decisions.writtenAgreement confirmed) and the booking's
 * current version of it is not accepted, unless the office released the file past it with a reason. With the
 * decision on and no agreement sent at all, nothing was accepted: the gate is shut, and the office decides.
 */
import type { ReportGate, ReportGateNeed } from '../../api/report.js';
import type { Db } from '../ledger/db.js';
import { agreementsOn, type DeliveryConfig } from '../delivery.js';

export interface GateFacts {
  /** The business sends the agreement (delivery.ts `agreementsOn`). */
  agreementsOn: boolean;
  /** The booking's current agreement version has an acceptance. */
  accepted: boolean;
  released: ReportGate['released'];
}

export function reportGate({ agreementsOn, accepted, released }: GateFacts): ReportGate {
  const needs: ReportGateNeed[] = agreementsOn && !accepted ? ['agreement'] : [];
  return { open: needs.length === 0 || released !== null, needs: released ? [] : needs, released };
}

/** The gate of a booking now: the business's decision, the current agreement's acceptance, the release. */
export async function gateOf(
  db: Db,
  config: Pick<DeliveryConfig, 'decisions'>,
  submissionId: string,
  released: ReportGate['released'],
): Promise<ReportGate> {
  return reportGate({
    agreementsOn: agreementsOn(config),
    accepted: await currentAgreementAccepted(db, submissionId),
    released,
  });
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

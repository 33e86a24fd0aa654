/** The booking's latest published report, as its events carry it (issue 58); a module of its own so the
 * agreement's store and the report's each read it without importing the other. */
import type { Db } from '../ledger/db.js';
import type { ReportChange } from '../ledger/types.js';

/** The latest version's number, whether it revises one, and no gate need; null before any is published. */
export async function latestReport(db: Db, submissionId: string): Promise<ReportChange | null> {
  const [row] = await db.query<{ version: number | string | null }>(
    'SELECT max(version) AS version FROM booking_reports WHERE submission_id = $1',
    [submissionId],
  );
  const version = Number(row?.version ?? 0);
  return version > 0 ? { version, revised: version > 1, needsAgreement: false } : null;
}

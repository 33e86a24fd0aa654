/**
 * The booking ledger: every enquiry recorded once, before the visitor is answered, with the state of its
 * delivery to each channel (the automation, the business mailbox, the visitor's confirmation). The same SQL
 * runs on any PostgreSQL (postgres-db.ts) and on PGlite (pglite-db.ts). Times come from the caller's clock,
 * never the database's, so the rules below are the same on every host and in the tests.
 *
 * The delivery rules (retry, back off, give up) are pure functions in rules.ts.
 */
import type { Db, Row } from './db.js';
import { changeOps } from './change.js';
import { claimOps } from './claims.js';
import { purgeOps } from './purge.js';
import { recordOps } from './record.js';
import { date, deliveryRow, int, json, maybeInt, placeholders, settleQueue } from './rows.js';
import { type LedgerEntry, type WaitingEnquiry } from './types.js';

export * from './types.js';
export * from './rules.js';

/**
 * The ledger over one database: its parts by concern (recording, claiming and settling, changes, purging),
 * and the reads the office, the CLI and the sweep make.
 */
export function createLedger(db: Db) {
  const settling = settleQueue(db);
  return {
    db,
    ...recordOps(db),
    ...claimOps(db, settling),
    ...changeOps(db),
    ...purgeOps(db),

    /** The enquiries the automation has not taken yet, oldest first. */
    async waitingForAutomation(): Promise<WaitingEnquiry[]> {
      const rows = await db.query(
        `SELECT e.reference, e.received_at, e.payload::text AS payload, d.attempts, d.last_answer, d.last_status
         FROM booking_deliveries d JOIN booking_enquiries e ON e.submission_id = d.submission_id
         WHERE d.channel = 'automation' AND d.state = 'pending'
         ORDER BY e.received_at`,
      );
      return rows.map((row) => ({
        reference: row.reference as string,
        receivedAt: date(row.received_at),
        enquiry: json(row.payload),
        attempts: int(row.attempts),
        lastAnswer: (row.last_answer as string | null) ?? null,
        lastStatus: maybeInt(row.last_status),
      }));
    },

    /**
     * Takes the right to send the alert `kind` now, if none was sent in the last `everyMs`: true once per
     * period however many processes ask. `release` hands it back when the alert could not be sent.
     */
    async claimAlert(kind: string, everyMs: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO booking_alerts (kind, last_sent_at) VALUES ($1, $2)
         ON CONFLICT (kind) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
         WHERE booking_alerts.last_sent_at <= $3
         RETURNING kind`,
        [kind, now, new Date(now.getTime() - everyMs)],
      );
      return rows.length > 0;
    },

    async releaseAlert(kind: string, now: Date): Promise<void> {
      await db.query('DELETE FROM booking_alerts WHERE kind = $1 AND last_sent_at = $2', [kind, now]);
    },

    /** How many enquiries were received since `since`. */
    async count(since: Date): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM booking_enquiries WHERE received_at >= $1',
        [since],
      );
      return int(row?.total ?? 0);
    },

    /** Enquiries received since `since`, newest first, with each channel's state; `limit` null: all. */
    async list(since: Date, limit: number | null = 1000): Promise<LedgerEntry[]> {
      const rows = await db.query(
        `SELECT submission_id, reference, received_at, payload::text AS payload FROM booking_enquiries
         WHERE received_at >= $1 ORDER BY received_at DESC LIMIT $2`,
        [since, limit],
      );
      return withDeliveries(db, rows);
    },

    /** The enquiries with this reference (or submissionId): usually one. */
    async find(referenceOrId: string): Promise<LedgerEntry[]> {
      const rows = await db.query(
        `SELECT submission_id, reference, received_at, payload::text AS payload FROM booking_enquiries
         WHERE reference = $1 OR submission_id = $1 ORDER BY received_at DESC`,
        [referenceOrId],
      );
      return withDeliveries(db, rows);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * Entries for rows of booking_enquiries (submission_id, reference, received_at, payload), with their own
 * channels' deliveries (a change's deliveries are `updateDeliveries`).
 */
export async function withDeliveries(db: Db, rows: Row[]): Promise<LedgerEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.submission_id as string);
  const deliveries = await db.query(
    `SELECT submission_id, channel, state, attempts, last_answer, last_status, last_attempt_at,
            next_attempt_at, delivered_at
     FROM booking_deliveries WHERE submission_id IN (${placeholders(ids.length, 1)}) AND event_id = 0
     ORDER BY channel`,
    ids,
  );
  return rows.map((row) => ({
    submissionId: row.submission_id as string,
    reference: row.reference as string,
    receivedAt: date(row.received_at),
    enquiry: json(row.payload),
    deliveries: deliveries.filter((d) => d.submission_id === row.submission_id).map(deliveryRow),
  }));
}

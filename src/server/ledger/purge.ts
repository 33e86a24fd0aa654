/**
 * Forgetting what is no longer needed: the visitors' addresses after a day, old enquiries, acceptance records
 * past their keeping, and the database's view of the ledger's clock.
 */
import type { Db } from './db.js';
import { declareClock } from './rows.js';

export function purgeOps(db: Db) {
  return {
    /** Forgets the client IPs of enquiries received before `before` (the limits no longer need them). */
    async forgetClientIps(before: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE booking_enquiries SET client_ip = NULL
         WHERE client_ip IS NOT NULL AND received_at < $1 RETURNING submission_id`,
        [before],
      );
      return rows.length;
    },

    /**
     * Deletes enquiries received before `before` whose channels have all settled. Returns how many. A booked
     * one (it has a booked date) is kept, with its events, until its booked date is before `bookedBefore`
     * (the record retention, issue 40); without `bookedBefore`, until its booked date is before `before`.
     */
    async purge(before: Date, bookedBefore: Date = before): Promise<number> {
      const rows = await db.query(
        `DELETE FROM booking_enquiries e
         WHERE e.received_at < $1
           AND (e.booked_date IS NULL OR e.booked_date < $2::date)
           AND NOT EXISTS (SELECT 1 FROM booking_deliveries d
                           WHERE d.submission_id = e.submission_id AND d.state = 'pending')
         RETURNING e.submission_id`,
        [before, bookedBefore.toISOString().slice(0, 10)],
      );
      return rows.length;
    },

    /**
     * Deletes the agreement acceptances past their retention (`keep_until`) at `now`, as the agreement's
     * privacy section promises. The table's trigger refuses any other delete: it judges by the instant the
     * transaction declares (`declareClock`), so the sweep and the trigger read one clock.
     */
    async purgeAcceptances(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await declareClock(tx, now);
        const rows = await tx.query(`DELETE FROM agreement_acceptances WHERE keep_until < $1 RETURNING id`, [
          now,
        ]);
        return rows.length;
      });
    },

    /** The ledger's clock as the database reads it within a transaction that declared `now` (tests check it). */
    async clockAt(now: Date): Promise<Date> {
      return db.transaction(async (tx) => {
        await declareClock(tx, now);
        const [row] = await tx.query<{ at: Date | string }>('SELECT ledger_clock() AS at');
        return new Date(row!.at);
      });
    },
  };
}

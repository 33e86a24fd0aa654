/**
 * The ledger's side of the day-before reminders and the office's daily list (issue 41; migration 0006). Times
 * come from the caller's clock, as in ledger.ts. A reminder is claimed like a delivery: a conditional update
 * that only one process can win (the loser's UPDATE waits for the winner's row lock, then finds the row
 * claimed), released on failure so the next sweep tries again, and dropped once the inspection's day starts.
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { CLAIM_MS, type BookingLinks } from './ledger.js';
import type { Db, Row } from './db.js';
import { linksOf } from './rows.js';
import { type BookingSlot } from '../../domain/booking/states.js';

/** A reminder this process has claimed, with what its e-mail needs. */
export interface ClaimedReminder {
  submissionId: string;
  bookedDate: string;
  attempts: number;
  enquiry: Enquiry;
  slot: BookingSlot;
  links: BookingLinks | null;
  /** Whether the agreement's current version has been accepted. */
  accepted: boolean;
}

/** One of tomorrow's inspections, as the office's daily list shows it. */
export interface DigestEntry {
  submissionId: string;
  reference: string;
  enquiry: Enquiry;
  slot: BookingSlot;
  /** The agreement's current version; null when none was sent (agreements off, or booked before them). */
  agreementVersion: string | null;
  agreementSent: boolean;
  accepted: boolean;
  /** Issue 54: the client's particular concerns, from their latest acceptance; '' for none. */
  concerns: string;
  /** Issue 60: where its payment stands (send-reminders.ts adds it); unset when not read. */
  payment?: import('../../api/payment.js').PaymentSummary | null;
}

/** A reminder that was dropped and not yet reported to the office. */
export interface DroppedReminder {
  reference: string;
  bookedDate: string;
  lastAnswer: string | null;
}

const text = (value: unknown): Enquiry | BookingSlot =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Enquiry | BookingSlot;
const isoDate = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Whether the enquiry's current agreement version has an acceptance (SQL over `e`). */
const ACCEPTED =
  'EXISTS (SELECT 1 FROM agreement_acceptances a WHERE a.submission_id = e.submission_id ' +
  'AND a.version = e.agreement_version)';

/** The Sydney date an instant falls on is the caller's; this is the date as a SQL parameter. */
export function createReminderStore(db: Db) {
  return {
    /** Makes a pending reminder row for each booking still booked on `date` that has none. */
    async prepareReminders(date: string): Promise<void> {
      await db.query(
        `INSERT INTO booking_reminders (submission_id, booked_date)
         SELECT submission_id, booked_date FROM booking_enquiries
         WHERE state = 'booked' AND booked_date = $1::date
         ON CONFLICT (submission_id, booked_date) DO NOTHING`,
        [date],
      );
    },

    /**
     * Claims up to `limit` pending reminders for inspections on `date` (the Sydney date of tomorrow). Only a
     * booking still booked for that date is claimed.
     */
    async claimReminders(date: string, now: Date, limit: number): Promise<ClaimedReminder[]> {
      const rows = await db.query(
        `WITH due AS (
           SELECT r.submission_id, r.booked_date FROM booking_reminders r
           WHERE r.booked_date = $1::date AND r.state = 'pending'
             AND (r.claimed_until IS NULL OR r.claimed_until <= $2)
           ORDER BY r.submission_id
           LIMIT $4
           FOR UPDATE SKIP LOCKED
         )
         UPDATE booking_reminders r
         SET claimed_until = $3, attempts = r.attempts + 1
         FROM due JOIN booking_enquiries e ON e.submission_id = due.submission_id
         WHERE r.submission_id = due.submission_id AND r.booked_date = due.booked_date
           AND e.state = 'booked' AND e.booked_date = r.booked_date
           -- Checked again on the locked row: a claim that slipped in meanwhile wins.
           AND r.state = 'pending' AND (r.claimed_until IS NULL OR r.claimed_until <= $2)
         RETURNING r.submission_id, r.booked_date::text AS booked_date, r.attempts, e.payload::text AS payload,
                   e.booking::text AS booking, e.link_nonce, e.agreement_version, e.client_email,
                   ${ACCEPTED} AS accepted`,
        [date, now, new Date(now.getTime() + CLAIM_MS), limit],
      );
      return rows.map((row: Row) => ({
        submissionId: row.submission_id as string,
        bookedDate: isoDate(row.booked_date),
        attempts: Number(row.attempts),
        enquiry: text(row.payload) as Enquiry,
        slot: text(row.booking) as BookingSlot,
        links: linksOf(row),
        accepted: row.accepted === true || row.accepted === 't',
      }));
    },

    /** Records what sending a claimed reminder gave: sent, or released for the next sweep to try again. */
    async settleReminder(claimed: ClaimedReminder, ok: boolean, answer: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE booking_reminders
         SET state = CASE WHEN $3 THEN 'sent' ELSE state END, sent_at = CASE WHEN $3 THEN $5 ELSE sent_at END,
             last_answer = $4, claimed_until = NULL
         WHERE submission_id = $1 AND booked_date = $2::date AND state = 'pending'`,
        [claimed.submissionId, claimed.bookedDate, ok, answer, now],
      );
    },

    /**
     * Drops every reminder not sent before its inspection's day started (`today`, the Sydney date now), and
     * records as dropped a booking for today that never got a row because no sweep ran in time, if it was
     * booked for today before today began (`dayStart`). Returns how many were dropped.
     */
    async dropLate(today: string, dayStart: Date, now: Date): Promise<number> {
      const missed = await db.query(
        `INSERT INTO booking_reminders (submission_id, booked_date, state, last_answer)
         SELECT e.submission_id, e.booked_date, 'dropped', 'no sweep ran before the inspection day'
         FROM booking_enquiries e
         WHERE e.state = 'booked' AND e.booked_date = $1::date
           AND (SELECT max(ev.at) FROM booking_events ev
                WHERE ev.submission_id = e.submission_id AND ev.event IN ('booked', 'moved')) < $2
         ON CONFLICT (submission_id, booked_date) DO NOTHING
         RETURNING submission_id`,
        [today, dayStart],
      );
      const late = await db.query(
        `UPDATE booking_reminders SET state = 'dropped', claimed_until = NULL
         WHERE state = 'pending' AND booked_date <= $1::date
           AND (claimed_until IS NULL OR claimed_until <= $2)
         RETURNING submission_id`,
        [today, now],
      );
      return missed.length + late.length;
    },

    /** Tomorrow's inspections for the office's list: agreements not accepted first, then by arrival window. */
    async digest(date: string): Promise<DigestEntry[]> {
      const rows = await db.query(
        `SELECT e.submission_id, e.reference, e.payload::text AS payload, e.booking::text AS booking,
                e.agreement_version, e.agreement_sent_at, ${ACCEPTED} AS accepted,
                (SELECT a.concerns FROM agreement_acceptances a WHERE a.submission_id = e.submission_id
                 ORDER BY a.accepted_at DESC, a.id DESC LIMIT 1) AS concerns
         FROM booking_enquiries e
         WHERE e.state = 'booked' AND e.booked_date = $1::date`,
        [date],
      );
      const entries = rows.map((row: Row) => ({
        submissionId: row.submission_id as string,
        reference: row.reference as string,
        enquiry: text(row.payload) as Enquiry,
        slot: text(row.booking) as BookingSlot,
        agreementVersion: (row.agreement_version as string | null) ?? null,
        agreementSent: row.agreement_sent_at !== null && row.agreement_sent_at !== undefined,
        accepted: row.accepted === true || row.accepted === 't',
        concerns: (row.concerns as string | null) ?? '',
      }));
      return entries.sort(
        (a, b) =>
          Number(a.accepted) - Number(b.accepted) ||
          a.slot.windowFrom.localeCompare(b.slot.windowFrom) ||
          a.reference.localeCompare(b.reference),
      );
    },

    /** Dropped reminders the office has not been told of yet, oldest inspection first. */
    async droppedUntold(): Promise<DroppedReminder[]> {
      const rows = await db.query(
        `SELECT e.reference, r.booked_date::text AS booked_date, r.last_answer
         FROM booking_reminders r JOIN booking_enquiries e ON e.submission_id = r.submission_id
         WHERE r.state = 'dropped' AND NOT r.office_told
         ORDER BY r.booked_date, e.reference`,
      );
      return rows.map((row: Row) => ({
        reference: row.reference as string,
        bookedDate: isoDate(row.booked_date),
        lastAnswer: (row.last_answer as string | null) ?? null,
      }));
    },

    /** Marks dropped reminders as told, once the list that named them has gone. */
    async markTold(references: readonly string[]): Promise<void> {
      if (references.length === 0) return;
      await db.query(
        `UPDATE booking_reminders r SET office_told = true FROM booking_enquiries e
         WHERE e.submission_id = r.submission_id AND r.state = 'dropped' AND e.reference = ANY($1::text[])`,
        [`{${references.join(',')}}`],
      );
    },
  };
}

export type ReminderStore = ReturnType<typeof createReminderStore>;

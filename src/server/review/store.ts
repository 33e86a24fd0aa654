/**
 * What the review request (issue 59) reads and writes in the ledger: the bookings due one (their report first
 * opened REVIEW_AFTER_DAYS before), the request itself as a booking event whose delivery is its e-mail (the
 * outbox: recorded once, retried by the sweep until it goes), and the addresses that asked for no more.
 *
 * Once per booking: the request locks the booking's row and looks for its 'review-requested' event first, so two
 * sweeps at once make one. Never after a cancellation, never to an address in mail_unsubscribes (by addressKey),
 * and an unsubscribe fails any request to that address still waiting to be sent.
 */
import { addressKey, clientAddress } from '../../domain/booking/addressees.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { UpdateChannelName } from '../../domain/booking/states.js';
import type { Db } from '../ledger/db.js';
import { addEvent } from '../ledger/events.js';
import { lockBooking } from '../ledger/lock-booking.js';
import type { BookingLinks, ClaimedDelivery } from '../ledger/types.js';

const DAY_MS = 24 * 60 * 60_000;
/** The request goes this many days after the client first opened their report. */
export const REVIEW_AFTER_DAYS = 5;
/**
 * A first opening more than this many days past its due day is never asked about: turning the review link on
 * does not mail every client the business ever had, and a sweep that ran late still sends within it.
 */
export const REVIEW_LATE_DAYS = 14;
/** What a request waiting to be sent says once its address unsubscribed. */
export const DROPPED_BY_UNSUBSCRIBE = 'dropped: the address unsubscribed before it was sent';

export type ReviewChannelsFor = (booking: {
  enquiry: Enquiry;
  links: BookingLinks | null;
}) => UpdateChannelName[];

export function reviewStore(db: Db) {
  async function isUnsubscribed(tx: Db, address: string): Promise<boolean> {
    const [row] = await tx.query('SELECT 1 FROM mail_unsubscribes WHERE address_key = $1', [
      addressKey(address),
    ]);
    return !!row;
  }

  return {
    /** The bookings whose review request is due at `now`, oldest opening first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const dueBy = new Date(now.getTime() - REVIEW_AFTER_DAYS * DAY_MS);
      const since = new Date(dueBy.getTime() - REVIEW_LATE_DAYS * DAY_MS);
      const rows = await db.query<{ submission_id: string }>(
        `SELECT e.submission_id FROM booking_events e
         JOIN booking_enquiries q ON q.submission_id = e.submission_id
         WHERE e.event = 'report-opened' AND e.at <= $1 AND e.at > $2 AND q.state <> 'cancelled'
           AND NOT EXISTS (SELECT 1 FROM booking_events r
                           WHERE r.submission_id = e.submission_id AND r.event = 'review-requested')
         ORDER BY e.at LIMIT $3`,
        [dueBy, since, limit],
      );
      return rows.map((row) => row.submission_id);
    },

    /**
     * Records the request for one booking, with its e-mail claimed for the first attempt; none (and nothing
     * written) when it was made already, the booking is cancelled, it has no client address, or that address
     * unsubscribed.
     */
    async request({
      submissionId,
      channelsFor,
      now,
    }: {
      submissionId: string;
      channelsFor: ReviewChannelsFor;
      now: Date;
    }): Promise<ClaimedDelivery[]> {
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking || booking.state === 'cancelled') return [];
        const [made] = await tx.query(
          `SELECT 1 FROM booking_events WHERE submission_id = $1 AND event = 'review-requested' LIMIT 1`,
          [submissionId],
        );
        if (made) return [];
        const to = clientAddress(booking.enquiry, booking.links);
        if (!to || (await isUnsubscribed(tx, to))) return [];
        const channels = channelsFor(booking);
        if (!channels.includes('review-request')) return [];
        const { state } = booking;
        const { claims } = await addEvent(tx, {
          submissionId,
          event: 'review-requested',
          actor: null,
          fromState: state,
          toState: state,
          detail: null,
          // The address it went to: the unsubscribe link stops that one, whatever the booking says later.
          data: {
            slot: booking.slot,
            reason: null,
            sequence: booking.sequence,
            clientEmail: to,
          },
          channels,
          now,
          booking,
        });
        return claims;
      });
    },

    /** The address a booking's review request went to; null when none was made. */
    async requestedAddress(submissionId: string): Promise<string | null> {
      const [row] = await db.query<{ address: string | null }>(
        `SELECT data->>'clientEmail' AS address FROM booking_events
         WHERE submission_id = $1 AND event = 'review-requested' ORDER BY id LIMIT 1`,
        [submissionId],
      );
      return row?.address ?? null;
    },

    isUnsubscribed: (address: string) => isUnsubscribed(db, address),

    /**
     * The address asks for no more review requests: recorded once (the first time is kept), and any request
     * to it not yet sent is failed with DROPPED_BY_UNSUBSCRIBE.
     */
    async unsubscribe({ address, submissionId, now }: { address: string; submissionId: string; now: Date }) {
      const key = addressKey(address);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO mail_unsubscribes (address_key, at, submission_id) VALUES ($1, $2, $3)
           ON CONFLICT (address_key) DO NOTHING`,
          [key, now, submissionId],
        );
        const waiting = await tx.query<{ submission_id: string; event_id: string; address: string | null }>(
          `SELECT d.submission_id, d.event_id::text AS event_id, e.data->>'clientEmail' AS address
           FROM booking_deliveries d JOIN booking_events e ON e.id = d.event_id
           WHERE d.channel = 'review-request' AND d.state = 'pending'`,
        );
        for (const row of waiting) {
          if (!row.address || addressKey(row.address) !== key) continue;
          await tx.query(
            `UPDATE booking_deliveries SET state = 'failed', last_answer = $3, claimed_until = NULL
             WHERE submission_id = $1 AND channel = 'review-request' AND event_id = $2 AND state = 'pending'`,
            [row.submission_id, Number(row.event_id), DROPPED_BY_UNSUBSCRIBE],
          );
        }
      });
    },
  };
}

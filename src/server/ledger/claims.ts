/**
 * Claiming deliveries for this process, settling what they gave, reopening one, giving up the old ones.
 */
import type { Db } from './db.js';
import { CLAIMED_COLUMNS, claimedRow, DELIVERY_SINCE, placeholders, settleQueue } from './rows.js';
import {
  type ChannelResult,
  CLAIM_MS,
  type ClaimedDelivery,
  type DeliveryChannel,
  type DeliveryState,
} from './types.js';
import { afterAttempt, CONFIRMATION_GIVE_UP_MS, GIVE_UP_MS } from './rules.js';

export function claimOps(db: Db, settling: ReturnType<typeof settleQueue>) {
  return {
    /**
     * Claims one pending channel of one enquiry for this process (a conditional update, committed at once),
     * or null when it is delivered, failed, or held by another process's unexpired claim.
     */
    async claim(
      submissionId: string,
      channel: DeliveryChannel,
      now: Date,
      eventId = 0,
    ): Promise<ClaimedDelivery | null> {
      const rows = await db.query(
        `UPDATE booking_deliveries d
         SET claimed_until = $3, attempts = d.attempts + 1, last_attempt_at = $4
         FROM booking_enquiries e
           LEFT JOIN booking_events ev ON $5::bigint <> 0 AND ev.id = $5::bigint
         WHERE e.submission_id = d.submission_id AND d.submission_id = $1 AND d.channel = $2
           AND d.event_id = $5::bigint
           AND d.state = 'pending' AND (d.claimed_until IS NULL OR d.claimed_until <= $4)
         RETURNING ${CLAIMED_COLUMNS}`,
        [submissionId, channel, new Date(now.getTime() + CLAIM_MS), now, eventId],
      );
      return rows[0] ? claimedRow(rows[0]) : null;
    },

    /**
     * Claims up to `limit` channels that are due, oldest first, among the ones this process can deliver to.
     * FOR UPDATE SKIP LOCKED: two sweeps running together claim different rows, never the same one.
     */
    async claimDue(
      channels: readonly DeliveryChannel[],
      limit: number,
      now: Date,
    ): Promise<ClaimedDelivery[]> {
      if (channels.length === 0 || limit <= 0) return [];
      const rows = await db.query(
        `WITH due AS (
           SELECT submission_id, channel, event_id FROM booking_deliveries
           WHERE state = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
             AND channel IN (${placeholders(channels.length, 4)})
           ORDER BY next_attempt_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         UPDATE booking_deliveries d
         SET claimed_until = $2, attempts = d.attempts + 1, last_attempt_at = $1
         FROM due
           JOIN booking_enquiries e ON e.submission_id = due.submission_id
           LEFT JOIN booking_events ev ON due.event_id <> 0 AND ev.id = due.event_id
         WHERE d.submission_id = due.submission_id AND d.channel = due.channel AND d.event_id = due.event_id
           -- Checked again on the locked row: a claim that slipped in meanwhile wins.
           AND d.state = 'pending' AND (d.claimed_until IS NULL OR d.claimed_until <= $1)
         RETURNING ${CLAIMED_COLUMNS}`,
        [now, new Date(now.getTime() + CLAIM_MS), limit, ...channels],
      );
      return rows.map(claimedRow);
    },

    /**
     * Records what a claimed delivery gave, and lets go of the claim. A row no longer pending (a confirmation
     * a booking dropped while it was on its way) stays as it is, unless this attempt delivered it.
     */
    async settle(claimed: ClaimedDelivery, result: ChannelResult, now: Date): Promise<DeliveryState> {
      const next = afterAttempt(claimed, result, now);
      await settling.add({
        submission_id: claimed.submissionId,
        channel: claimed.channel,
        event_id: claimed.eventId ?? 0,
        state: next.state,
        last_answer: next.answer,
        last_status: result.status ?? null,
        next_attempt_at: next.nextAttemptAt.toISOString(),
        retry_wait_s: next.retryWaitS,
        delivered_at: next.state === 'delivered' ? now.toISOString() : null,
      });
      return next.state;
    },

    /**
     * Marks as failed what waited too long without being claimed: a confirmation after 2 hours, anything else
     * after 24 (a channel no longer configured, say), counted from the change for a change's deliveries.
     * Returns how many.
     */
    async giveUp(now: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE booking_deliveries d
         SET state = 'failed', claimed_until = NULL,
             last_answer = CASE WHEN d.channel = 'confirmation' THEN 'dropped: not sent within 2 hours'
                                ELSE 'gave up: not delivered within 24 hours' END
                           || COALESCE(' (last: ' || d.last_answer || ')', '')
         FROM booking_enquiries e
         WHERE e.submission_id = d.submission_id AND d.state = 'pending'
           AND (d.claimed_until IS NULL OR d.claimed_until <= $1)
           AND ((d.channel = 'confirmation' AND e.received_at <= $2) OR ${DELIVERY_SINCE} <= $3)
         RETURNING d.submission_id`,
        [now, new Date(now.getTime() - CONFIRMATION_GIVE_UP_MS), new Date(now.getTime() - GIVE_UP_MS)],
      );
      return rows.length;
    },

    /**
     * Makes one channel of one enquiry (or of one of its changes: `eventId`) pending and due now, so it is
     * delivered again (`--resend`, the office's "Send again").
     */
    async reopen(submissionId: string, channel: DeliveryChannel, now: Date, eventId = 0): Promise<void> {
      await db.query(
        `INSERT INTO booking_deliveries (submission_id, channel, event_id, next_attempt_at)
         VALUES ($1, $2, $4, $3)
         ON CONFLICT (submission_id, channel, event_id) DO UPDATE
         SET state = 'pending', next_attempt_at = $3, retry_wait_s = 0, claimed_until = NULL, delivered_at = NULL`,
        [submissionId, channel, now, eventId],
      );
    },
  };
}

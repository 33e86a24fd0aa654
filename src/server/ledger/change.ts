/**
 * The office's changes to a booking (confirm, move, decline, cancel, done) and the client's, each recorded
 * with the deliveries it makes, and those deliveries read back.
 */
import {
  type AgreementEvent,
  type BookingSlot,
  type ChangeEvent,
  changesCalendar,
  type EnquiryState,
  SLOT_ACTIONS,
  TRANSITIONS,
  type UpdateChannelName,
} from '../../domain/booking/states.js';
import type { Db } from './db.js';
import { addEvent } from './events.js';
import { type ChangeData, date, int, json, linksOf, maybeDate, parsed } from './rows.js';
import {
  type ChangeInput,
  type ChangeResult,
  type DeliveryState,
  DROPPED_BY_BOOKING,
  type UpdateDeliveryRow,
} from './types.js';

export function changeOps(db: Db) {
  return {
    /**
     * One office action, in one transaction: the compare-and-set of the enquiry's state and version (nothing
     * is written unless the enquiry is still at `version` and in a state the action starts from), its event
     * row, the calendar SEQUENCE raised for a change the visitor's calendar follows, the booked slot and
     * date, a "requested" e-mail still waiting dropped by a booking, and the change's deliveries, claimed for
     * their first attempt after the answer (`deliverClaimed`), as `record` claims an enquiry's.
     */
    async change(input: ChangeInput): Promise<ChangeResult> {
      const { submissionId, action, version, actor, channels, now } = input;
      const rule = TRANSITIONS[action];
      const slot = SLOT_ACTIONS.includes(action) ? (input.slot ?? null) : null;
      const reason = input.reason ?? null;
      const agreement = slot ? (input.agreement ?? null) : null;
      return db.transaction(async (tx) => {
        // The compare-and-set. `prior` is the row as it was: its state is the change's from-state (it is the
        // state at `version`, since every change raises the version).
        const [row] = await tx.query(
          `UPDATE booking_enquiries e
           SET state = $4, version = e.version + 1, ics_sequence = e.ics_sequence + $5::int,
               booking = COALESCE($6::text::jsonb, e.booking),
               booked_date = COALESCE($7::date, e.booked_date),
               link_nonce = COALESCE(e.link_nonce, $10),
               agreement_version = COALESCE($8, e.agreement_version),
               client_email = COALESCE($9, e.client_email),
               agreement_sent_at = CASE WHEN $8::text IS NULL OR NOT $13 THEN e.agreement_sent_at
                                        ELSE COALESCE(e.agreement_sent_at, $11) END,
               needs_attention = CASE WHEN $12 THEN $11 ELSE NULL END
           FROM booking_enquiries prior
           WHERE prior.submission_id = e.submission_id AND e.submission_id = $1
             AND e.version = $2 AND e.state = ANY($3::text[])
           RETURNING prior.state AS from_state, e.version, e.ics_sequence, e.booking::text AS booking,
                     e.received_at, e.payload::text AS payload, prior.agreement_version AS prior_version,
                     e.link_nonce, e.agreement_version, e.client_email,
                     prior.client_email AS prior_client_email`,
          [
            submissionId,
            version,
            `{${rule.from.join(',')}}`,
            rule.to,
            changesCalendar(rule.event) ? 1 : 0,
            slot ? JSON.stringify(slot) : null,
            slot?.date ?? null,
            agreement?.version ?? null,
            slot ? (input.clientEmail ?? null) : null,
            slot ? (agreement?.nonce ?? input.linkNonce ?? null) : null,
            now,
            input.by === 'client',
            agreement?.sent ?? true,
          ],
        );
        if (!row) return { kind: 'conflict' };
        const sequence = int(row.ics_sequence);
        const data: ChangeData = {
          slot: rule.event === 'declined' ? null : parsed<BookingSlot>(row.booking),
          reason,
          sequence,
          ...(input.by ? { by: input.by } : {}),
          ...(input.terms !== undefined ? { terms: input.terms } : {}),
          ...(agreement
            ? { agreement: { version: agreement.version, changed: row.prior_version !== agreement.version } }
            : {}),
          ...(row.client_email ? { clientEmail: row.client_email as string } : {}),
          ...(row.prior_client_email && row.prior_client_email !== row.client_email
            ? { formerClientEmail: row.prior_client_email as string }
            : {}),
        };
        if (rule.event === 'booked') {
          // The "requested" e-mail is pointless once the visitor has the booking: if it has not gone, it
          // never does. (One on its way now is recorded as delivered if it arrives; see `settle`.)
          await tx.query(
            `UPDATE booking_deliveries SET state = 'failed', last_answer = $2, claimed_until = NULL
             WHERE submission_id = $1 AND channel = 'confirmation' AND event_id = 0 AND state = 'pending'`,
            [submissionId, DROPPED_BY_BOOKING],
          );
        }
        const { change, claims } = await addEvent(tx, {
          submissionId,
          event: rule.event,
          actor,
          fromState: row.from_state as EnquiryState,
          toState: rule.to,
          data,
          channels,
          now,
          booking: { receivedAt: date(row.received_at), enquiry: json(row.payload), links: linksOf(row) },
        });
        return { kind: 'changed', change, version: int(row.version), claims };
      });
    },

    /** Each change's deliveries of one enquiry, oldest change first. */
    async updateDeliveries(submissionId: string): Promise<UpdateDeliveryRow[]> {
      const rows = await db.query(
        `SELECT d.channel, d.event_id::text AS event_id, ev.event, d.state, d.attempts, d.last_answer,
                d.last_attempt_at, d.next_attempt_at, d.delivered_at
         FROM booking_deliveries d JOIN booking_events ev ON ev.id = d.event_id
         WHERE d.submission_id = $1 AND d.event_id <> 0
         ORDER BY d.event_id, d.channel`,
        [submissionId],
      );
      return rows.map((row) => ({
        channel: row.channel as UpdateChannelName,
        eventId: int(row.event_id),
        event: row.event as ChangeEvent | AgreementEvent,
        state: row.state as DeliveryState,
        attempts: int(row.attempts),
        lastAnswer: (row.last_answer as string | null) ?? null,
        lastAttemptAt: maybeDate(row.last_attempt_at),
        nextAttemptAt: date(row.next_attempt_at),
        deliveredAt: maybeDate(row.delivered_at),
      }));
    },
  };
}

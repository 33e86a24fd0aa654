/**
 * One event in a booking's history and the deliveries it makes, written in the caller's transaction: the
 * event row, its deliveries claimed for their first attempt after the answer (`deliverClaimed`), and the
 * change and claims the senders read. The office's changes, the agreement's events and the client's
 * requests all add their events here.
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { EnquiryState } from '../../domain/booking/states.js';
import type { Db } from './db.js';
import type { ChangeData } from './rows.js';
import {
  type BookingLinks,
  type ChangeRecord,
  CLAIM_MS,
  type ClaimedDelivery,
  type DeliveryChannel,
} from './types.js';

export interface NewEvent {
  submissionId: string;
  event: ChangeRecord['event'];
  actor: string | null;
  fromState: EnquiryState;
  toState: EnquiryState;
  /** The business history's line for it; null where the event says it all. */
  detail?: string | null;
  /** What the event row keeps in `data`, and the change carries. */
  data: ChangeData;
  channels: readonly DeliveryChannel[];
  now: Date;
  /** The booking as the claims carry it to the senders. */
  booking: { receivedAt: Date; enquiry: Enquiry; links: BookingLinks | null };
}

/** Adds the event and its claimed deliveries; `extra` is what the change carries beyond the row's data. */
export async function addEvent(
  tx: Db,
  input: NewEvent,
  extra: Partial<ChangeRecord> = {},
): Promise<{ change: ChangeRecord; claims: ClaimedDelivery[] }> {
  const { submissionId, event, actor, fromState, toState, data, channels, now, booking } = input;
  const [added] = await tx.query<{ id: string }>(
    `INSERT INTO booking_events (submission_id, at, event, actor, from_state, to_state, detail, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb) RETURNING id::text AS id`,
    [submissionId, now, event, actor, fromState, toState, input.detail ?? null, JSON.stringify(data)],
  );
  const id = Number(added!.id);
  if (channels.length > 0) {
    await tx.query(
      `INSERT INTO booking_deliveries
         (submission_id, channel, event_id, next_attempt_at, attempts, last_attempt_at, claimed_until)
       SELECT $1, channel, $2, $3, 1, $3, $4 FROM unnest($5::text[]) AS channel`,
      [submissionId, id, now, new Date(now.getTime() + CLAIM_MS), `{${channels.join(',')}}`],
    );
  }
  const change: ChangeRecord = { id, event, at: now, actor, fromState, toState, ...data, ...extra };
  const claims = channels.map((channel) => ({
    submissionId,
    channel,
    eventId: id,
    attempts: 1,
    retryWaitS: 0,
    receivedAt: booking.receivedAt,
    enquiry: booking.enquiry,
    confirmationHeld: null,
    change,
    links: booking.links,
  }));
  return { change, claims };
}

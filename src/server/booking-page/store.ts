/**
 * What the booking page writes in the ledger (issue 41): the client's request for another time (an event row,
 * its deliveries and the "needs attention" flag, in one transaction with the booking's row locked; the state
 * stays as it is), and the office's "mark handled", which clears the flag. The client's cancel is the ledger's
 * own `change` (the office's cancel transition) with `by: 'client'`.
 */
import type { Db } from '../ledger/db.js';
import { addEvent } from '../ledger/events.js';
import { type ClaimedDelivery, type ClientRequest } from '../ledger/ledger.js';
import {
  type BookingSlot,
  CLIENT_TRANSITIONS,
  type EnquiryState,
  type UpdateChannelName,
} from '../../domain/booking/states.js';
import type { LinkedBooking } from '../agreement/store.js';

export type RequestResult =
  | { kind: 'requested'; claims: ClaimedDelivery[] }
  | { kind: 'closed' }
  /** The same request as the booking's latest, within REPEAT_WINDOW_MS: recorded once already, sent once. */
  | { kind: 'repeat' }
  /** CHANGE_REQUESTS_PER_DAY already in the last 24 hours: nothing recorded, nothing sent. */
  | { kind: 'limited'; retryAfterS: number };

/**
 * The most requests for another time one booking takes in 24 hours. A client who needs more has the phone;
 * the office's inbox is never flooded from one link.
 */
export const CHANGE_REQUESTS_PER_DAY = 5;
/** A request equal to the booking's latest within this time is a second press or a retry: it is not sent again. */
export const REPEAT_WINDOW_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const sameRequest = (a: ClientRequest, b: ClientRequest) =>
  a.note === b.note &&
  a.preferred.length === b.preferred.length &&
  a.preferred.every((item, i) => item === b.preferred[i]);

/**
 * Records a request for another time: only while the booking is in a state CLIENT_TRANSITIONS allows it from.
 * Its 'change-requested' event row, its deliveries (claimed for their first attempt after the answer) and the
 * booking's needs_attention, or nothing.
 */
export async function requestChange(
  db: Db,
  {
    booking,
    request,
    channels,
    by = 'client',
    now,
  }: {
    booking: LinkedBooking;
    request: ClientRequest;
    channels: readonly UpdateChannelName[];
    /** Issue 52: 'booker' when whoever booked for the client asked, where the business lets them. */
    by?: 'client' | 'booker';
    now: Date;
  },
): Promise<RequestResult> {
  return db.transaction(async (tx) => {
    // The booking's row, locked first: two requests at once are counted one after the other.
    const [locked] = await tx.query(
      `SELECT state FROM booking_enquiries WHERE submission_id = $1 AND state = ANY($2::text[]) FOR UPDATE`,
      [booking.submissionId, `{${CLIENT_TRANSITIONS['change-request'].from.join(',')}}`],
    );
    if (!locked) return { kind: 'closed' };
    const recent = await tx.query<{ at: string | Date; data: string }>(
      `SELECT at, data::text AS data FROM booking_events
       WHERE submission_id = $1 AND event = 'change-requested' AND at > $2 ORDER BY at DESC, id DESC`,
      [booking.submissionId, new Date(now.getTime() - DAY_MS)],
    );
    const latest = recent[0];
    if (latest) {
      const latestAt = new Date(latest.at).getTime();
      const latestRequest = (JSON.parse(latest.data) as { request?: ClientRequest }).request;
      if (
        latestRequest &&
        sameRequest(latestRequest, request) &&
        now.getTime() - latestAt < REPEAT_WINDOW_MS
      ) {
        return { kind: 'repeat' };
      }
    }
    if (recent.length >= CHANGE_REQUESTS_PER_DAY) {
      const oldest = new Date(recent[recent.length - 1]!.at).getTime();
      return {
        kind: 'limited',
        retryAfterS: Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000)),
      };
    }
    const [row] = await tx.query(
      `UPDATE booking_enquiries SET needs_attention = $2
       WHERE submission_id = $1 AND state = ANY($3::text[])
       RETURNING state, booking::text AS booking, ics_sequence`,
      [booking.submissionId, now, `{${CLIENT_TRANSITIONS['change-request'].from.join(',')}}`],
    );
    if (!row) return { kind: 'closed' };
    const state = row.state as EnquiryState;
    const slot = row.booking ? (JSON.parse(String(row.booking)) as BookingSlot) : null;
    const data = { slot, reason: null, sequence: Number(row.ics_sequence), by, request };
    const detail = [
      ...(by === 'booker' ? ['asked by whoever booked'] : []),
      ...request.preferred,
      ...(request.note ? [`note: ${request.note}`] : []),
    ].join('; ');
    const { claims } = await addEvent(tx, {
      submissionId: booking.submissionId,
      event: 'change-requested',
      actor: null,
      fromState: state,
      toState: state,
      detail,
      data,
      channels,
      now,
      booking,
    });
    return { kind: 'requested', claims };
  });
}

/**
 * The events that decide which notice the booking page shows (issue 57): the client's request for another
 * time, and the office's answers to it, a move or "handled" (a call that settled it). Only the latest counts.
 */
const NOTICE_EVENTS = ['change-requested', 'moved', 'handled'] as const;

/**
 * The booking's link nonce (null before any link), its version (for the ledger's compare-and-set), and which
 * notice is current: the client's latest request for another time while no move or "handled" has followed
 * it (`lastRequestAt`), or the office's latest move when nothing followed it (`movedAt`); at most one is set.
 */
export async function bookingExtras(
  db: Db,
  submissionId: string,
): Promise<{ nonce: string | null; version: number; lastRequestAt: Date | null; movedAt: Date | null }> {
  const [row] = await db.query(
    `SELECT e.link_nonce, e.version, latest.event AS latest_event, latest.at AS latest_at
     FROM booking_enquiries e
     LEFT JOIN LATERAL (SELECT b.event, b.at FROM booking_events b
                        WHERE b.submission_id = e.submission_id AND b.event = ANY($2::text[])
                        ORDER BY b.id DESC LIMIT 1) latest ON true
     WHERE e.submission_id = $1`,
    [submissionId, `{${NOTICE_EVENTS.join(',')}}`],
  );
  const at = row?.latest_at ? new Date(row.latest_at as string | Date) : null;
  return {
    nonce: (row?.link_nonce as string | null | undefined) ?? null,
    version: Number(row?.version ?? 0),
    lastRequestAt: row?.latest_event === 'change-requested' ? at : null,
    movedAt: row?.latest_event === 'moved' ? at : null,
  };
}

/** The office's "mark handled": clears the flag, with a 'handled' event row. False when there was none. */
export async function markHandled(
  db: Db,
  { submissionId, actor, now }: { submissionId: string; actor: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query(
      `UPDATE booking_enquiries SET needs_attention = NULL
       WHERE submission_id = $1 AND needs_attention IS NOT NULL RETURNING state`,
      [submissionId],
    );
    if (!row) return false;
    await tx.query(
      `INSERT INTO booking_events (submission_id, at, event, actor, from_state, to_state, detail)
       VALUES ($1, $2, 'handled', $3, $4, $4, 'the client''s request marked handled')`,
      [submissionId, now, actor, row.state],
    );
    return true;
  });
}

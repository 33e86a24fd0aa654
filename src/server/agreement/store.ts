/**
 * What the agreement reads and writes in the ledger (issue 40): a booking as its links see it, its
 * acceptances, an acceptance (one per booking and version, with its event row and its deliveries in the same
 * transaction), and a link sent from the office (revoking the earlier ones when asked). agreement_acceptances
 * only ever gets INSERTs here; the database refuses anything else (migration 0005).
 */
import { business } from '../../content/business.js';
import { addDays, sydneyInstant } from '../../domain/booking/sydney-time.js';
import { LINK_DAYS_AFTER } from '../booking/links.js';
import type { Db, Row } from '../ledger/db.js';
import { addEvent as addLedgerEvent } from '../ledger/events.js';
import { linksOf } from '../ledger/rows.js';
import { type AcceptanceRecord, type BookingLinks, type ClaimedDelivery } from '../ledger/ledger.js';
import type { ReportChange } from '../ledger/types.js';
import { latestReport } from '../report/latest.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { type BookingSlot, type EnquiryState, type UpdateChannelName } from '../../domain/booking/states.js';

const DAY_MS = 24 * 60 * 60_000;

/** A booking as a link sees it. */
export interface LinkedBooking {
  submissionId: string;
  reference: string;
  receivedAt: Date;
  enquiry: Enquiry;
  state: EnquiryState;
  booking: BookingSlot | null;
  /** YYYY-MM-DD, Sydney; null before it was booked. */
  bookedDate: string | null;
  links: BookingLinks | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function bookingOf(row: Row): LinkedBooking {
  return {
    submissionId: row.submission_id as string,
    reference: row.reference as string,
    receivedAt: new Date(row.received_at as string | Date),
    enquiry: json<Enquiry>(row.payload),
    state: row.state as EnquiryState,
    booking: row.booking ? json<BookingSlot>(row.booking) : null,
    bookedDate: (row.booked_date as string | null) ?? null,
    // Every booking has its links once it has a nonce; the agreement's version only while one is sent.
    links: linksOf(row),
  };
}

const BOOKING_COLUMNS =
  'submission_id, reference, received_at, payload::text AS payload, state, booking::text AS booking, ' +
  'booked_date::text AS booked_date, link_nonce, agreement_version, client_email';

export async function linkedBooking(db: Db, submissionId: string): Promise<LinkedBooking | null> {
  const [row] = await db.query(`SELECT ${BOOKING_COLUMNS} FROM booking_enquiries WHERE submission_id = $1`, [
    submissionId,
  ]);
  return row ? bookingOf(row) : null;
}

/**
 * Whether the client may accept the agreement in this state: while booked, and once done (issue 58: publishing
 * the report marks the inspection done, and the report's file waits for the acceptance; refusing it then would
 * hold the file until the office released it).
 */
export const acceptsAgreement = (state: EnquiryState) => state === 'booked' || state === 'done';

/** When a booking's links run out: the end of the Sydney day LINK_DAYS_AFTER days after the booked date. */
export function linksExpireAt(bookedDate: string): Date {
  return sydneyInstant(addDays(bookedDate, LINK_DAYS_AFTER + 1), '00:00');
}

/** Until when an acceptance is kept: the record retention (business.privacy) after the booked date's end. */
export function keepUntil(bookedDate: string | null, now: Date, retentionDays: number): Date {
  const end = bookedDate ? sydneyInstant(addDays(bookedDate, 1), '00:00') : now;
  return new Date(Math.max(end.getTime(), now.getTime()) + retentionDays * DAY_MS);
}

function acceptanceOf(row: Row): AcceptanceRecord {
  return {
    id: Number(row.id),
    submissionId: row.submission_id as string,
    reference: row.reference as string,
    version: row.version as string,
    textSha256: row.text_sha256 as string,
    text: row.text as string,
    name: row.name as string,
    onBehalf: row.on_behalf === true,
    acceptedAt: new Date(row.accepted_at as string | Date),
    ip: (row.ip as string | null) ?? null,
    userAgent: (row.user_agent as string | null) ?? null,
    bookingState: row.booking_state as EnquiryState,
    booking: row.booking ? json<BookingSlot>(row.booking) : null,
    keepUntil: new Date(row.keep_until as string | Date),
    concerns: (row.concerns as string | null) ?? '',
  };
}

const ACCEPTANCE_COLUMNS =
  'id::text AS id, submission_id, reference, version, text_sha256, text, name, on_behalf, accepted_at, ip, ' +
  'user_agent, booking_state, booking::text AS booking, keep_until, concerns';

export async function findAcceptance(
  db: Db,
  submissionId: string,
  version: string,
): Promise<AcceptanceRecord | null> {
  const [row] = await db.query(
    `SELECT ${ACCEPTANCE_COLUMNS} FROM agreement_acceptances WHERE submission_id = $1 AND version = $2`,
    [submissionId, version],
  );
  return row ? acceptanceOf(row) : null;
}

/** Issue 54: the booking's latest acceptance, of whichever version; null when none was ever accepted. */
export async function latestAcceptance(db: Db, submissionId: string): Promise<AcceptanceRecord | null> {
  const [row] = await db.query(
    `SELECT ${ACCEPTANCE_COLUMNS} FROM agreement_acceptances WHERE submission_id = $1
     ORDER BY accepted_at DESC, id DESC LIMIT 1`,
    [submissionId],
  );
  return row ? acceptanceOf(row) : null;
}

export interface AcceptInput {
  submissionId: string;
  /** The version and text the server holds current: checked again under the row's lock. */
  version: string;
  hash: string;
  text: string;
  name: string;
  onBehalf: boolean;
  /** Issue 54: the client's particular concerns ('' for none); `text` and `hash` already carry them. */
  concerns?: string;
  ip: string | null;
  userAgent: string | null;
  /** The deliveries the acceptance makes: its copies, and the automation's event when on. */
  channels: readonly UpdateChannelName[];
  now: Date;
  /** business.privacy.recordRetention unless set. */
  retentionDays?: number;
}

export type AcceptResult =
  | { kind: 'accepted'; record: AcceptanceRecord; claims: ClaimedDelivery[] }
  /** This version was accepted before: that record, and nothing written. */
  | { kind: 'existing'; record: AcceptanceRecord }
  /** The booking moved on meanwhile (another version, or no longer booked): nothing written. */
  | { kind: 'changed' };

/**
 * Records an acceptance, in one transaction with the booking's row locked: the booking must still be booked (or
 * done: acceptsAgreement) at `version`; the record, an 'agreement-accepted' event and its deliveries (claimed
 * for their first attempt after the answer). A second acceptance of the same version writes nothing and returns the first.
 */
export async function accept(db: Db, input: AcceptInput): Promise<AcceptResult> {
  const { submissionId, version, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx.query(
      `SELECT ${BOOKING_COLUMNS}, ics_sequence FROM booking_enquiries WHERE submission_id = $1 FOR UPDATE`,
      [submissionId],
    );
    if (!row) return { kind: 'changed' };
    const booking = bookingOf(row);
    const earlier = await findAcceptance(tx, submissionId, version);
    if (earlier) return { kind: 'existing', record: earlier };
    if (!acceptsAgreement(booking.state) || booking.links?.version !== version) return { kind: 'changed' };
    const [inserted] = await tx.query(
      `INSERT INTO agreement_acceptances
         (submission_id, reference, version, text_sha256, text, name, on_behalf, accepted_at, ip, user_agent,
          booking_state, booking, keep_until, concerns)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text::jsonb, $13, $14)
       ON CONFLICT (submission_id, version) DO NOTHING
       RETURNING ${ACCEPTANCE_COLUMNS}`,
      [
        submissionId,
        booking.reference,
        version,
        input.hash,
        input.text,
        input.name,
        input.onBehalf,
        now,
        input.ip,
        input.userAgent,
        booking.state,
        booking.booking ? JSON.stringify(booking.booking) : null,
        keepUntil(booking.bookedDate, now, input.retentionDays ?? business.privacy.recordRetention),
        input.concerns ?? '',
      ],
    );
    if (!inserted) {
      const record = await findAcceptance(tx, submissionId, version);
      return record ? { kind: 'existing', record } : { kind: 'changed' };
    }
    const record = acceptanceOf(inserted);
    const data = {
      slot: booking.booking,
      reason: null,
      sequence: Number(row.ics_sequence),
      acceptance: record,
    };
    const detail = `version ${version}, by ${record.name}${record.onBehalf ? " on the client's behalf" : ''}`;
    const claims = await addEvent(tx, booking, {
      event: 'agreement-accepted',
      actor: null,
      detail,
      data,
      channels: input.channels,
      now,
    });
    return { kind: 'accepted', record, claims };
  });
}

/** An agreement event row and its deliveries, claimed for their first attempt; the claims. */
async function addEvent(
  tx: Db,
  booking: LinkedBooking,
  {
    event,
    actor,
    detail,
    data,
    channels,
    now,
  }: {
    event: 'agreement-sent' | 'agreement-accepted' | 'links-revoked';
    actor: string | null;
    detail: string;
    data: {
      slot: BookingSlot | null;
      reason: null;
      sequence: number;
      acceptance?: AcceptanceRecord;
      /** Issue 58: a revoke's fresh links include the report's, when one is published. */
      report?: ReportChange;
    };
    channels: readonly UpdateChannelName[];
    now: Date;
  },
): Promise<ClaimedDelivery[]> {
  const { claims } = await addLedgerEvent(
    tx,
    {
      submissionId: booking.submissionId,
      event,
      actor,
      fromState: booking.state,
      toState: booking.state,
      detail,
      data,
      channels,
      now,
      booking,
    },
    { acceptance: data.acceptance ?? null },
  );
  return claims;
}

export type SendLinkResult = { kind: 'sent'; claims: ClaimedDelivery[] } | { kind: 'not-booked' };

/**
 * The office sends the agreement's link again, in one transaction with its event row and the 'agreement'
 * delivery. Only while booked with an agreement sent.
 */
export async function sendLink(
  db: Db,
  {
    submissionId,
    actor,
    nonce,
    channels,
    now,
  }: {
    submissionId: string;
    actor: string;
    nonce: string;
    channels: readonly UpdateChannelName[];
    now: Date;
  },
): Promise<SendLinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query(
      `UPDATE booking_enquiries
       SET link_nonce = COALESCE(link_nonce, $2), agreement_sent_at = COALESCE(agreement_sent_at, $3)
       WHERE submission_id = $1 AND state = 'booked' AND agreement_version IS NOT NULL
       RETURNING ${BOOKING_COLUMNS}, ics_sequence`,
      [submissionId, nonce, now],
    );
    if (!row) return { kind: 'not-booked' };
    const booking = bookingOf(row);
    const claims = await addEvent(tx, booking, {
      event: 'agreement-sent',
      actor,
      detail: 'the link sent again',
      data: { slot: booking.booking, reason: null, sequence: Number(row.ics_sequence) },
      channels,
      now,
    });
    return { kind: 'sent', claims };
  });
}

/**
 * Issue 52: the office revokes every link of a booking (a new nonce: the booking page, the booker's read-only
 * page and the agreement's links all stop working), and sends the client fresh ones (`channels`: the
 * 'client-links' delivery, when the client's address is known and mail is set up). While booked, and once done
 * while a report is published (issue 58: its link is the client's credential too, and a revoke re-sends it).
 */
export async function revokeLinks(
  db: Db,
  {
    submissionId,
    actor,
    nonce,
    channels,
    detail,
    now,
  }: {
    submissionId: string;
    actor: string;
    nonce: string;
    channels: readonly UpdateChannelName[];
    detail: string;
    now: Date;
  },
): Promise<SendLinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query(
      `UPDATE booking_enquiries SET link_nonce = $2
       WHERE submission_id = $1 AND link_nonce IS NOT NULL
         AND (state = 'booked' OR (state = 'done' AND EXISTS (
           SELECT 1 FROM booking_reports r WHERE r.submission_id = booking_enquiries.submission_id)))
       RETURNING ${BOOKING_COLUMNS}, ics_sequence`,
      [submissionId, nonce],
    );
    if (!row) return { kind: 'not-booked' };
    const booking = bookingOf(row);
    const report = await latestReport(tx, submissionId);
    const claims = await addEvent(tx, booking, {
      event: 'links-revoked',
      actor,
      detail,
      data: {
        slot: booking.booking,
        reason: null,
        sequence: Number(row.ics_sequence),
        ...(report ? { report } : {}),
      },
      channels,
      now,
    });
    return { kind: 'sent', claims };
  });
}

/**
 * The booking ledger: every enquiry recorded once, before the visitor is answered, with the state of its
 * delivery to each channel (the automation, the business mailbox, the visitor's confirmation). The same SQL
 * runs on any PostgreSQL (postgres-db.ts) and on PGlite (pglite-db.ts). Times come from the caller's clock,
 * never the database's, so the rules below are the same on every host and in the tests.
 *
 * The delivery rules (retry, back off, give up) are pure functions at the end of this file.
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { addressKey } from '../../domain/booking/addressees.js';
import { clientIpGroup } from '../confirmation-limits.js';
import {
  type AgreementEvent,
  type BookingSlot,
  type ChangeEvent,
  changesCalendar,
  type ClientEvent,
  type EnquiryState,
  type LinksEvent,
  type OfficeAction,
  SLOT_ACTIONS,
  TRANSITIONS,
  type UpdateChannelName,
} from '../../domain/booking/states.js';
import type { Db, Row } from './db.js';

export const CHANNELS = ['automation', 'mailbox', 'confirmation'] as const;
export type Channel = (typeof CHANNELS)[number];
/** An office change's deliveries (issue 39): the client's e-mail and the automation's event. */
export const UPDATE_CHANNELS = [
  'client-update',
  'automation-event',
  'agreement',
  'agreement-copy',
  'agreement-office',
  'booking-office',
  'booker-update',
  'client-former',
  'client-links',
] as const satisfies readonly UpdateChannelName[];
/** Every channel a delivery row may name: an enquiry's own (event_id 0), or a change's (its event's id). */
export type DeliveryChannel = Channel | UpdateChannelName;
export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** How long one delivery may hold its channel; after that another process may try it. */
export const CLAIM_MS = 2 * 60_000;
/** At most this many confirmations to one address in CONFIRMATION_WINDOW_MS. */
export const CONFIRMATION_LIMIT = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;
/** How long a client IP is kept: the window of the per-IP limit. The sweep clears it after that. */
export const CLIENT_IP_KEPT_MS = CONFIRMATION_WINDOW_MS;
export const SITE_WINDOW_MS = 60 * 60_000;

/**
 * The limits on the visitor's confirmation. Past any of them the enquiry is recorded and delivered as usual;
 * only the confirmation is held back, and the business's mail says why.
 */
export interface ConfirmationLimits {
  /** To one address (addressKey) in CONFIRMATION_WINDOW_MS. */
  perAddress: number;
  /** To enquiries from one client IP (an IPv6 /64) in CONFIRMATION_WINDOW_MS. */
  perClientIp: number;
  /** From the whole site in SITE_WINDOW_MS. */
  sitePerHour: number;
}

/**
 * An office of agents behind one address books a handful a day; a small business's site confirms a few dozen
 * enquiries on its busiest day. A flood of forged ones stops at these.
 */
export const DEFAULT_CONFIRMATION_LIMITS: ConfirmationLimits = {
  perAddress: CONFIRMATION_LIMIT,
  perClientIp: 10,
  sitePerHour: 30,
};

/** What a channel said when it was tried. `status` is the HTTP or SMTP code, when there was one. */
export interface ChannelResult {
  ok: boolean;
  answer: string;
  status?: number;
}

export interface DeliveryRow {
  channel: Channel;
  state: DeliveryState;
  attempts: number;
  lastAnswer: string | null;
  lastStatus: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

export interface LedgerEntry {
  submissionId: string;
  reference: string;
  receivedAt: Date;
  enquiry: Enquiry;
  deliveries: DeliveryRow[];
}

/** An acceptance of an agreement, as agreement_acceptances keeps it (migration 0005). */
export interface AcceptanceRecord {
  id: number;
  submissionId: string;
  reference: string;
  version: string;
  textSha256: string;
  text: string;
  name: string;
  onBehalf: boolean;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  bookingState: EnquiryState;
  booking: BookingSlot | null;
  keepUntil: Date;
}

/** What a change's event row says of the agreement (issue 40). */
export interface ChangeAgreement {
  /** The version the change made current. */
  version: string;
  /** Whether it differs from the version before the change (the inspection or the price changed). */
  changed: boolean;
}

/**
 * A booking's links as the ledger holds them when a delivery is claimed (issue 40). Every booking has a nonce
 * from its confirm (the client's booking page, issue 41); the agreement's version only once one was sent.
 */
export interface BookingLinks {
  nonce: string;
  /** The agreement's version sent with the booking; null when none was (the decision off). */
  version: string | null;
  /** The client's address an agent's booking gave; null when the booker is the client. */
  clientEmail: string | null;
}

/** One change of an enquiry's state, as its event row keeps it and its deliveries carry it. */
export interface ChangeRecord {
  /** booking_events.id: in the delivery's key, the e-mail's Message-ID and the automation's Idempotency-Key. */
  id: number;
  event: ChangeEvent | AgreementEvent | ClientEvent | LinksEvent;
  at: Date;
  /** The office address signed in that made it. */
  actor: string | null;
  fromState: EnquiryState;
  toState: EnquiryState;
  /** booked, moved, done: the slot now; cancelled: the slot as it was; declined: null. */
  slot: BookingSlot | null;
  /** declined, cancelled: the office's reason. */
  reason: string | null;
  /** The enquiry's calendar SEQUENCE after this change (raised by all but done). */
  sequence: number;
  /** Issue 40: the agreement's version this change made current (confirm, move); unset otherwise. */
  agreement?: ChangeAgreement | null;
  /** Issue 40: the acceptance an 'agreement-accepted' event carries (its copies' text). */
  acceptance?: AcceptanceRecord | null;
  /**
   * Issue 41: 'client' when the client made it on the booking page (a cancel, a request for another time);
   * issue 52: 'booker' when whoever booked for the client asked for another time, where the business lets them.
   */
  by?: 'client' | 'booker';
  /** Issue 41, 'change-requested': the times the client would prefer (1 to 3) and their note. */
  request?: ClientRequest | null;
  /**
   * Issue 52: the client's address the office gave for a booking made by someone else, as it stood after this
   * change (null when none was given); and, on a move that changed it, the one before, whose calendar entry is
   * cancelled.
   */
  clientEmail?: string | null;
  formerClientEmail?: string | null;
}

/** Issue 41: what a client's request for another time says. */
export interface ClientRequest {
  /** As the client typed them, 1 to 3. */
  preferred: string[];
  /** '' for none. */
  note: string;
}

/** A channel of one enquiry (or of one of its changes), claimed for delivery by this process. */
export interface ClaimedDelivery {
  submissionId: string;
  channel: DeliveryChannel;
  /** 0 for the enquiry's own channels; the change's event id for an update. */
  eventId: number;
  /** Attempts so far, this one included. */
  attempts: number;
  retryWaitS: number;
  receivedAt: Date;
  enquiry: Enquiry;
  /** Why the confirmation was held back, for the business's mail; null when it was not. */
  confirmationHeld: string | null;
  /** The change an update carries; null (or unset) for the enquiry's own channels. */
  change?: ChangeRecord | null;
  /** Issue 40: the booking's links now (its nonce may be newer than the change); null before any. */
  links?: BookingLinks | null;
}

export type RecordResult =
  | {
      kind: 'recorded';
      channels: Channel[];
      confirmationLimited: boolean;
      /** Why the confirmation was held back (the business's mail says it); null when it was not. */
      confirmationHeld: string | null;
      /** Each channel, already claimed by this process for its first attempt (`deliverClaimed`). */
      claims: ClaimedDelivery[];
    }
  | { kind: 'duplicate'; reference: string; changed: boolean };

export interface RecordInput {
  enquiry: Enquiry;
  /** contentHash(enquiry): the same for a replay, different for a changed duplicate. */
  contentHash: string;
  /** The channels to deliver to; 'confirmation' is dropped past the limit. */
  channels: readonly Channel[];
  /** The booker's address, when a confirmation is to be sent. */
  confirmTo: string | null;
  /** The client's IP as the host saw it (clientIpGroup); null when the host did not say. */
  clientIp?: string | null;
  /** The limits on the confirmation; DEFAULT_CONFIRMATION_LIMITS unless set. */
  limits?: Partial<ConfirmationLimits>;
  now: Date;
}

/** What an office action asks of the ledger (`change`). */
export interface ChangeInput {
  submissionId: string;
  action: OfficeAction;
  /** The version the office last read: the change is made only if the enquiry is still at it. */
  version: number;
  /** The office address signed in; null for the client's own cancel (`by`). */
  actor: string | null;
  /**
   * Issue 41: 'client' for the client's cancel on the booking page: the booking is flagged as needing the
   * office's attention. Any other change (the office's) clears that flag.
   */
  by?: 'client';
  /** confirm, move: the new slot. */
  slot?: BookingSlot | null;
  /** decline, cancel: the reason. */
  reason?: string | null;
  /** The deliveries to make (states.ts `updateChannels`), claimed for their first attempt. */
  channels: readonly UpdateChannelName[];
  /**
   * Issue 40, confirm and move with the agreement sent: its version for the new slot, and the client's address
   * when an agent booked (null keeps the one given before). The booking's link nonce is made when it has none.
   * `sent`: whether an e-mail carrying the agreement's link is queued with this change (true unless said);
   * only then is `agreement_sent_at` set, so the office never shows as sent an agreement no e-mail carries.
   */
  agreement?: { version: string; nonce: string; sent?: boolean } | null;
  /**
   * Issue 52, confirm and move of a booking made for a client: the client's address, the booking's addressee
   * from now on (null keeps the one given before).
   */
  clientEmail?: string | null;
  /**
   * Issue 41, confirm and move: the link nonce a booking without one gets, for the client's booking page
   * (`/booking/<token>`), whether or not an agreement is sent. Kept when the booking has one.
   */
  linkNonce?: string | null;
  now: Date;
}

export type ChangeResult =
  | { kind: 'changed'; change: ChangeRecord; version: number; claims: ClaimedDelivery[] }
  /** The enquiry is not at `version`, or its state does not allow the action: nothing was written. */
  | { kind: 'conflict' };

/** What a pending 'confirmation' (the "requested" e-mail) says once a booking made it pointless. */
export const DROPPED_BY_BOOKING = 'dropped: booked before it was sent';

/** One delivery of one change, for the office's detail. */
export interface UpdateDeliveryRow {
  channel: UpdateChannelName;
  eventId: number;
  event: ChangeEvent | AgreementEvent | ClientEvent | LinksEvent;
  state: DeliveryState;
  attempts: number;
  lastAnswer: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** A waiting enquiry as the automation alert lists it. */
export interface WaitingEnquiry {
  reference: string;
  receivedAt: Date;
  enquiry: Enquiry;
  attempts: number;
  lastAnswer: string | null;
  lastStatus: number | null;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const maybeDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);
const json = (value: unknown): Enquiry => (typeof value === 'string' ? JSON.parse(value) : value) as Enquiry;
const int = (value: unknown): number => Number(value);
const maybeInt = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function deliveryRow(row: Row): DeliveryRow {
  return {
    channel: row.channel as Channel,
    state: row.state as DeliveryState,
    attempts: int(row.attempts),
    lastAnswer: (row.last_answer as string | null) ?? null,
    lastStatus: maybeInt(row.last_status),
    lastAttemptAt: maybeDate(row.last_attempt_at),
    nextAttemptAt: date(row.next_attempt_at),
    deliveredAt: maybeDate(row.delivered_at),
  };
}

const parsed = <T>(value: unknown): T | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);

/** What a change's event row keeps in `data`. */
interface ChangeData {
  slot: BookingSlot | null;
  reason: string | null;
  sequence: number;
  agreement?: ChangeAgreement | null;
  acceptance?: AcceptanceRecord | null;
  by?: 'client' | 'booker';
  request?: ClientRequest | null;
  clientEmail?: string | null;
  formerClientEmail?: string | null;
}

function acceptanceOf(
  value:
    | AcceptanceRecord
    | (Omit<AcceptanceRecord, 'acceptedAt' | 'keepUntil'> & { acceptedAt: unknown; keepUntil: unknown })
    | null
    | undefined,
): AcceptanceRecord | null {
  if (!value) return null;
  return { ...value, acceptedAt: date(value.acceptedAt), keepUntil: date(value.keepUntil) };
}

/** A change from the columns `change_*` (CLAIMED_COLUMNS), or null for an enquiry's own channel. */
function changeOf(row: Row): ChangeRecord | null {
  if (row.change_event === null || row.change_event === undefined) return null;
  const data = parsed<ChangeData>(row.change_data);
  return {
    id: int(row.event_id),
    event: row.change_event as ChangeEvent | AgreementEvent | ClientEvent | LinksEvent,
    at: date(row.change_at),
    actor: (row.change_actor as string | null) ?? null,
    fromState: row.change_from as EnquiryState,
    toState: row.change_to as EnquiryState,
    slot: data?.slot ?? null,
    reason: data?.reason ?? null,
    sequence: int(data?.sequence ?? 0),
    agreement: data?.agreement ?? null,
    acceptance: acceptanceOf(data?.acceptance),
    ...(data?.by ? { by: data.by } : {}),
    request: data?.request ?? null,
  };
}

function linksOf(row: Row): BookingLinks | null {
  if (!row.link_nonce) return null;
  return {
    nonce: row.link_nonce as string,
    version: (row.agreement_version as string | null) ?? null,
    clientEmail: (row.client_email as string | null) ?? null,
  };
}

function claimedRow(row: Row): ClaimedDelivery {
  return {
    submissionId: row.submission_id as string,
    channel: row.channel as DeliveryChannel,
    eventId: int(row.event_id ?? 0),
    attempts: int(row.attempts),
    retryWaitS: int(row.retry_wait_s),
    receivedAt: date(row.received_at),
    enquiry: json(row.payload),
    confirmationHeld: (row.confirmation_held as string | null) ?? null,
    change: changeOf(row),
    links: linksOf(row),
  };
}

/** `$first, $first+1, ...` for a list of values: the channel names a process can deliver to. */
function placeholders(count: number, first: number): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
}

/** A claimed delivery's columns: `d` the delivery, `e` its enquiry, `ev` its change (none for event_id 0). */
const CLAIMED_COLUMNS =
  'd.submission_id, d.channel, d.event_id::text AS event_id, d.attempts, d.retry_wait_s, e.received_at, ' +
  'e.payload::text AS payload, e.confirmation_held, ev.event AS change_event, ev.at AS change_at, ' +
  'ev.actor AS change_actor, ev.from_state AS change_from, ev.to_state AS change_to, ' +
  'ev.data::text AS change_data, e.link_nonce, e.agreement_version, e.client_email';

/** When a delivery's age for giving up and backing off starts: its change's time, or the enquiry's. */
const DELIVERY_SINCE =
  'COALESCE((SELECT ev.at FROM booking_events ev WHERE d.event_id <> 0 AND ev.id = d.event_id), e.received_at)';

/**
 * Confirmations sent or on their way (not given up) for enquiries matching `where` received since `since`: a
 * scalar subquery, each of the three on its own index (confirm_key, client_ip, received_at).
 */
const CONFIRMATIONS_SINCE = (where: string, since: string) =>
  `SELECT count(*) FROM booking_deliveries d JOIN booking_enquiries e ON e.submission_id = d.submission_id
   WHERE ${where} AND e.received_at > ${since} AND d.channel = 'confirmation' AND d.state <> 'failed'`;

/** One settled delivery's new values, as `settleRows` writes them. */
interface SettledRow {
  submission_id: string;
  channel: DeliveryChannel;
  event_id: number;
  state: DeliveryState;
  last_answer: string;
  last_status: number | null;
  next_attempt_at: string;
  retry_wait_s: number;
  delivered_at: string | null;
}

/**
 * Writes settled deliveries, one statement for all: a row no longer pending stays as it is unless this
 * attempt delivered it. The rows travel as one JSON parameter (no prepared statement, any number of rows).
 */
async function settleRows(db: Db, rows: readonly SettledRow[]) {
  await db.query(
    `UPDATE booking_deliveries d
     SET state = v.state, last_answer = v.last_answer, last_status = v.last_status,
         next_attempt_at = v.next_attempt_at, retry_wait_s = v.retry_wait_s, delivered_at = v.delivered_at,
         claimed_until = NULL
     FROM jsonb_to_recordset($1::text::jsonb) AS v(submission_id text, channel text, event_id bigint,
       state text, last_answer text, last_status integer, next_attempt_at timestamptz, retry_wait_s integer,
       delivered_at timestamptz)
     WHERE d.submission_id = v.submission_id AND d.channel = v.channel AND d.event_id = v.event_id
       AND (d.state = 'pending' OR v.state = 'delivered')`,
    [JSON.stringify(rows)],
  );
}

/**
 * Settles as a group commit: a settle arriving while none is being written is written at once; those arriving
 * meanwhile wait for it and are then written together, in one statement and one transaction. Under load the
 * after-answer deliveries of many enquiries (three channels each) cost one round trip instead of one each;
 * alone, a settle waits for nothing. Each settle resolves once its row is written; when a group's statement
 * fails, each of its rows is written on its own, so one bad row fails only its own settle.
 */
function settleQueue(db: Db) {
  let waiting: { row: SettledRow; done: () => void; failed: (error: unknown) => void }[] = [];
  let writing = false;
  const write = async () => {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await settleRows(
          db,
          group.map((entry) => entry.row),
        );
        for (const entry of group) entry.done();
      } catch (error) {
        if (group.length === 1) group[0]!.failed(error);
        else
          await Promise.all(group.map((entry) => settleRows(db, [entry.row]).then(entry.done, entry.failed)));
      }
    }
    writing = false;
  };
  return {
    add(row: SettledRow): Promise<void> {
      return new Promise((done, failed) => {
        waiting.push({ row, done, failed });
        if (!writing) void write();
      });
    },
  };
}

/**
 * Declares the ledger's "now" for the rest of the transaction: the database's `ledger_clock()` (migration
 * 0008), by which the acceptance records' trigger judges a delete, then reads the server's clock, not its own.
 */
async function declareClock(tx: Db, now: Date): Promise<void> {
  await tx.query("SELECT set_config('ledger.now', $1, true)", [now.toISOString()]);
}

export function createLedger(db: Db) {
  const settling = settleQueue(db);
  return {
    db,

    /**
     * Records the enquiry and its channels in one transaction, or finds it already recorded (the first record
     * wins). The caller answers 202 only once this has resolved.
     */
    async record({
      enquiry,
      contentHash,
      channels,
      confirmTo,
      clientIp = null,
      limits: given = {},
      now,
    }: RecordInput): Promise<RecordResult> {
      const limits = { ...DEFAULT_CONFIRMATION_LIMITS, ...given };
      const confirming = channels.includes('confirmation') && !!confirmTo;
      const key = confirmTo ? addressKey(confirmTo) : null;
      const ip = confirming ? clientIpGroup(clientIp) : null;
      return db.transaction(async (tx) => {
        // When it may be confirmed, the site-wide lock comes with the insert (one round trip): one decision at
        // a time for the whole site, so enquiries arriving together cannot all pass the counts, and the next
        // statement's snapshot, taken once the lock is held, sees every confirmation committed before it.
        const inserted = await tx.query(
          `INSERT INTO booking_enquiries
             (submission_id, reference, payload, content_hash, confirm_to, confirm_key, client_ip, received_at)
           SELECT $1, $2, $3::text::jsonb, $4, $5, $6, $7, $8
           ${confirming ? "FROM (SELECT pg_advisory_xact_lock(hashtext('booking-confirmations'))) AS locked" : ''}
           ON CONFLICT (submission_id) DO NOTHING
           RETURNING submission_id`,
          [
            enquiry.submissionId,
            enquiry.reference,
            JSON.stringify(enquiry),
            contentHash,
            confirmTo,
            key,
            ip,
            now,
          ],
        );
        if (inserted.length === 0) {
          const [first] = await tx.query<{ reference: string; content_hash: string }>(
            'SELECT reference, content_hash FROM booking_enquiries WHERE submission_id = $1',
            [enquiry.submissionId],
          );
          return {
            kind: 'duplicate',
            reference: first?.reference ?? enquiry.reference,
            changed: first?.content_hash !== contentHash,
          };
        }
        let confirmationHeld: string | null = null;
        let wanted = [...channels];
        if (wanted.includes('confirmation') && !confirming)
          wanted = wanted.filter((c) => c !== 'confirmation');
        const claimedUntil = new Date(now.getTime() + CLAIM_MS);
        if (confirming) {
          // The three counts, the decision, the reason kept on the enquiry and its deliveries, in one statement
          // under the lock: the lock is held for as few round trips as can be, since every enquiry that may be
          // confirmed waits on it.
          const held = {
            address:
              `${limits.perAddress} confirmations have already gone to this address (or a variant of it) ` +
              'in the last 24 hours',
            ip:
              `${limits.perClientIp} confirmations have already gone to enquiries sent from the same ` +
              'network in the last 24 hours',
            site: `the site has already sent ${limits.sitePerHour} confirmations in the last hour`,
          };
          const [decided] = await tx.query<{ held: string | null }>(
            `WITH decision AS (
               SELECT CASE
                 WHEN (${CONFIRMATIONS_SINCE('e.confirm_key = $2', '$4')}) >= $6 THEN $9
                 WHEN $3::text IS NOT NULL AND (${CONFIRMATIONS_SINCE('e.client_ip = $3', '$4')}) >= $7 THEN $10
                 WHEN (${CONFIRMATIONS_SINCE('true', '$5')}) >= $8 THEN $11
               END AS held
             ),
             kept AS (
               UPDATE booking_enquiries SET confirmation_held = decision.held FROM decision
               WHERE submission_id = $1 AND decision.held IS NOT NULL
             ),
             delivering AS (
               INSERT INTO booking_deliveries
                 (submission_id, channel, next_attempt_at, attempts, last_attempt_at, claimed_until)
               SELECT $1, channel, $12, 1, $12, $13 FROM unnest($14::text[]) AS channel, decision
               WHERE channel <> 'confirmation' OR decision.held IS NULL
             )
             SELECT held FROM decision`,
            [
              enquiry.submissionId,
              key,
              ip,
              new Date(now.getTime() - CONFIRMATION_WINDOW_MS),
              new Date(now.getTime() - SITE_WINDOW_MS),
              limits.perAddress,
              limits.perClientIp,
              limits.sitePerHour,
              held.address,
              held.ip,
              held.site,
              now,
              claimedUntil,
              `{${wanted.join(',')}}`,
            ],
          );
          confirmationHeld = decided?.held ?? null;
          if (confirmationHeld) wanted = wanted.filter((c) => c !== 'confirmation');
        } else if (wanted.length > 0) {
          // Claimed for the first attempt right away, which follows the answer: if this process dies before
          // it, the claim runs out and the sweep delivers instead.
          await tx.query(
            `INSERT INTO booking_deliveries
               (submission_id, channel, next_attempt_at, attempts, last_attempt_at, claimed_until)
             SELECT $1, channel, $2, 1, $2, $3 FROM unnest($4::text[]) AS channel`,
            [enquiry.submissionId, now, claimedUntil, `{${wanted.join(',')}}`],
          );
        }
        const claims = wanted.map((channel) => ({
          submissionId: enquiry.submissionId,
          channel,
          eventId: 0,
          attempts: 1,
          retryWaitS: 0,
          receivedAt: now,
          enquiry,
          confirmationHeld,
        }));
        return {
          kind: 'recorded',
          channels: wanted,
          confirmationLimited: confirmationHeld !== null,
          confirmationHeld,
          claims,
        };
      });
    },

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
          ...(agreement
            ? { agreement: { version: agreement.version, changed: row.prior_version !== agreement.version } }
            : {}),
          ...(row.client_email ? { clientEmail: row.client_email as string } : {}),
          ...(row.prior_client_email && row.prior_client_email !== row.client_email
            ? { formerClientEmail: row.prior_client_email as string }
            : {}),
        };
        const [event] = await tx.query<{ id: string }>(
          `INSERT INTO booking_events (submission_id, at, event, actor, from_state, to_state, data)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb) RETURNING id::text AS id`,
          [submissionId, now, rule.event, actor, row.from_state, rule.to, JSON.stringify(data)],
        );
        const id = int(event!.id);
        if (rule.event === 'booked') {
          // The "requested" e-mail is pointless once the visitor has the booking: if it has not gone, it
          // never does. (One on its way now is recorded as delivered if it arrives; see `settle`.)
          await tx.query(
            `UPDATE booking_deliveries SET state = 'failed', last_answer = $2, claimed_until = NULL
             WHERE submission_id = $1 AND channel = 'confirmation' AND event_id = 0 AND state = 'pending'`,
            [submissionId, DROPPED_BY_BOOKING],
          );
        }
        if (channels.length > 0) {
          await tx.query(
            `INSERT INTO booking_deliveries
               (submission_id, channel, event_id, next_attempt_at, attempts, last_attempt_at, claimed_until)
             SELECT $1, channel, $2, $3, 1, $3, $4 FROM unnest($5::text[]) AS channel`,
            [submissionId, id, now, new Date(now.getTime() + CLAIM_MS), `{${channels.join(',')}}`],
          );
        }
        const change: ChangeRecord = {
          id,
          event: rule.event,
          at: now,
          actor,
          fromState: row.from_state as EnquiryState,
          toState: rule.to,
          ...data,
        };
        const enquiry = json(row.payload);
        const claims: ClaimedDelivery[] = channels.map((channel) => ({
          submissionId,
          channel,
          eventId: id,
          attempts: 1,
          retryWaitS: 0,
          receivedAt: date(row.received_at),
          enquiry,
          confirmationHeld: null,
          change,
          links: linksOf(row),
        }));
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

// The delivery rules.

/** Every sweep retries a failed channel for this long after the enquiry arrived. */
export const RETRY_EVERY_SWEEP_MS = 10 * 60_000;
/** Then the wait doubles from FIRST_WAIT_S up to MAX_WAIT_S. */
export const FIRST_WAIT_S = 60;
export const MAX_WAIT_S = 15 * 60;
/** A channel not delivered by then is marked failed. */
export const GIVE_UP_MS = 24 * 60 * 60_000;
/** A confirmation that late is no longer worth sending. */
export const CONFIRMATION_GIVE_UP_MS = 2 * 60 * 60_000;

export interface NextStep {
  state: DeliveryState;
  answer: string;
  nextAttemptAt: Date;
  retryWaitS: number;
}

/** What follows an attempt: delivered; tried again at the next sweep or after a wait; or given up. */
export function afterAttempt(
  claimed: Pick<ClaimedDelivery, 'channel' | 'receivedAt' | 'retryWaitS' | 'change'>,
  result: ChannelResult,
  now: Date,
): NextStep {
  if (result.ok) return { state: 'delivered', answer: result.answer, nextAttemptAt: now, retryWaitS: 0 };
  // A change's deliveries count from the change, not from the enquiry (booked days after it arrived).
  const age = now.getTime() - (claimed.change?.at ?? claimed.receivedAt).getTime();
  const limit = claimed.channel === 'confirmation' ? CONFIRMATION_GIVE_UP_MS : GIVE_UP_MS;
  if (age >= limit) {
    const why =
      claimed.channel === 'confirmation' ? 'dropped: not sent within 2 hours' : 'gave up after 24 hours';
    return { state: 'failed', answer: `${result.answer} (${why})`, nextAttemptAt: now, retryWaitS: 0 };
  }
  if (age < RETRY_EVERY_SWEEP_MS) {
    return { state: 'pending', answer: result.answer, nextAttemptAt: now, retryWaitS: 0 };
  }
  const wait = claimed.retryWaitS > 0 ? Math.min(claimed.retryWaitS * 2, MAX_WAIT_S) : FIRST_WAIT_S;
  return {
    state: 'pending',
    answer: result.answer,
    nextAttemptAt: new Date(now.getTime() + wait * 1000),
    retryWaitS: wait,
  };
}

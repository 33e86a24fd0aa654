/**
 * The booking ledger: every enquiry recorded once, before the visitor is answered, with the state of its
 * delivery to each channel (the automation, the business mailbox, the visitor's confirmation). The same SQL
 * runs on any PostgreSQL (postgres-db.ts) and on PGlite (pglite-db.ts). Times come from the caller's clock,
 * never the database's, so the rules below are the same on every host and in the tests.
 *
 * The delivery rules (retry, back off, give up) are pure functions at the end of this file.
 */
import type { Enquiry } from '../enquiry.js';
import { clientIpGroup, confirmationKey } from '../confirmation-limits.js';
import type { Db, Row } from './db.js';

export const CHANNELS = ['automation', 'mailbox', 'confirmation'] as const;
export type Channel = (typeof CHANNELS)[number];
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
  /** To one address (confirmationKey) in CONFIRMATION_WINDOW_MS. */
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

/** A channel of one enquiry, claimed for delivery by this process. */
export interface ClaimedDelivery {
  submissionId: string;
  channel: Channel;
  /** Attempts so far, this one included. */
  attempts: number;
  retryWaitS: number;
  receivedAt: Date;
  enquiry: Enquiry;
  /** Why the confirmation was held back, for the business's mail; null when it was not. */
  confirmationHeld: string | null;
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

function claimedRow(row: Row): ClaimedDelivery {
  return {
    submissionId: row.submission_id as string,
    channel: row.channel as Channel,
    attempts: int(row.attempts),
    retryWaitS: int(row.retry_wait_s),
    receivedAt: date(row.received_at),
    enquiry: json(row.payload),
    confirmationHeld: (row.confirmation_held as string | null) ?? null,
  };
}

/** `$first, $first+1, ...` for a list of values: the channel names a process can deliver to. */
function placeholders(count: number, first: number): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
}

const CLAIMED_COLUMNS =
  'd.submission_id, d.channel, d.attempts, d.retry_wait_s, e.received_at, e.payload::text AS payload, ' +
  'e.confirmation_held';

/** Confirmations sent or on their way (not given up) for enquiries matching `where`, since `$2`. */
const CONFIRMATIONS_SINCE = (where: string) =>
  `SELECT count(*)::int AS sent FROM booking_deliveries d
   JOIN booking_enquiries e ON e.submission_id = d.submission_id
   WHERE ${where} AND e.received_at > $2 AND d.channel = 'confirmation' AND d.state <> 'failed'`;

export function createLedger(db: Db) {
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
      const key = confirmTo ? confirmationKey(confirmTo) : null;
      const ip = confirming ? clientIpGroup(clientIp) : null;
      return db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO booking_enquiries
             (submission_id, reference, payload, content_hash, confirm_to, confirm_key, client_ip, received_at)
           VALUES ($1, $2, $3::text::jsonb, $4, $5, $6, $7, $8)
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
        if (wanted.includes('confirmation')) {
          if (!confirming) {
            wanted = wanted.filter((c) => c !== 'confirmation');
          } else {
            // One decision at a time for the whole site, so enquiries arriving together cannot all pass the
            // counts; the counts are three indexed lookups.
            await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['booking-confirmations']);
            const dayAgo = new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
            const count = async (where: string, value: unknown, since: Date) => {
              const [row] = await tx.query<{ sent: number }>(CONFIRMATIONS_SINCE(where), [value, since]);
              return int(row?.sent ?? 0);
            };
            if ((await count('e.confirm_key = $1', key, dayAgo)) >= limits.perAddress) {
              confirmationHeld =
                `${limits.perAddress} confirmations have already gone to this address (or a variant of it) ` +
                'in the last 24 hours';
            } else if (ip && (await count('e.client_ip = $1', ip, dayAgo)) >= limits.perClientIp) {
              confirmationHeld =
                `${limits.perClientIp} confirmations have already gone to enquiries sent from the same ` +
                'network in the last 24 hours';
            } else if (
              (await count('$1::int = 1', 1, new Date(now.getTime() - SITE_WINDOW_MS))) >= limits.sitePerHour
            ) {
              confirmationHeld = `the site has already sent ${limits.sitePerHour} confirmations in the last hour`;
            }
            if (confirmationHeld) {
              wanted = wanted.filter((c) => c !== 'confirmation');
              await tx.query('UPDATE booking_enquiries SET confirmation_held = $2 WHERE submission_id = $1', [
                enquiry.submissionId,
                confirmationHeld,
              ]);
            }
          }
        }
        if (wanted.length > 0) {
          // Claimed for the first attempt right away, which follows the answer: if this process dies before
          // it, the claim runs out and the sweep delivers instead.
          await tx.query(
            `INSERT INTO booking_deliveries
               (submission_id, channel, next_attempt_at, attempts, last_attempt_at, claimed_until)
             SELECT $1, channel, $2, 1, $2, $3 FROM unnest($4::text[]) AS channel`,
            [enquiry.submissionId, now, new Date(now.getTime() + CLAIM_MS), `{${wanted.join(',')}}`],
          );
        }
        const claims = wanted.map((channel) => ({
          submissionId: enquiry.submissionId,
          channel,
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
    async claim(submissionId: string, channel: Channel, now: Date): Promise<ClaimedDelivery | null> {
      const rows = await db.query(
        `UPDATE booking_deliveries d
         SET claimed_until = $3, attempts = d.attempts + 1, last_attempt_at = $4
         FROM booking_enquiries e
         WHERE e.submission_id = d.submission_id AND d.submission_id = $1 AND d.channel = $2
           AND d.state = 'pending' AND (d.claimed_until IS NULL OR d.claimed_until <= $4)
         RETURNING ${CLAIMED_COLUMNS}`,
        [submissionId, channel, new Date(now.getTime() + CLAIM_MS), now],
      );
      return rows[0] ? claimedRow(rows[0]) : null;
    },

    /**
     * Claims up to `limit` channels that are due, oldest first, among the ones this process can deliver to.
     * FOR UPDATE SKIP LOCKED: two sweeps running together claim different rows, never the same one.
     */
    async claimDue(channels: readonly Channel[], limit: number, now: Date): Promise<ClaimedDelivery[]> {
      if (channels.length === 0 || limit <= 0) return [];
      const rows = await db.query(
        `WITH due AS (
           SELECT submission_id, channel FROM booking_deliveries
           WHERE state = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
             AND channel IN (${placeholders(channels.length, 4)})
           ORDER BY next_attempt_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         UPDATE booking_deliveries d
         SET claimed_until = $2, attempts = d.attempts + 1, last_attempt_at = $1
         FROM due, booking_enquiries e
         WHERE d.submission_id = due.submission_id AND d.channel = due.channel
           AND e.submission_id = d.submission_id
           -- Checked again on the locked row: a claim that slipped in meanwhile wins.
           AND d.state = 'pending' AND (d.claimed_until IS NULL OR d.claimed_until <= $1)
         RETURNING ${CLAIMED_COLUMNS}`,
        [now, new Date(now.getTime() + CLAIM_MS), limit, ...channels],
      );
      return rows.map(claimedRow);
    },

    /** Records what a claimed delivery gave, and lets go of the claim. */
    async settle(claimed: ClaimedDelivery, result: ChannelResult, now: Date): Promise<DeliveryState> {
      const next = afterAttempt(claimed, result, now);
      await db.query(
        `UPDATE booking_deliveries
         SET state = $3, last_answer = $4, last_status = $5, next_attempt_at = $6, retry_wait_s = $7,
             delivered_at = $8, claimed_until = NULL
         WHERE submission_id = $1 AND channel = $2`,
        [
          claimed.submissionId,
          claimed.channel,
          next.state,
          next.answer,
          result.status ?? null,
          next.nextAttemptAt,
          next.retryWaitS,
          next.state === 'delivered' ? now : null,
        ],
      );
      return next.state;
    },

    /**
     * Marks as failed what waited too long without being claimed: a confirmation after 2 hours, anything else
     * after 24 (a channel no longer configured, say). Returns how many.
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
           AND ((d.channel = 'confirmation' AND e.received_at <= $2) OR e.received_at <= $3)
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

    /** Deletes enquiries received before `before` whose channels have all settled. Returns how many. */
    async purge(before: Date): Promise<number> {
      const rows = await db.query(
        `DELETE FROM booking_enquiries e
         WHERE e.received_at < $1
           AND NOT EXISTS (SELECT 1 FROM booking_deliveries d
                           WHERE d.submission_id = e.submission_id AND d.state = 'pending')
         RETURNING e.submission_id`,
        [before],
      );
      return rows.length;
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

    /** Makes one channel of one enquiry pending and due now, so it is delivered again (`--resend`). */
    async reopen(submissionId: string, channel: Channel, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO booking_deliveries (submission_id, channel, next_attempt_at) VALUES ($1, $2, $3)
         ON CONFLICT (submission_id, channel) DO UPDATE
         SET state = 'pending', next_attempt_at = $3, retry_wait_s = 0, claimed_until = NULL, delivered_at = NULL`,
        [submissionId, channel, now],
      );
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** Entries for rows of booking_enquiries (submission_id, reference, received_at, payload), with their deliveries. */
export async function withDeliveries(db: Db, rows: Row[]): Promise<LedgerEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.submission_id as string);
  const deliveries = await db.query(
    `SELECT submission_id, channel, state, attempts, last_answer, last_status, last_attempt_at,
            next_attempt_at, delivered_at
     FROM booking_deliveries WHERE submission_id IN (${placeholders(ids.length, 1)})
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
  claimed: Pick<ClaimedDelivery, 'channel' | 'receivedAt' | 'retryWaitS'>,
  result: ChannelResult,
  now: Date,
): NextStep {
  if (result.ok) return { state: 'delivered', answer: result.answer, nextAttemptAt: now, retryWaitS: 0 };
  const age = now.getTime() - claimed.receivedAt.getTime();
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

/**
 * Reading the ledger's rows into its types, the SQL fragments its queries share, and writing settled
 * deliveries as a group commit. Used by the ledger's parts (record.ts, claims.ts, change.ts, purge.ts).
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { type BookingEvent, type EnquiryState } from '../../domain/booking/states.js';
import type { Db, Row } from './db.js';
import type {
  AcceptanceRecord,
  BookingLinks,
  Channel,
  ChangeRecord,
  ClaimedDelivery,
  DeliveryChannel,
  DeliveryRow,
  DeliveryState,
} from './types.js';

export const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
export const maybeDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);
export const json = (value: unknown): Enquiry =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Enquiry;
export const int = (value: unknown): number => Number(value);
export const maybeInt = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function deliveryRow(row: Row): DeliveryRow {
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

export const parsed = <T>(value: unknown): T | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);

/** What a change's event row keeps in `data`: the change less what the row's own columns hold. */
export type ChangeData = Pick<
  ChangeRecord,
  | 'slot'
  | 'reason'
  | 'sequence'
  | 'agreement'
  | 'acceptance'
  | 'by'
  | 'terms'
  | 'request'
  | 'clientEmail'
  | 'formerClientEmail'
  | 'report'
  | 'copy'
  | 'payment'
>;

export function acceptanceOf(
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
export function changeOf(row: Row): ChangeRecord | null {
  if (row.change_event === null || row.change_event === undefined) return null;
  const data = parsed<ChangeData>(row.change_data);
  return {
    id: int(row.event_id),
    event: row.change_event as BookingEvent,
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
    ...(data?.report ? { report: data.report } : {}),
    ...(data?.copy ? { copy: data.copy } : {}),
    ...(data?.payment ? { payment: data.payment } : {}),
  };
}

export function linksOf(row: Row): BookingLinks | null {
  if (!row.link_nonce) return null;
  return {
    nonce: row.link_nonce as string,
    version: (row.agreement_version as string | null) ?? null,
    clientEmail: (row.client_email as string | null) ?? null,
  };
}

export function claimedRow(row: Row): ClaimedDelivery {
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
export function placeholders(count: number, first: number): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
}

/** A claimed delivery's columns: `d` the delivery, `e` its enquiry, `ev` its change (none for event_id 0). */
export const CLAIMED_COLUMNS =
  'd.submission_id, d.channel, d.event_id::text AS event_id, d.attempts, d.retry_wait_s, e.received_at, ' +
  'e.payload::text AS payload, e.confirmation_held, ev.event AS change_event, ev.at AS change_at, ' +
  'ev.actor AS change_actor, ev.from_state AS change_from, ev.to_state AS change_to, ' +
  'ev.data::text AS change_data, e.link_nonce, e.agreement_version, e.client_email';

/** When a delivery's age for giving up and backing off starts: its change's time, or the enquiry's. */
export const DELIVERY_SINCE =
  'COALESCE((SELECT ev.at FROM booking_events ev WHERE d.event_id <> 0 AND ev.id = d.event_id), e.received_at)';

/**
 * Confirmations sent or on their way (not given up) for enquiries matching `where` received since `since`: a
 * scalar subquery, each of the three on its own index (confirm_key, client_ip, received_at).
 */
export const CONFIRMATIONS_SINCE = (where: string, since: string) =>
  `SELECT count(*) FROM booking_deliveries d JOIN booking_enquiries e ON e.submission_id = d.submission_id
   WHERE ${where} AND e.received_at > ${since} AND d.channel = 'confirmation' AND d.state <> 'failed'`;

/** One settled delivery's new values, as `settleRows` writes them. */
export interface SettledRow {
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
export async function settleRows(db: Db, rows: readonly SettledRow[]) {
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
export function settleQueue(db: Db) {
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
export async function declareClock(tx: Db, now: Date): Promise<void> {
  await tx.query("SELECT set_config('ledger.now', $1, true)", [now.toISOString()]);
}

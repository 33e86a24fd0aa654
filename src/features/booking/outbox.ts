/**
 * The booking outbox: an enquiry whose send failed on the network (or with a 502/503) is kept on the device
 * and sent again later, so a lost signal loses nothing. This module is the logic only; storage, clock and
 * Web Locks are injected, and outbox-runner.ts decides when to flush.
 */
import { OUTBOX_KEY } from './outbox-key';
import { createTabLock, type OutboxLocks, type OutboxStorage, type Renew } from './outbox-lock';
import { withCurrentLabels } from '../../domain/booking/options';
import type { OutgoingPayload } from '../../domain/booking/payload';
import { bookingReference } from '../../domain/booking/reference';

/** The delay before the first retry; it doubles with each attempt up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 2_000;
export const RETRY_CAP_MS = 30_000;
/** Timed retries stop this long after an entry was queued; a later visit or the network's return still try. */
export const RETRY_WINDOW_MS = 60 * 60_000;
/** The details are deleted this long after they were queued, sent or not (the privacy page says so). */
export const EXPIRY_MS = 7 * 24 * 60 * 60_000;
const VERSION = 1;

/** What the server said about the fields, as submit.ts's BookingSubmitError carries it. */
export type FieldErrors = Record<string, string[]>;

interface EntryBase {
  submissionId: string;
  /** The payload's timestamp when the enquiry was first queued; replacements keep it. */
  timestamp: string;
  /** Epoch ms. */
  queuedAt: number;
  /** Sends so far, the form's first one included. */
  attempts: number;
  /** Epoch ms. */
  nextAttemptAt: number;
}

export interface WaitingEntry extends EntryBase {
  state: 'waiting';
  payload: OutgoingPayload;
  /** The status of the last failed send; absent when the server was not reached. */
  lastStatus?: number;
}

export interface RefusedEntry extends EntryBase {
  state: 'refused';
  payload: OutgoingPayload;
  status: number;
  fieldErrors?: FieldErrors;
}

/** Reported once when an entry is dropped after EXPIRY_MS; its details are already deleted. */
export interface ExpiredEntry extends EntryBase {
  state: 'expired';
}

export type OutboxEntry = WaitingEntry | RefusedEntry;

/** What one send gave, as the injected `send` reports it. */
export type SendOutcome =
  /**
   * 2xx. `null` when the answer had no reference (an automation on a static-only host). `changed`: the site
   * already had an earlier version of this enquiry, which stands; this one goes no further.
   */
  | { kind: 'accepted'; reference: string | null; changed?: boolean }
  /** Offline, a reset, the time-out, or a challenge that could not be fetched. */
  | { kind: 'unreachable' }
  /** 403 {"error":"challenge"}: the proof was refused or has expired. */
  | { kind: 'challenge' }
  /** Any other status. */
  | { kind: 'http'; status: number; retryAfterMs?: number; fieldErrors?: FieldErrors };

export interface SendOptions {
  /** True for the send that follows a refused proof: solve a new challenge instead of reusing one. */
  freshProof: boolean;
}

/** Sends one entry's payload. A throw counts as 'unreachable'. */
export type OutboxSend = (entry: WaitingEntry, options: SendOptions) => Promise<SendOutcome>;

export interface AcceptedEntry {
  submissionId: string;
  reference: string;
  payload: OutgoingPayload;
  /** The site kept an earlier version of it (see SendOutcome). */
  changed?: boolean;
}

export interface FlushOptions {
  /** Ignore the backoff (the network is back, or the visitor pressed submit again); a 429's wait still holds. */
  retryNow?: boolean;
}

export interface FlushReport {
  /** Another tab is flushing: nothing was sent. */
  busy: boolean;
  accepted: AcceptedEntry[];
  refused: RefusedEntry[];
  expired: ExpiredEntry[];
}

export interface OutboxDeps {
  /** Default: localStorage; null: none (nothing can be kept). */
  storage?: OutboxStorage | null;
  now?: () => number;
  /** Default: navigator.locks; null or missing: a claim in storage instead. */
  locks?: OutboxLocks | null;
  wait?: (ms: number) => Promise<void>;
  /** Names this tab in a storage claim. */
  owner?: string;
}

export interface Outbox {
  /** Keeps the enquiry, or replaces the payload of the entry with its submissionId. False: it could not be kept. */
  queue(payload: OutgoingPayload): boolean;
  entries(): OutboxEntry[];
  /** The latest waiting entry, to restore the form's values. */
  waitingEntry(): WaitingEntry | undefined;
  /** The latest refused entry, to restore the form's values and show the server's field errors. */
  refusedEntry(): RefusedEntry | undefined;
  remove(submissionId: string): void;
  /** When the next timed retry is due (epoch ms), or null when none is to be scheduled. */
  nextRetryAt(): number | null;
  /** Sends each due waiting entry once, unless another tab is flushing. Never throws. */
  flush(send: OutboxSend, options?: FlushOptions): Promise<FlushReport>;
}

/** The wait after the nth failed send: 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_CAP_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Statuses that say nothing about the enquiry itself: a gateway or the automation is down or slow. */
const transientStatuses = new Set([408, 502, 503, 504]);

/**
 * Whether a failed FIRST send goes into the outbox. A refusal (any other 4xx) never does: the form shows its
 * errors instead, and so does a 500, which says the server tried and failed.
 */
export function isQueueable(outcome: SendOutcome): boolean {
  return outcome.kind === 'unreachable' || (outcome.kind === 'http' && transientStatuses.has(outcome.status));
}

/** A 4xx that judges the enquiry, not the moment: the same payload would get the same answer. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429 && !transientStatuses.has(status);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/** Keeps only entries this version wrote whole; anything else in the key is ignored, never trusted. */
function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const payload = entry.payload as Record<string, unknown> | null | undefined;
  const common =
    typeof entry.submissionId === 'string' &&
    typeof entry.timestamp === 'string' &&
    Number.isFinite(entry.queuedAt) &&
    Number.isFinite(entry.attempts) &&
    Number.isFinite(entry.nextAttemptAt) &&
    !!payload &&
    typeof payload === 'object' &&
    payload.submissionId === entry.submissionId;
  if (!common) return false;
  if (entry.state === 'waiting') return entry.lastStatus === undefined || Number.isInteger(entry.lastStatus);
  return (
    entry.state === 'refused' &&
    Number.isInteger(entry.status) &&
    (entry.fieldErrors === undefined || isFieldErrors(entry.fieldErrors))
  );
}

function browserStorage(): OutboxStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage throws on access.
    return null;
  }
}

function randomOwner(): string {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

export function createOutbox(deps: OutboxDeps = {}): Outbox {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const now = deps.now ?? Date.now;
  // Older browsers have no navigator.locks although the DOM types say it is always there.
  const browserLocks: OutboxLocks | undefined = globalThis.navigator?.locks;
  const locks = deps.locks === undefined ? (browserLocks ?? null) : deps.locks;
  const lock = createTabLock({
    storage,
    locks,
    now,
    wait: deps.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    owner: deps.owner ?? randomOwner(),
  });

  function read(): OutboxEntry[] {
    try {
      const raw = storage?.getItem(OUTBOX_KEY);
      if (!raw) return [];
      const data: unknown = JSON.parse(raw);
      const { v, entries } = (data ?? {}) as { v?: unknown; entries?: unknown };
      if (v !== VERSION || !Array.isArray(entries)) return [];
      // An entry kept before a price changed names its inspection and add-on by yesterday's labels: it is
      // restored and sent under today's, the price the site shows now.
      return entries
        .filter(isEntry)
        .map((entry) => ({ ...entry, payload: withCurrentLabels(entry.payload) }));
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]): boolean {
    if (!storage) return false;
    try {
      // An empty outbox leaves no key, so that the check on later visits loads nothing.
      if (entries.length) storage.setItem(OUTBOX_KEY, JSON.stringify({ v: VERSION, entries }));
      else storage.removeItem(OUTBOX_KEY);
      return true;
    } catch {
      // Full, or blocked (private mode).
      return false;
    }
  }

  /**
   * Every change reads, edits and writes in one synchronous step, never across an await, so that a change
   * made meanwhile by the form or another tab is not overwritten.
   */
  function update(change: (entries: OutboxEntry[]) => OutboxEntry[]): boolean {
    return write(change(read()));
  }

  function find(submissionId: string): OutboxEntry | undefined {
    return read().find((entry) => entry.submissionId === submissionId);
  }

  function replace(submissionId: string, change: (entry: WaitingEntry) => OutboxEntry): void {
    update((entries) =>
      entries.map((entry) =>
        entry.submissionId === submissionId && entry.state === 'waiting' ? change(entry) : entry,
      ),
    );
  }

  const fresh = (entry: OutboxEntry) => now() - entry.queuedAt < EXPIRY_MS;
  const latest = <T extends OutboxEntry>(entries: T[]) =>
    entries.filter(fresh).sort((a, b) => b.queuedAt - a.queuedAt)[0];

  function queue(payload: OutgoingPayload): boolean {
    const at = now();
    return update((entries) => {
      const existing = entries.find((entry) => entry.submissionId === payload.submissionId);
      const others = entries.filter((entry) => entry !== existing);
      const timestamp = existing?.timestamp ?? payload.timestamp;
      // Edits or a manual retry keep the entry's place in its backoff; a refused entry that is sent again
      // starts over, since its values have changed.
      const entry: WaitingEntry =
        existing?.state === 'waiting'
          ? { ...existing, payload: { ...payload, timestamp } }
          : {
              state: 'waiting',
              submissionId: payload.submissionId,
              timestamp,
              queuedAt: at,
              attempts: 1,
              nextAttemptAt: at + retryDelay(1),
              payload: { ...payload, timestamp },
            };
      return [...others, entry];
    });
  }

  function remove(submissionId: string): void {
    update((entries) => entries.filter((entry) => entry.submissionId !== submissionId));
  }

  function nextRetryAt(): number | null {
    const due = read()
      .filter((entry) => entry.state === 'waiting' && entry.nextAttemptAt <= entry.queuedAt + RETRY_WINDOW_MS)
      .map((entry) => entry.nextAttemptAt);
    return due.length ? Math.min(...due) : null;
  }

  /** Drops entries past EXPIRY_MS (their details with them) and says which. */
  function dropExpired(): ExpiredEntry[] {
    const expired: ExpiredEntry[] = [];
    update((entries) =>
      entries.filter((entry) => {
        if (fresh(entry)) return true;
        const { submissionId, timestamp, queuedAt, attempts, nextAttemptAt } = entry;
        expired.push({ state: 'expired', submissionId, timestamp, queuedAt, attempts, nextAttemptAt });
        return false;
      }),
    );
    return expired;
  }

  async function attempt(send: OutboxSend, entry: WaitingEntry, freshProof: boolean): Promise<SendOutcome> {
    try {
      return await send(entry, { freshProof });
    } catch {
      return { kind: 'unreachable' };
    }
  }

  /** Applies one entry's final outcome of this flush. */
  function settle(entry: WaitingEntry, outcome: SendOutcome, report: FlushReport): void {
    const { submissionId } = entry;
    if (outcome.kind === 'accepted') {
      remove(submissionId);
      const reference = outcome.reference ?? bookingReference(submissionId);
      report.accepted.push({
        submissionId,
        reference,
        payload: entry.payload,
        ...(outcome.changed && { changed: true }),
      });
      return;
    }
    if (outcome.kind === 'http' && isRefusal(outcome.status)) {
      // The server has judged the enquiry itself: sending it again cannot help, only the visitor can.
      replace(submissionId, ({ lastStatus: _lastStatus, ...current }) => {
        const { status, fieldErrors } = outcome;
        const refused: RefusedEntry = {
          ...current,
          state: 'refused',
          status,
          ...(fieldErrors && { fieldErrors }),
        };
        report.refused.push(refused);
        return refused;
      });
      return;
    }
    const status = outcome.kind === 'http' ? outcome.status : outcome.kind === 'challenge' ? 403 : undefined;
    replace(submissionId, ({ lastStatus: _lastStatus, ...current }) => {
      const attempts = current.attempts + 1;
      let delay = retryDelay(attempts);
      if (outcome.kind === 'http' && outcome.status === 429) {
        // Rate-limited: wait what the server asks (within the retry window), and at least the longest step.
        const asked = outcome.retryAfterMs;
        delay = asked === undefined ? RETRY_CAP_MS : Math.min(Math.max(asked, delay), RETRY_WINDOW_MS);
      }
      return {
        ...current,
        attempts,
        nextAttemptAt: now() + delay,
        ...(status !== undefined && { lastStatus: status }),
      };
    });
  }

  const isDue = (entry: OutboxEntry | undefined, retryNow: boolean): entry is WaitingEntry =>
    entry?.state === 'waiting' && (entry.nextAttemptAt <= now() || (retryNow && entry.lastStatus !== 429));

  async function sendDue(send: OutboxSend, retryNow: boolean, renew: Renew, report: FlushReport) {
    report.expired = dropExpired();
    const ids = read()
      .filter((entry) => isDue(entry, retryNow))
      .map((entry) => entry.submissionId);
    for (const id of ids) {
      // Read again: the form may have edited or removed the entry while the previous one was being sent.
      let entry = find(id);
      if (!isDue(entry, retryNow) || !renew()) continue;
      let outcome = await attempt(send, entry, false);
      if (outcome.kind === 'challenge') {
        // A fresh proof once per flush; a second refusal waits for the backoff like any other failure.
        const current = find(id);
        if (current?.state === 'waiting' && renew()) {
          entry = current;
          outcome = await attempt(send, entry, true);
        }
      }
      settle(entry, outcome, report);
    }
  }

  async function flush(send: OutboxSend, { retryNow = false }: FlushOptions = {}): Promise<FlushReport> {
    const report: FlushReport = { busy: false, accepted: [], refused: [], expired: [] };
    report.busy = !(await lock((renew) => sendDue(send, retryNow, renew, report)));
    return report;
  }

  return {
    queue,
    entries: read,
    waitingEntry: () => latest(read().filter((entry): entry is WaitingEntry => entry.state === 'waiting')),
    refusedEntry: () => latest(read().filter((entry): entry is RefusedEntry => entry.state === 'refused')),
    remove,
    nextRetryAt,
    flush,
  };
}

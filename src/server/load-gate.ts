/**
 * How many enquiries a long-running server holds at once, from its own recent pace (Little's law): it holds
 * about as many as it answered in the last `waitMs`, so a new one waits about `waitMs` behind those already
 * in flight, whether the ledger is PostgreSQL on a quiet machine or PGlite on a busy one. Never fewer than
 * `floor` (an idle server has answered nothing lately, and takes a small burst at once), never more than
 * `ceiling`. And, once it holds `lateFrom` or more, no more while the event loop has lately run more than
 * `maxLateMs` late, when the runtime says (`lateMs`). Past either, a new enquiry gets 503 with Retry-After (booking-handler.ts), which the visitor's
 * outbox keeps and sends again.
 *
 * Web-standard only (a clock in ms, nothing from Node), so the handler can use it on any host; the loop's
 * lateness is measured by the Node server, the only one that sets a gate (a function answers one request per
 * instance). The reasons and the measurements:
 * docs/decisions/0007-booking-ledger.md#a-flood.
 */
export interface LoadGateOptions {
  /** How long a new enquiry may expect to wait behind those in flight. */
  waitMs: number;
  /** The pace is taken over this much of the recent past. */
  windowMs: number;
  /** Held at once whatever the pace. */
  floor: number;
  /** Held at once at most, however fast the pace. */
  ceiling: number;
  /**
   * How late, in ms, the runtime's event loop ran lately (the Node server measures it; see local-bookings.ts).
   * Past `maxLateMs` a new enquiry is refused while any is held: work that holds the loop (PGlite, which
   * runs on it) keeps requests waiting before any handler sees them (in the socket's accept queue), where no
   * count can.
   */
  lateMs?: () => number;
  maxLateMs?: number;
  /**
   * The lateness counts only once this many are held. A loop runs late on a busy machine with no flood at
   * all (another process's work, a garbage collection): a few visitors at once must never meet a 503 for
   * that. A flood holds many.
   */
  lateFrom?: number;
  /** The clock (ms); tests give their own. */
  now?: () => number;
}

/** The Node server's gate: see the decision record for how these were chosen. */
export const DEFAULT_LOAD_GATE = {
  waitMs: 1_000,
  windowMs: 2_000,
  floor: 20,
  ceiling: 250,
  maxLateMs: 150,
  lateFrom: 8,
} satisfies Omit<LoadGateOptions, 'now' | 'lateMs'>;

export interface LoadGate {
  /** Takes one more enquiry and returns true, or returns false when the server already holds its bound. */
  enter(): boolean;
  /** One taken by `enter` is answered. */
  leave(): void;
  /** Enquiries held now. */
  readonly current: number;
  /** How late the event loop ran lately, in ms (0 where nothing measures it). */
  lateMs(): number;
  /** How many it holds at most now, at the recent pace. */
  bound(): number;
}

export function loadGate(options: Partial<LoadGateOptions> = {}): LoadGate {
  const { waitMs, windowMs, floor, ceiling, maxLateMs, lateFrom } = { ...DEFAULT_LOAD_GATE, ...options };
  const lateMs = options.lateMs ?? (() => 0);
  const now = options.now ?? Date.now;
  // When each recent answer was given, oldest first; trimmed to the window whenever it is read.
  const answered: number[] = [];
  let head = 0;
  let current = 0;
  const recent = () => {
    const since = now() - windowMs;
    while (head < answered.length && answered[head]! <= since) head++;
    if (head > 1024 && head * 2 > answered.length) {
      answered.splice(0, head);
      head = 0;
    }
    return answered.length - head;
  };
  const bound = () => Math.min(ceiling, Math.max(floor, Math.floor((recent() * waitMs) / windowMs)));
  return {
    enter() {
      // A few are taken however late the loop (a busy machine, a start-up): only a flood is turned away for it.
      if (current >= bound() || (current >= lateFrom && lateMs() > maxLateMs)) return false;
      current++;
      return true;
    },
    leave() {
      current = Math.max(0, current - 1);
      answered.push(now());
    },
    get current() {
      return current;
    },
    bound,
    lateMs,
  };
}

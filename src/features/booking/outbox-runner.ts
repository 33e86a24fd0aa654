/**
 * Runs the booking outbox in a page: a flush when started, another when the network comes back, and timed
 * retries with the backoff while the page is open (until an hour after an entry was queued). It tells its
 * listeners what became of each entry. The caller supplies `send`, so this module knows nothing of proofs.
 */
import {
  createOutbox,
  FIRST_RETRY_MS,
  type AcceptedEntry,
  type ExpiredEntry,
  type FlushOptions,
  type Outbox,
  type OutboxDeps,
  type OutboxSend,
  type RefusedEntry,
} from './outbox';

export type OutboxEvent =
  /** The server took it: show 'Booking Request Received' with the reference, clear the draft, reset the form. */
  | { type: 'accepted'; entry: AcceptedEntry }
  /** The server refused it while it waited: the form shows the failure notice and the field errors. */
  | { type: 'refused'; entry: RefusedEntry }
  /** Unsent for 7 days and deleted: ask the visitor to call. */
  | { type: 'expired'; entry: ExpiredEntry };

export type OutboxListener = (event: OutboxEvent) => void;

export interface OutboxRunnerOptions extends OutboxDeps {
  send: OutboxSend;
  /** The site-wide listener, in place before the first flush so that nothing it reports is missed. */
  onEvent?: OutboxListener;
  /** Where `online` fires; window by default. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface OutboxRunner {
  /** The runner's outbox: queue through it, so that the runner's next flush sees the entry. */
  outbox: Outbox;
  /**
   * Flushes now, or right after the flush under way (requests meanwhile are merged into one), then sets the
   * timer for the next retry. Call it after queueing an entry, or with retryNow for a manual retry.
   */
  flush(options?: FlushOptions): Promise<void>;
  /** Listens until the returned function is called. */
  subscribe(listener: OutboxListener): () => void;
  stop(): void;
}

export function startOutboxRunner({ send, onEvent, target, ...deps }: OutboxRunnerOptions): OutboxRunner {
  const outbox = createOutbox(deps);
  const now = deps.now ?? Date.now;
  const events = target ?? window;
  const listeners = new Set<OutboxListener>(onEvent ? [onEvent] : []);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let following: { promise: Promise<void>; retryNow: boolean } | null = null;

  function emit(event: OutboxEvent) {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One failing listener must neither silence the others nor stop the retries; the error still surfaces.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function arm() {
    clearTimeout(timer);
    timer = undefined;
    const at = outbox.nextRetryAt();
    if (stopped || at === null) return;
    // At least the first step, so that an entry another tab is sending is not polled in a tight loop.
    timer = setTimeout(() => void flush(), Math.max(FIRST_RETRY_MS, at - now()));
  }

  async function run(retryNow: boolean) {
    clearTimeout(timer);
    const report = await outbox.flush(send, { retryNow });
    for (const entry of report.accepted) emit({ type: 'accepted', entry });
    for (const entry of report.refused) emit({ type: 'refused', entry });
    for (const entry of report.expired) emit({ type: 'expired', entry });
    arm();
  }

  function flush({ retryNow = false }: FlushOptions = {}): Promise<void> {
    if (stopped) return Promise.resolve();
    if (!running) {
      running = run(retryNow).finally(() => {
        running = null;
      });
      return running;
    }
    // One flush at a time in this tab (an `online` during a timed flush): the later requests run once, after.
    if (following) {
      following.retryNow ||= retryNow;
      return following.promise;
    }
    const next: { promise: Promise<void>; retryNow: boolean } = {
      retryNow,
      promise: running.then((): Promise<void> => {
        following = null;
        return flush({ retryNow: next.retryNow });
      }),
    };
    following = next;
    return next.promise;
  }

  const onOnline = () => void flush({ retryNow: true });
  events.addEventListener('online', onOnline);
  void flush();

  return {
    outbox,
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      events.removeEventListener('online', onOnline);
      listeners.clear();
    },
  };
}

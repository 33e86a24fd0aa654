/**
 * What every page runs once the app has started: the outbox runner loads only when an enquiry waits on this
 * device, so the pages of a visitor with nothing queued load nothing more. Keep it this small.
 */
import { OUTBOX_KEY } from './outbox-key';
import type { OutboxRunner, OutboxRunnerOptions } from './outbox-runner';

let started: Promise<OutboxRunner> | undefined;

/**
 * The page's one runner, started by the first call: by the app when something waits, or by the form after it
 * queued a failed send. `load` gives the runner's options (its `send` and site-wide listener) and is called
 * once, so it can import what sending needs.
 */
export function startOutbox(load: () => Promise<OutboxRunnerOptions>): Promise<OutboxRunner> {
  started ??= Promise.all([import('./outbox-runner'), load()]).then(
    ([{ startOutboxRunner }, options]) => startOutboxRunner(options),
    (error: unknown) => {
      // A chunk that failed to load (offline) may load on the next call.
      started = undefined;
      throw error;
    },
  );
  return started;
}

/** Starts the runner if the outbox holds anything; otherwise returns undefined and loads nothing. */
export function checkOutbox(
  load: () => Promise<OutboxRunnerOptions>,
  storage?: Pick<Storage, 'getItem'>,
): Promise<OutboxRunner> | undefined {
  try {
    if (!(storage ?? localStorage).getItem(OUTBOX_KEY)) return undefined;
  } catch {
    // Storage blocked: nothing can have been kept.
    return undefined;
  }
  return startOutbox(load);
}

/** The runner's options, with what sending needs, loaded only when the runner starts: every page's `load`. */
export const loadOutboxOptions = (): Promise<OutboxRunnerOptions> =>
  import('./outbox-setup').then((module) => module.outboxOptions());

/** Stops the page's runner (an unmount); the next start makes a new one. */
export function stopOutbox(): void {
  void started?.then((runner) => runner.stop());
  started = undefined;
}

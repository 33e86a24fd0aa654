/**
 * A change is sent now or not at all (issue 56): the office's actions, the agreement's acceptance and the
 * booking page's requests. Nothing waits to go out later behind the person's back:
 * - offline (`navigator.onLine` false), it is not sent, and says so at once;
 * - a request with no answer within its limit is abandoned, and says so: on a weak signal `navigator.onLine`
 *   reads true while nothing gets through, so the limit is what tells;
 * - a request its page abandons (the dialog closed) is aborted.
 * The query clients run their mutations with `networkMode: 'always'`, so react-query never pauses one to
 * resume it when the connection is back (`sendNowMutations`). The public booking form is the exception by
 * design: its enquiries wait on the device and say so (features/booking/outbox.ts).
 */

/** How long a change waits for its answer: the booking form's limit, the brief's 10 s. */
export const SEND_LIMIT_MS = 10_000;

export type NotSentReason = 'offline' | 'timeout' | 'network' | 'abandoned';

/** A change that did not reach the server, or whose answer did not come back. */
export class NotSentError extends Error {
  constructor(readonly reason: NotSentReason) {
    super(`not sent: ${reason}`);
  }
}

/** What a person is told: nothing was sent (offline, failed), or it may have been (no answer in time). */
export function notSentMessage(error: NotSentError): string {
  switch (error.reason) {
    case 'offline':
      return 'Not sent: you are offline. Nothing was changed. Try again when you have a signal.';
    case 'timeout':
      return (
        'No answer within 10 seconds, so we stopped waiting. It may or may not have gone through: the page ' +
        'has checked, and shows what really happened.'
      );
    case 'abandoned':
      return 'Not sent: it was abandoned.';
    default:
      return 'Not sent: the connection failed. Check it, and try again.';
  }
}

/** The mutations' defaults for every page that changes something: sent now or not at all, never retried. */
export const sendNowMutations = { retry: false, networkMode: 'always' } as const;

/**
 * `fetch`, for a change: refused at once offline, aborted after `limitMs` with no answer, or when `signal`
 * aborts. Throws NotSentError for each; a response of any status is returned.
 */
export async function sendNow(
  url: string,
  init: RequestInit,
  { limitMs = SEND_LIMIT_MS, signal }: { limitMs?: number; signal?: AbortSignal } = {},
): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new NotSentError('offline');
  if (signal?.aborted) throw new NotSentError('abandoned');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limitMs);
  const abandon = () => controller.abort();
  signal?.addEventListener('abort', abandon, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut) throw new NotSentError('timeout');
    if (signal?.aborted) throw new NotSentError('abandoned');
    throw new NotSentError(
      typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network',
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}

/**
 * The automation channel: the business's Make, Zapier or n8n webhook at BOOKING_FORWARD_URL. Runs on every
 * host (fetch only).
 */
import type { Enquiry } from '../enquiry.js';
import type { ChannelResult } from '../ledger/ledger.js';

export interface AutomationOptions {
  url: string;
  fetch?: typeof fetch;
}

/** The longest one delivery may take, its retry included: within the visitor's 10 s with room to answer. */
export const FORWARD_TIMEOUT_MS = 8_000;

export interface AutomationChannel {
  /** POSTs the enquiry; `timeoutMs` caps the whole attempt, its retry included. */
  deliver(enquiry: Enquiry, timeoutMs?: number): Promise<ChannelResult>;
}

/**
 * POSTs the enquiry as JSON with `Idempotency-Key: <submissionId>`. Any 2xx is accepted. A network error or
 * a 5xx is tried once more (same key, so the automation can drop the duplicate); a 4xx, a second failure or
 * the time-out is a failed delivery. Answers never include the URL, which is a secret.
 */
export function automationChannel({
  url,
  fetch: fetchImpl = globalThis.fetch,
}: AutomationOptions): AutomationChannel {
  return {
    async deliver(enquiry, timeoutMs = FORWARD_TIMEOUT_MS) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      // Settles the race below even if a fetch implementation ignored the signal.
      const deadline = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(new Error('time-out')), { once: true }),
      );
      deadline.catch(() => {});
      const body = JSON.stringify(enquiry);
      let failure = '';
      let status: number | undefined;
      let attempts = 0;
      try {
        while (attempts < 2) {
          attempts++;
          let response: Response;
          try {
            const request = fetchImpl(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Idempotency-Key': enquiry.submissionId },
              body,
              signal: controller.signal,
              // A redirect would turn the POST into a GET on 301/302; treat it as a refusal instead.
              redirect: 'manual',
            });
            request.catch(() => {}); // its rejection after the deadline won is not news
            response = await Promise.race([request, deadline]);
          } catch {
            if (controller.signal.aborted) {
              return { ok: false, answer: `no answer within ${timeoutMs} ms`, status };
            }
            failure = 'the automation could not be reached';
            status = undefined;
            continue;
          }
          // The answer's body is not needed; cancelling it frees the connection.
          response.body?.cancel().catch(() => {});
          status = response.status;
          if (response.status >= 200 && response.status < 300) {
            return { ok: true, answer: `the automation answered ${response.status}`, status };
          }
          failure = `the automation answered ${response.status}`;
          if (response.status < 500) break;
        }
        return { ok: false, answer: attempts > 1 ? `${failure} (tried twice)` : failure, status };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

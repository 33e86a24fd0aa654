/**
 * Where a validated enquiry goes. The forward sink (an automation's webhook: Make, Zapier, n8n) runs on every
 * host; the file sink (file-inbox.ts) needs node:fs and is injected only by the local servers.
 */
import type { BookingPayload } from '../features/booking/schema';

/** What is forwarded or stored: the validated enquiry, its server-built address, its reference, the time. */
export type Enquiry = Omit<BookingPayload, 'address'> & {
  address: string;
  reference: string;
  receivedAt: string;
};

export type Delivery = { ok: true } | { ok: false; reason: string };

export interface BookingSink {
  /** 'file' answers 201 Created (stored here); 'forward' answers 202 Accepted (handed on). */
  kind: 'file' | 'forward';
  deliver(enquiry: Enquiry): Promise<Delivery>;
}

export interface ForwardOptions {
  url: string;
  /** The whole forward, retry included; the browser gives up at 10 s, so this must stay below. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const FORWARD_TIMEOUT_MS = 8_000;

/**
 * POSTs the enquiry as JSON with `Idempotency-Key: <submissionId>`. Any 2xx is accepted. A network error or
 * a 5xx is tried once more (same key, so the automation can drop the duplicate); a 4xx, a second failure or
 * the time-out is a failed delivery. Reasons never include the URL, which is a secret.
 */
export function forwardSink({
  url,
  timeoutMs = FORWARD_TIMEOUT_MS,
  fetch: fetchImpl = globalThis.fetch,
}: ForwardOptions): BookingSink {
  return {
    kind: 'forward',
    async deliver(enquiry) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      // Settles the race below even if a fetch implementation ignored the signal.
      const deadline = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(new Error('time-out')), { once: true }),
      );
      deadline.catch(() => {});
      const body = JSON.stringify(enquiry);
      let failure = '';
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
            if (controller.signal.aborted) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
            failure = 'the automation could not be reached';
            continue;
          }
          // The answer's body is not needed; cancelling it frees the connection.
          response.body?.cancel().catch(() => {});
          if (response.status >= 200 && response.status < 300) return { ok: true };
          failure = `the automation answered ${response.status}`;
          if (response.status < 500) break;
        }
        return { ok: false, reason: `${failure} (attempts: ${attempts})` };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

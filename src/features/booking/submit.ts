import { referencePattern } from '../../domain/booking/reference';

/** How long the browser waits for the booking service before giving up. */
export const SUBMIT_TIMEOUT_MS = 10_000;

export type SubmitFailure = 'http' | 'network' | 'timeout';

export interface SubmitErrorDetails {
  /** What the site's own /api/bookings said was wrong with each field, on a 400. */
  fieldErrors?: Record<string, string[]>;
  /** The answer's `error` code, e.g. 'challenge' for a proof of work it refused. */
  code?: string;
  /** How long a 429 asked to wait (its Retry-After), in ms. */
  retryAfterMs?: number;
}

export class BookingSubmitError extends Error {
  readonly fieldErrors?: Record<string, string[]>;
  readonly code?: string;
  readonly retryAfterMs?: number;

  constructor(
    readonly reason: SubmitFailure,
    readonly status?: number,
    details: SubmitErrorDetails = {},
  ) {
    super(
      reason === 'http'
        ? `The booking service answered ${status}`
        : reason === 'timeout'
          ? 'The booking service did not answer in time'
          : 'The booking service could not be reached',
    );
    this.name = 'BookingSubmitError';
    this.fieldErrors = details.fieldErrors;
    this.code = details.code;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** A Retry-After header (seconds, or an HTTP date) in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** What a successful send gives back. */
export interface BookingReceipt {
  /** The reference the site's /api/bookings gave the enquiry, or null (an automation answers anything). */
  reference: string | null;
  /**
   * The site already had this enquiry (same submissionId) with other content: the first version stands, and
   * this one was not passed on (`{ duplicate: true, changed: true }`).
   */
  changed: boolean;
}

/**
 * Where enquiries go: the site's own /api/bookings, which validates them and forwards them to the business's
 * automation. A static-only host (no functions) sets VITE_BOOKING_WEBHOOK_URL to post straight to it.
 */
export function bookingEndpoint(): string {
  return import.meta.env.VITE_BOOKING_WEBHOOK_URL || '/api/bookings';
}

/** Whether enquiries go to the site's own handler, which checks a proof of work (a webhook checks none). */
export function postsToOwnHandler(): boolean {
  return !import.meta.env.VITE_BOOKING_WEBHOOK_URL;
}

/** The JSON body of an answer, when it says it is JSON; null otherwise or when it does not parse. */
async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  if (!/^application\/json\b/i.test(response.headers.get('Content-Type') ?? '')) return null;
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs the enquiry as JSON and waits at most `timeoutMs` for the answer. Any 2xx is success; a JSON body is
 * read only for the site's own answers (its reference, or the fields it refused). Another status, a network
 * error, a CORS refusal or the time-out all throw BookingSubmitError.
 */
export async function submitBooking(
  payload: unknown,
  { url = bookingEndpoint(), timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<BookingReceipt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch {
      throw new BookingSubmitError(controller.signal.aborted ? 'timeout' : 'network');
    }
    const body = await jsonOf(response);
    if (!response.ok) {
      const fieldErrors = response.status === 400 ? body?.fieldErrors : undefined;
      throw new BookingSubmitError('http', response.status, {
        fieldErrors:
          fieldErrors && typeof fieldErrors === 'object'
            ? (fieldErrors as Record<string, string[]>)
            : undefined,
        code: typeof body?.error === 'string' ? body.error : undefined,
        retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
      });
    }
    const reference = typeof body?.reference === 'string' ? body.reference : '';
    return {
      reference: referencePattern.test(reference) ? reference : null,
      changed: body?.duplicate === true && body.changed === true,
    };
  } finally {
    clearTimeout(timer);
  }
}

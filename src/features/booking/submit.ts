/** How long the browser waits for the webhook before giving up. */
export const SUBMIT_TIMEOUT_MS = 10_000;

export type SubmitFailure = 'http' | 'network' | 'timeout';

export class BookingSubmitError extends Error {
  constructor(
    readonly reason: SubmitFailure,
    readonly status?: number,
  ) {
    super(
      reason === 'http'
        ? `The booking service answered ${status}`
        : reason === 'timeout'
          ? 'The booking service did not answer in time'
          : 'The booking service could not be reached',
    );
    this.name = 'BookingSubmitError';
  }
}

/** Where enquiries go: the configured webhook, or the site's own local inbox when none is set. */
export function bookingEndpoint(): string {
  return import.meta.env.VITE_BOOKING_WEBHOOK_URL || '/api/bookings';
}

/**
 * POSTs the enquiry as JSON. Any 2xx is success (the body is not read: automations answer all sorts of
 * things). Another status, a network error, a CORS refusal or the time-out all throw BookingSubmitError.
 */
export async function submitBooking(
  payload: unknown,
  { url = bookingEndpoint(), timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
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
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new BookingSubmitError('http', response.status);
}

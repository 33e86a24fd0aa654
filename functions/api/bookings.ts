/**
 * Cloudflare Pages Functions: this file's path answers /api/bookings. BOOKING_FORWARD_URL and
 * BOOKING_ALLOWED_ORIGINS come from the project's variables and secrets, on the context's `env`.
 */
import { bookingConfigFromEnv, handleBookingRequest } from '../../src/server/booking-handler';

/** The part of Pages' EventContext used here (no @cloudflare/workers-types dependency for two fields). */
interface PagesContext {
  request: Request;
  env: Record<string, unknown>;
}

function stringsOf(env: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleBookingRequest(context.request, bookingConfigFromEnv(stringsOf(context.env)));

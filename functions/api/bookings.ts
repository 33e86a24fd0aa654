/**
 * Cloudflare Pages Functions: this file's path answers /api/bookings. The booking variables
 * (BOOKING_FORWARD_URL, BOOKING_ALLOWED_ORIGINS, BOOKING_CHALLENGE_SECRET) come from the project's variables
 * and secrets, on the context's `env`.
 */
import { bookingConfigFromEnv, handleBookingRequest } from '../../src/server/booking-handler';

/** The part of Pages' EventContext used here (no @cloudflare/workers-types dependency for two fields). */
export interface PagesContext {
  request: Request;
  env: Record<string, unknown>;
}

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleBookingRequest(context.request, bookingConfigFromEnv(context.env));

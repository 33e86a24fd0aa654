/**
 * Netlify Functions (2.0): POST /api/bookings. Reads the booking variables (BOOKING_FORWARD_URL,
 * BOOKING_ALLOWED_ORIGINS, BOOKING_CHALLENGE_SECRET) from the site's environment and hands the request to the
 * shared handler.
 */
import { bookingConfigFromEnv, handleBookingRequest } from '../../src/server/booking-handler';
import { netlifyEnv } from '../../src/server/netlify-env';

export default async (request: Request, _context: unknown): Promise<Response> =>
  handleBookingRequest(request, bookingConfigFromEnv(netlifyEnv()));

export const config = {
  // A literal, not BOOKING_PATH: Netlify reads this object by static analysis when it bundles the function and
  // does not follow an imported constant. With one, the function gets no route and /api/bookings answers 405
  // from the static server. tests/hosts/netlify-config.test.ts reads this file with Netlify's own parser.
  path: '/api/bookings',
  // Per visitor IP and site domain: a person sends an enquiry or two (a retry or two after a failure, and the
  // outbox's retries, at most five in its first minute); a script sending more than ten a minute gets 429
  // from Netlify before the function runs.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

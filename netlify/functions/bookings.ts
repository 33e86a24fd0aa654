/**
 * Netlify Functions (2.0): POST /api/bookings. Reads BOOKING_FORWARD_URL and BOOKING_ALLOWED_ORIGINS from the
 * site's environment variables and hands the request to the shared handler.
 */
import {
  BOOKING_ENV_NAMES,
  bookingConfigFromEnv,
  handleBookingRequest,
} from '../../src/server/booking-handler';

/** The part of Netlify's runtime global used here (no @netlify/functions dependency for one call). */
interface NetlifyGlobal {
  env: { get(name: string): string | undefined };
}

function readEnv(): Record<string, string | undefined> {
  const netlify = (globalThis as { Netlify?: NetlifyGlobal }).Netlify;
  return Object.fromEntries(
    BOOKING_ENV_NAMES.map((name) => [name, netlify ? netlify.env.get(name) : process.env[name]]),
  );
}

export default async (request: Request, _context: unknown): Promise<Response> =>
  handleBookingRequest(request, bookingConfigFromEnv(readEnv()));

export const config = {
  // A literal, not BOOKING_PATH: Netlify reads this object by static analysis when it bundles the function and
  // does not follow an imported constant. With one, the function gets no route and /api/bookings answers 405
  // from the static server. tests/hosts/netlify-config.test.ts reads this file with Netlify's own parser.
  path: '/api/bookings',
  // Per visitor IP and site domain: a person sends an enquiry or two (a retry or two after a failure); a
  // script sending more than ten a minute gets 429 from Netlify before the function runs.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

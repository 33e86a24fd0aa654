/**
 * Netlify Functions (2.0): POST /api/bookings. Reads the booking variables from the site's environment
 * (docs/deploying.md#netlify) and hands the request to the shared handler; deliveries after the answer run in
 * Netlify's `context.waitUntil`. The scheduled function booking-sweep.ts retries what failed.
 */
import { handleBookingRequest } from '../../src/server/booking-handler';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';

/** The part of Netlify's Context used here (no @netlify/functions dependency for one method). */
interface NetlifyContext {
  waitUntil?(work: Promise<unknown>): void;
}

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleBookingRequest(
    request,
    nodeFunctionConfig(netlifyEnv(), context.waitUntil?.bind(context), 'netlify'),
  );

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

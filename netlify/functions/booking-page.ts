/**
 * Netlify Functions (2.0): the client's booking page's API, /api/booking/* (src/server/booking-page/, issue
 * 41). Same variables as the booking function (BOOKING_LINK_SECRET with them); the office's e-mail, the
 * client's cancellation and the automation's event are delivered in Netlify's `context.waitUntil`.
 */
import { handleBookingPageRequest } from '../../src/server/booking-page/handler';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';
import { askedPath } from './office';

interface NetlifyContext {
  waitUntil?(work: Promise<unknown>): void;
}

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleBookingPageRequest(
    askedPath(request),
    nodeFunctionConfig(netlifyEnv(), context.waitUntil?.bind(context), 'netlify'),
  );

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts): every path under /api/booking/.
  path: '/api/booking/*',
  // Per visitor IP and site domain: a client opens their booking and asks once or twice; a guesser gets little.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

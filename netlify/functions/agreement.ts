/**
 * Netlify Functions (2.0): the pre-inspection agreement's API, /api/agreement/* (src/server/agreement/).
 * Same variables as the booking function (BOOKING_LINK_SECRET with them); the copies of an accepted agreement
 * are delivered in Netlify's `context.waitUntil`.
 */
import { handleAgreementRequest } from '../../src/server/agreement/handler';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';
import { askedPath } from './office';

interface NetlifyContext {
  waitUntil?(work: Promise<unknown>): void;
}

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleAgreementRequest(
    askedPath(request),
    nodeFunctionConfig(netlifyEnv(), context.waitUntil?.bind(context), 'netlify'),
  );

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts): every path under /api/agreement/.
  path: '/api/agreement/*',
  // Per visitor IP and site domain: a client opens and accepts one agreement; a guesser gets little.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

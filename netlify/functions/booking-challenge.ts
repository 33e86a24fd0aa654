/**
 * Netlify Functions (2.0): GET /api/bookings/challenge, the proof-of-work challenge for one enquiry (see
 * src/server/challenge.ts). Same variables as the booking function.
 */
import { handleChallengeRequest } from '../../src/server/booking-handler';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';

export default async (request: Request, _context: unknown): Promise<Response> =>
  handleChallengeRequest(request, nodeFunctionConfig(netlifyEnv()));

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts).
  path: '/api/bookings/challenge',
  // A visitor asks for one challenge per enquiry, and a new one only when a proof expired or was refused: 20
  // a minute per IP leaves room for a household or an office behind one address.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

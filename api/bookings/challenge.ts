/**
 * Vercel Functions (Node.js runtime, Web handler): api/bookings/challenge.ts answers /api/bookings/challenge,
 * the proof-of-work challenge for one enquiry (src/server/challenge.ts). Same variables as api/bookings.ts;
 * a visitor starting a form is also a moment to sweep (at most once a minute per instance).
 */
import { waitUntil } from '@vercel/functions';
import { handleChallengeRequest } from '../../src/server/booking-handler.js';
import { createOpportunisticSweep } from '../../src/server/host-sweep.js';
import { nodeFunctionConfig } from '../../src/server/node-function.js';

const sweepIfDue = createOpportunisticSweep();

export default {
  async fetch(request: Request): Promise<Response> {
    const config = nodeFunctionConfig(process.env);
    const response = await handleChallengeRequest(request, config);
    const sweep = sweepIfDue(config);
    if (sweep) waitUntil(sweep);
    return response;
  },
};

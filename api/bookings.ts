/**
 * Vercel Functions (Node.js runtime, Web handler): api/bookings.ts answers /api/bookings. The booking
 * variables come from the project's environment variables, in process.env (docs/deploying.md#vercel).
 * Deliveries after the answer, and an opportunistic sweep (at most once a minute per instance), run in Vercel's
 * waitUntil; a cron calls /api/bookings/sweep as well.
 */
import { waitUntil } from '@vercel/functions';
import { handleBookingRequest } from '../src/server/booking-handler.js';
import { createOpportunisticSweep } from '../src/server/host-sweep.js';
import { nodeFunctionConfig } from '../src/server/node-function.js';

const sweepIfDue = createOpportunisticSweep();

export default {
  async fetch(request: Request): Promise<Response> {
    const config = nodeFunctionConfig(process.env, waitUntil, 'vercel');
    const response = await handleBookingRequest(request, config);
    const sweep = sweepIfDue(config);
    if (sweep) waitUntil(sweep);
    return response;
  },
};

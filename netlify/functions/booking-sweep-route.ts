/**
 * Netlify Functions (2.0): GET /api/bookings/sweep with `Authorization: Bearer <CRON_SECRET>` runs one sweep
 * now (404 while CRON_SECRET is unset). The scheduled booking-sweep.ts runs it every 5 minutes anyway.
 */
import { handleSweepRequest } from '../../src/server/host-sweep';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';

export default async (request: Request, _context: unknown): Promise<Response> =>
  handleSweepRequest(request, nodeFunctionConfig(netlifyEnv()));

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts).
  path: '/api/bookings/sweep',
};

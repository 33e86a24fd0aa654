/**
 * Vercel Functions: GET /api/bookings/sweep, called by the cron in vercel.json (scripts/lib/host-config.ts)
 * with `Authorization: Bearer <CRON_SECRET>`, which Vercel adds when the project has CRON_SECRET set.
 */
import { handleSweepRequest } from '../../src/server/host-sweep.js';
import { nodeFunctionConfig } from '../../src/server/node-function.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleSweepRequest(request, nodeFunctionConfig(process.env));
  },
};

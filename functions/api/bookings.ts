/**
 * Cloudflare Pages Functions: this file's path answers /api/bookings. The booking variables come from the
 * project's variables and secrets, on the context's `env` (docs/deploying.md#cloudflare-pages). The project
 * needs the `nodejs_compat` compatibility flag (postgres.js). After the answer, an opportunistic sweep retries what
 * failed (at most once a minute per instance): Pages Functions have no scheduler of their own.
 */
import { handleBookingRequest } from '../../src/server/booking-handler';
import { cloudflareFunctionConfig, type PagesContext } from '../../src/server/cloudflare-function';
import { createOpportunisticSweep } from '../../src/server/host-sweep';

const sweepIfDue = createOpportunisticSweep();

export const onRequest = async (context: PagesContext): Promise<Response> => {
  const config = cloudflareFunctionConfig(context);
  const response = await handleBookingRequest(context.request, config);
  const sweep = sweepIfDue(config);
  if (sweep) context.waitUntil(sweep);
  return response;
};

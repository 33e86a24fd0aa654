/**
 * Cloudflare Pages Functions: this file's path answers /api/bookings/challenge, the proof-of-work challenge
 * for one enquiry (src/server/challenge.ts). Same variables as /api/bookings; a visitor starting a form is
 * also a moment to sweep (at most once a minute per instance).
 */
import { handleChallengeRequest } from '../../../src/server/booking-handler';
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { createOpportunisticSweep } from '../../../src/server/host-sweep';

const sweepIfDue = createOpportunisticSweep();

export const onRequest = async (context: PagesContext): Promise<Response> => {
  const config = cloudflareFunctionConfig(context);
  const response = await handleChallengeRequest(context.request, config);
  const sweep = sweepIfDue(config);
  if (sweep) context.waitUntil(sweep);
  return response;
};

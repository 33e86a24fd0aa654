/**
 * Cloudflare Pages Functions: this file's path answers /api/bookings/challenge, the proof-of-work challenge
 * for one enquiry (src/server/challenge.ts). Same variables as /api/bookings.
 */
import { bookingConfigFromEnv, handleChallengeRequest } from '../../../src/server/booking-handler';
import type { PagesContext } from '../bookings';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleChallengeRequest(context.request, bookingConfigFromEnv(context.env));

/**
 * Vercel Functions (Node.js runtime, Web handler): api/bookings/challenge.ts answers /api/bookings/challenge,
 * the proof-of-work challenge for one enquiry (src/server/challenge.ts). Same variables as api/bookings.ts.
 */
import { bookingConfigFromEnv, handleChallengeRequest } from '../../src/server/booking-handler.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleChallengeRequest(request, bookingConfigFromEnv(process.env));
  },
};

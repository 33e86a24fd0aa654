/**
 * Vercel Functions (Node.js runtime, Web handler): api/bookings.ts answers /api/bookings. The booking
 * variables (BOOKING_FORWARD_URL, BOOKING_ALLOWED_ORIGINS, BOOKING_CHALLENGE_SECRET) come from the project's
 * environment variables, in process.env.
 */
import { bookingConfigFromEnv, handleBookingRequest } from '../src/server/booking-handler.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleBookingRequest(request, bookingConfigFromEnv(process.env));
  },
};

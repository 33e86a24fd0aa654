/**
 * Cloudflare Pages Functions: this file answers /api/booking and every path under it, the client's booking
 * page's API (src/server/booking-page/, issue 41). Same variables and bindings as /api/bookings; the office's
 * e-mail, the client's cancellation and the automation's event are delivered in the context's waitUntil.
 */
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { handleBookingPageRequest } from '../../../src/server/booking-page/handler';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleBookingPageRequest(context.request, cloudflareFunctionConfig(context));

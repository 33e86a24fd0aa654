/**
 * Cloudflare Pages Functions: this file answers /api/office and every path under it, the office's API
 * (src/server/office/). Same variables and bindings as /api/bookings; the code mail and a resend's delivery
 * run in the context's waitUntil.
 */
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { handleOfficeRequest } from '../../../src/server/office/handler';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleOfficeRequest(context.request, cloudflareFunctionConfig(context));

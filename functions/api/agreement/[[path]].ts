/**
 * Cloudflare Pages Functions: this file answers /api/agreement and every path under it, the pre-inspection
 * agreement's API (src/server/agreement/). Same variables and bindings as /api/bookings; the copies of an
 * accepted agreement are delivered in the context's waitUntil.
 */
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { handleAgreementRequest } from '../../../src/server/agreement/handler';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleAgreementRequest(context.request, cloudflareFunctionConfig(context));

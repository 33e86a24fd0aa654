/**
 * Cloudflare Pages Functions: this file answers /api/report and every path under it, the client's report API
 * (src/server/report/, issue 58). Same variables and bindings as /api/bookings; the automation's event of a
 * first opening is delivered in the context's waitUntil. The file's binary answer goes back as it is.
 */
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { handleReportRequest } from '../../../src/server/report/handler';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleReportRequest(context.request, cloudflareFunctionConfig(context));

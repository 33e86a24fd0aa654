/**
 * Cloudflare Pages Functions: GET /api/bookings/sweep with `Authorization: Bearer <CRON_SECRET>` retries what
 * failed. Pages has no cron; docs/deploying.md#cloudflare-pages gives a small Worker with a cron trigger that
 * calls this route.
 */
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { handleSweepRequest } from '../../../src/server/host-sweep';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleSweepRequest(context.request, cloudflareFunctionConfig(context));

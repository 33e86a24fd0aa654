/**
 * Cloudflare Pages Functions: POST /api/payments/stripe, Stripe's signed webhook (src/server/payments/, issue
 * 60), checked over the body as it came. Same variables and bindings as /api/bookings, with
 * STRIPE_WEBHOOK_SECRET (404 without it); the automation's event and any alert go in the context's waitUntil.
 */
import { cloudflareFunctionConfig, type PagesContext } from '../../../src/server/cloudflare-function';
import { handleStripeWebhook } from '../../../src/server/payments/stripe-webhook';

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleStripeWebhook(context.request, cloudflareFunctionConfig(context));

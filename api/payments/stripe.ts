/**
 * Vercel Functions (Node.js runtime, Web handler): POST /api/payments/stripe, Stripe's signed webhook
 * (src/server/payments/, issue 60), routed by its file's path; the handler reads the body as Stripe sent it.
 * 404 while STRIPE_WEBHOOK_SECRET is unset. The automation's event and any alert go in Vercel's waitUntil.
 */
import { waitUntil } from '@vercel/functions';
import { handleStripeWebhook } from '../../src/server/payments/stripe-webhook.js';
import { nodeFunctionConfig } from '../../src/server/node-function.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleStripeWebhook(request, nodeFunctionConfig(process.env, waitUntil, 'vercel'));
  },
};

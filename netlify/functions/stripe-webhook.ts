/**
 * Netlify Functions (2.0): POST /api/payments/stripe, Stripe's signed webhook (src/server/payments/, issue 60).
 * The function is given the body as Stripe sent it, which the signature is checked over; 404 while
 * STRIPE_WEBHOOK_SECRET is unset. The automation's event and the alert of a payment for no booking go in
 * Netlify's `context.waitUntil`.
 */
import { handleStripeWebhook } from '../../src/server/payments/stripe-webhook';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';

interface NetlifyContext {
  waitUntil?(work: Promise<unknown>): void;
}

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleStripeWebhook(request, nodeFunctionConfig(netlifyEnv(), context.waitUntil?.bind(context), 'netlify'));

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts): src/api/payment.ts STRIPE_WEBHOOK_PATH.
  path: '/api/payments/stripe',
};

/**
 * Stripe's own webhook (issue 60, part 3): POST /api/payments/stripe records the card payments of the business's
 * Payment Link, and their refunds, once. Written against Request/Response like every handler; the Node server
 * and the Netlify, Cloudflare Pages and Vercel functions call it with the body as it came.
 *
 * - The route exists only where STRIPE_WEBHOOK_SECRET is set (404 otherwise, as the sweep's without
 *   CRON_SECRET). It has no Origin check and no proof of work: the signature alone guards it.
 * - The raw bytes are read first (413 past STRIPE_WEBHOOK_MAX_BYTES), then `Stripe-Signature` is checked over
 *   them before anything is parsed: HMAC-SHA-256 of `${t}.${body}` under the endpoint's secret, any of its `v1`
 *   signatures verified by Web Crypto (constant time, the same on every runtime), `t` within STRIPE_TOLERANCE_S
 *   of now. Anything else is 400 `signature`, records nothing, and is logged without the header or the secret.
 * - What counts: `checkout.session.completed` with `payment_status: 'paid'` (a card); with 'unpaid' (BECS,
 *   delayed) a pending payment that `..._async_payment_succeeded` or `..._failed` settles; `charge.refunded`,
 *   matched by its PaymentIntent, its cumulative `amount_refunded` recorded as what it adds. Any other event
 *   answers 200 and records nothing.
 * - Stripe's event id is the key: a replay or a retry answers 200 and records nothing more. A payment that
 *   names no booking is recorded, flagged 'unknown-reference' and alerted to the business; one in another
 *   currency, for another amount, or for a cancelled booking is recorded as it came and flagged.
 * - No ledger, or one that cannot open: 503, and Stripe tries again. The automation's deliveries and the alert
 *   go after the answer.
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../../lib/zod-setup.js';
import { z } from 'zod';
import {
  STRIPE_TOLERANCE_S,
  STRIPE_WEBHOOK_MAX_BYTES,
  STRIPE_WEBHOOK_PATH,
  type PaymentFlag,
} from '../../api/payment.js';
import { bookedForClient, clientAddress } from '../../domain/booking/addressees.js';
import { effectsOf } from '../../domain/booking/effects.js';
import { referencePattern } from '../../domain/booking/reference.js';
import { sydneyDate } from '../../domain/booking/sydney-time.js';
import { servedHandler, type BookingConfig } from '../config.js';
import { channelSenders, deliverClaimed, deliveryContext, effectContext } from '../delivery.js';
import { hmacKey } from '../hmac-key.js';
import { afterAnswer, jsonAnswer, readBytes } from '../http.js';
import type { Db } from '../ledger/db.js';
import type { LedgerHandle } from '../ledger/source.js';
import { printable, type BookingLogger } from '../log.js';
import { unmatchedPaymentMail } from '../mail/alert-mail.js';
import {
  recordStripeRefund,
  recordStripeSession,
  type PaymentChannelsFor,
  type RecordResult,
} from './store.js';

export { STRIPE_WEBHOOK_PATH };

const TAG = '[payments]';
/** More `v1` signatures than any rotation of secrets gives: past it, the header is not Stripe's. */
const MAX_SIGNATURES = 8;

const encoder = new TextEncoder();

/** The header's timestamp and its `v1` signatures as bytes; null for a header that is not one. */
function parseStripeSignature(header: string | null): { t: number; v1: Uint8Array[] } | null {
  if (!header) return null;
  let t: number | null = null;
  const v1: Uint8Array[] = [];
  for (const part of header.split(',')) {
    const equals = part.indexOf('=');
    if (equals < 1) continue;
    const key = part.slice(0, equals).trim();
    const value = part.slice(equals + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    // Any v0 (Stripe's test scheme) and any other key is no signature here.
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) {
      const bytes = new Uint8Array(32);
      for (let i = 0; i < 32; i++) bytes[i] = parseInt(value.slice(i * 2, i * 2 + 2), 16);
      v1.push(bytes);
    }
  }
  if (t === null || v1.length === 0 || v1.length > MAX_SIGNATURES) return null;
  return { t, v1 };
}

/**
 * Why a body's `Stripe-Signature` is refused, or null when one of its `v1` signatures is the HMAC-SHA-256 of
 * `${t}.${body}` under `secret` and `t` is within the tolerance of `now`.
 */
async function signatureProblem(
  header: string | null,
  body: Uint8Array,
  secret: string,
  now: Date,
): Promise<string | null> {
  const parsed = parseStripeSignature(header);
  if (!parsed) return header ? 'a header that is not a signature' : 'no Stripe-Signature';
  if (Math.abs(now.getTime() / 1000 - parsed.t) > STRIPE_TOLERANCE_S) return 'a stale timestamp';
  const prefix = encoder.encode(`${parsed.t}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix, 0);
  signed.set(body, prefix.length);
  const key = await hmacKey(secret);
  for (const signature of parsed.v1) {
    // Web Crypto's verify compares in constant time; never a comparison of strings here.
    if (await crypto.subtle.verify('HMAC', key, signature as Uint8Array<ArrayBuffer>, signed)) return null;
  }
  return 'no signature matches';
}

/** Stripe's event, as far as this handler reads it; anything more is left as it came. */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const optionalText = z.string().max(255).nullish();
/** A Checkout Session (`checkout.session.*`). */
const sessionSchema = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.string().max(40),
  amount_total: z.number().int().nullish(),
  currency: optionalText,
  client_reference_id: optionalText,
  payment_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
});
/** A Charge (`charge.refunded`). */
const chargeSchema = z.object({
  id: z.string().min(1).max(255),
  payment_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
  amount_refunded: z.number().int().nonnegative(),
  currency: z.string().max(10),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
] as const;
const REFUND_EVENT = 'charge.refunded';

type Answer = { status: number; body: unknown };
const received: Answer = { status: 200, body: { received: true } };
const answer = ({ status, body }: Answer) => jsonAnswer(status, body);

/**
 * The deposit asked of the booking: the one its slot recorded when it was booked or moved (issue 60, part 1),
 * which business.ts's later changes never alter; null when none was asked.
 */
const depositAsked = (booking: { deposit: number | null } | null): number | null => booking?.deposit ?? null;

/** The deliveries of a payment's event for a booking (effects.ts), with the senders this server has. */
function paymentChannels(config: BookingConfig) {
  const senders = channelSenders(config, { withLedger: true });
  const channelsFor: PaymentChannelsFor = (event, { enquiry, links }) =>
    effectsOf(
      event,
      effectContext(senders, {
        client: clientAddress(enquiry, links) !== null,
        booker: bookedForClient(enquiry),
      }),
    );
  return { senders, channelsFor };
}

/** The booking a reference names, when exactly one does; null for none (or a reference that is not one). */
async function bookingOf(
  db: Db,
  reference: string | null,
): Promise<{ submissionId: string; state: string; deposit: number | null } | null> {
  if (!reference || !referencePattern.test(reference)) return null;
  const rows = await db.query(
    `SELECT submission_id, state, (booking->'deposit'->>'cents')::int AS deposit
     FROM booking_enquiries WHERE reference = $1 LIMIT 2`,
    [reference],
  );
  if (rows.length !== 1) return null;
  const deposit = rows[0]!.deposit;
  return {
    submissionId: rows[0]!.submission_id as string,
    state: rows[0]!.state as string,
    deposit: deposit === null || deposit === undefined ? null : Number(deposit),
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  (typeof value === 'string' ? value : value?.id) || null;

/** The reference as it came, for the record: printable, and as the booking page's link sets it. */
const referenceAsGiven = (value: string | null | undefined) => {
  const text = printable(value ?? '', 64).trim();
  return text ? text.toUpperCase() : null;
};

interface Recorded {
  result: RecordResult | { kind: 'unchanged' };
  /** What the alert of a payment for no booking names. */
  unmatched?: { kind: 'payment' | 'refund'; currency: string; reference: string | null };
  paidOn: string;
}

/** Records what an event says, in the ledger; null for an event that records nothing. */
async function recordEvent(
  db: Db,
  event: z.infer<typeof eventSchema>,
  config: BookingConfig,
  channelsFor: PaymentChannelsFor,
  now: Date,
): Promise<Recorded | Answer | null> {
  const paidOn = sydneyDate(new Date(event.created * 1000));
  if ((SESSION_EVENTS as readonly string[]).includes(event.type)) {
    const parsed = sessionSchema.safeParse(event.data.object);
    if (!parsed.success) return { status: 400, body: { error: 'invalid' } };
    const session = parsed.data;
    const status =
      event.type === 'checkout.session.async_payment_succeeded'
        ? 'settled'
        : event.type === 'checkout.session.async_payment_failed'
          ? 'failed'
          : session.payment_status === 'paid'
            ? 'settled'
            : session.payment_status === 'unpaid'
              ? 'pending'
              : null;
    const amountCents = session.amount_total ?? 0;
    // 'no_payment_required', or nothing to record: no payment.
    if (!status || amountCents <= 0) return null;
    const reference = referenceAsGiven(session.client_reference_id);
    const booking = await bookingOf(db, reference);
    const currency = (session.currency ?? 'aud').toLowerCase();
    const deposit = depositAsked(booking);
    const flags: PaymentFlag[] = [
      ...(currency !== 'aud' ? (['other-currency'] as const) : []),
      ...(deposit !== null && amountCents !== deposit ? (['other-amount'] as const) : []),
      ...(booking?.state === 'cancelled' ? (['cancelled-booking'] as const) : []),
    ];
    // A delayed method (BECS) completes 'unpaid', and settles by its own event; a card is paid at once.
    const delayed = event.type !== 'checkout.session.completed' || session.payment_status === 'unpaid';
    const result = await recordStripeSession(
      db,
      {
        submissionId: booking?.submissionId ?? null,
        reference,
        kind: 'payment',
        amountCents,
        currency,
        method: delayed ? 'becs' : 'card',
        status,
        source: 'stripe',
        stripeEventId: event.id,
        stripeSessionId: session.id,
        stripePaymentIntent: idOf(session.payment_intent),
        paidOn,
        recordedBy: null,
        flags,
      },
      { channelsFor, now },
    );
    return { result, paidOn, unmatched: { kind: 'payment', currency, reference } };
  }
  if (event.type === REFUND_EVENT) {
    const parsed = chargeSchema.safeParse(event.data.object);
    if (!parsed.success) return { status: 400, body: { error: 'invalid' } };
    const charge = parsed.data;
    const intent = idOf(charge.payment_intent);
    if (!intent) {
      config.log?.(
        `${TAG} stripe ${printable(event.id, 80)}: a refund of no PaymentIntent, recorded nothing`,
      );
      return null;
    }
    // Before its payment is recorded, the booking is whichever the charge's metadata names, if it names one.
    const metadata = charge.metadata ?? {};
    const named = metadata.client_reference_id ?? metadata.reference;
    const reference = typeof named === 'string' ? referenceAsGiven(named) : null;
    const booking = await bookingOf(db, reference);
    const currency = charge.currency.toLowerCase();
    const result = await recordStripeRefund(
      db,
      {
        stripeEventId: event.id,
        stripePaymentIntent: intent,
        amountRefundedCents: charge.amount_refunded,
        currency,
        submissionId: booking?.submissionId ?? null,
        reference,
        paidOn,
      },
      { channelsFor, now },
    );
    return { result, paidOn, unmatched: { kind: 'refund', currency, reference } };
  }
  return null;
}

/** Alerts the business of a payment recorded for no booking; without SMTP, the log line is the alert. */
async function alertUnmatched(
  config: BookingConfig,
  log: BookingLogger,
  recorded: Recorded & { result: { kind: 'recorded'; id: number } },
  amountCents: number,
  now: Date,
) {
  const { unmatched, paidOn, result } = recorded;
  if (!unmatched) return;
  const mail = config.mail;
  const what = `${unmatched.kind} #${result.id} of ${amountCents} cents ${unmatched.currency.toUpperCase()}`;
  if (!mail || mail.notifyTo.length === 0) {
    log(`${TAG} ALERT: a Stripe ${what} names no booking (no SMTP set, so this log line is the only alert)`);
    return;
  }
  const sent = await mail.transport
    .send(
      unmatchedPaymentMail(
        { id: result.id, ...unmatched, amountCents, paidOn },
        { from: mail.from, to: mail.notifyTo, now },
      ),
    )
    .catch((error: Error) => ({ ok: false, answer: error.message }));
  log(
    sent.ok
      ? `${TAG} alert sent: a Stripe ${what} names no booking`
      : `${TAG} the alert of a Stripe ${what} naming no booking could not be sent: ${printable(sent.answer, 160)}`,
  );
}

async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const secret = config.stripeWebhookSecret;
  if (!secret) return answer({ status: 404, body: { error: 'Not found' } });
  if (request.method !== 'POST') {
    return jsonAnswer(405, { error: 'invalid' }, { Allow: 'POST' });
  }
  const body = await readBytes(request, STRIPE_WEBHOOK_MAX_BYTES);
  if (body.kind === 'too-large') {
    log(`${TAG} stripe webhook refused 413: over ${STRIPE_WEBHOOK_MAX_BYTES} bytes`);
    return answer({ status: 413, body: { error: 'too-large' } });
  }
  if (body.kind !== 'ok') return answer({ status: 400, body: { error: 'invalid' } });
  const now = config.now?.() ?? new Date();
  const problem = await signatureProblem(request.headers.get('Stripe-Signature'), body.bytes, secret, now);
  if (problem) {
    // Never the header, the body or the secret.
    log(`${TAG} stripe webhook refused 400: ${problem}`);
    return answer({ status: 400, body: { error: 'signature' } });
  }
  let event: z.infer<typeof eventSchema>;
  try {
    const parsed = eventSchema.safeParse(
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)),
    );
    if (!parsed.success) throw new Error('not an event');
    event = parsed.data;
  } catch {
    log(`${TAG} stripe webhook refused 400: a signed body that is not an event`);
    return answer({ status: 400, body: { error: 'invalid' } });
  }
  const tracked = (SESSION_EVENTS as readonly string[]).includes(event.type) || event.type === REFUND_EVENT;
  if (!tracked) return answer(received);
  if (!config.ledger) {
    log(`${TAG} stripe ${printable(event.id, 80)} refused 503: no ledger (DATABASE_URL is not set)`);
    return answer({ status: 503, body: { error: 'no-ledger' } });
  }
  let handle: LedgerHandle;
  try {
    handle = await config.ledger.open();
  } catch (error) {
    log(`${TAG} the ledger could not be opened: ${printable((error as Error)?.message ?? 'error', 120)}`);
    return answer({ status: 503, body: { error: 'no-ledger' } });
  }
  let keep = false;
  try {
    const { senders, channelsFor } = paymentChannels(config);
    const outcome = await recordEvent(handle.ledger.db, event, config, channelsFor, now);
    if (!outcome) return answer(received);
    if (!('result' in outcome)) return answer(outcome);
    const { result } = outcome;
    const what = `stripe ${printable(event.id, 80)} (${event.type})`;
    if (result.kind !== 'recorded') {
      log(`${TAG} ${what}: ${result.kind === 'replay' ? 'a replay' : 'nothing more to record'}`);
      return answer(received);
    }
    log(
      `${TAG} ${what}: recorded #${result.id}${result.flags?.length ? ` (${result.flags.join(', ')})` : ''}`,
    );
    const work: Promise<unknown>[] = [];
    if (result.claims.length > 0) {
      work.push(deliverClaimed(deliveryContext(config, handle.ledger, senders, log), result.claims));
    }
    if (result.flags?.includes('unknown-reference') && outcome.unmatched) {
      const amountCents = await recordedAmount(handle.ledger.db, result.id);
      work.push(alertUnmatched(config, log, { ...outcome, result }, amountCents, now));
    }
    if (work.length > 0) {
      keep = true;
      afterAnswer(config.waitUntil, Promise.all(work), () => handle.release());
    }
    return answer(received);
  } finally {
    if (!keep) await handle.release().catch(() => {});
  }
}

/** The amount a row keeps (a refund's is what it added to the refunds before it). */
async function recordedAmount(db: Db, id: number): Promise<number> {
  const [row] = await db.query('SELECT amount_cents FROM booking_payments WHERE id = $1', [id]);
  return Number(row?.amount_cents ?? 0);
}

/** POST /api/payments/stripe: Stripe's signed webhook. What the servers and the functions call. */
export const handleStripeWebhook = servedHandler(TAG, handle, () =>
  jsonAnswer(500, { error: 'Internal error' }),
);

/** Whether a path is the webhook's (the Node server's route table). */
export const isStripeWebhookPath = (pathname: string) => pathname === STRIPE_WEBHOOK_PATH;

// @vitest-environment node
/**
 * Stripe's webhook (issue 60, part 3) on a real PostgreSQL and SMTP: payloads signed by Stripe's own library
 * (`Stripe.webhooks.generateTestHeaderString`, which calls nothing) at timestamps derived from the tests' fixed
 * instant. A paid session is recorded once and a replay records nothing more; a bad, stale or missing signature,
 * a body too large and a signed body that is not JSON are refused and record nothing; a payment for no booking
 * is kept, flagged and alerted; BECS settles or fails once; refunds are what Stripe's cumulative amount adds,
 * even before their payment; another currency is flagged; without STRIPE_WEBHOOK_SECRET there is no route.
 */
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_TOLERANCE_S, STRIPE_WEBHOOK_MAX_BYTES, STRIPE_WEBHOOK_PATH } from '../../../src/api/payment';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { handleStripeWebhook } from '../../../src/server/payments/stripe-webhook';
import { paymentsOf } from '../../../src/server/payments/store';
import { OWNER, SITE, officeSuite } from '../office/support';
import { bookingPost, validPayload } from '../support';

const office = officeSuite();
const SECRET = 'whsec_test0webhook0secret0of0the0endpoint';

beforeEach(async () => {
  await office.db().exec('TRUNCATE booking_payments');
});

const config = (env: Record<string, string> = {}) =>
  office.configFor({ STRIPE_WEBHOOK_SECRET: SECRET, ...env });

/** Seconds since the epoch of the tests' "now", moved by `offsetS`. */
const unixNow = (offsetS = 0) => Math.floor(office.state.clock.now().getTime() / 1000) + offsetS;

let n = 0;
/** An enquiry in the ledger; its reference. */
async function enquiry(): Promise<{ reference: string; submissionId: string }> {
  n++;
  const submissionId = `5e1a2b3c-6060-4222-8333-${String(n).padStart(12, '0')}`;
  const answer = await handleBookingRequest(bookingPost({ ...validPayload(), submissionId }), config());
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  return { reference, submissionId };
}

let eventN = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventN}`) {
  return { id, object: 'event', type, created: unixNow(-5), livemode: false, data: { object } };
}
const session = (fields: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  amount_total: 20_000,
  currency: 'aud',
  client_reference_id: null,
  payment_intent: 'pi_test_1',
  ...fields,
});

/** A POST as Stripe makes it: the body's own bytes, signed at `timestamp` (now, unless told). */
function stripePost(
  body: unknown,
  {
    secret = SECRET,
    timestamp = unixNow(),
    header,
  }: { secret?: string; timestamp?: number; header?: string } = {},
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = header ?? Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return new Request(`${SITE}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
    body: payload,
  });
}

async function post(request: Request, settings = config()) {
  const answer = await handleStripeWebhook(request, settings);
  await office.idle();
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

const rows = () =>
  office.query<{ kind: string; amount_cents: number; status: string; method: string; flags: string[] }>(
    'SELECT kind, amount_cents, status, method, submission_id, reference, flags FROM booking_payments ORDER BY id',
  );

describe('Stripe’s webhook, POST /api/payments/stripe', () => {
  it('records a paid Checkout Session for its booking once: a replay answers 200 and records nothing more', async () => {
    const { reference, submissionId } = await enquiry();
    const body = event('checkout.session.completed', session({ client_reference_id: reference }));
    expect(await post(stripePost(body))).toEqual({ status: 200, json: { received: true } });
    // The same event again, signed again (Stripe's retry), and the very same request bytes a second later.
    expect((await post(stripePost(body, { timestamp: unixNow(1) }))).status).toBe(200);
    const payments = await paymentsOf(office.db(), submissionId);
    expect(payments).toMatchObject([
      { kind: 'payment', amountCents: 20_000, currency: 'aud', method: 'card', status: 'settled', flags: [] },
    ]);
    expect(await rows()).toHaveLength(1);
    const [counted] = await office.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM booking_events WHERE submission_id = $1 AND event = 'payment-received'`,
      [submissionId],
    );
    expect(counted?.count).toBe('1');
    expect(office.state.lines.join('\n')).not.toContain(SECRET);
  });

  it('refuses a bad, missing, stale or future signature with 400 and records nothing', async () => {
    const { reference } = await enquiry();
    const body = event('checkout.session.completed', session({ client_reference_id: reference }));
    const refused = { status: 400, json: { error: 'signature' } };
    expect(await post(stripePost(body, { secret: 'whsec_another0endpoint0secret0altogether' }))).toEqual(
      refused,
    );
    expect(await post(stripePost(body, { header: '' }))).toEqual(refused);
    expect(await post(stripePost(body, { header: `t=${unixNow()},v0=abc` }))).toEqual(refused);
    expect(await post(stripePost(body, { timestamp: unixNow(-STRIPE_TOLERANCE_S - 1) }))).toEqual(refused);
    expect(await post(stripePost(body, { timestamp: unixNow(STRIPE_TOLERANCE_S + 1) }))).toEqual(refused);
    // The body changed after signing, by one character.
    const signed = stripePost(body);
    const altered = JSON.stringify(body).replace('20000', '20001');
    const tampered = new Request(signed.url, { method: 'POST', headers: signed.headers, body: altered });
    expect(await post(tampered)).toEqual(refused);
    expect(await rows()).toEqual([]);
    expect(office.state.lines.join('\n')).not.toContain(SECRET);
    expect(office.state.lines.join('\n')).not.toMatch(/v1=/);
  });

  it('accepts a header with several v1 signatures when any one of them is right, and a timestamp at the edge', async () => {
    const { reference } = await enquiry();
    const body = event('checkout.session.completed', session({ client_reference_id: reference }));
    const payload = JSON.stringify(body);
    const timestamp = unixNow(-STRIPE_TOLERANCE_S);
    const right = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
    const wrong = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_the0old0secret0before0the0roll',
      timestamp,
    });
    const header = `t=${timestamp},${wrong.split(',')[1]},${right.split(',')[1]},v0=${'0'.repeat(64)}`;
    expect((await post(stripePost(payload, { header }))).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses an over-large body with 413, and a signed body that is not JSON with 400, and stays up', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(STRIPE_WEBHOOK_MAX_BYTES) });
    expect(await post(stripePost(big))).toEqual({ status: 413, json: { error: 'too-large' } });
    expect(await post(stripePost('{"id": "evt_1", "type": '))).toEqual({
      status: 400,
      json: { error: 'invalid' },
    });
    expect(await post(stripePost('[1, 2]'))).toEqual({ status: 400, json: { error: 'invalid' } });
    // Another event type: nothing to record, 200 all the same.
    expect(await post(stripePost(event('customer.created', { id: 'cus_1' })))).toEqual({
      status: 200,
      json: { received: true },
    });
    const { reference } = await enquiry();
    expect(
      (
        await post(
          stripePost(event('checkout.session.completed', session({ client_reference_id: reference }))),
        )
      ).status,
    ).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps a payment for no booking, flagged, and alerts the business by mail', async () => {
    await post(
      stripePost(event('checkout.session.completed', session({ client_reference_id: 'HBI-ZZZZZZ' }))),
    );
    await post(
      stripePost(event('checkout.session.completed', session({ id: 'cs_test_2', payment_intent: 'pi_2' }))),
    );
    expect(await rows()).toMatchObject([
      { submission_id: null, reference: 'HBI-ZZZZZZ', flags: ['unknown-reference'], status: 'settled' },
      { submission_id: null, reference: null, flags: ['unknown-reference'], status: 'settled' },
    ]);
    const alerts = office
      .smtp()
      .received.filter((mail) => mail.envelopeTo.includes(OWNER) && /names no booking/.test(mail.subject));
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.subject).toBe('Bookings: a Stripe payment of $200 names no booking');
    expect(alerts[0]!.text).toContain('HBI-ZZZZZZ');
  });

  it('records a BECS debit as pending, then settles it once; a failed one fails and counts for nothing', async () => {
    const { reference, submissionId } = await enquiry();
    const pending = session({ client_reference_id: reference, payment_status: 'unpaid', id: 'cs_becs' });
    await post(stripePost(event('checkout.session.completed', pending)));
    expect(await paymentsOf(office.db(), submissionId)).toMatchObject([
      { status: 'pending', method: 'becs' },
    ]);
    const paid = { ...pending, payment_status: 'paid' };
    const succeeded = event('checkout.session.async_payment_succeeded', paid);
    await post(stripePost(succeeded));
    await post(stripePost(succeeded, { timestamp: unixNow(2) }));
    await post(stripePost(event('checkout.session.async_payment_succeeded', paid)));
    expect(await paymentsOf(office.db(), submissionId)).toMatchObject([
      { status: 'settled', method: 'becs', amountCents: 20_000 },
    ]);
    const [counted] = await office.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM booking_events WHERE submission_id = $1 AND event = 'payment-received'`,
      [submissionId],
    );
    expect(counted?.count).toBe('1');

    const other = await enquiry();
    const debit = session({
      client_reference_id: other.reference,
      payment_status: 'unpaid',
      id: 'cs_becs_2',
    });
    await post(stripePost(event('checkout.session.completed', debit)));
    await post(stripePost(event('checkout.session.async_payment_failed', debit)));
    expect(await paymentsOf(office.db(), other.submissionId)).toMatchObject([{ status: 'failed' }]);
  });

  it('records each refund as what Stripe’s cumulative amount adds, and one before its payment, flagged', async () => {
    const { reference, submissionId } = await enquiry();
    await post(stripePost(event('checkout.session.completed', session({ client_reference_id: reference }))));
    const charge = (amount: number) => ({
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_test_1',
      amount_refunded: amount,
      currency: 'aud',
      metadata: {},
    });
    const first = event('charge.refunded', charge(1000));
    await post(stripePost(first));
    await post(stripePost(event('charge.refunded', charge(2500))));
    // A replay of the first, and the same total again under another event id: nothing more.
    await post(stripePost(first, { timestamp: unixNow(3) }));
    await post(stripePost(event('charge.refunded', charge(2500))));
    expect(
      (await paymentsOf(office.db(), submissionId)).map((p) => [p.kind, p.amountCents, p.flags]),
    ).toEqual([
      ['payment', 20_000, []],
      ['refund', 1000, []],
      ['refund', 1500, []],
    ]);

    // A refund whose payment is not recorded yet: kept, flagged, and the booking's once its payment comes.
    const later = await enquiry();
    await post(
      stripePost(event('charge.refunded', { ...charge(500), id: 'ch_2', payment_intent: 'pi_late' })),
    );
    expect(await rows()).toHaveLength(4);
    expect((await rows())[3]).toMatchObject({
      kind: 'refund',
      amount_cents: 500,
      submission_id: null,
      flags: ['refund-before-payment', 'unknown-reference'],
    });
    await post(
      stripePost(
        event(
          'checkout.session.completed',
          session({ id: 'cs_late', payment_intent: 'pi_late', client_reference_id: later.reference }),
        ),
      ),
    );
    expect(
      (await paymentsOf(office.db(), later.submissionId)).map((p) => [p.kind, p.amountCents, p.flags]),
    ).toEqual([
      ['refund', 500, ['refund-before-payment']],
      ['payment', 20_000, []],
    ]);
  });

  it('records a payment in another currency, or for a cancelled booking, as it came, flagged', async () => {
    const { reference, submissionId } = await enquiry();
    await post(
      stripePost(
        event('checkout.session.completed', session({ client_reference_id: reference, currency: 'nzd' })),
      ),
    );
    await office.query(`UPDATE booking_enquiries SET state = 'cancelled' WHERE submission_id = $1`, [
      submissionId,
    ]);
    await post(
      stripePost(
        event('checkout.session.completed', session({ id: 'cs_test_9', client_reference_id: reference })),
      ),
    );
    expect((await paymentsOf(office.db(), submissionId)).map((p) => [p.currency, p.flags])).toEqual([
      ['nzd', ['other-currency']],
      ['aud', ['cancelled-booking']],
    ]);
  });

  it('flags a payment of another amount than the deposit the booking was asked (its slot), and not the deposit itself', async () => {
    const { reference, submissionId } = await enquiry();
    // The deposit the confirm recorded on the booking (domain/booking/deposit.ts), as the office's confirm writes it.
    await office.query(
      `UPDATE booking_enquiries SET booking = jsonb_build_object('deposit', jsonb_build_object('cents', 11000))
       WHERE submission_id = $1`,
      [submissionId],
    );
    for (const [id, amount] of [
      ['cs_test_deposit', 11_000],
      ['cs_test_other', 20_000],
    ] as const)
      await post(
        stripePost(
          event(
            'checkout.session.completed',
            session({ id, amount_total: amount, client_reference_id: reference }),
          ),
        ),
      );
    expect((await paymentsOf(office.db(), submissionId)).map((p) => [p.amountCents, p.flags])).toEqual([
      [11_000, []],
      [20_000, ['other-amount']],
    ]);
  });

  it('does not exist without STRIPE_WEBHOOK_SECRET (404), and answers 503 without a ledger', async () => {
    const body = event('checkout.session.completed', session());
    const none = office.configFor({});
    expect((await post(stripePost(body), none)).status).toBe(404);
    expect((await post(stripePost(body), { ...config(), ledger: null })).status).toBe(503);
    expect(await rows()).toEqual([]);
  });
});

// @vitest-environment node
/**
 * Issue 60 on a real PostgreSQL and SMTP: the deposit recorded on the booking at its confirm, the booked e-mail's
 * words for it (and none of the bank's details), the booking page's payment section and its card link (a 302 with
 * the reference only, refused for a cancelled or paid booking and for the booker), and the office's "Record a
 * payment" and "Record a refund": once, 409 when stale, an event in the history with who, flagged on a cancelled
 * booking, and the rows' payment state.
 */
import { describe, expect, it } from 'vitest';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { bookingPagePath, bookingPayPath, type BookingPageView } from '../../../src/api/booking-page';
import { handleBookingPageRequest } from '../../../src/server/booking-page/handler';
import { gateOf } from '../../../src/server/report/gate';
import { bookingViewToken } from '../../../src/server/booking/links';
import { BOOKING_UPDATE_TITLES } from '../../../src/server/mail/booking-update-mail';
import { actionPath, OFFICE_API, type OfficeEnquiryDetail, type OfficeList } from '../../../src/api/office';
import {
  DEPOSIT_WORDS,
  paymentStateWords,
  recordPaymentPath,
  type RecordPaymentBody,
} from '../../../src/api/payment';
import { type BookingConfig } from '../../../src/server/config';
import type { PaymentChoices } from '../../../src/server/delivery';
import { bookingPost, validPayload } from '../support';
import { OWNER, officeSuite, testSlot } from './support';
import { sydneyDaysAfter, TEST_NOW } from '../../support/clock';

const office = officeSuite();
const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';
const PAYMENT_LINK = 'https://buy.stripe.com/test_deposit';
const BANK = { accountName: 'Harbourline Building Inspections', bsb: '062000', accountNumber: '12345678' };

const choices = (more: Partial<PaymentChoices> = {}): Partial<PaymentChoices> => ({
  depositCents: 11_000,
  depositDue: { kind: 'hours-after-booking', hours: 24 },
  stripePaymentLink: PAYMENT_LINK,
  bankTransfer: BANK,
  ...more,
});

function configWith(payments: Partial<PaymentChoices> | null): BookingConfig {
  return {
    ...office.configFor({ BOOKING_LINK_SECRET: LINK_SECRET }),
    decisions: { writtenAgreement: 'not-stated', ...(payments ? { payments } : {}) },
  };
}

const SLOT = testSlot();

let n = 0;
const officePost = office.post;

const tokenIn = (text: string) => /\/booking\/([A-Za-z0-9_.%-]+)/.exec(text)?.[1] ?? null;

async function booked(payments: Partial<PaymentChoices> | null = choices()) {
  const config = configWith(payments);
  const cookie = await office.session();
  n++;
  const submissionId = `0b4f1c7e-6060-4222-8333-${String(n).padStart(12, '0')}`;
  const payload = { ...validPayload(), submissionId, preferredDate: sydneyDaysAfter(7) };
  const answer = await handleBookingRequest(bookingPost(payload), config);
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  const confirmed = await officePost(
    actionPath(reference, 'confirm'),
    { version: 0, slot: SLOT, agreed: true },
    config,
    cookie,
  );
  expect(confirmed.status).toBe(200);
  await office.idle();
  const email = String((payload as Record<string, unknown>).email).toLowerCase();
  const mail = office
    .smtp()
    .received.find(
      (m) =>
        m.envelopeTo.includes(email) && m.subject.startsWith(`${BOOKING_UPDATE_TITLES.booked}: ${reference}`),
    )!;
  const token = decodeURIComponent(tokenIn(mail.text)!);
  const detail = confirmed.json as unknown as OfficeEnquiryDetail;
  return { reference, submissionId, config, cookie, token, mail, detail };
}

const get = (path: string, config: BookingConfig, headers: Record<string, string> = {}) =>
  handleBookingPageRequest(office.request(path, { headers }), config);

const record = (
  reference: string,
  body: Partial<RecordPaymentBody> & { version: number },
  config: BookingConfig,
  cookie: string,
) =>
  officePost(
    recordPaymentPath(reference),
    { kind: 'payment', amountCents: 11_000, method: 'bank-transfer', paidOn: sydneyDaysAfter(0), ...body },
    config,
    cookie,
  );

describe('the ask', () => {
  it('records the deposit on the booking and says it in the booked e-mail, with the page and never the bank', async () => {
    const { mail, detail } = await booked();
    const deposit = { cents: 11_000, dueAt: new Date(TEST_NOW.getTime() + 24 * 3_600_000).toISOString() };
    expect(detail.booking?.deposit).toMatchObject(deposit);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(DEPOSIT_WORDS.due(deposit));
    expect(mail.text.replace(/\s+/g, ' ')).toContain(DEPOSIT_WORDS.howToPay);
    expect(mail.text).not.toContain(BANK.accountNumber);
    expect(mail.html).not.toContain(BANK.accountNumber);
    expect(detail.payments?.summary).toMatchObject({ state: 'deposit-due', overdue: false });
  });

  it('says the office will tell the client how to pay while no deposit is decided', async () => {
    const { mail, detail } = await booked(null);
    expect(detail.booking?.deposit ?? null).toBeNull();
    expect(mail.text.replace(/\s+/g, ' ')).toContain(DEPOSIT_WORDS.notSet);
    expect(detail.payments?.summary.state).toBe('none');
  });

  it('shows how to pay on the page, and the card link answers 302 with the reference only', async () => {
    const { reference, token, config } = await booked();
    const view = (await (await get(bookingPagePath(token), config)).json()) as BookingPageView;
    expect(view.payment).toMatchObject({ card: true, bank: BANK, summary: { state: 'deposit-due' } });
    const pay = await get(bookingPayPath(token), config);
    expect(pay.status).toBe(302);
    const location = new URL(pay.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe(PAYMENT_LINK);
    expect([...location.searchParams]).toEqual([['client_reference_id', reference]]);
  });

  it('gives the booker no payment link unless the business allows it', async () => {
    const { submissionId, config } = await booked();
    const [row] = await office.query<{ link_nonce: string }>(
      'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
      [submissionId],
    );
    const view = await bookingViewToken(LINK_SECRET, submissionId, row!.link_nonce);
    const page = (await (await get(bookingPagePath(view), config)).json()) as BookingPageView;
    expect(page.payment).toMatchObject({ card: false, bank: null, payId: null });
    expect((await get(bookingPayPath(view), config)).status).toBe(403);
    const allowed = configWith(choices({ bookerMayPay: 'confirmed' }));
    expect((await get(bookingPayPath(view), allowed)).status).toBe(302);
  });
});

describe("the office's record of a payment", () => {
  it('records once, answers 409 to a stale form, shows paid in full and the event with who', async () => {
    const { reference, token, config, cookie, detail } = await booked();
    const first = await record(reference, { amountCents: 45_000, version: detail.version }, config, cookie);
    expect(first.status).toBe(200);
    const after = first.json as unknown as OfficeEnquiryDetail;
    expect(after.payments?.summary.state).toBe('paid-in-full');
    expect(after.payments?.entries).toEqual([
      expect.objectContaining({
        amountCents: 45_000,
        method: 'bank-transfer',
        source: 'office',
        recordedBy: OWNER,
      }),
    ]);
    // The history says it in words: the amount and how it was paid, never the ledger's cents and slugs.
    expect(after.history.at(-1)).toMatchObject({
      event: 'payment-received',
      by: OWNER,
      detail: '$450 by bank transfer',
    });
    // The same form pressed again is based on the version before: nothing more is recorded.
    const again = await record(reference, { amountCents: 45_000, version: detail.version }, config, cookie);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('stale');
    const [{ count }] = (await office.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM booking_payments WHERE reference = $1',
      [reference],
    )) as [{ count: string }];
    expect(count).toBe('1');
    // The rows say it in words; and the card link goes nowhere once paid.
    const list = await office.call(office.request(`${OFFICE_API.enquiries}?tab=booked`, { cookie }), config);
    const row = ((await list.json()) as OfficeList).rows.find((r) => r.reference === reference)!;
    expect(paymentStateWords(row.payment!)).toBe('Paid in full');
    const pay = await get(bookingPayPath(token), config);
    expect(pay.status).toBe(409);
    expect(await pay.json()).toMatchObject({ error: 'not-due', state: 'paid-in-full' });
    // Followed in a browser (an old tab), it goes back to the booking page, which says it is paid; never to Stripe.
    const followed = await get(bookingPayPath(token), config, { 'Sec-Fetch-Mode': 'navigate' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe(`/booking/${encodeURIComponent(token)}`);
  });

  it('flags a payment for a cancelled booking, refuses the card link, and records a refund', async () => {
    const { reference, token, config, cookie, detail } = await booked();
    const cancelled = await officePost(
      actionPath(reference, 'cancel'),
      { version: detail.version, reason: 'The sale fell through.' },
      config,
      cookie,
    );
    expect(cancelled.status).toBe(200);
    const version = (cancelled.json as unknown as OfficeEnquiryDetail).version;
    expect((await get(bookingPayPath(token), config)).status).toBe(409);
    const paid = await record(reference, { version }, config, cookie);
    expect(paid.status).toBe(200);
    const withPayment = paid.json as unknown as OfficeEnquiryDetail;
    expect(withPayment.payments?.entries[0]?.flags).toEqual(['cancelled-booking']);
    // Cancelled by the business: everything paid is owed back, shown as due until a refund is recorded.
    expect(withPayment.payments?.summary.refundDueCents).toBe(11_000);
    expect(withPayment.row.payment?.refundDueCents).toBe(11_000);
    office.state.clock.advance(60_000);
    const refund = await record(
      reference,
      { kind: 'refund', method: 'bank-transfer', version: withPayment.version },
      config,
      cookie,
    );
    expect(refund.status).toBe(200);
    const refunded = refund.json as unknown as OfficeEnquiryDetail;
    expect(refunded.payments?.summary).toMatchObject({ state: 'refunded', refundDueCents: null });
    expect(refunded.history.at(-1)).toMatchObject({ event: 'payment-refunded', by: OWNER });
  });

  it('refuses a date after today and a method Stripe records itself', async () => {
    const { reference, config, cookie, detail } = await booked();
    const late = await record(
      reference,
      { version: detail.version, paidOn: sydneyDaysAfter(1) },
      config,
      cookie,
    );
    expect(late).toMatchObject({ status: 400, json: { field: 'paidOn' } });
    const card = await record(
      reference,
      { version: detail.version, method: 'card' as RecordPaymentBody['method'] },
      config,
      cookie,
    );
    expect(card).toMatchObject({ status: 400, json: { field: 'method' } });
  });

  it('records nothing without the office session (401), or from another site (403), and says nothing of the booking', async () => {
    const { reference, config, cookie, detail } = await booked();
    const body = {
      kind: 'payment',
      amountCents: 1_000,
      method: 'cash',
      paidOn: sydneyDaysAfter(0),
      version: detail.version,
    };
    const anonymous = await office.call(
      office.request(recordPaymentPath(reference), { method: 'POST', body, cookie: null }),
      config,
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain(reference);
    const crossSite = await office.call(
      office.request(recordPaymentPath(reference), {
        method: 'POST',
        body,
        cookie,
        origin: 'https://evil.example',
      }),
      config,
    );
    expect(crossSite.status).toBe(403);
    expect(
      await office.query('SELECT 1 FROM booking_payments WHERE reference = $1', [reference]),
    ).toHaveLength(0);
  });
});

describe("the report's second gate", () => {
  it('waits for payment in full only where the business decides so, and the release lets it past', async () => {
    const { reference, submissionId, cookie, detail } = await booked();
    const waits = configWith(choices({ reportWaitsForPayment: 'confirmed' }));
    const db = office.db();
    expect(await gateOf(db, configWith(choices()), submissionId, null)).toMatchObject({
      open: true,
      needs: [],
    });
    expect(await gateOf(db, waits, submissionId, null)).toMatchObject({ open: false, needs: ['payment'] });
    const released = { at: TEST_NOW.toISOString(), by: OWNER, reason: 'Paying on settlement.' };
    expect(await gateOf(db, waits, submissionId, released)).toMatchObject({ open: true, needs: [] });
    // A deposit is not payment in full; the balance is.
    await record(reference, { amountCents: 11_000, version: detail.version }, waits, cookie);
    expect((await gateOf(db, waits, submissionId, null)).needs).toEqual(['payment']);
    await record(reference, { amountCents: 34_000, version: detail.version + 1 }, waits, cookie);
    expect(await gateOf(db, waits, submissionId, null)).toMatchObject({ open: true, needs: [] });
  });
});

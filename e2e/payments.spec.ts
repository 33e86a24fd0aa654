import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { enquiryPath, type OfficeEnquiryDetail } from '../src/api/office';
import { bookingPayPath } from '../src/api/booking-page';
import {
  DEPOSIT_WORDS,
  PAY_BY_CARD,
  paymentStateWords,
  recordPaymentPath,
  reportOwingWords,
  STRIPE_WEBHOOK_PATH,
} from '../src/api/payment';
import { addDays, sydneyDate } from '../src/domain/booking/sydney-time';
import { formatPrice } from '../src/domain/booking/words';
import { paymentWords } from '../src/features/booking-page/payment-section';
import { BOOKING_UPDATE_TITLES } from '../src/server/mail/booking-update-mail';
import { reportFilePath, reportPagePath, type ReportClientView } from '../src/api/report';
import { wcagAxe } from './support/axe';
import { bookedToday, publishedByApi } from './support/report';
import { screens } from './support/screens';
import { officeEnquiryPath } from '../src/api/office-paths';
import { paymentDialogWords } from '../src/features/office/payment-panel';
import { RELEASE_WORDS } from '../src/features/office/report-panel';
import { postEnquiry } from './support/enquiries';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { actByApi, mailsTo, officeSession } from './support/office';

/**
 * The deposit (issue 60) on the real server, PostgreSQL and SMTP: confirmed with a deposit decided, the booked
 * e-mail says it and links the booking page, whose "Pay the deposit by card" answers 302 to the Payment Link with
 * the reference only; Stripe's signed webhook (signed by stripe's own test signer) marks the deposit paid once,
 * and one altered after signing is refused; a bank transfer of the rest recorded in the office then shows "Paid
 * in full" on the page. The rules one by one are the server's tests (tests/server/office/payments.test.ts,
 * tests/server/payments/stripe-webhook.test.ts).
 */
const OWNER = 'owner@harbourline.example';
const CLIENT = 'pat.client@example.com';
const PAYMENT_LINK = 'https://buy.stripe.com/test_e2e_deposit';
const DEPOSIT = 11_000;
const PRICE = 45_000;
/** The webhook's signing secret, as Stripe's dashboard gives one (`whsec_…`): the test's own. */
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

/** Stripe's POST of an event: the body's own bytes, signed by stripe's own test signer at the server's now. */
function stripeEvent(body: object, { tamper = false } = {}) {
  const payload = JSON.stringify(body);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header },
    data: tamper ? payload.replace(`"amount_total":${DEPOSIT}`, `"amount_total":${DEPOSIT + 1}`) : payload,
  };
}

let site: LedgerSite;
test.beforeAll(async () => {
  site = await startLedgerSite({
    office: [OWNER],
    proof: false,
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  site.bookings.config.siteOrigin = site.origin;
  site.bookings.config.decisions = {
    payments: {
      depositCents: DEPOSIT,
      depositDue: { kind: 'hours-after-booking', hours: 24 },
      stripePaymentLink: PAYMENT_LINK,
      bankTransfer: {
        accountName: 'Harbourline Building Inspections',
        bsb: '062000',
        accountNumber: '12345678',
      },
    },
  };
});
test.afterAll(async () => site?.close());

test("the booked e-mail asks the deposit, the card link redirects with the reference, Stripe's signed webhook marks it paid once (a tampered one 400), and a bank transfer pays the rest in full", async ({
  page,
  request,
}) => {
  const session = await officeSession(site, OWNER);
  const { reference } = await postEnquiry(request, site, { email: CLIENT });
  const date = addDays(sydneyDate(new Date()), 7);
  const booked = await actByApi(request, site, session, reference, 'confirm', {
    version: 0,
    slot: { date, windowFrom: '08:00', windowTo: '09:00', priceCents: PRICE, note: '' },
    agreed: true,
  });
  const mail = mailsTo(site, CLIENT).find(
    (m) => m.subject === `${BOOKING_UPDATE_TITLES.booked}: ${reference}`,
  )!;
  const text = mail.text.replace(/\s+/g, ' ');
  expect(text).toContain(DEPOSIT_WORDS.due({ cents: DEPOSIT, dueAt: booked.booking!.deposit!.dueAt }));
  expect(text).toContain(formatPrice(DEPOSIT));
  const pageUrl = new RegExp(`${site.origin}/booking/[A-Za-z0-9_.%~-]+`).exec(mail.text)![0];

  await page.goto(pageUrl);
  const pay = page.getByRole('link', { name: PAY_BY_CARD });
  await expect(pay).toBeVisible();
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await screens(page, 'client-booking-page-deposit');
  const token = decodeURIComponent(pageUrl.split('/booking/')[1]!);
  await expect(pay).toHaveAttribute('href', bookingPayPath(token));
  const redirect = await request.get(`${site.origin}${bookingPayPath(token)}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(`${PAYMENT_LINK}?client_reference_id=${reference}`);

  // Stripe's webhook: the client paid the deposit through the Payment Link. A body altered after signing is
  // refused; the signed one marks the deposit paid; Stripe's retry of it changes nothing.
  const paid = {
    id: `evt_e2e_${reference}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_e2e_${reference}`,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: DEPOSIT,
        currency: 'aud',
        client_reference_id: reference,
        payment_intent: `pi_e2e_${reference}`,
      },
    },
  };
  const webhook = `${site.origin}${STRIPE_WEBHOOK_PATH}`;
  expect((await request.post(webhook, stripeEvent(paid, { tamper: true }))).status()).toBe(400);
  for (let i = 0; i < 2; i++) expect((await request.post(webhook, stripeEvent(paid))).status()).toBe(200);
  await site.idle();
  let detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  expect(detail.payments!.entries.map((p) => [p.kind, p.amountCents, p.method, p.source])).toEqual([
    ['payment', DEPOSIT, 'card', 'stripe'],
  ]);
  expect(detail.payments!.summary.state).toBe('deposit-paid');
  await page.reload();
  await expect(
    page.getByRole('heading', {
      name: `${paymentWords.title}: ${paymentStateWords({ state: 'deposit-paid', overdue: false, refundDueCents: null })}`,
    }),
  ).toBeVisible();

  // The office records the client's bank transfer of the rest of the price.
  const recorded = await request.post(`${site.origin}${recordPaymentPath(reference)}`, {
    headers: session.headers,
    data: {
      kind: 'payment',
      amountCents: PRICE - DEPOSIT,
      method: 'bank-transfer',
      paidOn: sydneyDate(new Date()),
      version: detail.version,
    },
  });
  expect(recorded.status()).toBe(200);
  detail = (await recorded.json()) as OfficeEnquiryDetail;
  expect(detail.payments!.summary).toMatchObject({ state: 'paid-in-full', owingCents: 0 });
  await page.reload();
  await expect(
    page.getByRole('heading', {
      name: `${paymentWords.title}: ${paymentStateWords({ state: 'paid-in-full', overdue: false, refundDueCents: null })}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: PAY_BY_CARD })).toHaveCount(0);
});

test('with the report waiting for payment, its file is held (403) and its page says what is owed, until the office records the price paid in full in its dialog, by keyboard', async ({
  page,
  context,
  browser,
  request,
}) => {
  const decisions = site.bookings.config.decisions!;
  site.bookings.config.decisions = {
    ...decisions,
    payments: { ...decisions.payments!, reportWaitsForPayment: 'confirmed' },
  };
  try {
    const email = 'sam.client@example.com';
    const session = await officeSession(site, OWNER);
    const { reference } = await bookedToday(request, site, session, { email, priceCents: PRICE });
    const link = await publishedByApi(request, site, session, { reference, email, release: false });
    const token = decodeURIComponent(link.split('/report/')[1]!);
    const file = () =>
      request.get(`${site.origin}${reportFilePath(token)}`, { headers: { Range: 'bytes=0-9' } });
    const held = await file();
    expect([held.status(), await held.json()]).toEqual([403, { error: 'gate' }]);
    const view = (await (
      await request.get(`${site.origin}${reportPagePath(token)}`)
    ).json()) as ReportClientView;
    expect(view.gate).toEqual({ open: false, needs: ['payment'] });
    // The client's page: the report is there, and what is owed, with the bank details and the reference.
    const client = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-AU' });
    await client.goto(link);
    await expect(client.getByText(reportOwingWords(PRICE))).toBeVisible();
    await expect(client.getByRole('main')).toContainText(reference);
    expect((await wcagAxe(client).analyze()).violations.map((v) => v.id)).toEqual([]);
    await screens(client, 'client-report-waits-for-payment');
    await client.close();

    // The office records the PayID payment of the whole price in its dialog, by keyboard.
    await session.addTo(context);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${site.origin}${officeEnquiryPath(reference)}`);
    const panel = page.getByRole('region', { name: /^Payment:/ });
    // The enquiry with its report held and both its panels' buttons fits a phone: nothing wider than the screen.
    await expect(page.getByRole('button', { name: RELEASE_WORDS.button })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await panel.getByRole('button', { name: paymentDialogWords.payment.open }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: paymentDialogWords.payment.open });
    await dialog.getByLabel('Amount (dollars)').fill(String(PRICE / 100));
    await dialog.getByLabel('How it was paid').selectOption('payid');
    expect((await wcagAxe(page).include('[role="dialog"]').analyze()).violations.map((v) => v.id)).toEqual(
      [],
    );
    await screens(page, 'office-record-payment', [375]);
    await dialog.getByRole('button', { name: paymentDialogWords.payment.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', {
        name: `Payment: ${paymentStateWords({ state: 'paid-in-full', overdue: false, refundDueCents: null })}`,
      }),
    ).toBeVisible();
    await screens(page, 'office-payment-panel');
    expect((await file()).status()).toBe(206);
  } finally {
    site.bookings.config.decisions = decisions;
  }
});

import { expect, test } from '@playwright/test';
import { bookingPayPath } from '../src/api/booking-page';
import { DEPOSIT_WORDS, PAY_BY_CARD, paymentStateWords, recordPaymentPath } from '../src/api/payment';
import { addDays, sydneyDate } from '../src/domain/booking/sydney-time';
import { formatPrice } from '../src/domain/booking/words';
import { paymentWords } from '../src/features/booking-page/payment-section';
import { BOOKING_UPDATE_TITLES } from '../src/server/mail/booking-update-mail';
import { wcagAxe } from './support/axe';
import { postEnquiry } from './support/enquiries';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { actByApi, mailsTo, officeSession } from './support/office';

/**
 * The deposit (issue 60) on the real server, PostgreSQL and SMTP: confirmed with a deposit decided, the booked
 * e-mail says it and links the booking page, whose "Pay the deposit by card" answers 302 to the Payment Link with
 * the reference only; a bank transfer recorded in the office then shows "Paid in full" on the page. The rules one
 * by one are the server's tests (tests/server/office/payments.test.ts).
 */
const OWNER = 'owner@harbourline.example';
const CLIENT = 'pat.client@example.com';
const PAYMENT_LINK = 'https://buy.stripe.com/test_e2e_deposit';
const DEPOSIT = 11_000;

let site: LedgerSite;
test.beforeAll(async () => {
  site = await startLedgerSite({ office: [OWNER], proof: false });
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

test('the booked e-mail asks the deposit, the card link redirects with the reference, and a bank transfer pays it in full', async ({
  page,
  request,
}) => {
  const session = await officeSession(site, OWNER);
  const { reference } = await postEnquiry(request, site, { email: CLIENT });
  const date = addDays(sydneyDate(new Date()), 7);
  const booked = await actByApi(request, site, session, reference, 'confirm', {
    version: 0,
    slot: { date, windowFrom: '08:00', windowTo: '09:00', priceCents: 45_000, note: '' },
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
  const token = decodeURIComponent(pageUrl.split('/booking/')[1]!);
  await expect(pay).toHaveAttribute('href', bookingPayPath(token));
  const redirect = await request.get(`${site.origin}${bookingPayPath(token)}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(`${PAYMENT_LINK}?client_reference_id=${reference}`);

  // The office records the client's bank transfer of the whole price.
  const recorded = await request.post(`${site.origin}${recordPaymentPath(reference)}`, {
    headers: session.headers,
    data: {
      kind: 'payment',
      amountCents: 45_000,
      method: 'bank-transfer',
      paidOn: sydneyDate(new Date()),
      version: booked.version,
    },
  });
  expect(recorded.status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('heading', {
      name: `${paymentWords.title}: ${paymentStateWords({ state: 'paid-in-full', overdue: false, refundDueCents: null })}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: PAY_BY_CARD })).toHaveCount(0);
});

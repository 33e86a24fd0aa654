import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { business } from '../src/content/business';
import { actionLabels, bookingPageTitles, movedWords } from '../src/features/booking-page/booking-page-app';
import { cancellationTerms, CLIENT_REQUEST_TITLES } from '../src/server/booking-page/mail';
import { BOOKING_UPDATE_TITLES } from '../src/server/mail/booking-update-mail';
import {
  REMINDER_BOOKING_PAGE_NOTE,
  DIGEST_TITLE,
  REMINDER_AGREEMENT_NOTE,
  REMINDER_TITLE,
} from '../src/server/mail/reminder-mail';
import { actionPath, enquiryPath, type OfficeEnquiryDetail } from '../src/api/office';
import { acceptPath, agreementPath, type AcceptBody, type AgreementView } from '../src/api/agreement';
import { bookingPagePath, changeRequestPath, type BookingPageView } from '../src/api/booking-page';
import { bookingProcessPage } from '../src/content/pages/booking-process';
import type { ReceivedMail } from '../tests/support/mail-server';
import { wcagAxe } from './support/axe';
import { BUSINESS_INBOX, startLedgerSite, type LedgerSite } from './support/ledger-site';
import { mailsTo, officeSession } from './support/office';
import { inDays } from './support/dates';
import { bookingDate, formatDayDate, slotWindow, windowText } from '../src/domain/booking/words';
import { type BookingSlot } from '../src/domain/booking/states';
import { officeEnquiryPath, officeEnquiryUrl } from '../src/api/office-paths';
import { phoneE164 } from '../src/domain/booking/phone';
import { OFFICE_LINK_TEXT } from '../src/server/mail/office-links';
import { postEnquiry } from './support/enquiries';

/**
 * The client's booking page (issue 41), the page and the server together on one ledger site (real PostgreSQL,
 * real SMTP), without the proof of work: the link in the booked mail; a request for another time and a cancel
 * each reach the office once; the cancel sends the client METHOD:CANCEL; a link that opens nothing shows the
 * clear page with the phone; axe at 390 and 1280 px; and the day before, the reminder and the office's daily
 * list, each sent once. The rules one by one are the server's tests
 * (tests/server/office/booking-page.test.ts).
 */
const OWNER = 'owner@harbourline.example';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });

let site: LedgerSite;
let session: Awaited<ReturnType<typeof officeSession>>;
/** The hour it is in Sydney now: with the reminder hour set to it, a booking for tomorrow is due at once. */
const sydneyHour = () =>
  Number(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(new Date()),
  );

test.beforeAll(async () => {
  site = await startLedgerSite({
    office: [OWNER],
    env: { BOOKING_FORWARD_EVENTS: 'on', BOOKING_REMINDER_HOUR: String(sydneyHour()) },
    proof: false,
  });
  // Agreements on: the reminder carries the agreement's link while it is not accepted (the booking page's link
  // is made for every booking, agreement or not).
  site.bookings.config.decisions = { writtenAgreement: 'confirmed' };
  session = await officeSession(site, OWNER);
});
test.afterAll(async () => site?.close());

async function bookedEnquiry(
  request: APIRequestContext,
  { inspectionInDays = 12, n = 1, window = ['08:00', '09:00'] } = {},
) {
  const submissionId = `booking-page-${process.pid}-${n}`;
  const email = `visitor41-${n}@example.com`;
  const { reference } = await postEnquiry(request, site, { email, submissionId });
  const slot: BookingSlot = {
    date: inDays(inspectionInDays),
    windowFrom: window[0]!,
    windowTo: window[1]!,
    priceCents: 45_000,
    note: '',
  };
  const confirmed = await request.post(`${site.origin}${actionPath(reference, 'confirm')}`, {
    headers: session.headers,
    data: {
      version: 0,
      agreed: true,
      slot,
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await site.idle();
  return { reference, email, date: slot.date, slot };
}

const tokenIn = (mail: ReceivedMail) => /\/booking\/([A-Za-z0-9_.%~-]+)/.exec(mail.text ?? '')?.[1] ?? null;
const officeMails = (reference: string, title: string) =>
  mailsTo(site, BUSINESS_INBOX).filter((m) => m.subject === `${title}: ${reference}`);

async function expectHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('from the booked mail: another time asked, then cancelled on the terms shown; the office hears each once, the client gets METHOD:CANCEL', async ({
  page,
  request,
}) => {
  const { reference, email } = await bookedEnquiry(request);
  const booked = mailsTo(site, email).find((m) => m.subject?.startsWith(BOOKING_UPDATE_TITLES.booked))!;
  const token = tokenIn(booked)!;
  expect(token).not.toBeNull();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.origin}/booking/${token}`);
  await expectHeading(page, bookingPageTitles.booked);
  // Issue 55: a request waits for our call; a cancel is immediate.
  await expect(
    page.getByText(
      /ask for another time here and we call you to agree one, or cancel it here, which takes effect at once/,
    ),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  if (process.env.BOOKING_PAGE_SCREENSHOT) {
    await page.screenshot({ path: process.env.BOOKING_PAGE_SCREENSHOT, fullPage: true });
  }

  // By keyboard: the first preferred time, then the button.
  await page.getByRole('textbox', { name: /Preferred date or time 1/ }).fill('Tuesday morning next week');
  await page.getByRole('button', { name: actionLabels.changeRequest }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'We have your request for another time' }),
  ).toBeVisible();
  await site.idle();
  expect(officeMails(reference, CLIENT_REQUEST_TITLES['change-requested'])).toHaveLength(1);

  // The terms are on the page before the press: with no agreement accepted, no fee (issue 54).
  const cancel = page.getByRole('region', { name: actionLabels.cancel });
  for (const term of cancellationTerms(null)) await expect(cancel).toContainText(term);
  await expect(cancel).not.toContainText(business.agreement.cancellation.fee);
  await cancel.getByRole('textbox', { name: 'Why are you cancelling?' }).fill('We bought elsewhere.');
  await cancel.getByRole('checkbox', { name: 'I have read the cancellation terms' }).check();
  await cancel.getByRole('button', { name: actionLabels.cancel }).click();
  await expectHeading(page, bookingPageTitles.cancelled);
  await expect(page.getByRole('button', { name: actionLabels.cancel })).toHaveCount(0);
  await site.idle();
  expect(officeMails(reference, CLIENT_REQUEST_TITLES.cancelled)).toHaveLength(1);
  expect(officeMails(reference, CLIENT_REQUEST_TITLES['change-requested'])).toHaveLength(1);
  const cancelled = mailsTo(site, email).filter((m) =>
    m.subject?.startsWith(BOOKING_UPDATE_TITLES.cancelled),
  );
  expect(cancelled).toHaveLength(1);
  const ics = cancelled[0]!.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
  expect(ics.content).toMatch(/^METHOD:CANCEL\r?$/m);

  // The office sees it cancelled, flagged for attention.
  const detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  expect(detail.row.state).toBe('cancelled');
  expect(detail.row.attention).not.toBeNull();
});

test('at 390 px, after the office moves the booking the client asked to change: the new time, no stale "stays as it is" (issue 57)', async ({
  page,
  request,
}) => {
  const { reference, email, slot } = await bookedEnquiry(request, { n: 4 });
  const booked = mailsTo(site, email).find((m) => m.subject?.startsWith(BOOKING_UPDATE_TITLES.booked))!;
  const token = decodeURIComponent(tokenIn(booked)!);
  const asked = await request.post(`${site.origin}${changeRequestPath(token)}`, {
    headers: { Origin: site.origin },
    data: { preferred: ['Any afternoon next week'], note: '' },
  });
  expect(asked.status()).toBe(200);
  const detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  const moved: BookingSlot = { ...slot, date: inDays(14), windowFrom: '13:00', windowTo: '14:00' };
  const move = await request.post(`${site.origin}${actionPath(reference, 'move')}`, {
    headers: session.headers,
    data: { version: detail.version, agreed: true, slot: moved },
  });
  expect(move.status(), await move.text()).toBe(200);
  await site.idle();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.origin}/booking/${encodeURIComponent(token)}`);
  await expectHeading(page, bookingPageTitles.booked);
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText(bookingDate(moved.date));
  await expect(summary).toContainText(slotWindow(moved.windowFrom, moved.windowTo));
  await expect(page.getByText(movedWords.before)).toBeVisible();
  await expect(page.getByText('We have your request for another time')).toHaveCount(0);
});

test('a link that opens nothing (expired, revoked, mangled) says so and gives the phone; axe at 1280', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.origin}/booking/not-a-real-link.-.${'A'.repeat(43)}`);
  await expectHeading(page, bookingPageTitles.link);
  await expect(page.getByRole('link', { name: business.phone.display })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the day before: the client's reminder and the office's daily list each go once, however many sweeps", async ({
  request,
}) => {
  // Seeded for tomorrow, with the site's reminder hour the current Sydney hour (beforeAll): due now. No clock
  // is faked; the sweep is the Node server's own (the site runs it when the test asks, not on a timer). Two
  // bookings: one whose agreement is accepted, in the earlier window, and one not accepted, in the later one.
  const pending = await bookedEnquiry(request, { inspectionInDays: 1, n: 2, window: ['09:00', '10:00'] });
  const accepted = await bookedEnquiry(request, { inspectionInDays: 1, n: 3, window: ['07:00', '08:00'] });
  const booked = mailsTo(site, accepted.email).find((m) =>
    m.subject.startsWith(BOOKING_UPDATE_TITLES.booked),
  )!;
  const agreementToken = /\/agreement\/([\w.%~-]+)/.exec(booked.text)![1]!;
  const view = (await (
    await request.get(`${site.origin}${agreementPath(decodeURIComponent(agreementToken))}`)
  ).json()) as AgreementView;
  const acceptance = await request.post(`${site.origin}${acceptPath(decodeURIComponent(agreementToken))}`, {
    headers: { Origin: site.origin },
    data: {
      version: view.version,
      hash: view.hash,
      name: 'Mary-Jane O’Neil',
      agreed: true,
      onBehalf: false,
    } satisfies AcceptBody,
  });
  expect(acceptance.status()).toBe(200);
  await site.idle();

  await Promise.all([site.sweep(), site.sweep()]);
  await site.sweep();
  await site.idle();

  const access = bookingProcessPage.steps.find((step) => step.id === 'access')!;
  for (const booking of [pending, accepted]) {
    const reminders = mailsTo(site, booking.email).filter(
      (m) => m.subject === `${REMINDER_TITLE}: ${booking.reference}`,
    );
    expect(reminders).toHaveLength(1);
    const { text } = reminders[0]!;
    expect(text).toContain(formatDayDate(booking.date));
    expect(text).toContain(windowText(booking.slot));
    expect(text).toContain('Smith Street, Parramatta');
    expect(text).toContain(access.body.split('\n')[0]);
    expect(text).toContain(REMINDER_BOOKING_PAGE_NOTE);
    // The booking page's link opens this booking.
    const page = /\/booking\/([\w.%~-]+)/.exec(text)![1]!;
    const opened = await request.get(`${site.origin}${bookingPagePath(decodeURIComponent(page))}`);
    expect(opened.status()).toBe(200);
    expect(((await opened.json()) as BookingPageView).reference).toBe(booking.reference);
    // The agreement's link only while it is not accepted.
    const unaccepted = booking === pending;
    expect(text.includes(REMINDER_AGREEMENT_NOTE), booking.reference).toBe(unaccepted);
    expect(/\/agreement\/[\w.%~-]+/.test(text), booking.reference).toBe(unaccepted);
  }
  const lists = mailsTo(site, BUSINESS_INBOX).filter((m) => m.subject.includes(DIGEST_TITLE.toLowerCase()));
  expect(lists).toHaveLength(1);
  const list = lists[0]!.text;
  // The agreement not accepted first, though its window is the later one.
  expect(list.indexOf(pending.reference)).toBeGreaterThan(-1);
  expect(list.indexOf(pending.reference)).toBeLessThan(list.indexOf(accepted.reference));
});

test("issue 57: the office's new-enquiry mail, at 390 px, taps to call the client and links the enquiry's office address, which opens in the office signed in", async ({
  page,
  request,
}) => {
  const { reference } = await bookedEnquiry(request, { n: 57 });
  const mail = mailsTo(site, BUSINESS_INBOX).find((m) =>
    m.subject?.startsWith(`Booking request ${reference}`),
  )!;
  expect(mail).toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(mail.html ?? '');
  // The number the form gave (bookedEnquiry's '0412 345 678'), dialled in E.164.
  const call = page.getByRole('link', { name: /^Call the client/ });
  await expect(call).toHaveAttribute('href', `tel:${phoneE164('0412 345 678')}`);
  const open = page.getByRole('link', { name: new RegExp(`^${OFFICE_LINK_TEXT}`) });
  const href = officeEnquiryUrl(site.bookings.config.siteOrigin, reference);
  await expect(open).toHaveAttribute('href', href);
  for (const link of [call, open]) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Followed on this site, signed in: the office's own address for the enquiry opens that enquiry.
  await session.addTo(page.context());
  const answer = await page.goto(`${site.origin}${new URL(href).pathname}`);
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(`${site.origin}${officeEnquiryPath(reference)}`);
  await expect(page.getByRole('heading', { name: `Enquiry ${reference}` })).toBeFocused();
});

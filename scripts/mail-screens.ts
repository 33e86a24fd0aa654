/**
 * The day-before e-mails (issue 41) as a client and the office see them: the reminder and the office's daily
 * list, rendered from the real templates with a sample booking, at a phone's width (390 px), to PNGs; and the
 * office's mails to act on (issue 57) at 375 px; and the client's "Your inspection report is ready" (issue 58), while
 * the report waits for the agreement, at 375 px.
 *
 *   npx tsx scripts/mail-screens.ts [out-dir]   (default test-results/mail-screens)
 *
 * test-results/ is git-ignored, and Playwright empties it when a run starts: copy what you mean to keep.
 * For looking at, not a test: the e2e suite checks what the e-mails say (e2e/booking-page.spec.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { bookingReference } from '../src/domain/booking/reference';
import type { Enquiry } from '../src/domain/booking/enquiry';
import { digestMail, reminderMail } from '../src/server/mail/reminder-mail';
import { bookingUpdateMail } from '../src/server/mail/booking-update-mail';
import { enquiryMail } from '../src/server/mail/enquiry-mail';
import { clientRequestMail } from '../src/server/booking-page/mail';
import { reviewRequestMail } from '../src/server/review/mail';
import { reportCopyMail, reportCopyOfficeMail, reportReadyMail } from '../src/server/report/mail';
import type { ChangeRecord } from '../src/server/ledger/ledger';
import { AGREEMENT_NOTES } from '../src/server/delivery';
import { filledAgreement } from '../src/server/agreement/content';
import type { AgreementView } from '../src/api/agreement';
import { business } from '../src/content/business';
import { propertyAddress } from '../src/domain/booking/words';
import { validPayload } from '../tests/server/support';
import { findTestBrowser } from './lib/browser';
import { type BookingSlot } from '../src/domain/booking/states';

const out = path.resolve(process.argv[2] ?? 'test-results/mail-screens');
mkdirSync(out, { recursive: true });
const origin = 'https://harbourline-inspections.example';
// The sample booking the server's tests use, received and given its reference as the ledger would.
const payload = validPayload();
const enquiry = {
  ...payload,
  email: String(payload.email).toLowerCase(),
  reference: bookingReference(String(payload.submissionId)),
} as unknown as Enquiry;
const slot: BookingSlot = {
  date: '2026-11-30',
  windowFrom: '08:00',
  windowTo: '09:00',
  priceCents: 45_000,
  note: '',
};
const from = 'Harbourline Building Inspections <bookings@harbourline-inspections.example>';
const reminder = reminderMail(
  {
    enquiry,
    slot,
    to: enquiry.email,
    agreementUrl: `${origin}/agreement/0b4f1c7e.building-2026-11-27-fd33bffbdb.Y95bF1txdLQ94zL1l9h2hpJS8N`,
    bookingPageUrl: `${origin}/booking/0b4f1c7e.-.UtvNY_O5AkuOdXxVLrD8pGeNLQeaLIddfRfjOu-pyNQ`,
  },
  { from, siteOrigin: origin },
);
const second = {
  ...enquiry,
  name: 'Sam Nguyen',
  reference: 'HBI-2K9Q4D',
  address: '7 Wattle Road, Ryde, NSW 2112',
};
const digest = digestMail(
  slot.date,
  [
    {
      submissionId: 'a',
      reference: 'HBI-2K9Q4D',
      enquiry: second as Enquiry,
      slot: { ...slot, windowFrom: '13:00', windowTo: '14:00' },
      agreementVersion: 'v1',
      agreementSent: true,
      accepted: false,
      concerns: '',
    },
    {
      submissionId: 'b',
      reference: 'HBI-7F3A2C',
      enquiry,
      slot,
      agreementVersion: 'v1',
      agreementSent: true,
      accepted: true,
      concerns: 'The back bedroom gets damp in winter.',
    },
  ],
  [],
  {
    from,
    to: ['office@harbourline-inspections.example'],
    agreements: true,
    // Issue 59: one report overdue, one due on the list's day.
    reports: [
      {
        reference: 'HBI-9D2W7K',
        enquiry: second as Enquiry,
        due: new Date('2026-11-28T23:00:00Z'),
        overdue: true,
      },
      { reference: 'HBI-4M8R1T', enquiry, due: new Date('2026-11-30T06:00:00Z'), overdue: false },
    ],
  },
);

// Issue 55: the booked e-mail, with the agreement's and the booking page's links, at 375 px.
const booked = bookingUpdateMail(
  {
    kind: 'booked',
    enquiry,
    slot,
    reason: null,
    sequence: 0,
    eventId: 1,
    at: new Date('2026-11-27T01:00:00Z'),
  },
  {
    from,
    organizer: {
      name: 'Harbourline Building Inspections',
      address: 'bookings@harbourline-inspections.example',
    },
    siteOrigin: origin,
    agreement: { url: `${origin}/agreement/0b4f1c7e.x.y`, note: AGREEMENT_NOTES.accept },
    bookingPage: `${origin}/booking/0b4f1c7e.-.z`,
  },
);

// Issue 57: the office's mails to act on: a new enquiry an agent booked for a client with a phone number, and
// the client's request for another time and cancel, each with the office link and the calls.
const office = ['office@harbourline-inspections.example'];
const forClient = {
  ...enquiry,
  bookedBy: "Buyer's agent",
  clientName: 'Ana Silva',
  clientContact: '0491 570 156',
  receivedAt: '2026-11-26T22:14:00.000Z',
} as Enquiry;
const newEnquiry = enquiryMail(forClient, { from, to: office, siteOrigin: origin });
const request = (change: Partial<ChangeRecord>) =>
  clientRequestMail(
    enquiry,
    {
      id: 7,
      event: 'change-requested',
      at: new Date('2026-11-27T01:00:00Z'),
      actor: null,
      fromState: 'booked',
      toState: 'booked',
      slot,
      reason: null,
      sequence: 1,
      by: 'client',
      ...change,
    },
    { from, to: office, siteOrigin: origin },
  )!;
const changeRequested = request({
  request: { preferred: ['Tuesday 1 December, morning', 'Any afternoon next week'], note: 'Tenant away.' },
});
const cancelled = request({
  event: 'cancelled',
  toState: 'cancelled',
  reason: 'We bought another house.',
});

// Issue 58: the report is ready, and the file waits for the agreement's acceptance (its link in the mail).
const reportReady = reportReadyMail(enquiry, {
  to: enquiry.email,
  url: `${origin}/report/0b4f1c7e.-.Kq3vR8pXe2LmN0sT5uYwZ1aBcDeFgHiJkLmNoPqRsTu`,
  needsAgreement: true,
  agreementUrl: `${origin}/agreement/0b4f1c7e.building-2026-11-27-fd33bffbdb.Y95bF1txdLQ94zL1l9h2hpJS8N`,
  version: 1,
  revised: false,
  eventId: 12,
  from,
  siteOrigin: origin,
});

// Issue 59: a copy the client sent their conveyancer, and the office's notice of it.
const reportCopy = reportCopyMail(enquiry, {
  to: 'pat@conveyancing.example',
  role: 'conveyancer',
  url: `${origin}/report/0b4f1c7e.c1.Kq3vR8pXe2LmN0sT5uYwZ1aBcDeFgHiJkLmNoPqRsTu`,
  eventId: 14,
  from,
  siteOrigin: origin,
});
const reportCopyOffice = reportCopyOfficeMail(enquiry, {
  to: ['office@harbourline-inspections.example'],
  copyId: 1,
  email: 'pat@conveyancing.example',
  role: 'conveyancer',
  eventId: 14,
  from,
  siteOrigin: origin,
});

// Issue 59: the one review request, where business.ts sets a review link.
const reviewRequest = reviewRequestMail(enquiry, {
  to: enquiry.email,
  reviewUrl: 'https://g.page/r/harbourline-example/review',
  unsubscribeUrl: `${origin}/report/0b4f1c7e.umn3kq.Kq3vR8pXe2LmN0sT5uYwZ1aBcDeFgHiJkLmNoPqRsTu`,
  oneClickUrl: `${origin}/api/report/0b4f1c7e.umn3kq.Kq3vR8pXe2LmN0sT5uYwZ1aBcDeFgHiJkLmNoPqRsTu/unsubscribe`,
  eventId: 15,
  from,
  siteOrigin: origin,
});

const browser = await chromium.launch({ executablePath: findTestBrowser() });
for (const [name, mail, width] of [
  ['reminder-390.png', reminder, 390],
  ['daily-list-390.png', digest, 390],
  ['booked-375.png', booked, 375],
  ['office-new-enquiry-375.png', newEnquiry, 375],
  ['office-change-request-375.png', changeRequested, 375],
  ['office-cancel-375.png', cancelled, 375],
  ['report-ready-375.png', reportReady, 375],
  ['report-copy-375.png', reportCopy, 375],
  ['office-report-copy-375.png', reportCopyOffice, 375],
  ['review-request-375.png', reviewRequest, 375],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  await page.setContent(mail.html);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  console.log(`${path.join(out, name)}: ${mail.subject}`);
  await page.close();
}

// Issue 55: the agreement page's first screen at 375 px, with the text the server fills in for this booking,
// on the built site (`npm run build` first; the page is served by scripts/serve.ts at SCREENS_ORIGIN).
const site = process.env.SCREENS_ORIGIN;
if (site) {
  const filled = await filledAgreement(enquiry, { priceCents: 44_000 });
  const view: AgreementView = {
    status: 'open',
    bookingStatus: 'booked',
    businessName: business.name,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    kind: filled.kind,
    version: filled.version,
    hash: filled.hash,
    text: filled.text,
    mainPoints: filled.mainPoints,
    sections: filled.sections,
    booking: {
      ...slot,
      priceCents: 44_000,
      inspection: filled.text.split('\n')[0]!.replace('Pre-inspection agreement: ', ''),
      property: propertyAddress(enquiry),
    },
    accepted: null,
  };
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.route('**/api/agreement/**', (route) => route.fulfill({ json: view }));
  await page.goto(`${site}/agreement/sample.token.for-screens`);
  await page.getByRole('heading', { name: 'The main points' }).waitFor();
  await page.screenshot({ path: path.join(out, 'agreement-first-screen-375.png') });
  console.log(`${path.join(out, 'agreement-first-screen-375.png')}: the agreement's first screen`);
  await browser.close();
} else {
  await browser.close();
}

/**
 * The day-before e-mails (issue 41) as a client and the office see them: the reminder and the office's daily
 * list, rendered from the real templates with a sample booking, at a phone's width (390 px), to PNGs.
 *
 *   npx tsx scripts/mail-screens.ts [out-dir]   (default docs/notes-41)
 *
 * For looking at, not a test: the e2e suite checks what the e-mails say (e2e/booking-page.spec.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serviceOptions } from '../src/features/booking/options';
import type { Enquiry } from '../src/server/enquiry';
import { digestMail, reminderMail } from '../src/server/mail/reminder-mail';
import type { BookingSlot } from '../src/server/office/api';
import { findTestBrowser } from './lib/browser';

const out = path.resolve(process.argv[2] ?? 'docs/notes-41');
mkdirSync(out, { recursive: true });
const origin = 'https://harbourline-inspections.example';
const enquiry = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  unit: '4',
  streetNumber: '12',
  streetName: 'Smith Street',
  suburb: 'Parramatta',
  postcode: '2150',
  service: serviceOptions[0]!.label,
  addon: 'No add-ons',
  message: '',
  address: '4, 12, Smith Street, Parramatta, NSW 2150',
  timestamp: '2026-11-20T02:03:04.005Z',
  source: 'harbourline-inspections.example',
  formType: 'booking',
  submissionId: '0b4f1c7e-1111-4222-8333-944455556666',
  reference: 'HBI-7F3A2C',
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
    },
    {
      submissionId: 'b',
      reference: 'HBI-7F3A2C',
      enquiry,
      slot,
      agreementVersion: 'v1',
      agreementSent: true,
      accepted: true,
    },
  ],
  [],
  { from, to: ['office@harbourline-inspections.example'], agreements: true },
);

const browser = await chromium.launch({ executablePath: findTestBrowser() });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const [name, mail] of [
  ['reminder-390.png', reminder],
  ['daily-list-390.png', digest],
] as const) {
  await page.setContent(mail.html);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  console.log(`${path.join(out, name)}: ${mail.subject}`);
}
await browser.close();

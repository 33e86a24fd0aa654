import { expect, test, type APIRequestContext } from '@playwright/test';
import { OFFICE_API } from '../src/api/office';
import { officeSchedulePath } from '../src/api/office-paths';
import {
  PDF_MAGIC,
  reportPartPath,
  reportPublishPath,
  reportUploadsPath,
  type ReportSummary,
  type ReportUpload,
} from '../src/api/report';
import { reportWithinHours } from '../src/content/catalog';
import { serviceOptions } from '../src/domain/booking/options';
import type { BookingSlot } from '../src/domain/booking/states';
import { addDays, sydneyDate, sydneyInstant } from '../src/domain/booking/sydney-time';
import { windowEnd } from '../src/domain/booking/turnaround';
import { hoursText } from '../src/features/office/reports-due';
import { makeOfficeLink } from '../src/server/office/link';
import type { Db } from '../src/server/ledger/db';
import { postgresDb } from '../src/server/ledger/postgres-db';
import { TEST_NOW } from '../tests/support/clock';
import { wcagAxe } from './support/axe';
import { screens } from './support/screens';
import { enquiryFields } from './support/enquiries';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { actByApi } from './support/office';

/**
 * The report's turnaround in the office (issue 59), on the real server, PostgreSQL and SMTP at a fake clock:
 * three reports published through the office's API at known hours after their windows, and a fourth left past
 * its due time. The schedule shows the 30 days' median, 90th percentile and promises kept, and "Overdue". The
 * rules one by one are tests/domain/booking/turnaround.test.ts and tests/server/report/turnaround.test.ts.
 */
const OWNER = 'owner@harbourline.example';
const HOUR = 3_600_000;
const promising = serviceOptions.find((option) => reportWithinHours(option.slug) !== null)!;
const promise = reportWithinHours(promising.slug)!;
const SUMMARY: ReportSummary = {
  condition: 'average',
  conditionNote: 'Typical wear for its age.',
  majorDefects: 0,
  safetyHazards: 0,
  notInspected: 'The roof void: no access hatch.',
  furtherInspections: 'None.',
};

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-AU' });

let site: LedgerSite;
let db: Db;
let at = TEST_NOW.getTime();
test.beforeAll(async () => {
  site = await startLedgerSite({ office: [OWNER], proof: false, automation: null });
  site.bookings.config.now = () => new Date(at);
  db = postgresDb(site.databaseUrl, { max: 1 });
});
test.afterAll(async () => {
  await db?.close();
  await site?.close();
});

/** A session signed in at the fake clock (a jump of hours outlives the one before). */
async function session() {
  const made = await makeOfficeLink({ emails: [OWNER] }, db, OWNER, new Date(at));
  if (!made.ok) throw new Error(made.message);
  const answer = await fetch(`${site.origin}${OFFICE_API.linkSignIn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.origin },
    body: JSON.stringify({ token: made.token }),
  });
  expect(answer.status).toBe(200);
  const [name, value] = (answer.headers.get('set-cookie') ?? '').split(';')[0]!.split('=') as [
    string,
    string,
  ];
  return { name, value, headers: { Cookie: `${name}=${value}`, Origin: site.origin } };
}

/** An enquiry for the promising product, confirmed for `slot` in a session; its reference. */
async function booked(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  slot: BookingSlot,
) {
  const answer = await request.post(`${site.origin}/api/bookings`, {
    data: enquiryFields({
      name,
      service: promising.label,
      preferredDate: slot.date,
      timestamp: new Date(at - 10_000).toISOString(),
    }),
  });
  expect(answer.status(), await answer.text()).toBe(202);
  const { reference } = (await answer.json()) as { reference: string };
  await site.idle();
  const json = { ...headers, 'Content-Type': 'application/json' };
  await actByApi(request, site, { headers: json }, reference, 'confirm', { version: 0, slot, agreed: true });
  return reference;
}

/** Publishes a small PDF as the office's upload does, at `hours` after the window's end. */
async function publishAt(request: APIRequestContext, reference: string, slot: BookingSlot, hours: number) {
  at = windowEnd(slot).getTime() + hours * HOUR;
  const { headers } = await session();
  const file = Buffer.from(`${PDF_MAGIC}1.7\n${'x'.repeat(200)}`, 'latin1');
  const started = await request.post(`${site.origin}${reportUploadsPath(reference)}`, {
    headers,
    data: { bytes: file.byteLength },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { uploadId } = (await started.json()) as ReportUpload;
  const part = await request.put(`${site.origin}${reportPartPath(reference, uploadId, 0)}`, {
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    data: file,
  });
  expect(part.status(), await part.text()).toBe(200);
  const published = await request.post(`${site.origin}${reportPublishPath(reference)}`, {
    headers,
    data: { uploadId, summary: SUMMARY },
  });
  expect(published.status(), await published.text()).toBe(201);
  await site.idle();
}

test('the schedule shows the last 30 days’ turnaround for reports published at known times, and a report past its due time as overdue', async ({
  page,
  request,
  context,
}) => {
  const day = addDays(sydneyDate(TEST_NOW), 1);
  const slots = ['10:00', '11:00', '12:00', '13:00'].map((windowTo): BookingSlot => ({
    date: day,
    windowFrom: '08:00',
    windowTo,
    priceCents: 45_000,
    note: '',
  }));
  const names = ['Ava Brooks', 'Ben Cho', 'Cleo Dunn', 'Dev Patel'];
  const { headers } = await session();
  const references = await Promise.all(slots.map((slot, i) => booked(request, headers, names[i]!, slot)));
  // A quarter, three quarters and one and a quarter of the promise: the median is the second, the 90th
  // percentile the third (nearest rank), and two of three came within it. The fourth is never published.
  const hours = [promise / 4, (promise * 3) / 4, (promise * 5) / 4];
  for (const [i, h] of hours.entries()) await publishAt(request, references[i]!, slots[i]!, h);

  at = sydneyInstant(addDays(day, 3), '09:00').getTime();
  const { name, value } = await session();
  await context.addCookies([{ name, value, url: site.origin, httpOnly: true, sameSite: 'Strict' }]);
  await page.goto(`${site.origin}${officeSchedulePath()}`);

  const figures = page.getByRole('region', { name: 'Reports, last 30 days' });
  await expect(figures).toContainText(`Median time to publish${hoursText(hours[1]!)}`);
  await expect(figures).toContainText(`90th percentile${hoursText(hours[2]!)}`);
  await expect(figures).toContainText('Within the promised time2 of 3');

  const due = page.getByRole('region', { name: 'Reports due' });
  const overdue = due.getByRole('listitem').filter({ hasText: names[3]! });
  await expect(overdue).toContainText('Overdue');
  await expect(due.getByRole('listitem')).toHaveCount(1);
  expect(
    await wcagAxe(page)
      .include('[aria-labelledby="reports-due-title"]')
      .include('[aria-labelledby="turnaround-title"]')
      .analyze()
      .then((result) => result.violations),
  ).toEqual([]);
  await screens(page, 'office-schedule-reports');
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  PDF_MAGIC,
  reportPagePath,
  reportPartPath,
  reportPublishPath,
  reportUploadsPath,
} from '../src/api/report';
import { business } from '../src/content/business';
import { sydneyDate } from '../src/domain/booking/sydney-time';
import { unsubscribeWords } from '../src/features/report-page/unsubscribe';
import { REPORT_MAIL_TITLES } from '../src/server/report/mail';
import { REVIEW_MAIL_TITLE } from '../src/server/review/mail';
import { REVIEW_AFTER_DAYS } from '../src/server/review/store';
import { wcagAxe } from './support/axe';
import { screens } from './support/screens';
import { postEnquiry } from './support/enquiries';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { actByApi, mailsTo, officeSession } from './support/office';

/**
 * The review request (issue 59) on the real server, PostgreSQL and SMTP (e2e/support/ledger-site.ts), with the
 * server's clock set by the test: two inspections for one client, each report first opened a minute apart; at
 * day five the sweep sends the first one request, once; the client opens the unsubscribe link from that mail in
 * a browser and presses the button; a minute on, the second inspection's request does not go. The rules one by
 * one are the server's tests (tests/server/review/review-request.test.ts).
 */
const OWNER = 'owner@harbourline.example';
const CLIENT = 'sam.client@example.com';
const REVIEW_URL = 'https://reviews.example/harbourline';
const DAY_MS = 24 * 60 * 60_000;

let site: LedgerSite;
/** The server's clock, from the run's own instant. */
let at = Date.now();
test.beforeAll(async () => {
  site = await startLedgerSite({ office: [OWNER], proof: false });
  site.bookings.config.siteOrigin = site.origin;
  site.bookings.config.decisions = { reviewLink: REVIEW_URL };
  site.bookings.config.now = () => new Date(at);
});
test.afterAll(async () => site?.close());

/** A booking for today, its report published and first opened by the client (the link in their mail). */
async function openedReport(request: APIRequestContext, session: Awaited<ReturnType<typeof officeSession>>) {
  const { reference } = await postEnquiry(request, site, { email: CLIENT });
  const today = sydneyDate(new Date(at));
  await actByApi(request, site, session, reference, 'confirm', {
    version: 0,
    slot: { date: today, windowFrom: '08:00', windowTo: '09:00', priceCents: 45_000, note: '' },
    agreed: true,
  });
  const file = Buffer.from(`${PDF_MAGIC}1.7\n%%EOF\n`, 'latin1');
  const started = await request.post(`${site.origin}${reportUploadsPath(reference)}`, {
    headers: session.headers,
    data: { bytes: file.byteLength },
  });
  const { uploadId } = (await started.json()) as { uploadId: string };
  const part = await request.put(`${site.origin}${reportPartPath(reference, uploadId, 0)}`, {
    headers: { ...session.headers, 'Content-Type': 'application/octet-stream' },
    data: file,
  });
  expect(part.status()).toBe(200);
  const summary = {
    condition: 'average',
    conditionNote: '',
    majorDefects: 0,
    safetyHazards: 0,
    notInspected: 'None.',
    furtherInspections: '',
  };
  const published = await request.post(`${site.origin}${reportPublishPath(reference)}`, {
    headers: session.headers,
    data: { uploadId, summary },
  });
  expect(published.status()).toBe(201);
  await site.idle();
  const ready = mailsTo(site, CLIENT).find((m) => m.subject === `${REPORT_MAIL_TITLES.ready}: ${reference}`);
  const token = decodeURIComponent(/\/report\/([A-Za-z0-9_.%~-]+)/.exec(ready!.text)![1]!);
  expect((await request.get(`${site.origin}${reportPagePath(token)}`)).status()).toBe(200);
  await site.idle();
}

const reviewMails = () => mailsTo(site, CLIENT).filter((m) => m.subject.startsWith(REVIEW_MAIL_TITLE));

test('the review request goes once at day five; its unsubscribe link, opened and pressed by keyboard, stops the next inspection’s', async ({
  page,
  request,
}) => {
  const start = at;
  const session = await officeSession(site, OWNER);
  await openedReport(request, session);
  at += 60_000;
  await openedReport(request, session);

  at = start + REVIEW_AFTER_DAYS * DAY_MS;
  await site.sweep();
  await site.sweep();
  await site.idle();
  expect(reviewMails()).toHaveLength(1);
  const link = new RegExp(`${site.origin}/report/[A-Za-z0-9_.%~-]+`).exec(reviewMails()[0]!.text)![0];

  await page.goto(link);
  const heading = page.getByRole('heading', { level: 1, name: unsubscribeWords.title });
  await expect(heading).toBeFocused();
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await screens(page, 'client-unsubscribe');
  await page.getByRole('button', { name: unsubscribeWords.button }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: unsubscribeWords.doneTitle })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(unsubscribeWords.done(business.name));
  await screens(page, 'client-unsubscribed', [375]);

  // The second inspection's day five: nothing more goes to the address.
  at += 60_000;
  await site.sweep();
  await site.idle();
  expect(reviewMails()).toHaveLength(1);
});

// @vitest-environment node
/**
 * The review request (issue 59) on a real PostgreSQL and SMTP, at a fixed instant: sent by the sweep once, five
 * days after the client first opened their report, even with two sweeps at once; never without a review link,
 * never after a cancellation; from the business, with its unsubscribe (RFC 8058 headers too). The unsubscribe
 * link opens only its own view, a GET of it changes nothing, and its POST (or a mail provider's one-click) stops
 * the next booking's request to the same address.
 */
import { describe, expect, it } from 'vitest';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { actionPath, resendPath } from '../../../src/api/office';
import {
  PDF_MAGIC,
  reportPagePath,
  reportPartPath,
  reportPublishPath,
  reportUnsubscribePath,
  reportUploadsPath,
  type ReportSummary,
  type ReportUnsubscribeView,
} from '../../../src/api/report';
import { business } from '../../../src/content/business';
import type { BookingSlot } from '../../../src/domain/booking/states';
import type { BookingConfig } from '../../../src/server/config';
import { runSweep } from '../../../src/server/host-sweep';
import { phoneText } from '../../../src/server/mail/parts';
import { reportToken } from '../../../src/server/report/links';
import { handleReportRequest } from '../../../src/server/report/handler';
import { unsubscribeToken } from '../../../src/server/review/links';
import { REVIEW_MAIL_TITLE, reviewSender } from '../../../src/server/review/mail';
import { REVIEW_AFTER_DAYS } from '../../../src/server/review/store';
import { ONE_CLICK_BODY } from '../../../src/server/signed-link/handler';
import { sydneyDaysAfter } from '../../support/clock';
import { bookingPost, validPayload } from '../support';
import { SITE, officeSuite } from '../office/support';

const office = officeSuite();
const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';
const REVIEW_URL = 'https://reviews.example/harbourline';
const DAY_MS = 24 * 60 * 60_000;
const CLIENT = 'jane@example.com';

const config = (reviewLink: string | null = REVIEW_URL): BookingConfig => ({
  ...office.configFor({ BOOKING_LINK_SECRET: LINK_SECRET }),
  decisions: { reviewLink },
});

const SUMMARY: ReportSummary = {
  condition: 'average',
  conditionNote: '',
  majorDefects: 0,
  safetyHazards: 0,
  notInspected: 'None.',
  furtherInspections: '',
};

let n = 0;
/**
 * A booking at the suite's clock, inspected three days on, its report published that day and first opened by
 * the client then: the clock is left at that opening.
 */
async function openedReport(settings: BookingConfig, email = CLIENT) {
  const clock = office.state.clock;
  const submissionId = `6e1a2b3c-5959-4222-8333-${String(++n).padStart(12, '0')}`;
  const answer = await handleBookingRequest(
    bookingPost({
      ...validPayload(),
      email,
      submissionId,
      preferredDate: sydneyDaysAfter(2, clock.now()),
      timestamp: new Date(clock.now().getTime() - 5_000).toISOString(),
    }),
    settings,
  );
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  const slot: BookingSlot = {
    date: sydneyDaysAfter(3, clock.now()),
    windowFrom: '08:30',
    windowTo: '10:30',
    priceCents: 45_000,
    note: '',
  };
  const post = async (path: string, body: unknown, cookie: string) =>
    office.call(office.request(path, { method: 'POST', body, cookie }), settings);
  expect(
    (await post(actionPath(reference, 'confirm'), { version: 0, slot, agreed: true }, await office.session()))
      .status,
  ).toBe(200);
  await office.idle();
  clock.set(new Date(`${slot.date}T00:00:00.000Z`));
  const cookie = await office.session();
  const file = new TextEncoder().encode(`${PDF_MAGIC}1.7\n%%EOF\n`);
  const started = await post(reportUploadsPath(reference), { bytes: file.byteLength }, cookie);
  const { uploadId } = (await started.json()) as { uploadId: string };
  const put = await office.call(
    new Request(`${SITE}${reportPartPath(reference, uploadId, 0)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream', Cookie: cookie, Origin: SITE },
      body: file,
    }),
    settings,
  );
  expect(put.status).toBe(200);
  expect((await post(reportPublishPath(reference), { uploadId, summary: SUMMARY }, cookie)).status).toBe(201);
  await office.idle();
  const [row] = await office.query<{ link_nonce: string }>(
    'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
    [submissionId],
  );
  const token = await reportToken(LINK_SECRET, submissionId, row!.link_nonce, clock.now());
  expect((await handleReportRequest(new Request(`${SITE}${reportPagePath(token)}`), settings)).status).toBe(
    200,
  );
  await office.idle();
  return { submissionId, reference, openedAt: clock.now() };
}

const reviewMails = (email = CLIENT) =>
  office
    .smtp()
    .received.filter((m) => m.envelopeTo.includes(email) && m.subject.startsWith(REVIEW_MAIL_TITLE));

/** Sweeps at `days` after `from`, and waits for what the sweep started. */
async function sweepAt(settings: BookingConfig, from: Date, days: number, sweeps = 1) {
  office.state.clock.set(new Date(from.getTime() + days * DAY_MS));
  await Promise.all(Array.from({ length: sweeps }, () => runSweep(settings, 10)));
  await office.idle();
}

const requested = async (submissionId: string) =>
  (
    await office.query(
      `SELECT 1 FROM booking_events WHERE submission_id = $1 AND event = 'review-requested'`,
      [submissionId],
    )
  ).length;

const unsubscribeTokenIn = (text: string) => {
  const found = /\/report\/([A-Za-z0-9_.%-]+)/.exec(text)?.[1];
  return found ? decodeURIComponent(found) : null;
};

const page = (path: string, settings: BookingConfig, init: RequestInit = {}) =>
  handleReportRequest(new Request(`${SITE}${path}`, init), settings);

describe('the review request', () => {
  it("goes once at day five (not before, not without a review link, not after a cancel), even with two sweeps at once, from the business; its link opens only the unsubscribe, a GET changes nothing, and a provider's one-click or the page's POST stops the office's \"Send again\" and the next booking's request to the same address", async () => {
    const settings = config();
    const b = await openedReport(settings);
    const cancelled = await openedReport(settings, 'kim@example.com');
    // No office action cancels a done booking: the state is set by other means, as a later cancel would be.
    await office.query(`UPDATE booking_enquiries SET state = 'cancelled' WHERE submission_id = $1`, [
      cancelled.submissionId,
    ]);
    await sweepAt(settings, b.openedAt, REVIEW_AFTER_DAYS - 1 / 24);
    await sweepAt(config(null), b.openedAt, REVIEW_AFTER_DAYS);
    expect(reviewMails()).toHaveLength(0);

    await sweepAt(settings, b.openedAt, REVIEW_AFTER_DAYS, 2);
    await sweepAt(settings, cancelled.openedAt, REVIEW_AFTER_DAYS);
    expect(reviewMails()).toHaveLength(1);
    expect(await requested(b.submissionId)).toBe(1);
    expect(reviewMails('kim@example.com')).toHaveLength(0);
    expect(await requested(cancelled.submissionId)).toBe(0);

    const [mail] = reviewMails();
    expect(mail!.text).toContain(REVIEW_URL);
    expect(mail!.text.replace(/\s+/g, ' ')).toContain(reviewSender());
    for (const identity of [business.name, phoneText(), business.email])
      expect(mail!.text).toContain(identity);
    const token = unsubscribeTokenIn(mail!.text)!;
    expect(token.split('.')[1]).toMatch(/^u/);
    const header = (key: string) => mail!.headerLines.find((h) => h.key === key)?.line ?? '';
    expect(header('list-unsubscribe').replace(/\s+/g, '')).toContain(
      `<${settings.siteOrigin}${reportUnsubscribePath(token)}>`,
    );
    expect(header('list-unsubscribe-post')).toMatch(/List-Unsubscribe=One-Click$/);

    // The link opens its own view and nothing of the report; a GET (a mail scanner's) changes nothing.
    for (let i = 0; i < 2; i++) {
      const view = (await (await page(reportPagePath(token), settings)).json()) as ReportUnsubscribeView;
      expect(view).toEqual({ status: 'unsubscribe', businessName: business.name, unsubscribed: false });
    }
    expect((await page(`${reportPagePath(token)}/file`, settings)).status).toBe(404);
    // A forged MAC, a report link's MAC on a `u` version, another key's: nothing.
    const [id, version, mac] = token.split('.') as [string, string, string];
    const forged = `${id}.${version}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BA' : 'AA'}`;
    const reportMac = (await reportToken(LINK_SECRET, id, 'review-unsubscribe', new Date(0))).split('.')[2];
    const otherKey = await unsubscribeToken('another-secret-of-at-least-32-characters', id, new Date(0));
    for (const bad of [forged, `${id}.${version}.${reportMac}`, otherKey]) {
      expect((await page(reportPagePath(bad), settings)).status).toBe(404);
    }

    // Another origin's form, and a body other than one-click's, are refused; a provider's one-click is taken.
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const post = (headers: Record<string, string>, body = ONE_CLICK_BODY) =>
      page(reportUnsubscribePath(token), settings, { method: 'POST', headers, body });
    expect((await post({ ...form, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(form, 'List-Unsubscribe=Other')).status).toBe(403);
    expect(await office.query('SELECT 1 FROM mail_unsubscribes')).toHaveLength(0);
    expect((await post(form)).status).toBe(200);
    expect(await office.query('SELECT address_key FROM mail_unsubscribes')).toEqual([
      { address_key: CLIENT },
    ]);
    // The page's POST, again: the same answer.
    const again = await post({ Origin: SITE, 'Content-Type': 'application/json' }, '{}');
    expect(await again.json()).toEqual({
      status: 'unsubscribe',
      businessName: business.name,
      unsubscribed: true,
    });

    // Not even the office's "Send again" mails an address that asked.
    const [event] = await office.query<{ id: string }>(
      `SELECT id::text AS id FROM booking_events WHERE submission_id = $1 AND event = 'review-requested'`,
      [b.submissionId],
    );
    const resend = office.request(resendPath(b.reference), {
      method: 'POST',
      body: { channel: 'review-request', eventId: Number(event!.id) },
      cookie: await office.session(),
    });
    expect((await office.call(resend, settings)).status).toBeLessThan(300);
    await office.idle();
    expect(reviewMails()).toHaveLength(1);

    // The next booking's request to the same mailbox (with a +tag) does not go.
    const next = await openedReport(settings, 'Jane+second@Example.com');
    await sweepAt(settings, next.openedAt, REVIEW_AFTER_DAYS);
    expect(office.smtp().received.filter((m) => m.subject.startsWith(REVIEW_MAIL_TITLE))).toHaveLength(1);
    expect(await requested(next.submissionId)).toBe(0);
  });
});

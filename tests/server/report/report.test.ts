// @vitest-environment node
/**
 * The report (issue 58) on a real PostgreSQL and SMTP: the office's upload in parts of at most 1 MiB that
 * resumes where it broke off, refusals that store nothing, publishing (a version with its SHA-256, the booking
 * marked done, the deliveries), versions that the database will not let change, two tabs at once, the client's
 * link (its purpose, the nonce, the 90 days), the gate, ranges of at most 4 MiB byte for byte, the first
 * opening recorded once, and the sweep. Issue 59: the copies a client sends their advisers (at most five, each
 * withdrawn alone, read-only).
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import {
  officeReportFilePath,
  partsOf,
  PDF_MAGIC,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_LINK_DAYS,
  REPORT_MAX_BYTES,
  REPORT_UPLOAD_PART_BYTES,
  reportFilePath,
  reportFreshLinkPath,
  reportPagePath,
  reportPartPath,
  reportPublishPath,
  reportReleasePath,
  reportUploadPath,
  reportUploadsPath,
  officeRevokeCopyPath,
  REPORT_COPY_LIMIT,
  reportCopiesPath,
  reportRevokeCopyPath,
  type CopyRole,
  type ReportClientView,
  type ReportSummary,
  type ReportUpload,
} from '../../../src/api/report';
import {
  actionPath,
  agreementRevokePath,
  enquiryPath,
  type OfficeEnquiryDetail,
} from '../../../src/api/office';
import { handleReportRequest } from '../../../src/server/report/handler';
import { acceptPath, agreementPath, type AgreementView } from '../../../src/api/agreement';
import { handleAgreementRequest } from '../../../src/server/agreement/handler';
import { reportToken } from '../../../src/server/report/links';
import { UPLOAD_KEPT_MS, reportStore } from '../../../src/server/report/store';
import { postgresReportStorage } from '../../../src/server/report/storage';
import { AUTOMATION_EVENT_TYPES } from '../../../src/server/channels/automation';
import type { BookingConfig } from '../../../src/server/config';
import { bookingPost, startAutomation, validPayload } from '../support';
import { REPORT_COPY_TITLES, REPORT_MAIL_TITLES } from '../../../src/server/report/mail';
import { copyToken as copyTokenOf } from '../../../src/server/report/copies';
import { business } from '../../../src/content/business';
import { builderLicence } from '../../../src/content/stand-ins';
import { OWNER, SITE, officeSuite, testSlot } from '../office/support';
import { sydneyDaysAfter } from '../../support/clock';
import { afterAll, beforeAll } from 'vitest';

const office = officeSuite();
let automation: Awaited<ReturnType<typeof startAutomation>>;
beforeAll(async () => {
  automation = await startAutomation();
});
afterAll(() => automation?.close());

const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';
const DAY_MS = 24 * 60 * 60_000;

function config({ agreement = true } = {}): BookingConfig {
  return {
    ...office.configFor({
      BOOKING_LINK_SECRET: LINK_SECRET,
      BOOKING_FORWARD_URL: automation.url,
      BOOKING_FORWARD_EVENTS: 'on',
    }),
    decisions: { writtenAgreement: agreement ? 'confirmed' : 'not-stated' },
  };
}

const SLOT = testSlot(3);
/** Eleven in the morning in Sydney on the inspection's day. */
const inspectionDay = () => new Date(`${SLOT.date}T00:00:00.000Z`);

const SUMMARY: ReportSummary = {
  condition: 'average',
  conditionNote: 'Typical wear for its age.',
  majorDefects: 1,
  safetyHazards: 2,
  notInspected: 'The roof void: no access hatch.',
  furtherInspections: 'A licensed electrician for the switchboard.',
};

/** A file that begins as a PDF does, then `size` bytes in all of random content. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(new TextEncoder().encode(`${PDF_MAGIC}1.7\n`));
  return bytes;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let n = 0;
const AGENT = 'agent@agency.example';
const CLIENT = 'chris@client.example';

/** A booked inspection; booked by a buyer's agent for Chris Client when `byAgent`. */
async function booked(settings: BookingConfig = config(), { byAgent = false } = {}) {
  const cookie = await office.session();
  n++;
  const submissionId = `5e1a2b3c-4141-4222-8333-${String(n).padStart(12, '0')}`;
  const agent = byAgent
    ? { bookedBy: "Buyer's agent", clientName: 'Chris Client', clientContact: '0400 000 000', email: AGENT }
    : {};
  const answer = await handleBookingRequest(
    bookingPost({ ...validPayload(), ...agent, submissionId, preferredDate: sydneyDaysAfter(2) }),
    settings,
  );
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  const confirmed = await office.call(
    office.request(actionPath(reference, 'confirm'), {
      method: 'POST',
      body: { version: 0, slot: SLOT, agreed: true, ...(byAgent ? { clientEmail: CLIENT } : {}) },
      cookie,
    }),
    settings,
  );
  expect(confirmed.status).toBe(200);
  await office.idle();
  const email = byAgent ? CLIENT : String(validPayload().email).toLowerCase();
  return { reference, submissionId, cookie, settings, email };
}

/** The mails to an address about one enquiry whose subject starts with `title`. */
const mailsTo = (email: string, reference: string, title: string) =>
  office
    .smtp()
    .received.filter(
      (m) =>
        m.envelopeTo.includes(email) &&
        m.messageId.startsWith(`<${reference.toLowerCase()}.`) &&
        m.subject.startsWith(title),
    );

/** The report link's token a mail's text carries, or null. */
const reportTokenIn = (text: string) => {
  const found = /\/report\/([A-Za-z0-9_.%-]+)/.exec(text)?.[1];
  return found ? decodeURIComponent(found) : null;
};

type Booked = Awaited<ReturnType<typeof booked>>;

/** The clock on the inspection's day, and the office signed in again (the session's idle limit has passed). */
async function onInspectionDay(b: Booked) {
  office.state.clock.set(inspectionDay());
  b.cookie = await office.session();
}

const officeJson = async (path: string, b: Booked, method = 'GET', body?: unknown) => {
  const answer = await office.call(office.request(path, { method, body, cookie: b.cookie }), b.settings);
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
};

function putPart(
  b: Booked,
  uploadId: string,
  index: number,
  bytes: Uint8Array,
  origin: string | null = SITE,
) {
  return office.call(
    new Request(`${SITE}${reportPartPath(b.reference, uploadId, index)}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/octet-stream',
        Cookie: b.cookie,
        ...(origin ? { Origin: origin } : {}),
      },
      body: bytes as Uint8Array<ArrayBuffer>,
    }),
    b.settings,
  );
}

const partOf = (file: Uint8Array, index: number) =>
  file.subarray(index * REPORT_UPLOAD_PART_BYTES, (index + 1) * REPORT_UPLOAD_PART_BYTES);

/** Begins an upload and sends its parts but those in `skip`; the upload as the server last answered it. */
async function upload(b: Booked, file: Uint8Array, skip: ReadonlySet<number> = new Set()) {
  const started = await officeJson(reportUploadsPath(b.reference), b, 'POST', { bytes: file.byteLength });
  expect(started.status).toBe(201);
  const { uploadId } = started.json as unknown as ReportUpload;
  for (let i = 0; i < partsOf(file.byteLength); i++) {
    if (skip.has(i)) continue;
    const put = await putPart(b, uploadId, i, partOf(file, i));
    expect(put.status, `part ${i}`).toBe(200);
  }
  return uploadId;
}

const publish = (b: Booked, uploadId: string, summary: ReportSummary = SUMMARY) =>
  officeJson(reportPublishPath(b.reference), b, 'POST', { uploadId, summary });

async function published(b: Booked, file: Uint8Array) {
  const result = await publish(b, await upload(b, file));
  expect(result.status).toBe(201);
  await office.idle();
  return result.json as unknown as OfficeEnquiryDetail;
}

const clientToken = async (b: Booked, at = office.state.clock.now()) => {
  const [row] = await office.query<{ link_nonce: string }>(
    'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
    [b.submissionId],
  );
  return reportToken(LINK_SECRET, b.submissionId, row!.link_nonce, at);
};

const client = (
  path: string,
  b: Booked,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) =>
  handleReportRequest(
    new Request(`${SITE}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.method === 'POST' ? { Origin: SITE, 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    b.settings,
  );

/** The file read as the page reads it: ranges of at most REPORT_DOWNLOAD_PART_BYTES; each range's length. */
async function download(b: Booked, path: string, bytes: number, viaOffice = false) {
  const out = new Uint8Array(bytes);
  const lengths: number[] = [];
  for (let start = 0; start < bytes; start += REPORT_DOWNLOAD_PART_BYTES) {
    const end = Math.min(start + REPORT_DOWNLOAD_PART_BYTES, bytes) - 1;
    const headers = { Range: `bytes=${start}-${end}` };
    const answer = viaOffice
      ? await office.call(office.request(path, { cookie: b.cookie, headers }), b.settings)
      : await client(path, b, { headers });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/${bytes}`);
    const part = new Uint8Array(await answer.arrayBuffer());
    lengths.push(part.byteLength);
    out.set(part, start);
  }
  return { bytes: out, lengths };
}

describe('publishing from the office', () => {
  it("is refused before the inspection's Sydney day, then a 2.5 MB PDF goes up in 1 MiB parts, resumes after a break, and becomes version 1 with its SHA-256; the booking is done", async () => {
    const b = await booked();
    const early = await officeJson(reportUploadsPath(b.reference), b, 'POST', { bytes: 1000 });
    expect(early).toMatchObject({ status: 409, json: { error: 'not-publishable' } });

    await onInspectionDay(b);
    const file = pdfOf(Math.round(2.5 * REPORT_UPLOAD_PART_BYTES));
    // The connection breaks after the first part: the upload is resumed from what the server holds.
    const uploadId = await upload(b, file, new Set([1, 2]));
    const held = await officeJson(reportUploadPath(b.reference, uploadId), b);
    expect(held.json).toMatchObject({
      uploadId,
      bytes: file.byteLength,
      partBytes: REPORT_UPLOAD_PART_BYTES,
      received: [0],
    });
    const early2 = await publish(b, uploadId);
    expect(early2).toMatchObject({ status: 409, json: { error: 'incomplete', missing: [1, 2] } });
    for (const i of [1, 2]) expect((await putPart(b, uploadId, i, partOf(file, i))).status).toBe(200);
    // A part sent twice (a retry whose answer was lost) changes nothing.
    expect((await putPart(b, uploadId, 1, partOf(file, 1))).status).toBe(200);

    const result = await publish(b, uploadId);
    expect(result.status).toBe(201);
    await office.idle();
    const detail = result.json as unknown as OfficeEnquiryDetail;
    expect(detail.row.state).toBe('done');
    expect(detail.report?.versions).toEqual([
      expect.objectContaining({
        version: 1,
        bytes: file.byteLength,
        sha256: sha256(file),
        publishedBy: OWNER,
        summary: SUMMARY,
        fileKept: true,
      }),
    ]);
    const parts = await office.query<{ n: number; longest: number }>(
      'SELECT count(*)::int AS n, max(length(bytes))::int AS longest FROM report_parts WHERE file_id = $1',
      [uploadId],
    );
    expect(parts[0]).toEqual({ n: partsOf(file.byteLength), longest: REPORT_UPLOAD_PART_BYTES });
    // The automation heard the inspection done and the report published, once each.
    const types = automation.calls.map((call) => (call.body as { type?: string }).type);
    expect(types.filter((type) => type === AUTOMATION_EVENT_TYPES['report-published'])).toHaveLength(1);
    expect(types).toContain(AUTOMATION_EVENT_TYPES.done);

    // The office reads it back byte for byte, in ranges of at most 4 MiB.
    const back = await download(b, officeReportFilePath(b.reference, 1), file.byteLength, true);
    expect(sha256(back.bytes)).toBe(sha256(file));
  });

  it('refuses an empty file, one over 40 MB, a part of the wrong length and a first part that is not a PDF, keeping nothing of it', async () => {
    const b = await booked();
    await onInspectionDay(b);
    expect(await officeJson(reportUploadsPath(b.reference), b, 'POST', { bytes: 0 })).toMatchObject({
      status: 400,
      json: { error: 'empty' },
    });
    expect(
      await officeJson(reportUploadsPath(b.reference), b, 'POST', { bytes: REPORT_MAX_BYTES + 1 }),
    ).toMatchObject({ status: 400, json: { error: 'too-large' } });

    const started = await officeJson(reportUploadsPath(b.reference), b, 'POST', { bytes: 3000 });
    const { uploadId } = started.json as unknown as ReportUpload;
    // Without the session's cookie, every report route is 401 and says nothing of the enquiry.
    for (const [path, method] of [
      [reportUploadsPath(b.reference), 'POST'],
      [reportUploadPath(b.reference, uploadId), 'GET'],
      [reportPublishPath(b.reference), 'POST'],
      [officeReportFilePath(b.reference, 1), 'GET'],
    ] as const) {
      const answer = await office.call(
        office.request(path, { method, body: method === 'POST' ? {} : undefined }),
        b.settings,
      );
      expect(answer.status, path).toBe(401);
      expect(await answer.text()).not.toContain(b.reference);
    }
    expect((await putPart(b, uploadId, 0, pdfOf(2999))).status).toBe(400);
    expect((await putPart(b, uploadId, 0, pdfOf(3000), null)).status).toBe(403);
    const notPdf = new TextEncoder().encode('<html>'.padEnd(3000, 'x'));
    const refused = await putPart(b, uploadId, 0, notPdf);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'not-pdf' });
    const kept = await office.query(
      'SELECT 1 FROM report_parts WHERE file_id = $1 UNION ALL SELECT 1 FROM report_uploads WHERE upload_id = $1',
      [uploadId],
    );
    expect(kept).toHaveLength(0);
    expect((await officeJson(reportUploadPath(b.reference, uploadId), b)).status).toBe(404);
    // A part larger than a part may be is refused before it is read whole.
    const big = await officeJson(reportUploadsPath(b.reference), b, 'POST', {
      bytes: 3 * REPORT_UPLOAD_PART_BYTES,
    });
    const tooLong = await putPart(
      b,
      (big.json as unknown as ReportUpload).uploadId,
      0,
      pdfOf(REPORT_UPLOAD_PART_BYTES + 1),
    );
    expect(tooLong.status).toBe(413);
  });

  it("a cancelled booking cannot be published; one published before its cancel stays the client's", async () => {
    const cancelledFirst = await booked(config({ agreement: false }));
    const b = await booked(config({ agreement: false }));
    const cancelled = await officeJson(
      actionPath(cancelledFirst.reference, 'cancel'),
      cancelledFirst,
      'POST',
      {
        version: 1,
        reason: 'The sale fell through.',
      },
    );
    expect(cancelled.status).toBe(200);
    await onInspectionDay(cancelledFirst);
    expect(
      await officeJson(reportUploadsPath(cancelledFirst.reference), cancelledFirst, 'POST', { bytes: 1000 }),
    ).toMatchObject({
      status: 409,
      json: { error: 'not-publishable' },
    });

    // Publishing marks the inspection done, which no office action cancels; a cancel recorded later by other
    // means (the state set by hand here) leaves the client's report as it was.
    b.cookie = await office.session();
    const file = pdfOf(4000);
    await published(b, file);
    await office.query(`UPDATE booking_enquiries SET state = 'cancelled' WHERE submission_id = $1`, [
      b.submissionId,
    ]);
    const token = await clientToken(b);
    expect(((await (await client(reportPagePath(token), b)).json()) as ReportClientView).status).toBe(
      'ready',
    );
    const back = await download(b, reportFilePath(token), file.byteLength);
    expect(sha256(back.bytes)).toBe(sha256(file));
  });

  it('a corrected report is version 2: the client sees it as revised, the first is unchanged, and the database refuses to change or delete either', async () => {
    const b = await booked(config({ agreement: false }));
    await onInspectionDay(b);
    const first = pdfOf(5000);
    await published(b, first);
    office.state.clock.advance(DAY_MS);
    b.cookie = await office.session();
    const second = pdfOf(7000);
    const detail = await published(b, second);
    expect(detail.report?.versions.map((v) => [v.version, v.sha256])).toEqual([
      [2, sha256(second)],
      [1, sha256(first)],
    ]);
    const view = (await (await client(reportPagePath(await clientToken(b)), b)).json()) as ReportClientView;
    expect(view.report).toMatchObject({
      version: 2,
      revisedFrom: detail.report!.versions[1]!.publishedAt,
      publishedAt: detail.report!.versions[0]!.publishedAt,
    });
    const firstBack = await download(b, officeReportFilePath(b.reference, 1), first.byteLength, true);
    expect(sha256(firstBack.bytes)).toBe(sha256(first));
    await expect(
      office.query(`UPDATE booking_reports SET sha256 = 'x' WHERE submission_id = $1`, [b.submissionId]),
    ).rejects.toThrow(/never changed/);
    await expect(
      office.query(`DELETE FROM booking_reports WHERE submission_id = $1`, [b.submissionId]),
    ).rejects.toThrow(/kept until/);
    await expect(
      office.query(
        `UPDATE report_parts SET bytes = '\\x00' WHERE file_id IN (SELECT file_id FROM booking_reports WHERE submission_id = $1)`,
        [b.submissionId],
      ),
    ).rejects.toThrow(/never changed/);
    await expect(
      office.query(
        `DELETE FROM report_parts WHERE file_id IN (SELECT file_id FROM booking_reports WHERE submission_id = $1)`,
        [b.submissionId],
      ),
    ).rejects.toThrow(/kept until/);
  });

  it('two tabs publishing at once make one version each, in order', async () => {
    const b = await booked(config({ agreement: false }));
    await onInspectionDay(b);
    const files = [pdfOf(4000), pdfOf(6000)];
    const uploads = [await upload(b, files[0]!), await upload(b, files[1]!)];
    const answers = await Promise.all(uploads.map((id) => publish(b, id)));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    await office.idle();
    const rows = await office.query<{ version: number; sha256: string }>(
      'SELECT version, sha256 FROM booking_reports WHERE submission_id = $1 ORDER BY version',
      [b.submissionId],
    );
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
    expect(new Set(rows.map((row) => row.sha256))).toEqual(new Set(files.map(sha256)));
    // The same publish sent again (its answer lost on a weak signal) makes nothing more, and mails nothing more.
    const sent = office.smtp().received.length;
    const again = await publish(b, uploads[0]!);
    expect(again.status).toBe(200);
    expect((again.json as unknown as OfficeEnquiryDetail).report?.versions).toHaveLength(2);
    await office.idle();
    expect(office.smtp().received.length).toBe(sent);
  });
});

describe("the client's report", () => {
  it('is held while the agreement is not accepted (403, nothing served, whatever the range); the office releases it with a reason; then a file of more than one range arrives byte for byte in ranges of at most 4 MiB', async () => {
    const b = await booked();
    await onInspectionDay(b);
    const file = pdfOf(REPORT_DOWNLOAD_PART_BYTES + 1000);
    await published(b, file);
    const token = await clientToken(b);
    const opened = await client(reportPagePath(token), b);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Referrer-Policy')).toBe('no-referrer');
    const view = (await opened.json()) as ReportClientView;
    expect(view).toMatchObject({
      status: 'ready',
      gate: { open: false, needs: ['agreement'] },
      report: { version: 1, bytes: file.byteLength, summary: SUMMARY },
    });
    expect(view.agreementUrl).toMatch(new RegExp(`^${b.settings.siteOrigin}/agreement/`));
    for (const headers of [{}, { Range: 'bytes=0-99' }] as Record<string, string>[]) {
      const held = await client(reportFilePath(token), b, { headers });
      expect(held.status).toBe(403);
      expect(await held.json()).toEqual({ error: 'gate' });
    }

    const release = await officeJson(reportReleasePath(b.reference), b, 'POST', {
      reason: 'The client accepted by phone; recorded.',
    });
    expect(release.status).toBe(200);
    expect((release.json as unknown as OfficeEnquiryDetail).report?.gate).toMatchObject({
      open: true,
      released: { by: OWNER, reason: 'The client accepted by phone; recorded.' },
    });
    const whole = await client(reportFilePath(token), b, { headers: { Range: 'bytes=0-0' } });
    expect(whole.headers.get('Content-Type')).toBe('application/pdf');
    expect(whole.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+-v1\.pdf"$/);
    expect(whole.headers.get('Cache-Control')).toBe('private, no-store');
    expect(whole.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(whole.headers.get('ETag')).toBe(`"${sha256(file)}"`);
    const back = await download(b, reportFilePath(token), file.byteLength);
    expect(Math.max(...back.lengths)).toBeLessThanOrEqual(REPORT_DOWNLOAD_PART_BYTES);
    expect(sha256(back.bytes)).toBe(sha256(file));
    // A range longer than a part is refused, not served.
    const tooLong = await client(reportFilePath(token), b, {
      headers: { Range: `bytes=0-${REPORT_DOWNLOAD_PART_BYTES}` },
    });
    expect(tooLong.status).toBe(416);
    // Without a range, the whole file streams.
    const streamed = await client(reportFilePath(token), b);
    expect(streamed.status).toBe(200);
    expect(sha256(new Uint8Array(await streamed.arrayBuffer()))).toBe(sha256(file));
  });

  it('opens once the client accepts the agreement after publishing (the booking done), through the link the page gives; the file then arrives byte for byte', async () => {
    const b = await booked();
    await onInspectionDay(b);
    const file = pdfOf(3000);
    expect((await published(b, file)).row.state).toBe('done');
    const token = await clientToken(b);
    const held = (await (await client(reportPagePath(token), b)).json()) as ReportClientView;
    expect(held.gate).toEqual({ open: false, needs: ['agreement'] });
    const agreement = decodeURIComponent(new URL(held.agreementUrl!).pathname.replace('/agreement/', ''));
    const shown = (await (
      await handleAgreementRequest(office.request(agreementPath(agreement)), b.settings)
    ).json()) as AgreementView;
    expect(shown.status).toBe('open');
    const accepted = await handleAgreementRequest(
      office.request(acceptPath(agreement), {
        method: 'POST',
        body: {
          version: shown.version,
          hash: shown.hash,
          name: 'Jane Q. Citizen',
          agreed: true,
          onBehalf: false,
        },
      }),
      b.settings,
    );
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as AgreementView).status).toBe('accepted');
    await office.idle();
    const open = (await (await client(reportPagePath(token), b)).json()) as ReportClientView;
    expect([open.gate, open.agreementUrl]).toEqual([{ open: true, needs: [] }, null]);
    const whole = await client(reportFilePath(token), b);
    expect(whole.status).toBe(200);
    expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(file));
  });

  it("the report page's agreement link still opens weeks after the inspection, while the report waits for it", async () => {
    const b = await booked();
    await onInspectionDay(b);
    await published(b, pdfOf(3000));
    const token = await clientToken(b);
    office.state.clock.advance(30 * DAY_MS);
    const view = (await (await client(reportPagePath(token), b)).json()) as ReportClientView;
    expect(view.gate).toEqual({ open: false, needs: ['agreement'] });
    const agreementToken = decodeURIComponent(view.agreementUrl!.split('/agreement/')[1]!);
    const agreement = await handleAgreementRequest(
      new Request(`${SITE}${agreementPath(agreementToken)}`),
      b.settings,
    );
    expect(agreement.status).toBe(200);
  });

  it('records the first opening once, for the office and the automation', async () => {
    const b = await booked(config({ agreement: false }));
    await onInspectionDay(b);
    await published(b, pdfOf(3000));
    const token = await clientToken(b);
    office.state.clock.advance(60_000);
    await Promise.all([client(reportPagePath(token), b), client(reportPagePath(token), b)]);
    await client(reportPagePath(token), b);
    await office.idle();
    const detail = (await officeJson(enquiryPath(b.reference), b)).json as unknown as OfficeEnquiryDetail;
    expect(detail.report?.firstOpenedAt).toBe(office.state.clock.now().toISOString());
    const opened = automation.calls.filter(
      (call) =>
        (call.body as { type?: string; reference?: string }).type ===
          AUTOMATION_EVENT_TYPES['report-opened'] &&
        (call.body as { reference?: string }).reference === b.reference,
    );
    expect(opened).toHaveLength(1);
  });

  it("a tampered, revoked or another purpose's link opens nothing; past 90 days the link offers a fresh one, once an hour", async () => {
    const b = await booked();
    await onInspectionDay(b);
    await published(b, pdfOf(3000));
    const token = await clientToken(b);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await client(reportPagePath(tampered), b)).status).toBe(404);

    office.state.clock.advance(REPORT_LINK_DAYS * DAY_MS);
    const expired = (await (await client(reportPagePath(token), b)).json()) as ReportClientView;
    expect(expired).toMatchObject({ status: 'expired', report: null, booking: null });
    expect((await client(reportFilePath(token), b, { headers: { Range: 'bytes=0-9' } })).status).toBe(410);
    const fresh = await client(reportFreshLinkPath(token), b, { method: 'POST', body: {} });
    expect(fresh.status).toBe(202);
    const again = await client(reportFreshLinkPath(token), b, { method: 'POST', body: {} });
    expect(again.status).toBe(429);
    const events = await office.query(
      `SELECT 1 FROM booking_events WHERE submission_id = $1 AND event = 'report-link-sent'`,
      [b.submissionId],
    );
    expect(events).toHaveLength(1);
    await office.idle();
    const [freshMail] = mailsTo(b.email, b.reference, REPORT_MAIL_TITLES.freshLink);
    const freshToken = reportTokenIn(freshMail!.text)!;
    expect(((await (await client(reportPagePath(freshToken), b)).json()) as ReportClientView).status).toBe(
      'ready',
    );

    b.cookie = await office.session();
    const revoked = await officeJson(agreementRevokePath(b.reference), b, 'POST', {});
    expect(revoked.status).toBe(200);
    await office.idle();
    expect((await client(reportPagePath(freshToken), b)).status).toBe(404);
    const linksMail = office
      .smtp()
      .received.filter((m) => m.messageId.startsWith(`<${b.reference.toLowerCase()}.links-`))
      .at(-1)!;
    const afterRevoke = reportTokenIn(linksMail.text)!;
    expect(((await (await client(reportPagePath(afterRevoke), b)).json()) as ReportClientView).status).toBe(
      'ready',
    );
  });
});

describe("the report's e-mails", () => {
  it("the client's has the link, which opens the page; whoever booked is told with no link; neither carries the summary or a file", async () => {
    const b = await booked(config({ agreement: false }), { byAgent: true });
    await onInspectionDay(b);
    await published(b, pdfOf(3000));
    const [ready] = mailsTo(CLIENT, b.reference, REPORT_MAIL_TITLES.ready);
    expect(ready).toBeDefined();
    const token = reportTokenIn(ready!.text)!;
    expect(token).toBeTruthy();
    const view = (await (await client(reportPagePath(token), b)).json()) as ReportClientView;
    expect(view).toMatchObject({ status: 'ready', gate: { open: true } });
    const [notice] = mailsTo(AGENT, b.reference, REPORT_MAIL_TITLES.booker);
    expect(notice).toBeDefined();
    expect(mailsTo(AGENT, b.reference, REPORT_MAIL_TITLES.ready)).toHaveLength(0);
    expect(notice!.text).not.toMatch(/\/report\//);
    for (const mail of [ready!, notice!]) {
      for (const words of [SUMMARY.conditionNote, SUMMARY.notInspected, SUMMARY.furtherInspections]) {
        expect(mail.text).not.toContain(words);
        expect(mail.html).not.toContain(words);
      }
      expect(mail.attachments ?? []).toHaveLength(0);
    }
  });

  it('while the gate waits, the mail says to accept the agreement first, with its link', async () => {
    const b = await booked();
    await onInspectionDay(b);
    await published(b, pdfOf(3000));
    const [ready] = mailsTo(b.email, b.reference, REPORT_MAIL_TITLES.ready);
    expect(ready!.text).toMatch(new RegExp(`${b.settings.siteOrigin}/agreement/`));
  });
});

describe('the sweep', () => {
  it('deletes an upload never published after a day, and nothing of a published one', async () => {
    const b = await booked(config({ agreement: false }));
    await onInspectionDay(b);
    const kept = pdfOf(3000);
    await published(b, kept);
    const abandoned = await upload(b, pdfOf(3 * REPORT_UPLOAD_PART_BYTES), new Set([2]));
    const store = reportStore(office.db(), postgresReportStorage(office.db()));
    await store.purge(new Date(office.state.clock.now().getTime() + UPLOAD_KEPT_MS - 1000));
    expect(await office.query('SELECT 1 FROM report_parts WHERE file_id = $1', [abandoned])).toHaveLength(2);
    await store.purge(new Date(office.state.clock.now().getTime() + UPLOAD_KEPT_MS + 1000));
    expect(await office.query('SELECT 1 FROM report_parts WHERE file_id = $1', [abandoned])).toHaveLength(0);
    const back = await download(b, officeReportFilePath(b.reference, 1), kept.byteLength, true);
    expect(sha256(back.bytes)).toBe(sha256(kept));
  });
});

describe("copies for the client's advisers (issue 59)", () => {
  const readyFor = async (settings = config({ agreement: false }), options: { byAgent?: boolean } = {}) => {
    const b = await booked(settings, options);
    await onInspectionDay(b);
    await published(b, pdfOf(3000));
    return { b, token: await clientToken(b) };
  };
  const sendCopy = (b: Booked, token: string, email: string, role: CopyRole = 'conveyancer') =>
    client(reportCopiesPath(token), b, { method: 'POST', body: { email, role } });
  const copyOpen = (b: Booked, token: string) => client(reportPagePath(token), b);

  it("the client's copy goes by a fixed e-mail whose link opens read-only (no price, no copies, no actions) with the business, its licence, the date and the version; the office is told; a sixth is refused", async () => {
    const { b, token } = await readyFor(config({ agreement: false }), { byAgent: true });
    const sent = await sendCopy(b, token, 'Pat.Conveyancer@Law.example');
    expect(sent.status).toBe(201);
    const view = (await sent.json()) as ReportClientView;
    expect(view.copies).toMatchObject([
      { id: 1, email: 'pat.conveyancer@law.example', role: 'conveyancer', revokedAt: null },
    ]);
    await office.idle();

    // The adviser's e-mail: the fixed text of reportCopyMail, to that address only, with the copy's link.
    const [mail] = mailsTo('pat.conveyancer@law.example', b.reference, REPORT_COPY_TITLES.copy);
    expect(mail?.envelopeTo).toEqual(['pat.conveyancer@law.example']);
    const copyToken = reportTokenIn(mail!.text)!;
    expect(mail!.text).toContain('Chris Client');
    expect(mail!.text).toContain(business.name);
    expect(copyToken).not.toBe(token);
    // The business hears of it.
    expect(mailsTo(OWNER, b.reference, REPORT_COPY_TITLES.office)).toHaveLength(1);

    const copy = (await (await copyOpen(b, copyToken)).json()) as ReportClientView;
    expect(copy).toMatchObject({
      status: 'ready',
      access: 'copy',
      businessName: business.name,
      businessLicence: builderLicence,
      copies: null,
      agreementUrl: null,
      report: { version: 1 },
    });
    expect(copy.booking?.priceCents).toBeNull();
    // Read-only: it sends no copy and asks for no link; the file is its to read.
    expect((await sendCopy(b, copyToken, 'someone@else.example')).status).toBe(403);
    expect((await client(reportFreshLinkPath(copyToken), b, { method: 'POST', body: {} })).status).toBe(403);
    expect((await client(reportFilePath(copyToken), b, { headers: { Range: 'bytes=0-9' } })).status).toBe(
      206,
    );
    const [opened] = await office.query<{ first_opened_at: Date | null }>(
      'SELECT first_opened_at FROM report_copies WHERE submission_id = $1 AND copy_id = 1',
      [b.submissionId],
    );
    expect(opened?.first_opened_at).not.toBeNull();

    // Four more make five; the sixth is refused, two at once included.
    for (const who of ['sol', 'agent', 'other']) {
      expect((await sendCopy(b, token, `${who}@firm.example`)).status).toBe(201);
    }
    const race = await Promise.all([
      sendCopy(b, token, 'fifth@firm.example'),
      sendCopy(b, token, 'sixth@firm.example'),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const sixth = await sendCopy(b, token, 'seventh@firm.example');
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toEqual({ error: 'copy-limit' });
    const rows = await office.query('SELECT 1 FROM report_copies WHERE submission_id = $1', [b.submissionId]);
    expect(rows).toHaveLength(REPORT_COPY_LIMIT);
  });

  it('a copy withdrawn by the client or by the office opens nothing (page or file), once, with who in the history', async () => {
    const { b, token } = await readyFor();
    for (const email of ['one@firm.example', 'two@firm.example']) {
      expect((await sendCopy(b, token, email, 'solicitor')).status).toBe(201);
    }
    await office.idle();
    const [first, second] = ['one@firm.example', 'two@firm.example'].map((email) =>
      reportTokenIn(mailsTo(email, b.reference, REPORT_COPY_TITLES.copy)[0]!.text)!,
    );
    expect((await copyOpen(b, first!)).status).toBe(200);

    const byClient = await client(reportRevokeCopyPath(token), b, { method: 'POST', body: { copyId: 1 } });
    expect(byClient.status).toBe(200);
    expect(((await byClient.json()) as ReportClientView).copies?.[0]).toMatchObject({ revokedBy: 'client' });
    expect((await copyOpen(b, first!)).status).toBe(404);
    expect((await client(reportFilePath(first!), b, { headers: { Range: 'bytes=0-9' } })).status).toBe(404);

    const byOffice = await officeJson(officeRevokeCopyPath(b.reference, 2), b, 'POST', {});
    expect(byOffice.status).toBe(200);
    const detail = byOffice.json as unknown as OfficeEnquiryDetail;
    expect(detail.report?.copies.map((c) => c.revokedBy)).toEqual(['client', 'office']);
    expect((await copyOpen(b, second!)).status).toBe(404);
    // Withdrawn again: nothing more recorded.
    expect((await officeJson(officeRevokeCopyPath(b.reference, 2), b, 'POST', {})).status).toBe(200);
    expect((await officeJson(officeRevokeCopyPath(b.reference, 4), b, 'POST', {})).status).toBe(404);
    const events = await office.query<{ actor: string | null; detail: string }>(
      `SELECT actor, detail FROM booking_events WHERE submission_id = $1 AND event = 'report-copy-revoked'
       ORDER BY id`,
      [b.submissionId],
    );
    expect(events).toEqual([
      { actor: null, detail: 'copy 1, by the client' },
      { actor: OWNER, detail: 'copy 2, by the office' },
    ]);
    // The client's own link still opens.
    expect((await copyOpen(b, token)).status).toBe(200);
  });

  it('no copy goes while the gate is shut, or from a tampered copy link', async () => {
    const { b, token } = await readyFor(config({ agreement: true }));
    const view = (await (await copyOpen(b, token)).json()) as ReportClientView;
    expect(view.copies).toBeNull();
    const refused = await sendCopy(b, token, 'pat@law.example');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'gate' });
    // A copy link made with another nonce than the copy's opens nothing.
    const forged = await copyTokenOf(LINK_SECRET, b.submissionId, { id: 1, nonce: 'not-the-copys-nonce' });
    expect((await copyOpen(b, forged)).status).toBe(404);
  });

  it('as an attacker tries it: a copy from another site (403, none sent), a withdrawal without the office session (401, nothing said of the copy), and a copy past its 90 days (expired, no file)', async () => {
    const { b, token } = await readyFor();
    const crossSite = await client(reportCopiesPath(token), b, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: { email: 'mallory@evil.example', role: 'other' },
    });
    expect([crossSite.status, await crossSite.json()]).toEqual([403, { error: 'origin' }]);
    expect(
      await office.query('SELECT 1 FROM report_copies WHERE submission_id = $1', [b.submissionId]),
    ).toHaveLength(0);

    expect((await sendCopy(b, token, 'pat@law.example')).status).toBe(201);
    await office.idle();
    const copyLink = reportTokenIn(
      mailsTo('pat@law.example', b.reference, REPORT_COPY_TITLES.copy)[0]!.text,
    )!;
    const anonymous = await office.call(
      office.request(officeRevokeCopyPath(b.reference, 1), { method: 'POST', body: {}, cookie: null }),
      b.settings,
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('pat@law.example');
    expect((await copyOpen(b, copyLink)).status).toBe(200);

    office.state.clock.advance(REPORT_LINK_DAYS * DAY_MS);
    const expired = (await (await copyOpen(b, copyLink)).json()) as ReportClientView;
    expect(expired).toMatchObject({ status: 'expired', access: 'copy', report: null, booking: null });
    expect((await client(reportFilePath(copyLink), b, { headers: { Range: 'bytes=0-9' } })).status).toBe(410);
    // No fresh link for a copy: it is the client's to send again.
    expect((await client(reportFreshLinkPath(copyLink), b, { method: 'POST', body: {} })).status).toBe(403);
  });
});

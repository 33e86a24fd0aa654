/**
 * A report published through the office's API on a ledger site (ledger-site.ts), for the journeys that start
 * once a report exists: one part of 64 KiB beginning `%PDF-`, the summary given, and, when asked, released past
 * the gate. The upload itself, part by part on a slow link, is e2e/report.spec.ts's first journey.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  PDF_MAGIC,
  reportPartPath,
  reportPublishPath,
  reportReleasePath,
  reportUploadsPath,
  type ReportSummary,
} from '../../src/api/report';
import { REPORT_MAIL_TITLES } from '../../src/server/report/mail';
import type { LedgerSite } from './ledger-site';
import { inDays } from './dates';
import { postEnquiry } from './enquiries';
import { actByApi, mailsTo } from './office';

export const REPORT_SUMMARY: ReportSummary = {
  condition: 'average',
  conditionNote: 'Typical wear for a house of the 1960s.',
  majorDefects: 1,
  safetyHazards: 2,
  notInspected: 'The roof void: no access hatch.',
  furtherInspections: 'A licensed electrician for the switchboard.',
};

/**
 * An enquiry posted and booked through the office's API for today, Sydney's date as the run reads it (a report
 * may be published from the inspection's day): its reference and the client's address.
 */
export async function bookedToday(
  request: APIRequestContext,
  site: LedgerSite,
  session: { headers: Record<string, string> },
  { email, priceCents = 45_000 }: { email?: string; priceCents?: number } = {},
): Promise<{ reference: string; email: string }> {
  const { reference, fields } = await postEnquiry(request, site, email ? { email } : {});
  await actByApi(request, site, session, reference, 'confirm', {
    version: 0,
    slot: { date: inDays(0), windowFrom: '08:00', windowTo: '09:00', priceCents, note: '' },
    agreed: true,
  });
  return { reference, email: String(fields.email) };
}

/** Publishes a report for `reference`; released past the gate with `release`. The client's link from the mail. */
export async function publishedByApi(
  request: APIRequestContext,
  site: LedgerSite,
  session: { headers: Record<string, string> },
  { reference, email, release = true }: { reference: string; email: string; release?: boolean },
): Promise<string> {
  const file = randomBytes(64 * 1024);
  file.write(`${PDF_MAGIC}1.7\n`, 0, 'latin1');
  const begun = await request.post(`${site.origin}${reportUploadsPath(reference)}`, {
    headers: session.headers,
    data: { bytes: file.byteLength },
  });
  expect(begun.status()).toBe(201);
  const { uploadId } = (await begun.json()) as { uploadId: string };
  const put = await request.put(`${site.origin}${reportPartPath(reference, uploadId, 0)}`, {
    headers: { ...session.headers, 'Content-Type': 'application/octet-stream' },
    data: file,
  });
  expect(put.status()).toBe(200);
  const published = await request.post(`${site.origin}${reportPublishPath(reference)}`, {
    headers: session.headers,
    data: { uploadId, summary: REPORT_SUMMARY },
  });
  expect(published.status()).toBe(201);
  if (release) {
    const released = await request.post(`${site.origin}${reportReleasePath(reference)}`, {
      headers: session.headers,
      data: { reason: 'The client’s conveyancer needs it today.' },
    });
    expect(released.status()).toBe(200);
  }
  await site.idle();
  const [ready] = mailsTo(site, email).filter(
    (m) => m.subject === `${REPORT_MAIL_TITLES.ready}: ${reference}`,
  );
  return new RegExp(`${site.origin}/report/[A-Za-z0-9_.%~-]+`).exec(ready!.text ?? '')![0];
}

/**
 * The inspection report's API (issue 58), as the office (src/features/office/), the client's page at
 * `/report/<token>` (src/features/report-page/) and the server (src/server/report/) all see it. Types, paths,
 * limits and the summary's one schema; nothing of the server.
 *
 * The office publishes a PDF in parts of at most REPORT_UPLOAD_PART_BYTES (Netlify's and Vercel's request
 * limits, docs/decisions/0016-report-storage.md), so an upload that breaks off resumes from the parts the server
 * already has. The file is read back in ranges of at most REPORT_DOWNLOAD_PART_BYTES (HTTP `Range`), so a report
 * of up to REPORT_MAX_BYTES arrives whole on every host's response limit.
 *
 * Every answer carries `Cache-Control: no-store`; the client's also `Referrer-Policy: no-referrer`. A POST or a
 * PUT must carry an `Origin` equal to the request's own origin (403 `{ error: 'origin' }`).
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { z } from 'zod';
import { emailSchema } from '../domain/booking/schema.js';
import { officeTextSchema } from './office.js';
import type { BusinessPhone, LinkedBookingSummary } from './signed-link.js';

/** An upload's parts: each at most 1 MiB (the last may be shorter). */
export const REPORT_UPLOAD_PART_BYTES = 1024 * 1024;
/** A download's ranges: each at most 4 MiB. */
export const REPORT_DOWNLOAD_PART_BYTES = 4 * 1024 * 1024;
/** The largest report: 40 MiB. */
export const REPORT_MAX_BYTES = 40 * 1024 * 1024;
/** What a PDF's first bytes are. */
export const PDF_MAGIC = '%PDF-';
/** The client's link works this many days after it was made; then the page offers a fresh one by mail. */
export const REPORT_LINK_DAYS = 90;

/** The number of parts of a file of `bytes`. */
export const partsOf = (bytes: number, partBytes = REPORT_UPLOAD_PART_BYTES) => Math.ceil(bytes / partBytes);

// ---------------------------------------------------------------------------------------------------------------
// The summary the client's page shows first.

/** How the building compares with similar buildings of its age that have been reasonably maintained. */
export const REPORT_CONDITIONS = ['above', 'average', 'below'] as const;
export type ReportCondition = (typeof REPORT_CONDITIONS)[number];
/** The words of each condition, as the office chooses it and the client reads it. */
export const CONDITION_WORDS: Readonly<Record<ReportCondition, string>> = {
  above: 'Better than similar, reasonably maintained buildings of its age',
  average: 'About the same as similar, reasonably maintained buildings of its age',
  below: 'Worse than similar, reasonably maintained buildings of its age',
};

export const SUMMARY_TEXT_MAX = 1000;
export const SUMMARY_COUNT_MAX = 999;

export interface ReportSummary {
  condition: ReportCondition;
  /** A line or two on the condition; '' for none. */
  conditionNote: string;
  majorDefects: number;
  safetyHazards: number;
  /** The areas not inspected, and why: required (AS 4349.1 asks the report to say). */
  notInspected: string;
  /** Further inspections recommended; '' for none. */
  furtherInspections: string;
}

export const SUMMARY_MESSAGES = {
  condition: 'Choose how the building compares.',
  count: `Give a whole number from 0 to ${SUMMARY_COUNT_MAX}.`,
  notInspected: 'Say which areas were not inspected and why, or "None".',
  long: `At most ${SUMMARY_TEXT_MAX} characters.`,
} as const;

const count = z
  .number(SUMMARY_MESSAGES.count)
  .int(SUMMARY_MESSAGES.count)
  .min(0, SUMMARY_MESSAGES.count)
  .max(SUMMARY_COUNT_MAX, SUMMARY_MESSAGES.count);

/** The summary's one schema: the publish dialog and the server both check with it (control and bidi rules). */
export const reportSummarySchema = z.object({
  condition: z.enum(REPORT_CONDITIONS, SUMMARY_MESSAGES.condition),
  conditionNote: officeTextSchema(SUMMARY_TEXT_MAX, { long: SUMMARY_MESSAGES.long }),
  majorDefects: count,
  safetyHazards: count,
  notInspected: officeTextSchema(SUMMARY_TEXT_MAX, {
    long: SUMMARY_MESSAGES.long,
    empty: SUMMARY_MESSAGES.notInspected,
  }),
  furtherInspections: officeTextSchema(SUMMARY_TEXT_MAX, { long: SUMMARY_MESSAGES.long }),
});

// ---------------------------------------------------------------------------------------------------------------
// The office's side: under the enquiry's own path (src/api/office.ts enquiryPath), behind the session.

const enquiryBase = (reference: string) => `/api/office/enquiries/${encodeURIComponent(reference)}/report`;

/**
 * POST `StartUploadBody`: begin an upload. 201 `ReportUpload` (nothing received). 400 `{ error: 'empty' |
 * 'too-large' }`; 409 `{ error: 'not-publishable' }` (not booked or done, before the inspection's Sydney day, or
 * cancelled).
 */
export const reportUploadsPath = (reference: string) => `${enquiryBase(reference)}/uploads`;
/** GET: the upload as the server has it (to resume). 200 `ReportUpload`; 404 `{ error: 'not-found' }` (swept). */
export const reportUploadPath = (reference: string, uploadId: string) =>
  `${reportUploadsPath(reference)}/${encodeURIComponent(uploadId)}`;
/**
 * PUT the part's bytes (`Content-Type: application/octet-stream`): exactly the part's length (every part
 * REPORT_UPLOAD_PART_BYTES but the last). 200 `ReportUpload`. The same part again is harmless. 400 `{ error:
 * 'not-pdf' }` for a first part that does not begin `%PDF-` (the upload is then discarded), `{ error: 'part' }`
 * for a wrong length or index; 413 past the part's size; 404 for an upload that is not there.
 */
export const reportPartPath = (reference: string, uploadId: string, index: number) =>
  `${reportUploadPath(reference, uploadId)}/parts/${index}`;
/**
 * POST `PublishBody`: the upload, whole, becomes the next version. 201 `OfficeEnquiryDetail` (its `report` now
 * holds the version). The same upload published again (a retry whose answer was lost) answers 200 with the enquiry
 * and makes nothing more. 409 `{ error:
 * 'incomplete', missing: number[] }` while parts are missing; 409 `not-publishable`; 400 `{ error: 'invalid',
 * field }` for the summary. Publishing marks a booked inspection done.
 */
export const reportPublishPath = (reference: string) => `${enquiryBase(reference)}/publish`;
/** POST `ReleaseBody`: let the client have the file past the gate. 200 `OfficeEnquiryDetail`. */
export const reportReleasePath = (reference: string) => `${enquiryBase(reference)}/release`;
/** GET (with `Range`): one version's PDF, for the office. As the client's file answers. */
export const officeReportFilePath = (reference: string, version: number) =>
  `${enquiryBase(reference)}/versions/${version}/file`;

export interface StartUploadBody {
  /** The file's size in bytes: 1 to REPORT_MAX_BYTES. */
  bytes: number;
}

export interface ReportUpload {
  uploadId: string;
  bytes: number;
  partBytes: number;
  /** The parts' indexes the server holds, ascending. */
  received: number[];
}

export interface PublishBody {
  uploadId: string;
  summary: ReportSummary;
}

export interface ReleaseBody {
  /** Why the file goes before the agreement is accepted: 1 to 500 characters, recorded in the history. */
  reason: string;
}

export const startUploadBodySchema = z.object({ bytes: z.number().int() });
export const publishBodySchema = z.object({
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  summary: reportSummarySchema,
});
/** The longest reason for a release before acceptance. */
export const RELEASE_REASON_MAX = 500;
/** What the release's reason says when empty. */
export const RELEASE_REASON_EMPTY = 'Say why it goes now.';
export const releaseBodySchema = z.object({
  reason: officeTextSchema(RELEASE_REASON_MAX, {
    long: `At most ${RELEASE_REASON_MAX} characters.`,
    empty: RELEASE_REASON_EMPTY,
  }),
});

export interface ReportVersion {
  version: number;
  bytes: number;
  /** Hex SHA-256 of the file. */
  sha256: string;
  /** ISO 8601 UTC. */
  publishedAt: string;
  /** The office address that published it. */
  publishedBy: string;
  summary: ReportSummary;
  /** Whether the file is still kept (false once past business.ts's report file retention). */
  fileKept: boolean;
}

/** Why the client's file is held: `agreement` while the agreement is on and its current version not accepted. */
/** What the client's file waits for: the agreement accepted (issue 58), the price paid in full (issue 60). */
export type ReportGateNeed = 'agreement' | 'payment';

export interface ReportGate {
  open: boolean;
  /** What is still needed; empty when open. */
  needs: ReportGateNeed[];
  /** Set when the office let the file go past the gate. */
  released: { at: string; by: string; reason: string } | null;
}

/** The report as the office's enquiry view shows it (`OfficeEnquiryDetail.report`). */
export interface OfficeReport {
  /** Whether "Publish report" is offered now. */
  canPublish: boolean;
  /** Every version, newest first. */
  versions: ReportVersion[];
  gate: ReportGate;
  /** ISO 8601 UTC of the client's first opening of the report page; null before. */
  firstOpenedAt: string | null;
  /** Issue 59: the copies the client sent their advisers, oldest first. */
  copies: ReportCopy[];
}

// ---------------------------------------------------------------------------------------------------------------
// The client's side: `/api/report/<token>`, a signed link of purpose 'report'.

/**
 * GET: 200 `ReportPageView`; 404 `{ error: 'link' }` for a tampered or revoked link, or no report. The same
 * address opens an adviser's copy link (issue 59): its view's `access` is 'copy', read-only. An unsubscribe link
 * (issue 59) answers `ReportUnsubscribeView` and opens nothing else.
 */
export const reportPagePath = (token: string) => `/api/report/${encodeURIComponent(token)}`;
/**
 * GET with `Range: bytes=<a>-<b>` (at most REPORT_DOWNLOAD_PART_BYTES): 206 with `Content-Range`; 416 for a
 * range outside the file or too long. Without `Range`: 200, the whole file streamed. 403 `{ error: 'gate' }`
 * while the gate is shut, whatever the range; 410 `{ error: 'expired' }` past the link's 90 days.
 * `application/pdf`, `Content-Disposition: attachment`, `Cache-Control: private, no-store`, `nosniff`.
 */
export const reportFilePath = (token: string) => `${reportPagePath(token)}/file`;
/** POST `{}`: past the link's 90 days, mail a fresh link to the client's address on file. 202 `{ sent: true }`. */
export const reportFreshLinkPath = (token: string) => `${reportPagePath(token)}/fresh-link`;

/**
 * POST `{}` on an unsubscribe link (a token whose version begins `u`, issue 59): no more review requests to
 * the address its e-mail went to, from now on. 200 `ReportUnsubscribeView` (`unsubscribed: true`), the same
 * again. A mail provider's RFC 8058 one-click (no Origin, `List-Unsubscribe=One-Click` form-encoded) is taken
 * too. Only the POST unsubscribes: a GET (a mail scanner's) changes nothing.
 */
export const reportUnsubscribePath = (token: string) => `${reportPagePath(token)}/unsubscribe`;

/** What GET answers for an unsubscribe link (issue 59): never anything of the report or the booking. */
export interface ReportUnsubscribeView {
  status: 'unsubscribe';
  businessName: string;
  /** Whether the address already asked for no more review requests. */
  unsubscribed: boolean;
}

/** What GET `/api/report/<token>` answers: the client's report, or an unsubscribe link's view. */
export type ReportPageView = ReportClientView | ReportUnsubscribeView;

/** The client's report page's view. */
export interface ReportClientView {
  /** `ready`: the summary and the file (gate permitting). `expired`: only the offer of a fresh link. */
  status: 'ready' | 'expired';
  /**
   * Issue 59: 'client' for the client's own link; 'copy' for a read-only copy the client sent an adviser, which
   * shows what an agent must record (the business, its licence, the report's date and version) and can neither
   * send copies nor ask for a fresh link.
   */
  access: 'client' | 'copy';
  businessName: string;
  /** The business's NSW contractor licence number; null while business.ts holds its stand-in. */
  businessLicence: string | null;
  businessPhone: BusinessPhone;
  /** Null when expired. */
  booking: LinkedBookingSummary | null;
  reference: string;
  /** The latest version; null when expired. */
  report: {
    version: number;
    bytes: number;
    publishedAt: string;
    /** ISO 8601 UTC of the first version when this one revises it; null for the first. */
    revisedFrom: string | null;
    summary: ReportSummary;
    /** A file name for the download: `<business>-report-<reference>-v<n>.pdf`. */
    fileName: string;
  } | null;
  gate: { open: boolean; needs: ReportGateNeed[] };
  /**
   * Issue 60: while the gate waits for payment (the client's own link): what is owing, and the bank or PayID
   * details with the reference to quote (the business's choices); null otherwise.
   */
  payment?: {
    owingCents: number;
    bank: { accountName: string; bsb: string; accountNumber: string } | null;
    payId: { id: string; name: string } | null;
  } | null;
  /** The agreement's page for the client, while it is what the gate needs; null otherwise. */
  agreementUrl: string | null;
  /**
   * The copies the client has sent, oldest first, while the client may send them (their own link, ready, the
   * gate open); null otherwise (a copy's view, an expired link, the gate shut).
   */
  copies: ReportCopy[] | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 59: read-only copies for the client's advisers, sent by the client from their report page.

/** At most this many copies per booking in all, revoked ones included. */
export const REPORT_COPY_LIMIT = 5;
/** Whom a copy is for: those who advise a buyer, and the selling agent only when the client chooses to. */
export const COPY_ROLES = ['conveyancer', 'solicitor', 'buyers-agent', 'selling-agent', 'other'] as const;
export type CopyRole = (typeof COPY_ROLES)[number];
export const COPY_ROLE_WORDS: Readonly<Record<CopyRole, string>> = {
  conveyancer: 'My conveyancer',
  solicitor: 'My solicitor',
  'buyers-agent': 'My buyer’s agent',
  'selling-agent': 'The selling agent',
  other: 'Another adviser of mine',
};
/** The same, as the office and the adviser read them. */
export const COPY_ROLE_NAMES: Readonly<Record<CopyRole, string>> = {
  conveyancer: 'Conveyancer',
  solicitor: 'Solicitor',
  'buyers-agent': 'Buyer’s agent',
  'selling-agent': 'Selling agent',
  other: 'Another adviser',
};

export interface ReportCopy {
  /** 1 to REPORT_COPY_LIMIT, in the order they were sent. */
  id: number;
  email: string;
  role: CopyRole;
  /** ISO 8601 UTC. */
  sentAt: string;
  /** ISO 8601 UTC, and by whom; null while it opens. */
  revokedAt: string | null;
  revokedBy: 'client' | 'office' | null;
  /** When the copy link was first opened; null before. */
  firstOpenedAt: string | null;
}

export interface SendCopyBody {
  email: string;
  role: CopyRole;
}
export const COPY_MESSAGES = {
  role: 'Choose who they are.',
} as const;
export const sendCopyBodySchema = z
  .object({ email: emailSchema, role: z.enum(COPY_ROLES, COPY_MESSAGES.role) })
  .strict();

export interface RevokeCopyBody {
  copyId: number;
}
export const revokeCopyBodySchema = z
  .object({ copyId: z.number().int().min(1).max(REPORT_COPY_LIMIT) })
  .strict();

/**
 * POST `SendCopyBody` (the client's link only, while the gate is open): a copy link goes by a fixed e-mail to
 * that address, and the office is told. 201 `ReportPageView`. 409 `{ error: 'copy-limit' }` past
 * REPORT_COPY_LIMIT; 403 `{ error: 'read-only' }` from a copy's link, `{ error: 'gate' }` while the gate is
 * shut; 400 `{ error: 'invalid', field }`.
 */
export const reportCopiesPath = (token: string) => `${reportPagePath(token)}/copies`;
/** POST `RevokeCopyBody`: the client withdraws a copy; it opens nothing from then on. 200 `ReportPageView`. */
export const reportRevokeCopyPath = (token: string) => `${reportPagePath(token)}/revoke-copy`;
/** The office withdraws a copy: POST `{}`. 200 `OfficeEnquiryDetail`; 404 `not-found`. */
export const officeRevokeCopyPath = (reference: string, copyId: number) =>
  `${enquiryBase(reference)}/copies/${copyId}/revoke`;

export type ReportError =
  | 'link'
  | 'origin'
  | 'invalid'
  | 'no-ledger'
  | 'gate'
  | 'expired'
  | 'range'
  | 'empty'
  | 'too-large'
  | 'not-pdf'
  | 'part'
  | 'incomplete'
  | 'not-publishable'
  | 'not-found'
  | 'too-many'
  | 'copy-limit'
  | 'read-only';

/** What the office and the client read for each refusal. */
export const REPORT_MESSAGES: Readonly<Partial<Record<ReportError, string>>> = {
  empty: 'That file is empty. Choose the report’s PDF.',
  'too-large': `That file is over ${REPORT_MAX_BYTES / 1024 / 1024} MB. Save the report smaller and try again.`,
  'not-pdf': 'That file is not a PDF. Choose the report’s PDF.',
  incomplete: 'Part of the file has not arrived yet. Keep this open: it carries on where it stopped.',
  'not-publishable':
    'A report can be published from the inspection’s day, and never for a cancelled booking.',
  gate: 'The report is ready. It opens once the pre-inspection agreement is accepted.',
  'copy-limit': `You have sent the ${REPORT_COPY_LIMIT} copies a report allows. Withdrawing one does not free a place: to send another, call us.`,
};

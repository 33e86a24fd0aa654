import type { OfficeEnquiryDetail } from '../../api/office';
import {
  PDF_MAGIC,
  REPORT_MAX_BYTES,
  REPORT_MESSAGES,
  partsOf,
  reportPartPath,
  reportPublishPath,
  reportUploadPath,
  reportUploadsPath,
  type OfficeReport,
  type PublishBody,
  type ReportError,
  type ReportSummary,
  type ReportUpload,
} from '../../api/report';
import { NotSentError } from '../../lib/send-now';
import { officeRequest, OfficeRequestError } from './client';

/**
 * Issue 58: the report's PDF sent from the office, on a phone, over a weak connection, and published with its
 * summary. Framework-free: the publish dialog (report-panel.tsx) runs it and shows what it reports.
 *
 * The file goes in parts (src/api/report.ts: REPORT_UPLOAD_PART_BYTES each but the last), one at a time, each a
 * `fetch` of its own; progress moves part by part (`fetch` reports no upload progress, and a part is a
 * megabyte). A part that fails is tried again after a short wait; after a few failures in a row, or offline at
 * once, the upload pauses. Resuming asks the server which parts it holds and sends only the others: an upload
 * never starts again while the server keeps it (a day). The upload's id is kept in this tab's memory for the
 * enquiry and the file (name, size, last modified), so choosing the same file again resumes too.
 */

/**
 * How long one part waits for its answer. Not a change's 10 s (lib/send-now.ts): a part is a megabyte, which
 * takes about 6 s on a 1.6 Mbps mobile link and 20 s at 400 kbps, before the server has answered. 60 s is
 * long enough for a weak signal that still carries, short enough to give up on one that carries nothing
 * (`navigator.onLine` reads true meanwhile) and try the part again. Sending a part twice is harmless.
 */
export const PART_LIMIT_MS = 60_000;
/**
 * How long the publish waits: the server joins the parts, hashes and stores up to 40 MB, and records the
 * version; longer than a change's 10 s for that.
 */
export const PUBLISH_LIMIT_MS = 60_000;
/** The waits before a failed request is tried again; after the last, the upload pauses. */
export const RETRY_DELAYS_MS = [1_000, 3_000, 8_000] as const;
/** How often a publish answered "incomplete" sends the missing parts and publishes again before it pauses. */
const PUBLISH_ROUNDS = 3;

export interface UploadProgress {
  /** Bytes the server holds. */
  sent: number;
  /** The file's size. */
  total: number;
}

/** Why an upload paused: offline, failing again and again, or stopped by its page (the dialog closed). */
export type PauseReason = 'offline' | 'failing' | 'stopped';

export type UploadOutcome =
  | { kind: 'published'; report: OfficeReport }
  /**
   * Refused: the file (checked here or by the server), the enquiry's state, the summary. Nothing to resume:
   * `message` says what to do. `field` names the summary's field a 400 `invalid` names.
   */
  | { kind: 'refused'; error: ReportError; message: string; field?: string }
  /**
   * Paused: resuming (sendReport again, with the same file) sends what the server lacks. `stage`: whether
   * parts were still to go, or the file was all there and the publish did not go through (or its answer did
   * not come back: it may have, and the enquiry's versions tell).
   */
  | { kind: 'paused'; reason: PauseReason; stage: 'parts' | 'publish'; progress: UploadProgress }
  /** The server no longer has the upload: swept after a day, or already published (the versions tell). */
  | { kind: 'gone' };

/** The words of a refused summary (400 `invalid`), which the contract leaves to the page. */
export const SUMMARY_REFUSED = 'The office did not accept the summary. Check it and try again.';

/** The upload's id, by enquiry and file, for as long as this tab lives. */
const kept = new Map<string, string>();
/** Uploads whose every part arrived and whose publish did not go through: resuming one publishes again. */
const toPublish = new Map<string, ReportUpload>();

const fileKey = (reference: string, file: File) =>
  JSON.stringify([reference, file.name, file.size, file.lastModified]);

/** Forgets every kept upload (the tests, between cases). */
export function forgetUploads(): void {
  kept.clear();
  toPublish.clear();
}

/** The refusal's words, with what the contract says for it. */
const refusal = (error: ReportError, field?: string): UploadOutcome => ({
  kind: 'refused',
  error,
  message:
    error === 'invalid'
      ? SUMMARY_REFUSED
      : (REPORT_MESSAGES[error] ?? 'The office could not take that file. Try again in a moment.'),
  ...(field ? { field } : {}),
});

/**
 * The file as this device can judge it, before anything is sent: empty, over REPORT_MAX_BYTES, or not
 * beginning `%PDF-` (its first bytes, not its name or type). Null when it may go; the server checks again.
 */
export async function checkReportFile(file: Blob): Promise<'empty' | 'too-large' | 'not-pdf' | null> {
  if (file.size === 0) return 'empty';
  if (file.size > REPORT_MAX_BYTES) return 'too-large';
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  const magic = Array.from(PDF_MAGIC, (char) => char.charCodeAt(0));
  return magic.every((byte, index) => head[index] === byte) ? null : 'not-pdf';
}

/** A part's range of the file: every part `partBytes` long but the last. */
export function partRange(index: number, bytes: number, partBytes: number): [start: number, end: number] {
  const start = index * partBytes;
  return [start, Math.min(start + partBytes, bytes)];
}

/** The bytes of the parts the server holds. */
function heldBytes(upload: ReportUpload): number {
  return upload.received.reduce((sum, index) => {
    const [start, end] = partRange(index, upload.bytes, upload.partBytes);
    return sum + Math.max(0, end - start);
  }, 0);
}

/** A failure worth trying again: no answer, a broken connection, the server's own trouble or its limit. */
const isPassing = (error: unknown) =>
  (error instanceof NotSentError && (error.reason === 'timeout' || error.reason === 'network')) ||
  (error instanceof OfficeRequestError && (error.status >= 500 || error.status === 429));

/** Waits `ms`, or less when the page stops the upload. */
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/** Thrown inside a run to pause it. */
class Pause extends Error {
  constructor(
    readonly reason: PauseReason,
    readonly unanswered = false,
  ) {
    super(reason);
  }
}

/** Thrown inside a run when the server no longer has the upload (404). */
class Gone extends Error {}

export interface SendReportOptions {
  reference: string;
  file: File;
  summary: ReportSummary;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the request on its way and stops the upload (the dialog closed). */
  signal?: AbortSignal;
}

/**
 * Sends the file (or what the server lacks of it) and publishes it with the summary. Resolves with what
 * happened; throws only what the office's pages handle alike (a session that ended, an origin refused).
 */
export async function sendReport({
  reference,
  file,
  summary,
  onProgress = () => {},
  signal,
}: SendReportOptions): Promise<UploadOutcome> {
  const local = await checkReportFile(file);
  if (local) return refusal(local);
  const key = fileKey(reference, file);
  let progress: UploadProgress = { sent: 0, total: file.size };
  const report = (upload: ReportUpload) => {
    progress = { sent: heldBytes(upload), total: file.size };
    onProgress(progress);
  };

  /** A request tried again after a failure, until a few in a row failed: then the upload pauses. */
  async function attempt<T>(send: () => Promise<T>): Promise<T> {
    for (let failures = 0; ; failures++) {
      if (signal?.aborted) throw new Pause('stopped');
      try {
        return await send();
      } catch (error) {
        if (error instanceof NotSentError && error.reason === 'abandoned') throw new Pause('stopped');
        if (error instanceof NotSentError && error.reason === 'offline') throw new Pause('offline');
        if (error instanceof OfficeRequestError && error.status === 404) throw new Gone();
        if (!isPassing(error)) throw error;
        const delay = RETRY_DELAYS_MS[failures];
        if (delay === undefined) throw new Pause('failing');
        await wait(delay, signal);
      }
    }
  }

  const json = async <T>(response: Response) => (await response.json()) as T;

  /** The upload as the server has it: the kept one, or a new one. */
  async function start(): Promise<ReportUpload> {
    const id = kept.get(key);
    if (id) {
      try {
        const upload = await attempt(async () =>
          json<ReportUpload>(
            await officeRequest(reportUploadPath(reference, id), { limitMs: PART_LIMIT_MS, signal }),
          ),
        );
        if (upload.bytes === file.size && upload.partBytes > 0) return upload;
      } catch (error) {
        if (!(error instanceof Gone)) throw error;
      }
      // Swept, or not this file after all: only then does it start again.
      kept.delete(key);
    }
    const upload = await attempt(async () =>
      json<ReportUpload>(
        await officeRequest(reportUploadsPath(reference), {
          method: 'POST',
          body: { bytes: file.size },
          limitMs: PART_LIMIT_MS,
          signal,
        }),
      ),
    );
    kept.set(key, upload.uploadId);
    return upload;
  }

  /** Sends each part the server lacks, one at a time, lowest first. */
  async function sendParts(upload: ReportUpload, wanted?: number[]): Promise<ReportUpload> {
    const held = new Set(upload.received);
    const missing = (wanted ?? Array.from({ length: partsOf(upload.bytes, upload.partBytes) }, (_, i) => i))
      .filter((index) => !held.has(index))
      .sort((a, b) => a - b);
    let current = upload;
    for (const index of missing) {
      const [start, end] = partRange(index, upload.bytes, upload.partBytes);
      current = await attempt(async () =>
        json<ReportUpload>(
          await officeRequest(reportPartPath(reference, upload.uploadId, index), {
            method: 'PUT',
            bytes: file.slice(start, end),
            limitMs: PART_LIMIT_MS,
            signal,
          }),
        ),
      );
      report(current);
    }
    return current;
  }

  /**
   * Publishes the whole upload; an answer of missing parts sends them and publishes again. The server answers
   * with the enquiry (OfficeEnquiryDetail), whose report this returns.
   */
  async function publish(upload: ReportUpload): Promise<OfficeReport> {
    const body: PublishBody = { uploadId: upload.uploadId, summary };
    for (let round = 1; ; round++) {
      try {
        const detail = await attempt(async () =>
          json<OfficeEnquiryDetail>(
            await officeRequest(reportPublishPath(reference), {
              method: 'POST',
              body,
              limitMs: PUBLISH_LIMIT_MS,
              signal,
            }),
          ),
        );
        return detail.report!;
      } catch (error) {
        const missing =
          error instanceof OfficeRequestError && error.error === 'incomplete'
            ? error.detail.missing
            : undefined;
        if (!missing) throw error;
        if (round >= PUBLISH_ROUNDS) throw new Pause('failing');
        await sendParts({ ...upload, received: [] }, missing);
      }
    }
  }

  let stage: 'parts' | 'publish' = 'parts';
  try {
    let upload = toPublish.get(kept.get(key) ?? '');
    if (upload) {
      // Every part arrived before: publish again; the server says which parts it lacks, if any.
      progress = { sent: file.size, total: file.size };
      onProgress(progress);
    } else {
      upload = await start();
      report(upload);
      upload = await sendParts(upload);
    }
    stage = 'publish';
    toPublish.set(upload.uploadId, upload);
    const published = await publish(upload);
    kept.delete(key);
    toPublish.delete(upload.uploadId);
    return { kind: 'published', report: published };
  } catch (error) {
    if (error instanceof Pause) return { kind: 'paused', reason: error.reason, stage, progress };
    if (error instanceof Gone) {
      forget(key);
      return { kind: 'gone' };
    }
    if (error instanceof OfficeRequestError && error.status !== 401 && error.status !== 403) {
      // The server discards an upload whose first part is not a PDF: the file itself is wrong.
      if (error.error === 'not-pdf') forget(key);
      if (error.status === 400 && error.error === 'invalid') return refusal('invalid', error.detail.field);
      if (error.error && error.error in REPORT_MESSAGES) return refusal(error.error as ReportError);
    }
    throw error;
  }
}

/** Forgets the upload kept for a file. */
function forget(key: string) {
  toPublish.delete(kept.get(key) ?? '');
  kept.delete(key);
}

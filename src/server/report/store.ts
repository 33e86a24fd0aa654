/**
 * What the report writes in the ledger (issue 58): an upload begun, its parts, a version published (with the
 * booking marked done when it was still booked, and the deliveries it makes), the office's release past the
 * gate, the client's first opening, a fresh link at the client's request, and the sweep of what is past its
 * time. Every write that decides something locks the booking's row first, so two tabs publishing at once make
 * one version each, in order.
 */
import {
  PDF_MAGIC,
  partsOf,
  REPORT_MAX_BYTES,
  REPORT_UPLOAD_PART_BYTES,
  type ReportSummary,
  type ReportVersion,
} from '../../api/report.js';
import { business } from '../../content/business.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import {
  type EnquiryState,
  inspectionDayReached,
  type UpdateChannelName,
} from '../../domain/booking/states.js';
import type { Db, Row } from '../ledger/db.js';
import { addEvent } from '../ledger/events.js';
import { lockBooking } from '../ledger/lock-booking.js';
import { date, declareClock, int, maybeDate, parsed } from '../ledger/rows.js';
import type { BookingLinks, ClaimedDelivery, ReportChange } from '../ledger/types.js';
import type { ReportStorage } from './storage.js';
import { latestReport } from './latest.js';
import { keepUntil as keepUntilAfter } from '../agreement/store.js';

const DAY_MS = 24 * 60 * 60_000;
/** An upload never published is swept after this long. */
export const UPLOAD_KEPT_MS = DAY_MS;

const encoder = new TextEncoder();
const MAGIC = encoder.encode(PDF_MAGIC);

/** Whether bytes begin as a PDF does. */
const isPdfStart = (bytes: Uint8Array) =>
  bytes.byteLength >= MAGIC.byteLength && MAGIC.every((byte, i) => bytes[i] === byte);

/** A fresh id for an upload (and the file it becomes): 128 random bits, base64url. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a report may be published now: a done inspection, or a booked one from its own Sydney day. Never a
 * cancelled, declined or new one.
 */
export function canPublish(state: EnquiryState, bookedDate: string | null, now: Date): boolean {
  if (state === 'done') return true;
  return state === 'booked' && !!bookedDate && inspectionDayReached(bookedDate, now);
}

export interface UploadRow {
  uploadId: string;
  submissionId: string;
  bytes: number;
  partBytes: number;
  createdAt: Date;
  publishedAt: Date | null;
}

const uploadOfRow = (row: Row): UploadRow => ({
  uploadId: row.upload_id as string,
  submissionId: row.submission_id as string,
  bytes: int(row.bytes),
  partBytes: int(row.part_bytes),
  createdAt: date(row.created_at),
  publishedAt: maybeDate(row.published_at),
});

export type StartResult =
  { kind: 'started'; upload: UploadRow } | { kind: 'empty' | 'too-large' | 'not-publishable' };

export type PutResult =
  | { kind: 'stored'; upload: UploadRow; received: number[] }
  | { kind: 'part' | 'not-pdf' | 'not-found' | 'published' };

export type PublishResult =
  | {
      kind: 'published';
      version: number;
      claims: ClaimedDelivery[];
      /** The booking was still booked: publishing marked it done. */
      markedDone: boolean;
    }
  /** This upload is a version already (a retried publish whose answer was lost): nothing more is made. */
  | { kind: 'already'; version: number }
  | { kind: 'incomplete'; missing: number[] }
  | { kind: 'not-found' | 'not-publishable' };

/** What decides the deliveries of an event, from the booking (delivery.ts `effectContext` and effects.ts). */
export type ChannelsFor = (
  event: 'done' | 'report-published' | 'report-opened' | 'report-link-sent' | 'report-copy-sent',
  booking: { enquiry: Enquiry; links: BookingLinks | null },
) => UpdateChannelName[];

export function reportStore(db: Db, storage: ReportStorage) {
  async function uploadRow(tx: Db, submissionId: string, uploadId: string, lock = false) {
    const [row] = await tx.query(
      `SELECT upload_id, submission_id, bytes, part_bytes, created_at, published_at FROM report_uploads
       WHERE upload_id = $1 AND submission_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [uploadId, submissionId],
    );
    return row ? uploadOfRow(row) : null;
  }

  async function discard(uploadId: string, now: Date) {
    await storage.remove(uploadId, now);
    await db.query('DELETE FROM report_uploads WHERE upload_id = $1 AND published_at IS NULL', [uploadId]);
  }

  return {
    /** Begins an upload of `bytes` for a booking that may be published now. */
    async start({
      submissionId,
      bytes,
      createdBy,
      now,
    }: {
      submissionId: string;
      bytes: number;
      createdBy: string;
      now: Date;
    }): Promise<StartResult> {
      if (!Number.isSafeInteger(bytes) || bytes <= 0) return { kind: 'empty' };
      if (bytes > REPORT_MAX_BYTES) return { kind: 'too-large' };
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking || !canPublish(booking.state, booking.bookedDate, now))
          return { kind: 'not-publishable' };
        const upload: UploadRow = {
          uploadId: newId(),
          submissionId,
          bytes,
          partBytes: REPORT_UPLOAD_PART_BYTES,
          createdAt: now,
          publishedAt: null,
        };
        await tx.query(
          `INSERT INTO report_uploads (upload_id, submission_id, bytes, part_bytes, created_at, created_by)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [upload.uploadId, submissionId, bytes, upload.partBytes, now, createdBy],
        );
        return { kind: 'started', upload };
      });
    },

    /** The upload and the parts the server holds; null when there is none (never begun, or swept). */
    async upload(submissionId: string, uploadId: string) {
      const upload = await uploadRow(db, submissionId, uploadId);
      if (!upload) return null;
      return { upload, received: await storage.partsHeld(uploadId) };
    },

    /**
     * Stores one part: exactly its length, and the first beginning `%PDF-` (otherwise the upload and all it
     * holds are discarded, so nothing of a file that is not a PDF stays).
     */
    async putPart({
      submissionId,
      uploadId,
      index,
      bytes,
      now,
    }: {
      submissionId: string;
      uploadId: string;
      index: number;
      bytes: Uint8Array;
      now: Date;
    }): Promise<PutResult> {
      const upload = await uploadRow(db, submissionId, uploadId);
      if (!upload) return { kind: 'not-found' };
      if (upload.publishedAt) return { kind: 'published' };
      const parts = partsOf(upload.bytes, upload.partBytes);
      if (!Number.isSafeInteger(index) || index < 0 || index >= parts) return { kind: 'part' };
      const expected = index < parts - 1 ? upload.partBytes : upload.bytes - upload.partBytes * (parts - 1);
      if (bytes.byteLength !== expected) return { kind: 'part' };
      if (index === 0 && !isPdfStart(bytes)) {
        await discard(uploadId, now);
        return { kind: 'not-pdf' };
      }
      await storage.putPart(uploadId, index, bytes);
      return { kind: 'stored', upload, received: await storage.partsHeld(uploadId) };
    },

    /**
     * The upload, whole, becomes the booking's next version: its SHA-256 read from the stored bytes, the
     * summary, who and when; a booked inspection marked done with it; and the 'report-published' event with its
     * deliveries (claimed for their first attempt after the answer). One transaction, the booking's row locked.
     */
    async publish({
      submissionId,
      uploadId,
      summary,
      publishedBy,
      needsAgreement,
      channelsFor,
      now,
    }: {
      submissionId: string;
      uploadId: string;
      summary: ReportSummary;
      publishedBy: string;
      /** Whether the gate is shut for the agreement now (gate.ts), for the e-mail to say. */
      needsAgreement: boolean;
      channelsFor: ChannelsFor;
      now: Date;
    }): Promise<PublishResult> {
      // The parts and the hash first, outside the transaction: a function's pool has one connection, which the
      // transaction holds. Parts are only ever added, so a complete upload's bytes cannot change after this.
      const found = await uploadRow(db, submissionId, uploadId);
      if (!found) return { kind: 'not-found' };
      if (found.publishedAt) return versionOf(db, uploadId);
      const held = new Set(await storage.partsHeld(uploadId));
      const missing = Array.from({ length: partsOf(found.bytes, found.partBytes) }, (_, i) => i).filter(
        (i) => !held.has(i),
      );
      if (missing.length > 0) return { kind: 'incomplete', missing };
      // The bytes as stored, read back: the hash is of what the client will be served.
      const whole = await storage.read(uploadId, found.partBytes, 0, found.bytes - 1);
      const sha256 = hex(await crypto.subtle.digest('SHA-256', whole));
      return db.transaction(async (tx) => {
        await declareClock(tx, now);
        const booking = await lockBooking(tx, submissionId);
        if (!booking || !canPublish(booking.state, booking.bookedDate, now))
          return { kind: 'not-publishable' };
        const upload = await uploadRow(tx, submissionId, uploadId, true);
        if (!upload) return { kind: 'not-found' };
        // Published by another request meanwhile (the same publish sent twice): that one is the version.
        if (upload.publishedAt) return versionOf(tx, uploadId);
        const version = ((await latestReport(tx, submissionId))?.version ?? 0) + 1;
        // Counted from the inspection, as the booking's record and its acceptance are (privacy.ts says so).
        const keepUntil = keepUntilAfter(booking.bookedDate, now, business.privacy.recordRetention);
        const keepFileUntil = keepUntilAfter(booking.bookedDate, now, business.privacy.reportFileRetention);
        await tx.query(
          `INSERT INTO booking_reports (submission_id, reference, version, file_id, bytes, sha256, summary,
                                        published_at, published_by, keep_until, keep_file_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, $9, $10, $11)`,
          [
            submissionId,
            booking.reference,
            version,
            uploadId,
            upload.bytes,
            sha256,
            JSON.stringify(summary),
            now,
            publishedBy,
            keepUntil,
            keepFileUntil,
          ],
        );
        await tx.query('UPDATE report_uploads SET published_at = $2 WHERE upload_id = $1', [uploadId, now]);
        const claims: ClaimedDelivery[] = [];
        const markedDone = booking.state === 'booked';
        let state = booking.state;
        if (markedDone) {
          await tx.query(
            `UPDATE booking_enquiries SET state = 'done', version = version + 1 WHERE submission_id = $1`,
            [submissionId],
          );
          const done = await addEvent(tx, {
            submissionId,
            event: 'done',
            actor: publishedBy,
            fromState: 'booked',
            toState: 'done',
            detail: 'with the report published',
            data: { slot: booking.slot, reason: null, sequence: booking.sequence },
            channels: channelsFor('done', booking),
            now,
            booking,
          });
          claims.push(...done.claims);
          state = 'done';
        }
        const report: ReportChange = { version, revised: version > 1, needsAgreement };
        const published = await addEvent(tx, {
          submissionId,
          event: 'report-published',
          actor: publishedBy,
          fromState: state,
          toState: state,
          detail: `version ${version}, ${upload.bytes} bytes, SHA-256 ${sha256.slice(0, 12)}…`,
          data: { slot: booking.slot, reason: null, sequence: booking.sequence, report },
          channels: channelsFor('report-published', booking),
          now,
          booking,
        });
        claims.push(...published.claims);
        return { kind: 'published', version, claims, markedDone };
      });
    },

    /** Lets the file go past the gate, with the office's reason in the history. False when nothing is published. */
    async release({
      submissionId,
      reason,
      actor,
      now,
    }: {
      submissionId: string;
      reason: string;
      actor: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking) return false;
        const [published] = await tx.query('SELECT 1 FROM booking_reports WHERE submission_id = $1 LIMIT 1', [
          submissionId,
        ]);
        if (!published) return false;
        await addEvent(tx, {
          submissionId,
          event: 'report-released',
          actor,
          fromState: booking.state,
          toState: booking.state,
          detail: reason,
          data: { slot: booking.slot, reason, sequence: booking.sequence },
          channels: [],
          now,
          booking,
        });
        return true;
      });
    },

    /**
     * Records the client's first opening of the report page: once, whatever the number of openings or tabs
     * (the booking's row locked). The deliveries it claims, or none after the first.
     */
    async recordOpened({
      submissionId,
      version,
      channelsFor,
      now,
    }: {
      submissionId: string;
      version: number;
      channelsFor: ChannelsFor;
      now: Date;
    }): Promise<ClaimedDelivery[]> {
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking) return [];
        const [seen] = await tx.query(
          `SELECT 1 FROM booking_events WHERE submission_id = $1 AND event = 'report-opened' LIMIT 1`,
          [submissionId],
        );
        if (seen) return [];
        const report: ReportChange = { version, revised: version > 1, needsAgreement: false };
        const { claims } = await addEvent(tx, {
          submissionId,
          event: 'report-opened',
          actor: null,
          fromState: booking.state,
          toState: booking.state,
          detail: `version ${version}`,
          data: { slot: booking.slot, reason: null, sequence: booking.sequence, report },
          channels: channelsFor('report-opened', booking),
          now,
          booking,
        });
        return claims;
      });
    },

    /**
     * A fresh link to the client's address on file, at their request from an expired link: at most one an hour
     * (429 otherwise, with the seconds to wait). The e-mail is the event's delivery.
     */
    async freshLink({
      submissionId,
      channelsFor,
      now,
    }: {
      submissionId: string;
      channelsFor: ChannelsFor;
      now: Date;
    }): Promise<{ kind: 'sent'; claims: ClaimedDelivery[] } | { kind: 'limited'; retryAfterS: number }> {
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking) return { kind: 'sent', claims: [] };
        const [recent] = await tx.query<{ at: Date | string }>(
          `SELECT at FROM booking_events WHERE submission_id = $1 AND event = 'report-link-sent' AND at > $2
           ORDER BY at DESC LIMIT 1`,
          [submissionId, new Date(now.getTime() - FRESH_LINK_EVERY_MS)],
        );
        if (recent) {
          const wait = new Date(recent.at).getTime() + FRESH_LINK_EVERY_MS - now.getTime();
          return { kind: 'limited', retryAfterS: Math.max(1, Math.ceil(wait / 1000)) };
        }
        const report = await latestReport(tx, submissionId);
        const { claims } = await addEvent(tx, {
          submissionId,
          event: 'report-link-sent',
          actor: null,
          fromState: booking.state,
          toState: booking.state,
          detail: null,
          data: { slot: booking.slot, reason: null, sequence: booking.sequence, report },
          channels: channelsFor('report-link-sent', booking),
          now,
          booking,
        });
        return { kind: 'sent', claims };
      });
    },

    /** Every version, newest first; the release past the gate and the first opening, when there are. */
    async state(submissionId: string): Promise<ReportState> {
      const [versions, events] = await Promise.all([
        db.query(
          `SELECT version, file_id, bytes, sha256, summary::text AS summary, published_at, published_by,
                  file_deleted_at
           FROM booking_reports WHERE submission_id = $1 ORDER BY version DESC`,
          [submissionId],
        ),
        db.query(
          `SELECT event, at, actor, detail FROM booking_events
           WHERE submission_id = $1 AND event IN ('report-released', 'report-opened') ORDER BY id`,
          [submissionId],
        ),
      ]);
      const released = events.filter((row) => row.event === 'report-released').at(-1);
      const opened = events.find((row) => row.event === 'report-opened');
      return {
        versions: versions.map((row) => ({
          version: int(row.version),
          fileId: row.file_id as string,
          bytes: int(row.bytes),
          sha256: row.sha256 as string,
          publishedAt: date(row.published_at).toISOString(),
          publishedBy: row.published_by as string,
          summary: parsed<ReportSummary>(row.summary)!,
          fileKept: row.file_deleted_at === null,
        })),
        released: released
          ? {
              at: date(released.at).toISOString(),
              by: (released.actor as string | null) ?? '',
              reason: (released.detail as string | null) ?? '',
            }
          : null,
        firstOpenedAt: opened ? date(opened.at).toISOString() : null,
      };
    },

    /**
     * The sweep's part: uploads never published after a day, the files of versions past their file retention
     * (the record stays), the records past theirs, and any parts left with neither.
     */
    async purge(now: Date): Promise<number> {
      let purged = 0;
      const stale = await db.query<{ upload_id: string }>(
        'SELECT upload_id FROM report_uploads WHERE published_at IS NULL AND created_at < $1',
        [new Date(now.getTime() - UPLOAD_KEPT_MS)],
      );
      for (const { upload_id: uploadId } of stale) {
        await discard(uploadId, now);
        purged += 1;
      }
      const expired = await db.query<{ submission_id: string; version: number; file_id: string }>(
        `SELECT submission_id, version, file_id FROM booking_reports
         WHERE file_deleted_at IS NULL AND keep_file_until < $1`,
        [now],
      );
      for (const row of expired) {
        await db.transaction(async (tx) => {
          await declareClock(tx, now);
          await tx.query('DELETE FROM report_parts WHERE file_id = $1', [row.file_id]);
          await tx.query(
            'UPDATE booking_reports SET file_deleted_at = $3 WHERE submission_id = $1 AND version = $2',
            [row.submission_id, row.version, now],
          );
        });
        purged += 1;
      }
      const records = await db.transaction(async (tx) => {
        await declareClock(tx, now);
        return tx.query('DELETE FROM booking_reports WHERE keep_until < $1 RETURNING file_id', [now]);
      });
      purged += records.length;
      // Parts whose upload went with its enquiry (a cascade) and that no version holds.
      await db.transaction(async (tx) => {
        await declareClock(tx, now);
        await tx.query(
          `DELETE FROM report_parts p WHERE NOT EXISTS (SELECT 1 FROM report_uploads u WHERE u.upload_id = p.file_id)
           AND NOT EXISTS (SELECT 1 FROM booking_reports r WHERE r.file_id = p.file_id)`,
        );
      });
      return purged;
    },
  };
}

/** The version an upload became. */
async function versionOf(db: Db, fileId: string): Promise<PublishResult> {
  const [row] = await db.query<{ version: number }>(
    'SELECT version FROM booking_reports WHERE file_id = $1',
    [fileId],
  );
  return row ? { kind: 'already', version: int(row.version) } : { kind: 'not-found' };
}

/** A fresh link at the client's request goes at most once in this time. */
export const FRESH_LINK_EVERY_MS = 60 * 60_000;

export interface StoredVersion extends Omit<ReportVersion, 'fileKept'> {
  fileId: string;
  fileKept: boolean;
}

export interface ReportState {
  /** Newest first. */
  versions: StoredVersion[];
  released: { at: string; by: string; reason: string } | null;
  firstOpenedAt: string | null;
}

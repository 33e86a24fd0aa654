/**
 * Where a report's bytes live (issue 58): a small interface, so that an object store can take the files later
 * without the routes changing, and its one implementation today, PostgreSQL (`report_parts`, migration 0014),
 * which every host already reaches through DATABASE_URL and `npm start` has in its embedded ledger.
 * docs/decisions/0016-report-storage.md says why, and what it costs.
 *
 * A file is a list of parts of one size (the last may be shorter), written once each, read back by byte range.
 */
import type { Db } from '../ledger/db.js';
import { declareClock } from '../ledger/rows.js';

export interface ReportStorage {
  /** Stores part `index` of file `fileId`. The same part again changes nothing (a retried request). */
  putPart(fileId: string, index: number, bytes: Uint8Array): Promise<void>;
  /** The parts' indexes held for the file, ascending. */
  partsHeld(fileId: string): Promise<number[]>;
  /** Bytes `start` to `end` (inclusive) of a file stored in parts of `partBytes`. */
  read(fileId: string, partBytes: number, start: number, end: number): Promise<Uint8Array<ArrayBuffer>>;
  /** Deletes every part of the file (the database refuses a published one's before its retention). */
  remove(fileId: string, now: Date): Promise<void>;
}

// postgres.js sends a Uint8Array as bytea (its type inference), and PGlite does too: no Buffer, which workerd
// does not have.
const bytesOf = (value: unknown): Uint8Array => {
  if (value instanceof Uint8Array) return value;
  throw new TypeError('A report part came back as something other than bytes');
};

export function postgresReportStorage(db: Db): ReportStorage {
  return {
    async putPart(fileId, index, bytes) {
      await db.query(
        `INSERT INTO report_parts (file_id, idx, bytes) VALUES ($1, $2, $3::bytea)
         ON CONFLICT (file_id, idx) DO NOTHING`,
        [fileId, index, bytes],
      );
    },
    async partsHeld(fileId) {
      const rows = await db.query<{ idx: number }>(
        'SELECT idx FROM report_parts WHERE file_id = $1 ORDER BY idx',
        [fileId],
      );
      return rows.map((row) => Number(row.idx));
    },
    async read(fileId, partBytes, start, end) {
      const first = Math.floor(start / partBytes);
      const last = Math.floor(end / partBytes);
      const rows = await db.query<{ idx: number; bytes: unknown }>(
        'SELECT idx, bytes FROM report_parts WHERE file_id = $1 AND idx BETWEEN $2 AND $3 ORDER BY idx',
        [fileId, first, last],
      );
      if (rows.length !== last - first + 1) throw new Error('A report file is missing a part');
      const out = new Uint8Array(end - start + 1);
      let offset = 0;
      for (const row of rows) {
        const part = bytesOf(row.bytes);
        const partStart = Number(row.idx) * partBytes;
        const from = Math.max(start - partStart, 0);
        const to = Math.min(end - partStart + 1, part.byteLength);
        out.set(part.subarray(from, to), offset);
        offset += to - from;
      }
      if (offset !== out.byteLength) throw new Error('A report file is shorter than its record');
      return out;
    },
    async remove(fileId, now) {
      await db.transaction(async (tx) => {
        await declareClock(tx, now);
        await tx.query('DELETE FROM report_parts WHERE file_id = $1', [fileId]);
      });
    },
  };
}

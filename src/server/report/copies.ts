/**
 * Read-only copies of a report for the client's advisers (issue 59). The client sends one from their report page
 * to their conveyancer, solicitor or buyer's agent (or, only if they choose to, the selling agent): the ledger
 * records it, a fixed e-mail carries the copy's link to that address, and the office is told. The client and
 * the office can each withdraw a copy; from then on its link opens nothing.
 *
 * - At most REPORT_COPY_LIMIT copies per booking in all: the booking's row is locked while the next number is
 *   taken, and the table's check refuses a sixth whatever happens.
 * - A copy's link is `/report/<submissionId>.c<n>.<mac>`, purpose 'report-copy', its MAC bound to the copy's own
 *   nonce, so a copy is withdrawn alone and the office's "replace all links" leaves the advisers' copies be. It
 *   works REPORT_LINK_DAYS after it was sent, while not withdrawn.
 * - Nothing the client types reaches the e-mail but the address it goes to and the role, chosen from a list.
 */
import { REPORT_COPY_LIMIT, REPORT_LINK_DAYS, type CopyRole, type ReportCopy } from '../../api/report.js';
import type { Db, Row } from '../ledger/db.js';
import { addEvent } from '../ledger/events.js';
import { lockBooking } from '../ledger/lock-booking.js';
import { date, int, maybeDate } from '../ledger/rows.js';
import type { ClaimedDelivery, ReportCopyChange } from '../ledger/types.js';
import { type LinkParts, linkNonce, signLink, verifyLink } from '../booking/links.js';
import type { ChannelsFor } from './store.js';

const DAY_MS = 24 * 60 * 60_000;

/** A copy's token version part: `c` and its number. */
export const copyVersion = (id: number) => `c${id}`;

/** The copy's number a version part names; null for any other version. */
export function copyIdOf(version: string): number | null {
  const match = /^c([1-9]\d{0,2})$/.exec(version);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= REPORT_COPY_LIMIT ? id : null;
}

export function copyToken(secret: string, submissionId: string, copy: { id: number; nonce: string }) {
  return signLink(secret, {
    purpose: 'report-copy',
    submissionId,
    nonce: copy.nonce,
    version: copyVersion(copy.id),
  });
}

/** When a copy sent at `sentAt` stops opening. */
export const copyExpiresAt = (sentAt: Date) => new Date(sentAt.getTime() + REPORT_LINK_DAYS * DAY_MS);

export interface StoredCopy extends ReportCopy {
  nonce: string;
}

const copyOfRow = (row: Row): StoredCopy => ({
  id: int(row.copy_id),
  email: row.email as string,
  role: row.role as CopyRole,
  nonce: row.nonce as string,
  sentAt: date(row.sent_at).toISOString(),
  revokedAt: maybeDate(row.revoked_at)?.toISOString() ?? null,
  revokedBy: (row.revoked_by as 'client' | 'office' | null) ?? null,
  firstOpenedAt: maybeDate(row.first_opened_at)?.toISOString() ?? null,
});

/** What others see of a copy: everything but its nonce. */
export const copyView = ({ nonce: _nonce, ...copy }: StoredCopy): ReportCopy => copy;

const COLUMNS = 'copy_id, email, role, nonce, sent_at, revoked_at, revoked_by, first_opened_at';

/** Every copy of a booking, oldest first. */
export async function copiesOf(db: Db, submissionId: string): Promise<StoredCopy[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM report_copies WHERE submission_id = $1 ORDER BY copy_id`,
    [submissionId],
  );
  return rows.map(copyOfRow);
}

/**
 * The copy a token opens: its MAC the one for purpose 'report-copy' and that copy's nonce, not withdrawn. Null
 * otherwise. `expired` past REPORT_LINK_DAYS after it was sent.
 */
export async function checkCopyLink(
  db: Db,
  secret: string,
  parts: LinkParts,
  now: Date,
): Promise<{ copy: StoredCopy; expired: boolean } | null> {
  const id = copyIdOf(parts.version);
  if (id === null) return null;
  const [row] = await db.query(
    `SELECT ${COLUMNS} FROM report_copies WHERE submission_id = $1 AND copy_id = $2`,
    [parts.submissionId, id],
  );
  if (!row) return null;
  const copy = copyOfRow(row);
  if (!(await verifyLink(secret, parts, { purpose: 'report-copy', nonce: copy.nonce }))) return null;
  if (copy.revokedAt) return null;
  return { copy, expired: now.getTime() >= copyExpiresAt(new Date(copy.sentAt)).getTime() };
}

export type SendCopyResult =
  { kind: 'sent'; copy: StoredCopy; claims: ClaimedDelivery[] } | { kind: 'limit' | 'not-found' };

export type RevokeCopyResult =
  { kind: 'revoked'; claims: ClaimedDelivery[] } | { kind: 'already' | 'not-found' };

export function reportCopies(db: Db) {
  return {
    /**
     * Records the booking's next copy and its 'report-copy-sent' event (the adviser's e-mail and the office's
     * notice are its deliveries): one transaction, the booking's row locked, so two at once take two numbers
     * and a sixth is refused.
     */
    async send({
      submissionId,
      email,
      role,
      channelsFor,
      now,
    }: {
      submissionId: string;
      email: string;
      role: CopyRole;
      channelsFor: ChannelsFor;
      now: Date;
    }): Promise<SendCopyResult> {
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking) return { kind: 'not-found' };
        const [count] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM report_copies WHERE submission_id = $1',
          [submissionId],
        );
        const id = int(count?.n ?? 0) + 1;
        if (id > REPORT_COPY_LIMIT) return { kind: 'limit' };
        const copy: StoredCopy = {
          id,
          email,
          role,
          nonce: linkNonce(),
          sentAt: now.toISOString(),
          revokedAt: null,
          revokedBy: null,
          firstOpenedAt: null,
        };
        await tx.query(
          `INSERT INTO report_copies (submission_id, copy_id, nonce, email, role, sent_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [submissionId, id, copy.nonce, email, role, now],
        );
        const change: ReportCopyChange = { id, email, role, nonce: copy.nonce };
        const { claims } = await addEvent(tx, {
          submissionId,
          event: 'report-copy-sent',
          actor: null,
          fromState: booking.state,
          toState: booking.state,
          detail: `copy ${id}`,
          data: { slot: booking.slot, reason: null, sequence: booking.sequence, copy: change },
          channels: channelsFor('report-copy-sent', booking),
          now,
          booking,
        });
        return { kind: 'sent', copy, claims };
      });
    },

    /** Withdraws a copy, once, with who did it in the history. */
    async revoke({
      submissionId,
      copyId,
      by,
      actor,
      now,
    }: {
      submissionId: string;
      copyId: number;
      by: 'client' | 'office';
      /** The office address, when the office withdrew it. */
      actor: string | null;
      now: Date;
    }): Promise<RevokeCopyResult> {
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, submissionId);
        if (!booking) return { kind: 'not-found' };
        const [row] = await tx.query(
          `SELECT ${COLUMNS} FROM report_copies WHERE submission_id = $1 AND copy_id = $2 FOR UPDATE`,
          [submissionId, copyId],
        );
        if (!row) return { kind: 'not-found' };
        const copy = copyOfRow(row);
        if (copy.revokedAt) return { kind: 'already' };
        await tx.query(
          `UPDATE report_copies SET revoked_at = $3, revoked_by = $4 WHERE submission_id = $1 AND copy_id = $2`,
          [submissionId, copyId, now, by],
        );
        const change: ReportCopyChange = {
          id: copy.id,
          email: copy.email,
          role: copy.role,
          nonce: copy.nonce,
          revokedBy: by,
        };
        const { claims } = await addEvent(tx, {
          submissionId,
          event: 'report-copy-revoked',
          actor,
          fromState: booking.state,
          toState: booking.state,
          detail: `copy ${copy.id}, by the ${by}`,
          data: { slot: booking.slot, reason: null, sequence: booking.sequence, copy: change },
          channels: [],
          now,
          booking,
        });
        return { kind: 'revoked', claims };
      });
    },

    /** Records a copy's first opening (once; later openings change nothing). */
    async recordOpened(submissionId: string, copyId: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE report_copies SET first_opened_at = $3
         WHERE submission_id = $1 AND copy_id = $2 AND first_opened_at IS NULL RETURNING copy_id`,
        [submissionId, copyId, now],
      );
      return rows.length > 0;
    },
  };
}

/**
 * The office's rows in the ledger (migration 0003): codes, links, sessions and the enquiries' events. Plain
 * SQL on the ledger's `Db`, so it runs on PostgreSQL and PGlite alike. Times come from the caller's clock,
 * never the database's, as everywhere in the ledger.
 */
import type { Db } from '../ledger/db.js';
import {
  CODE_TRIES,
  CODE_TTL_MS,
  DEFAULT_CODE_LIMITS,
  LIMIT_WINDOW_MS,
  LINK_TTL_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  type CodeLimits,
} from './config.js';
import { type BookingSlot } from '../../domain/booking/states.js';
import type { ClientRequest } from '../ledger/ledger.js';

/** Which limit refused a code. */
export type CodeLimit = 'address-and-ip' | 'client-ip' | 'address';

export type CodeCheck =
  /** The code matched a live one, which is now used. */
  | 'ok'
  /** No live code matched; some are still live. */
  | 'wrong'
  /** This wrong try was the fifth: no live code is left. */
  | 'locked-now'
  /** No live code, and one ran out of tries within its ten minutes. */
  | 'locked'
  /** No live code: none made, all used, or all past their ten minutes. */
  | 'expired';

export interface OfficeSession {
  tokenHash: string;
  email: string;
  createdAt: Date;
  lastActiveAt: Date;
}

/** What a change's row keeps in `data` (ledger.ts `change`). */
export interface StoredEventData {
  slot?: BookingSlot | null;
  reason?: string | null;
  sequence?: number;
  /** Issue 41: 'client' when the client made the change on the booking page; issue 52: 'booker' for theirs. */
  by?: 'client' | 'booker';
  /** Issue 41, 'change-requested': the times asked for and the note. */
  request?: ClientRequest | null;
  /** Issue 60, 'payment-received' and 'payment-refunded': the payment as recorded. */
  payment?: import('../ledger/types.js').PaymentChange | null;
}

/** A row of booking_events. */
export interface StoredEvent {
  id: number;
  at: Date;
  event: string;
  channel: string | null;
  detail: string | null;
  /** Who made a change or a resend (the office address); null for rows before migration 0004. */
  actor: string | null;
  data: StoredEventData | null;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export function officeStore(db: Db) {
  return {
    /**
     * Makes a code for an address (its HMAC), with its mailed link (the token's SHA-256 and its binding's
     * HMAC), unless a limit is reached: one decision at a time for the whole site, so requests arriving
     * together cannot all pass the counts. The same statements run for every address, listed or not.
     *
     * A refusal says from when a code can be made again (`retryAt`, rounded up to the minute): for the limits
     * that count the requester's own network (per address and IP, per IP), the moment enough of its codes leave
     * the hour; for the per-address limit, which counts requests from everywhere, an hour from now, so the
     * answer does not tell when anyone else asked (docs/decisions/0013-office-sign-in.md).
     */
    async issueCode({
      address,
      codeMac,
      linkHash,
      linkMac,
      clientIp,
      now,
      limits: given = {},
    }: {
      address: string;
      codeMac: string;
      linkHash: string;
      linkMac: string;
      clientIp: string | null;
      now: Date;
      limits?: Partial<CodeLimits>;
    }): Promise<{ issued: true } | { issued: false; limit: CodeLimit; retryAt: Date }> {
      const limits = { ...DEFAULT_CODE_LIMITS, ...given };
      const since = ago(now, LIMIT_WINDOW_MS);
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['office-codes']);
        const [counts] = await tx.query<{ pair: number; ip: number; address: number }>(
          `SELECT
             count(*) FILTER (WHERE address_mac = $1 AND client_ip IS NOT DISTINCT FROM $2)::int AS pair,
             count(*) FILTER (WHERE $2::text IS NOT NULL AND client_ip = $2)::int AS ip,
             count(*) FILTER (WHERE address_mac = $1)::int AS address
           FROM office_codes
           WHERE created_at > $3 AND (address_mac = $1 OR client_ip = $2)`,
          [address, clientIp, since],
        );
        const pair = Number(counts?.pair ?? 0);
        const ip = Number(counts?.ip ?? 0);
        const perAddress = Number(counts?.address ?? 0);
        const limit: CodeLimit | null =
          pair >= limits.perAddressAndIp
            ? 'address-and-ip'
            : ip >= limits.perClientIp
              ? 'client-ip'
              : perAddress >= limits.perAddress
                ? 'address'
                : null;
        if (limit) {
          // When the count is back under the limit: the (count - limit + 1)th oldest code leaves the hour.
          const leaves = async (where: string, params: unknown[], over: number) => {
            const [row] = await tx.query<{ created_at: unknown }>(
              `SELECT created_at FROM office_codes WHERE ${where} AND created_at > $${params.length + 1}
               ORDER BY created_at, id OFFSET $${params.length + 2} LIMIT 1`,
              [...params, since, over],
            );
            return row ? date(row.created_at).getTime() + LIMIT_WINDOW_MS : now.getTime();
          };
          const times = [now.getTime()];
          if (pair >= limits.perAddressAndIp) {
            times.push(
              await leaves(
                'address_mac = $1 AND client_ip IS NOT DISTINCT FROM $2',
                [address, clientIp],
                pair - limits.perAddressAndIp,
              ),
            );
          }
          if (ip >= limits.perClientIp) {
            times.push(await leaves('client_ip = $1', [clientIp], ip - limits.perClientIp));
          }
          if (perAddress >= limits.perAddress) times.push(now.getTime() + LIMIT_WINDOW_MS);
          const retryAt = new Date(Math.ceil(Math.max(...times) / 60_000) * 60_000);
          return { issued: false, limit, retryAt };
        }
        await tx.query(
          `INSERT INTO office_codes (address_mac, code_mac, link_hash, link_mac, client_ip, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [address, codeMac, linkHash, linkMac, clientIp, now, new Date(now.getTime() + CODE_TTL_MS)],
        );
        return { issued: true };
      });
    },

    /**
     * Uses a code mail's link once, from the browser that asked for the code: `matches` compares its stored
     * binding HMAC with the request's cookie. The link is its code's row: unused, within ten minutes and fewer
     * than five wrong tries, like the code, and using it uses the code. A request from another browser
     * (`other-browser`) changes nothing, so the right browser can still use the link.
     */
    async useMailedLink({
      linkHash,
      now,
      matches,
    }: {
      linkHash: string;
      now: Date;
      matches: (linkMac: string) => Promise<boolean>;
    }): Promise<
      | { result: 'ok' | 'other-browser'; address: string }
      | { result: 'expired' | 'locked'; address: string | null }
    > {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string; address_mac: string; link_mac: string; tries: number }>(
          `SELECT id::text AS id, address_mac, link_mac, tries FROM office_codes
           WHERE link_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
          [linkHash, now],
        );
        if (!row) return { result: 'expired', address: null };
        if (Number(row.tries) >= CODE_TRIES) return { result: 'locked', address: row.address_mac };
        if (!(await matches(row.link_mac))) return { result: 'other-browser', address: row.address_mac };
        await tx.query('UPDATE office_codes SET used_at = $2 WHERE id = $1::bigint', [row.id, now]);
        return { result: 'ok', address: row.address_mac };
      });
    },

    /**
     * Checks a code typed for an address against its live codes (unused, within ten minutes, fewer than five
     * wrong tries); `matches` compares one stored HMAC. A match uses that code; no match counts a wrong try
     * against every live code of the address, since nobody can tell which one was meant.
     */
    async checkCode({
      address,
      now,
      matches,
    }: {
      address: string;
      now: Date;
      matches: (codeMac: string) => Promise<boolean>;
    }): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string; code_mac: string; tries: number }>(
          `SELECT id::text AS id, code_mac, tries FROM office_codes
           WHERE address_mac = $1 AND used_at IS NULL AND expires_at > $2
           ORDER BY id FOR UPDATE`,
          [address, now],
        );
        const live = rows.filter((row) => Number(row.tries) < CODE_TRIES);
        if (live.length === 0) return rows.length > 0 ? 'locked' : 'expired';
        let matched: string | null = null;
        // Every live code is compared, matched or not, so the time taken says nothing about which one it was.
        for (const row of live) if ((await matches(row.code_mac)) && !matched) matched = row.id;
        if (matched) {
          await tx.query('UPDATE office_codes SET used_at = $2 WHERE id = $1::bigint', [matched, now]);
          return 'ok';
        }
        await tx.query('UPDATE office_codes SET tries = tries + 1 WHERE id = ANY($1::bigint[])', [
          `{${live.map((row) => row.id).join(',')}}`,
        ]);
        return live.some((row) => Number(row.tries) + 1 < CODE_TRIES) ? 'wrong' : 'locked-now';
      });
    },

    /** Keeps a link's token (its SHA-256) for a listed address, valid for LINK_TTL_MS. */
    async createLink(hash: string, email: string, now: Date): Promise<void> {
      await db.query(
        'INSERT INTO office_links (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hash, email, now, new Date(now.getTime() + LINK_TTL_MS)],
      );
    },

    /** Uses a link once: its address, or null when it is unknown, used or past its ten minutes. */
    async useLink(hash: string, now: Date): Promise<string | null> {
      const [row] = await db.query<{ email: string }>(
        `UPDATE office_links SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING email`,
        [hash, now],
      );
      return row?.email ?? null;
    },

    async createSession(hash: string, email: string, now: Date): Promise<void> {
      await db.query(
        'INSERT INTO office_sessions (token_hash, email, created_at, last_active_at) VALUES ($1, $2, $3, $3)',
        [hash, email, now],
      );
    },

    async findSession(hash: string): Promise<OfficeSession | null> {
      const [row] = await db.query(
        'SELECT token_hash, email, created_at, last_active_at FROM office_sessions WHERE token_hash = $1',
        [hash],
      );
      if (!row) return null;
      return {
        tokenHash: row.token_hash as string,
        email: row.email as string,
        createdAt: date(row.created_at),
        lastActiveAt: date(row.last_active_at),
      };
    },

    /** A person's request: the idle limit starts again from `now`. */
    async touchSession(hash: string, now: Date): Promise<void> {
      await db.query('UPDATE office_sessions SET last_active_at = $2 WHERE token_hash = $1', [hash, now]);
    },

    async endSession(hash: string): Promise<void> {
      await db.query('DELETE FROM office_sessions WHERE token_hash = $1', [hash]);
    },

    /** Ends every session of one address; how many. */
    async endSessionsOf(email: string): Promise<number> {
      return (await db.query('DELETE FROM office_sessions WHERE email = $1 RETURNING email', [email])).length;
    },

    /** Ends every session (`npm run office -- sign-out-all`); how many. */
    async endAllSessions(): Promise<number> {
      return (await db.query('DELETE FROM office_sessions RETURNING email')).length;
    },

    /**
     * Records something that happened to an enquiry beside a change of state (a resend from the office). A
     * change's own row is written by the ledger's `change`, in the transaction that makes it.
     */
    async addEvent(
      submissionId: string,
      event: {
        at: Date;
        event: string;
        channel?: string | null;
        detail?: string | null;
        actor?: string | null;
      },
    ): Promise<void> {
      await db.query(
        `INSERT INTO booking_events (submission_id, at, event, channel, detail, actor)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          submissionId,
          event.at,
          event.event,
          event.channel ?? null,
          event.detail ?? null,
          event.actor ?? null,
        ],
      );
    },

    /** An enquiry's events, oldest first: resends and (migration 0004) changes of state. */
    async events(submissionId: string): Promise<StoredEvent[]> {
      const rows = await db.query(
        `SELECT id::text AS id, at, event, channel, detail, actor, data::text AS data FROM booking_events
         WHERE submission_id = $1 ORDER BY at, id`,
        [submissionId],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        at: date(row.at),
        event: row.event as string,
        channel: (row.channel as string | null) ?? null,
        detail: (row.detail as string | null) ?? null,
        actor: (row.actor as string | null) ?? null,
        data:
          row.data === null || row.data === undefined
            ? null
            : (JSON.parse(String(row.data)) as StoredEventData),
      }));
    },

    /**
     * Deletes what no rule needs any more: codes older than the limits' hour (and expired), used or expired
     * links, and sessions past either limit. The sweep calls it.
     */
    async purge(now: Date): Promise<number> {
      const codes = await db.query(
        'DELETE FROM office_codes WHERE created_at <= $1 AND expires_at <= $2 RETURNING id',
        [ago(now, LIMIT_WINDOW_MS), now],
      );
      const links = await db.query(
        'DELETE FROM office_links WHERE expires_at <= $1 OR used_at IS NOT NULL RETURNING token_hash',
        [now],
      );
      const sessions = await db.query(
        'DELETE FROM office_sessions WHERE last_active_at <= $1 OR created_at <= $2 RETURNING token_hash',
        [ago(now, SESSION_IDLE_MS), ago(now, SESSION_MAX_MS)],
      );
      return codes.length + links.length + sessions.length;
    },
  };
}

export type OfficeStore = ReturnType<typeof officeStore>;

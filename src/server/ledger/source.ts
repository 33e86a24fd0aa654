/**
 * Where a request gets its ledger. Each runtime holds a database client differently:
 * - the Node server opens one when it starts and shares it (`sharedLedger`);
 * - a Netlify or Vercel function keeps one connection per instance, opened on first use (`instanceLedger`);
 * - a Cloudflare function may not reuse a client across requests, so each request opens its own and closes it
 *   when its work is done (`perRequestLedger`).
 * Whichever it is, the migrations run before the first enquiry is taken.
 */
import type { Db } from './db.js';
import { createLedger, type Ledger } from './ledger.js';
import { migrate } from './migrate.js';

export interface LedgerHandle {
  ledger: Ledger;
  /** Call once the request's work (its deliveries included) is done. */
  release(): Promise<void>;
}

export interface LedgerSource {
  /** For logs: 'PostgreSQL', 'the embedded ledger in .data/ledger'. */
  label: string;
  open(): Promise<LedgerHandle>;
}

/** A database already opened and migrated, shared by every request, closed by its owner. */
export function sharedLedger(db: Db, label: string): LedgerSource {
  const ledger = createLedger(db);
  return { label, open: async () => ({ ledger, release: async () => {} }) };
}

/** Makes a client; it may load its driver first (the functions load postgres.js only when it is needed). */
export type MakeDb = () => Db | Promise<Db>;

/** One client per instance, made and migrated on first use; a failed start is tried again next time. */
export function instanceLedger(makeDb: MakeDb, label: string): LedgerSource {
  let ready: Promise<Ledger> | null = null;
  const start = async () => {
    const db = await makeDb();
    try {
      await migrate(db);
      return createLedger(db);
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  };
  return {
    label,
    async open() {
      ready ??= start();
      try {
        return { ledger: await ready, release: async () => {} };
      } catch (error) {
        ready = null;
        throw error;
      }
    },
  };
}

/** A new client for each request, closed by `release`; the migrations are checked once per instance. */
export function perRequestLedger(makeDb: MakeDb, label: string): LedgerSource {
  let migrated = false;
  return {
    label,
    async open() {
      const db = await makeDb();
      try {
        if (!migrated) {
          await migrate(db);
          migrated = true;
        }
      } catch (error) {
        await db.close().catch(() => {});
        throw error;
      }
      return { ledger: createLedger(db), release: () => db.close() };
    },
  };
}

/**
 * The ledger's database on this machine, without a server: PGlite, PostgreSQL compiled to WebAssembly, kept
 * in a folder (.data/ledger by default). Only the Node entry points import this module (`npm start`, `npm run
 * dev`, `npm run preview`, the CLIs): it must never reach a host's function bundle.
 *
 * PGlite is one process's database: two processes opening one folder would corrupt it. local-lock.ts makes
 * sure only one does.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Row } from './db';

function wrap(db: PGlite | Transaction, close: () => Promise<void>): Db {
  return {
    kind: 'pglite',
    async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<R>(text, params as unknown[]);
      return result.rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      if (!('transaction' in db)) throw new Error('Nested transactions are not used here');
      return db.transaction((tx) => work(wrap(tx, close)));
    },
    close,
  };
}

/** Opens (creating it when new) the database in `folder`, or one in memory when `folder` is undefined. */
export async function pgliteDb(folder?: string): Promise<Db> {
  const db = folder ? new PGlite(folder) : new PGlite();
  await db.waitReady;
  let closed: Promise<void> | null = null;
  return wrap(db, () => (closed ??= db.close()));
}

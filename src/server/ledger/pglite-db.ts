/**
 * The ledger's database on this machine, without a server: PGlite, PostgreSQL compiled to WebAssembly, kept
 * in a folder (.data/ledger by default). Only the Node entry points import this module (`npm start`, `npm run
 * dev`, `npm run preview`, the CLIs): it must never reach a host's function bundle.
 *
 * PGlite is one process's database: two processes opening one folder would corrupt it. local-lock.ts makes
 * sure only one does.
 */
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Row } from './db';

/** Creates `folder` when missing, and makes it its owner's alone (0700), whatever the umask. */
export function privateFolder(folder: string) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/**
 * PGlite creates its files with the process's umask (0644, or 0666 under umask 0). Its folder is 0700, so no
 * other user reaches them meanwhile; this also makes each file 0600 and each folder 0700, once the database is
 * open and again when it closes.
 */
function keepPrivate(folder: string) {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}

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

/**
 * Opens (creating it when new) the database in `folder`, or one in memory when `folder` is undefined. The
 * folder and its files are its owner's alone (0700 and 0600): they hold every visitor's details.
 */
export async function pgliteDb(folder?: string): Promise<Db> {
  if (folder) privateFolder(folder);
  const db = folder ? new PGlite(folder) : new PGlite();
  await db.waitReady;
  if (folder) keepPrivate(folder);
  let closed: Promise<void> | null = null;
  const close = async () => {
    await db.close();
    if (folder) keepPrivate(folder);
  };
  return wrap(db, () => (closed ??= close()));
}

/**
 * npm run db:migrate: applies the ledger's pending migrations by hand (every process that opens the ledger
 * also does it by itself) to the PostgreSQL at DATABASE_URL, or to the embedded ledger in .data/ledger.
 */
import path from 'node:path';
import type { Db } from '../src/server/ledger/db';
import { migrate } from '../src/server/ledger/migrate';
import { migrations } from '../src/server/ledger/migrations';
import { pgliteDb } from '../src/server/ledger/pglite-db';
import { postgresDb } from '../src/server/ledger/postgres-db';
import { defaultDataDir } from '../src/server/local-bookings';
import { acquireLock, LedgerBusyError, lockFileFor, readLock } from '../src/server/local-lock';

async function main() {
  const url = process.env.DATABASE_URL?.trim();
  let db: Db;
  let where: string;
  let release = () => {};
  if (url) {
    // A migration may take longer than a request's statement limit.
    db = postgresDb(url, { statementTimeoutMs: 0, connectTimeoutS: 10 });
    where = 'PostgreSQL (DATABASE_URL)';
  } else {
    const holder = readLock(lockFileFor(defaultDataDir));
    if (holder) {
      console.log(
        `The embedded ledger is open in ${holder.holder} (pid ${holder.pid}), which applied the migrations ` +
          'when it started.',
      );
      return;
    }
    const lock = acquireLock(lockFileFor(defaultDataDir), 'npm run db:migrate');
    release = () => lock.release();
    db = await pgliteDb(path.join(defaultDataDir, 'ledger'));
    where = 'the embedded ledger in .data/ledger';
  }
  try {
    const { applied } = await migrate(db);
    console.log(
      applied.length
        ? `${where}: applied ${applied.join(', ')}`
        : `${where}: already current (${migrations.map((m) => m.id).join(', ')})`,
    );
  } finally {
    await db.close();
    release();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof LedgerBusyError ? error.message : `db:migrate failed: ${error.message}`);
  process.exitCode = 1;
});

/**
 * One process applying the ledger's migrations to the database named on its command line, as a server or a
 * function does at start; prints what it applied as JSON. tests/server/migrate-processes.test.ts starts two
 * of these at once.
 */
import { migrate } from '../../src/server/ledger/migrate';
import { postgresDb } from '../../src/server/ledger/postgres-db';

const db = postgresDb(process.argv[2]!, { max: 1 });
// Both processes, started together, wait until argv[3] ms after their own start, so their migrations overlap.
// Measured on the monotonic clock: under `npm run test:dates` each process's wall clock starts at the faked
// instant when that process starts, so an epoch time from the test's process would be hours away here.
const startAfterMs = Number(process.argv[3] ?? 0);
await db.query('SELECT 1');
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAfterMs - performance.now())));
try {
  const result = await migrate(db);
  process.stdout.write(JSON.stringify(result));
} finally {
  await db.close();
}

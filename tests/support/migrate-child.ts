/**
 * One process applying the ledger's migrations to the database named on its command line, as a server or a
 * function does at start; prints what it applied as JSON. tests/server/migrate-processes.test.ts starts two
 * of these at once.
 */
import { migrate } from '../../src/server/ledger/migrate';
import { postgresDb } from '../../src/server/ledger/postgres-db';

const db = postgresDb(process.argv[2]!, { max: 1 });
// Both processes wait until the same moment (argv[3], epoch ms), so their migrations overlap.
const startAt = Number(process.argv[3] ?? 0);
await db.query('SELECT 1');
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
try {
  const result = await migrate(db);
  process.stdout.write(JSON.stringify(result));
} finally {
  await db.close();
}

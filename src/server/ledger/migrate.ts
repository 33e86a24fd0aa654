/**
 * Applies the pending migrations (migrations.ts). Every process that opens the ledger calls it before it takes
 * an enquiry: the Node server at start, `npm run enquiries` and `npm run db:migrate`, and a host's function on
 * its first use. When the schema is current that costs one query. Otherwise the work runs in one transaction
 * holding a transaction-level advisory lock, so two processes starting together apply each migration once:
 * the second waits for the first, then finds nothing left to do.
 */
import { sqlState, type Db } from './db.js';
import { migrations as allMigrations, type Migration } from './migrations.js';

/** The advisory lock's key: any constant no other part of the database uses ('HBI' and 'LDGR' in ASCII). */
const MIGRATION_LOCK = 4_735_561_055_831_378;

export interface MigrateResult {
  /** The ids applied by this call, in order; empty when the schema was current. */
  applied: string[];
}

async function appliedIds(db: Db): Promise<Set<string> | null> {
  try {
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
    return new Set(rows.map((row) => row.id));
  } catch (error) {
    // 42P01: the table does not exist yet (an empty database).
    if (sqlState(error) === '42P01') return null;
    throw error;
  }
}

export async function migrate(
  db: Db,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrateResult> {
  const known = await appliedIds(db);
  if (known && migrations.every((m) => known.has(m.id))) return { applied: [] };
  return db.transaction(async (tx) => {
    // A migration may take longer than a request's statement limit.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return { applied };
  });
}

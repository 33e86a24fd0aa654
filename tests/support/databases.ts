/**
 * Fresh databases for a test file: a new database on the run's throwaway PostgreSQL server, or a new
 * in-memory PGlite. Both are the real engines; neither is shared with another file.
 */
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/lib/throwaway-postgres';
import type { Db } from '../../src/server/ledger/db';
import { pgliteDb } from '../../src/server/ledger/pglite-db';
import { postgresDb, type PostgresOptions } from '../../src/server/ledger/postgres-db';

/** A new empty database on the throwaway server; its URL. */
export function freshDatabaseUrl(): Promise<string> {
  return createDatabase(inject('postgresUrl'), 't');
}

export async function freshPostgres(options: PostgresOptions = { max: 10 }): Promise<Db> {
  return postgresDb(await freshDatabaseUrl(), options);
}

export async function freshPglite(): Promise<Db> {
  return pgliteDb();
}

export const engines = [
  { name: 'PostgreSQL', open: () => freshPostgres() },
  { name: 'PGlite', open: freshPglite },
] as const;

/**
 * Fresh databases for a test file: a new database on the run's throwaway PostgreSQL server, or a new
 * in-memory PGlite. Both are the real engines; neither is shared with another file.
 */
import { inject } from 'vitest';
import postgres from 'postgres';
import type { Db } from '../../src/server/ledger/db';
import { pgliteDb } from '../../src/server/ledger/pglite-db';
import { postgresDb, type PostgresOptions } from '../../src/server/ledger/postgres-db';

let counter = 0;

/** A new empty database on the throwaway server; its URL. */
export async function freshDatabaseUrl(): Promise<string> {
  const admin = inject('postgresUrl');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await sql.end();
  }
  return admin.replace(/\/postgres$/, `/${name}`);
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

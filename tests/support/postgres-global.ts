/**
 * Vitest's global setup: one throwaway PostgreSQL server for the whole run (scripts/lib/throwaway-postgres.ts).
 * Test files that need a database take a fresh one of their own (tests/support/databases.ts).
 *
 * The server must read the same wall clock as the tests: under `npm run test:dates` both run on libfaketime's
 * clock (the server inherits it through `runuser`), and a server that escaped it would judge the ledger's
 * times by another day. The setup checks it once.
 */
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway server's admin URL. */
    postgresUrl: string;
  }
}

/** How far apart the server's clock and this process's may be: the time a query takes, with room for load. */
const CLOCK_TOLERANCE_MS = 60_000;

export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres();
  try {
    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ now: Date }[]>`SELECT now()`;
      const apart = Math.abs(row!.now.getTime() - Date.now());
      if (apart > CLOCK_TOLERANCE_MS) {
        throw new Error(
          `The test PostgreSQL reads ${row!.now.toISOString()}, the tests ${new Date().toISOString()}: ` +
            "the server is not on the tests' clock (under npm run test:dates, did LD_PRELOAD reach it?)",
        );
      }
    } finally {
      await sql.end();
    }
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

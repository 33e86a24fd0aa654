/**
 * Vitest's global setup: one throwaway PostgreSQL server for the whole run (scripts/lib/throwaway-postgres.ts).
 * Test files that need a database take a fresh one of their own (tests/support/databases.ts).
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway server's admin URL. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

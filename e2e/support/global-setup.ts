/**
 * Playwright's global setup: one throwaway PostgreSQL server for the run (scripts/lib/throwaway-postgres.ts),
 * whose admin URL the workers read from E2E_POSTGRES_URL. The ledger's journeys (e2e/ledger.spec.ts) each
 * take a database of their own on it.
 */
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';

export default async function globalSetup() {
  const server = await startThrowawayPostgres();
  process.env.E2E_POSTGRES_URL = server.url;
  return () => server.stop();
}

/**
 * Playwright's global setup: one throwaway PostgreSQL server for the run (scripts/lib/throwaway-postgres.ts),
 * whose admin URL the workers read from E2E_POSTGRES_URL. The ledger's journeys (e2e/ledger.spec.ts) each
 * take a database of their own on it. And the route table's addresses and footer links, read from the source
 * (support/route-table.ts), which the workers read from E2E_ROUTE_TABLE (support/site.ts tableRoutes).
 */
import path from 'node:path';
import { runnerImport } from 'vite';
import { routeModuleSources } from '../../scripts/lib/route-modules';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';

export default async function globalSetup() {
  // Through Vite, as the build reads it: the content is found by import.meta.glob.
  const { module: table } = await runnerImport<typeof import('./route-table')>(
    '/e2e/support/route-table.ts',
    {
      root: path.resolve(import.meta.dirname, '../..'),
      plugins: [routeModuleSources()],
      logLevel: 'warn',
    },
  );
  process.env.E2E_ROUTE_TABLE = JSON.stringify({
    paths: table.tablePaths,
    footer: table.tableFooterLinks,
    ids: table.tableRouteIds,
  });
  const server = await startThrowawayPostgres();
  process.env.E2E_POSTGRES_URL = server.url;
  return () => server.stop();
}

/**
 * The booking journeys' own site, one per Playwright worker: the built dist/ served as `npm start` serves it,
 * its /api/bookings answered by the booking handler with no ledger (the stateless path, as on a host without
 * DATABASE_URL, which the form's failure and outbox journeys need), forwarding to a stand-in automation of its
 * own. A worker's tests set the automation's behaviour and read what it received without another worker's
 * tests seeing it, so the journeys need not take turns across workers (they did, as one serial file).
 *
 * `ownSite: false` (tests/hosts/playwright.config.ts) points the same tests at a site started outside, at
 * the config's baseURL, with its automation on AUTOMATION_PORT: the journey through `wrangler pages dev`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/static-server';
import { startLocalBookings } from '../../src/server/local-bookings';
import { nodeBookingHandler } from '../../src/server/node-adapter';
import { createAutomationServer } from './automation-server';

export interface StatelessSite {
  /** http://127.0.0.1:<port>, the site. */
  origin: string;
  /** http://127.0.0.1:<port>, the automation: /hook, /__control, /__received, /elsewhere. */
  automation: string;
}

async function listen(server: import('node:http').Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * `challengeMaxCounter` asks its challenges for less work than a visitor's (the booking handler's option of
 * that name): for a test whose own process solves many proofs.
 */
export async function startStatelessSite({
  challengeMaxCounter,
}: { challengeMaxCounter?: number } = {}): Promise<StatelessSite & { close(): Promise<void> }> {
  const hook = createAutomationServer();
  const automation = await listen(hook);
  // Every enquiry needs its proof of work, as on a host with BOOKING_CHALLENGE_SECRET: startLocalBookings makes
  // a random secret for this site.
  const bookings = await startLocalBookings({
    env: { BOOKING_FORWARD_URL: `${automation}/hook`, BOOKING_LEDGER: 'off' },
    // Lines about refused or failed enquiries are expected here; the tests read the answers, not the log.
    log: () => {},
    challengeMaxCounter,
  });
  const site = createStaticServer({
    root: path.resolve(import.meta.dirname, '../../dist'),
    api: nodeBookingHandler(bookings.config),
  });
  const origin = await listen(site);
  const stop = (server: import('node:http').Server) =>
    new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return {
    origin,
    automation,
    async close() {
      await stop(site);
      await stop(hook);
      await bookings.close();
    },
  };
}

export const test = base.extend<object, { ownSite: boolean; site: StatelessSite }>({
  ownSite: [true, { scope: 'worker', option: true }],
  site: [
    async ({ ownSite }, provide, workerInfo) => {
      if (!ownSite) {
        const origin = workerInfo.project.use.baseURL;
        if (!origin) throw new Error('ownSite: false needs the config to give baseURL');
        await provide({ origin, automation: `http://127.0.0.1:${process.env.AUTOMATION_PORT ?? 4318}` });
        return;
      }
      const site = await startStatelessSite();
      await provide(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, provide) => provide(site.origin),
});

export { expect } from '@playwright/test';

/**
 * A site of its own for one ledger journey, in the test's process: the built dist/ served as `npm start`
 * serves it, its /api/bookings with a ledger (a fresh database on the run's throwaway PostgreSQL), a real
 * SMTP server on loopback as the business's mail provider, and the stand-in automation. Each piece can be
 * left out or broken, and the test runs the sweep when it wants to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createDatabase, freePort } from '../../scripts/lib/throwaway-postgres';
import { createStaticServer } from '../../scripts/lib/static-server';
import { startLocalBookings } from '../../src/server/local-bookings';
import { firstOf, nodeBookingHandler } from '../../src/server/node-adapter';
import { startMailServer } from '../../tests/support/mail-server';
import { createAutomationServer, type AutomationCall, type AutomationMode } from './automation-server';

export const BUSINESS_INBOX = 'office@harbourline.example';
export const MAIL_FROM = 'Harbourline Bookings <bookings@harbourline.example>';

export function freshDatabase(): Promise<string> {
  const admin = process.env.E2E_POSTGRES_URL;
  if (!admin)
    throw new Error('E2E_POSTGRES_URL is not set: run through playwright.config.ts (its global setup)');
  return createDatabase(admin, 'e2e');
}

export interface LedgerSiteOptions {
  /** The automation's behaviour; null for a site without one (only SMTP). */
  automation?: AutomationMode | null;
  /** Whether SMTP is set up (the business mailbox and the confirmation). */
  mail?: boolean;
  /** 'postgres': a fresh database; 'down': DATABASE_URL names a port nothing listens on. */
  database?: 'postgres' | 'down';
  /** The addresses that may sign in to the office (BOOKING_OFFICE_EMAILS); no office without them. */
  office?: string[];
  /** More of the site's variables (BOOKING_FORWARD_EVENTS=on, ...). */
  env?: Record<string, string>;
  /**
   * Whether /api/bookings asks for its proof of work (as every site does). Off for a journey that only needs
   * enquiries in the ledger and posts them itself: solving each costs it a few hundred ms.
   */
  proof?: boolean;
  /** A database of the test's own (already made, and migrated as far as the test wants); a fresh one unless given. */
  databaseUrl?: string;
  /**
   * Told of each request the site answered, when its exchange ends: what the server itself did, whatever the
   * browser saw (an answer written to a connection that had gone counts; a request that broke off before the
   * server answered it does not).
   */
  onAnswered?: (request: { method: string; path: string; status: number }) => void;
}

export async function startLedgerSite({
  automation = 'ok',
  mail = true,
  database = 'postgres',
  office = [],
  env = {},
  proof = true,
  databaseUrl: givenDatabase,
  onAnswered,
}: LedgerSiteOptions = {}) {
  const closers: (() => Promise<unknown> | unknown)[] = [];
  let hook: {
    url: string;
    setMode(mode: AutomationMode): Promise<void>;
    received(): Promise<AutomationCall[]>;
  } | null = null;
  if (automation) {
    const server = createAutomationServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    hook = {
      url: `${base}/hook`,
      async setMode(mode) {
        await fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
      },
      received: async () => (await (await fetch(`${base}/__received`)).json()) as AutomationCall[],
    };
    await hook.setMode(automation);
  }
  const smtp = mail ? await startMailServer() : null;
  if (smtp) closers.push(() => smtp.close());
  const databaseUrl =
    givenDatabase ??
    (database === 'postgres'
      ? await freshDatabase()
      : `postgres://postgres@127.0.0.1:${await freePort()}/down`);
  const lines: string[] = [];
  const bookings = await startLocalBookings({
    env: {
      DATABASE_URL: databaseUrl,
      ...(hook ? { BOOKING_FORWARD_URL: hook.url } : {}),
      // The local server makes the office's secret for its process.
      ...(office.length ? { BOOKING_OFFICE_EMAILS: office.join(',') } : {}),
      ...(smtp
        ? { BOOKING_SMTP_URL: smtp.url, BOOKING_MAIL_FROM: MAIL_FROM, BOOKING_NOTIFY_TO: BUSINESS_INBOX }
        : {}),
      ...env,
    },
    log: (line) => lines.push(line),
    ...(proof ? {} : { challengeSecret: null }),
    // The test runs each sweep itself.
    sweep: false,
  });
  closers.push(() => bookings.close());
  const server = createStaticServer({
    root: path.resolve(import.meta.dirname, '../../dist'),
    api: firstOf(onAnswered ? observe(onAnswered) : null, nodeBookingHandler(bookings.config)),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    databaseUrl,
    hook,
    smtp,
    lines,
    bookings,
    /** Waits for the deliveries started after the answers so far. */
    idle: () => bookings.idle(),
    /** One sweep, now. */
    sweep: () => bookings.sweepNow(),
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}

/** A handler that answers nothing: it reports each answer the site wrote, when its exchange ends. */
function observe(onAnswered: NonNullable<LedgerSiteOptions['onAnswered']>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const { method = '', url = '' } = req;
    res.once('close', () => {
      if (res.writableEnded) onAnswered({ method, path: url.split('?')[0]!, status: res.statusCode });
    });
    return Promise.resolve(false);
  };
}

export type LedgerSite = Awaited<ReturnType<typeof startLedgerSite>>;

/**
 * The booking system of the local servers (`npm start`, `npm run preview`, `npm run dev`, the e2e server):
 * the handler's config from this process's environment, its ledger and its sweep.
 *
 * - DATABASE_URL set: that PostgreSQL, and nothing under .data/.
 * - BOOKING_LEDGER=off: no ledger, the stateless path, exactly as a host without DATABASE_URL.
 * - Otherwise: the embedded ledger, PGlite in .data/ledger, locked to this process (local-lock.ts).
 *
 * Node only: it imports PGlite and nodemailer, which no host function bundle may carry.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { channelSenders, type DeliveryContext, type SweepReport } from './delivery';
import { runSweep } from './host-sweep';
import { DEFAULT_LIST_LIMIT, listEnquiries, resend } from './ledger/admin';
import type { Db } from './ledger/db';
import { migrate } from './ledger/migrate';
import { pgliteDb } from './ledger/pglite-db';
import { postgresDb } from './ledger/postgres-db';
import { instanceLedger, sharedLedger, type LedgerSource } from './ledger/source';
import { loadGate } from './load-gate';
import { acquireLock, lockFileFor, type HeldLock } from './local-lock';
import { consoleLogger, printable, type BookingLogger } from './log';
import { nodemailerTransport } from './mail/nodemailer-transport';
import { requestTarget, type NodeApiHandler } from './node-adapter';
import type { OfficeSettings } from './office/config';
import { makeOfficeLink, officeLinkUrl } from './office/link';
import { LOCAL_OFFICE_ADDRESS, localOfficeRefusal } from './local-office';
import { officeStore } from './office/store';
import {
  bookingConfigFromEnv,
  ConfigError,
  configProblems,
  envText,
  positiveSeconds,
  type BookingConfig,
} from './config';

/** This checkout's data folder: the embedded ledger and its lock. Git-ignored. */
export const defaultDataDir = path.resolve(import.meta.dirname, '../../.data');

export const DEFAULT_SWEEP_INTERVAL_S = 60;
/** How many channel deliveries one sweep of the Node server takes on. */
const NODE_SWEEP_LIMIT = 50;
/** The local server's own route for `npm run enquiries` (loopback, with the lock file's token). */
export const LEDGER_ROUTE = '/__ledger';

export interface LocalLedger {
  source: LedgerSource;
  /** 'PostgreSQL (DATABASE_URL)' or 'the embedded ledger in .data/ledger'. */
  label: string;
  lock: HeldLock | null;
  close(): Promise<void>;
}

/**
 * Opens the ledger this process's environment names and applies pending migrations; null with
 * BOOKING_LEDGER=off. The embedded one is locked to this process (LedgerBusyError when another holds it).
 * A PostgreSQL server that cannot be reached now is not fatal: the server starts, takes the stateless path,
 * and tries the database again with each enquiry and each sweep.
 */
export async function openLocalLedger({
  env = process.env,
  dataDir = defaultDataDir,
  holder,
  poolSize = 10,
  log = consoleLogger,
}: {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  holder: string;
  poolSize?: number;
  log?: BookingLogger;
}): Promise<LocalLedger | null> {
  const databaseUrl = envText(env, 'DATABASE_URL');
  if (!databaseUrl && env.BOOKING_LEDGER?.trim().toLowerCase() === 'off') return null;
  if (databaseUrl) {
    let db: Db | null = null;
    const source = instanceLedger(
      () => (db = postgresDb(databaseUrl, { max: poolSize })),
      'PostgreSQL (DATABASE_URL)',
    );
    try {
      const { release } = await source.open();
      await release();
    } catch (error) {
      log(
        `[bookings] PostgreSQL (DATABASE_URL) cannot be used yet: ${printable((error as Error)?.message ?? 'error', 120)}. ` +
          'Enquiries take the stateless path until it can.',
      );
    }
    return {
      source,
      label: source.label,
      lock: null,
      close: async () => void (await (db as Db | null)?.close()),
    };
  }
  const lock = acquireLock(lockFileFor(dataDir), holder);
  let db: Db;
  try {
    db = await pgliteDb(path.join(dataDir, 'ledger'));
    await migrate(db);
  } catch (error) {
    lock.release();
    throw error;
  }
  const label = `the embedded ledger in ${path.relative(process.cwd(), path.join(dataDir, 'ledger')) || '.'}`;
  return {
    source: sharedLedger(db, label),
    label,
    lock,
    async close() {
      await db.close().catch(() => {});
      lock.release();
    },
  };
}

function seconds(
  env: Record<string, string | undefined>,
  name: 'BOOKING_SWEEP_INTERVAL_S',
  fallback: number,
) {
  return positiveSeconds(envText(env, name), fallback);
}

export interface LocalBookingsOptions {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  /** Named in the lock and in messages: 'npm start'. */
  holder?: string;
  log?: BookingLogger;
  /** The origin links in e-mails point at (VITE_SITE_ORIGIN wins when set). */
  siteOrigin?: string;
  /** The proof of work is always checked locally: with BOOKING_CHALLENGE_SECRET, or a secret made here. */
  challengeSecret?: string | null;
  /** The most work a challenge asks for (BookingConfig.challengeMaxCounter); a test sets it, no variable. */
  challengeMaxCounter?: number;
  /** Start the sweep timer (default true). */
  sweep?: boolean;
  /**
   * Issue 57: the host name the server listens on. Given, and on the loopback with the embedded ledger and no
   * office listed, the server makes the local office (local-office.ts); not given (`npm run dev`), it does not.
   */
  listenHost?: string;
}

export interface LocalBookings {
  config: BookingConfig;
  ledger: LocalLedger | null;
  /** The ledger route for `npm run enquiries`, served by the local server (null without an embedded ledger). */
  ledgerRoute: NodeApiHandler | null;
  /** Runs one sweep now (tests, and the timer). */
  sweepNow(): Promise<SweepReport | null>;
  /** Resolves once the deliveries started so far have finished. */
  idle(): Promise<void>;
  /** Tells the lock where the server listens. */
  listening(url: string): void;
  /** Waits for deliveries in flight (at most 10 s), stops the sweep, closes the ledger. */
  close(): Promise<void>;
  /** A line for the terminal: where enquiries go. */
  describe(): string;
  /** Issue 57: the address the local office lets in, when this server made one; null otherwise. */
  localOffice: string | null;
  /** Issue 57: a one-time sign-in link to the local office at `origin` (as `npm run office -- link`), or null. */
  localOfficeLink(origin: string): Promise<string | null>;
}

/**
 * How late this process's event loop ran in the last half second to second, in ms: what the load gate reads
 * (load-gate.ts). A 20 ms timer notes how much later than that each turn came; the larger of the latest two
 * half-second maxima is the answer. Its timer does not keep the process alive.
 */
export function loopLateness(): () => number {
  const TICK_MS = 20;
  let last = performance.now();
  let started = last;
  let current = 0;
  let previous = 0;
  setInterval(() => {
    const now = performance.now();
    current = Math.max(current, now - last - TICK_MS);
    last = now;
    if (now - started >= 500) {
      previous = current;
      current = 0;
      started = now;
    }
  }, TICK_MS).unref();
  return () => Math.max(previous, current, performance.now() - last - TICK_MS);
}

/** Everything a local server needs to take enquiries, from this process's environment. */
export async function startLocalBookings(options: LocalBookingsOptions = {}): Promise<LocalBookings> {
  const env = options.env ?? process.env;
  const log = options.log ?? consoleLogger;
  // A variable set but not usable stops the server before anything opens, naming it (config.ts).
  const problems = configProblems(env, { officeSecretFallback: 'made for this process' });
  if (problems.length) throw new ConfigError(problems);
  const local = await openLocalLedger({
    env,
    dataDir: options.dataDir,
    holder: options.holder ?? 'a local server',
    log,
  });
  // Issue 57: with nothing set, on this machine only, an office for the business's own address.
  const localOffice =
    options.listenHost !== undefined &&
    localOfficeRefusal(env, { listenHost: options.listenHost, embeddedLedger: !!local?.lock }) === null
      ? LOCAL_OFFICE_ADDRESS
      : null;
  const base = bookingConfigFromEnv(localOffice ? { ...env, BOOKING_OFFICE_EMAILS: localOffice } : env, {
    ledger: local?.source ?? null,
    mailTransport: (settings) => nodemailerTransport(settings, { pool: true }),
    log,
    // Without BOOKING_OFFICE_SECRET, codes are keyed for this process only (a restart ends them).
    officeSecretFallback: randomBytes(32).toString('base64'),
    // Without BOOKING_LINK_SECRET, a client's agreement link works only while this process runs.
    linkSecretFallback: randomBytes(32).toString('base64url'),
  });
  const inFlight = new Set<Promise<unknown>>();
  const config: BookingConfig = {
    ...base,
    load: loadGate({ lateMs: loopLateness() }),
    siteOrigin: envText(env, 'VITE_SITE_ORIGIN') ? base.siteOrigin : (options.siteOrigin ?? base.siteOrigin),
    challengeSecret:
      options.challengeSecret === undefined
        ? (base.challengeSecret ?? randomBytes(32).toString('base64'))
        : options.challengeSecret,
    ...(options.challengeMaxCounter === undefined
      ? {}
      : { challengeMaxCounter: options.challengeMaxCounter }),
    waitUntil(work) {
      const tracked = work.catch(() => {}).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    },
  };
  const context = async (): Promise<DeliveryContext & { release(): Promise<void> }> => {
    const { ledger, release } = await local!.source.open();
    return {
      ledger,
      release,
      senders: channelSenders(config, { withLedger: true }),
      now: () => new Date(),
      log,
    };
  };

  const interval = seconds(env, 'BOOKING_SWEEP_INTERVAL_S', DEFAULT_SWEEP_INTERVAL_S);
  let sweeping: Promise<SweepReport | null> | null = null;
  const sweepNow = () => {
    if (!local) return Promise.resolve(null);
    // Batches of NODE_SWEEP_LIMIT while the backlog fills them, for up to half the interval.
    sweeping ??= runSweep(config, NODE_SWEEP_LIMIT, (interval * 1000) / 2)
      .catch((error: Error) => {
        log(`[bookings] sweep failed: ${printable(error?.message ?? 'error', 120)}`);
        return null;
      })
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  const timer = local && options.sweep !== false ? setInterval(() => void sweepNow(), interval * 1000) : null;
  timer?.unref();

  return {
    config,
    ledger: local,
    ledgerRoute: local?.lock ? ledgerRoute(local.lock.info.token, context, config.office ?? null) : null,
    localOffice,
    async localOfficeLink(origin) {
      if (!localOffice || !local) return null;
      const { ledger, release } = await local.source.open();
      try {
        const made = await makeOfficeLink(config.office ?? null, ledger.db, localOffice);
        return made.ok ? officeLinkUrl(origin, made.token) : null;
      } finally {
        await release();
      }
    },
    sweepNow,
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    listening(url) {
      local?.lock?.setUrl(url);
    },
    async close() {
      if (timer) clearInterval(timer);
      const pending = Promise.all([...inFlight, sweeping]);
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await config.mail?.transport.close?.();
      await local?.close();
    },
    describe() {
      const channels = [
        config.automation ? 'the automation (BOOKING_FORWARD_URL)' : null,
        config.mail?.notifyTo.length ? `the mailbox (${config.mail.notifyTo.join(', ')})` : null,
        config.mail && local ? "a confirmation to the visitor's address" : null,
      ].filter(Boolean);
      const where = local ? `recorded in ${local.label}` : 'not recorded (BOOKING_LEDGER=off)';
      const office = !config.office
        ? 'No office at /office (set BOOKING_OFFICE_EMAILS to have one)'
        : !local
          ? 'No office at /office: it needs the ledger'
          : localOffice
            ? `The office at /office, for this machine only, signs in ${localOffice} (BOOKING_OFFICE_EMAILS is not set)`
            : `The office at /office signs in ${config.office.emails.length} ${config.office.emails.length === 1 ? 'address' : 'addresses'} (BOOKING_OFFICE_EMAILS)`;
      return `${office}\nEnquiries to /api/bookings are ${where}, then sent to ${channels.length ? channels.join(', ') : 'no channel (set BOOKING_FORWARD_URL or BOOKING_SMTP_URL to send them)'}`;
    },
  };
}

/**
 * Whether a connection's peer is this machine: 127.0.0.0/8, ::1, or 127.x as an IPv4-mapped IPv6 address. Read
 * from the socket, never from a header a client could write.
 */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.split('.')[0] === '127';
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

function authorised(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * GET /__ledger/enquiries?since=<ISO time>&limit=<n|all> ({entries, total}) and POST /__ledger/resend
 * {reference, channel}: what `npm run enquiries` asks of the server that holds the embedded ledger; POST
 * /__ledger/office/link {email} and POST /__ledger/office/sign-out-all: what `npm run office` asks of it.
 * Refused without the lock file's token.
 */
function ledgerRoute(
  token: string,
  context: () => Promise<DeliveryContext & { release(): Promise<void> }>,
  office: OfficeSettings | null,
): NodeApiHandler {
  return async (req, res) => {
    const target = requestTarget(req.url);
    if (!target?.pathname.startsWith(`${LEDGER_ROUTE}/`)) return false;
    // Whatever HOST the server listens on, the ledger is this machine's business alone.
    if (!isLoopbackPeer(req.socket.remoteAddress)) {
      json(res, 403, { error: 'This route answers only on this machine' });
      return true;
    }
    if (!authorised(req, token)) {
      json(res, 401, { error: 'This route needs the token in .data/ledger.lock' });
      return true;
    }
    const ctx = await context();
    try {
      if (target.pathname === `${LEDGER_ROUTE}/enquiries` && req.method === 'GET') {
        const since = new Date(target.searchParams.get('since') ?? 0);
        const limit = target.searchParams.get('limit');
        json(
          res,
          200,
          await listEnquiries(
            ctx.ledger,
            Number.isNaN(since.getTime()) ? new Date(0) : since,
            limit === 'all' ? null : Number(limit) > 0 ? Math.floor(Number(limit)) : DEFAULT_LIST_LIMIT,
          ),
        );
        return true;
      }
      if (target.pathname === `${LEDGER_ROUTE}/resend` && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const { reference, channel } = JSON.parse(body || '{}') as { reference?: string; channel?: string };
        json(res, 200, await resend(ctx, String(reference ?? ''), String(channel ?? '')));
        return true;
      }
      if (target.pathname === `${LEDGER_ROUTE}/office/link` && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const { email } = JSON.parse(body || '{}') as { email?: string };
        json(res, 200, await makeOfficeLink(office, ctx.ledger.db, String(email ?? '')));
        return true;
      }
      if (target.pathname === `${LEDGER_ROUTE}/office/sign-out-all` && req.method === 'POST') {
        json(res, 200, { ended: await officeStore(ctx.ledger.db).endAllSessions() });
        return true;
      }
      json(res, 404, { error: 'Unknown ledger route' });
      return true;
    } finally {
      await ctx.release();
    }
  };
}

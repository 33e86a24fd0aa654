/**
 * The checks every host's local runtime must pass, over plain HTTP against the built site (dist/): the
 * booking function's answers through the host's own routing and runtime, with its ledger on a throwaway
 * PostgreSQL and its e-mail through a real SMTP server on loopback; the sweep as that host runs it; the
 * headers and inline-block hashes the host's config gives each page, its 404 page and the old short links.
 *
 * Each host has a PostgreSQL server of its own (not a database on a shared one), so that it can be stopped
 * under load as a failover stops it (issue 36, H2) without touching the hosts running beside it; it
 * acknowledges a commit only once it is in the log, so a commit outlives the stop (with it off, the check
 * lost 1 to 3 acknowledged enquiries a run). All three local runtimes reach it over TCP, workerd included, so
 * each host gets the stop: the runtime keeps serving, every enquiry is answered 202 within the handler's 9 s
 * (after its commit, or from the stateless path), and each one answered after its commit is in the ledger.
 * None of the three ever crashed on postgres.js's null-socket write without the install's guard
 * (scripts/patch-postgres.mjs; 8 runs over the three), so this is no test of that guard: its test is on the
 * Node server (tests/server/database-stop.test.ts). Why, and what each runtime did:
 * docs/decisions/0007-booking-ledger.md#the-hosts-with-the-database-stopped.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../../src/api/payment';
import { knownRoutes } from '../../../e2e/support/site';
import { privateHeaders, privateRoutes, privateShellFile } from '../../../src/app/private-routes';
import { solve } from '../../../src/features/booking/proof-solver';
import { bookingReference, referencePattern } from '../../../src/domain/booking/reference';
import { createLedger } from '../../../src/server/ledger/ledger';
import { postgresDb } from '../../../src/server/ledger/postgres-db';
import { sqlState, type Db } from '../../../src/server/ledger/db';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres';
import { ANSWER_WITHIN_MS } from '../../../src/server/booking-handler';
import { issueChallenge } from '../../../src/server/challenge';
import { BOOKING_UPDATE_TITLES } from '../../../src/server/mail/booking-update-mail';
import { stableMessageId } from '../../../src/server/mail/message';
import {
  actionPath,
  CALENDAR_FEED_API,
  OFFICE_API,
  type CalendarFeedMade,
  type OfficeEnquiryDetail,
} from '../../../src/api/office';
import { visitUid } from '../../../src/server/mail/ics';
import { addressDomain } from '../../../src/server/mail/message';
import { makeOfficeLink } from '../../../src/server/office/link';
import { SESSION_IDLE_MS } from '../../../src/server/office/config';
import { agreementPath, type AgreementView } from '../../../src/api/agreement';
import { filledAgreement } from '../../../src/server/agreement/content';
import {
  bookingPageToken,
  bookingPageUrl,
  bookingViewToken,
  linkNonce,
  signLink,
} from '../../../src/server/booking/links';
import { bookingPagePath, cancelPath } from '../../../src/api/booking-page';
import { ONE_CLICK_BODY, SIGNED_LINK_HEADERS } from '../../../src/server/signed-link/handler';
import { unsubscribeToken } from '../../../src/server/review/links';
import { addressKey } from '../../../src/domain/booking/addressees';
import { addDays, sydneyWallTime } from '../../../src/domain/booking/sydney-time';
import { REMINDER_TITLE } from '../../../src/server/mail/reminder-mail';
import {
  partsOf,
  PDF_MAGIC,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_UPLOAD_PART_BYTES,
  reportFilePath,
  reportPartPath,
  reportPublishPath,
  reportReleasePath,
  reportUploadsPath,
  type ReportSummary,
  type ReportUpload,
} from '../../../src/api/report';
import { REPORT_MAIL_TITLES } from '../../../src/server/report/mail';
import { startMailServer, type MailServer } from '../../support/mail-server';
import { validPayload } from '../../server/support';
import { startAutomation, type Automation } from './automation';
import { unhashedBlocks } from './csp';
import type { RunningHost } from './host-process';
import { HOST_CHALLENGE_SECRET, HOST_STRIPE_WEBHOOK_SECRET, type HostVariables } from './hosts';
import { distDir } from './tools';
import { formatDayDate } from '../../../src/domain/booking/words';
import { type BookingSlot } from '../../../src/domain/booking/states';

export interface HostUnderTest {
  /** 'Cloudflare Pages' */
  name: string;
  /** 'wrangler pages dev 4.86.0' */
  tool: string;
  /** Starts the host serving dist/ on `port` (a free one if not given), its functions with `env`. */
  start(env: HostVariables, port?: number): Promise<RunningHost>;
  /** What the host's config file says every page carries: dist/_headers, or vercel.json for Vercel. */
  pageHeaders(): Record<string, string>;
  /**
   * Makes the host sweep once, the way it does in production: Netlify's scheduled function, Vercel's cron
   * route, Cloudflare's opportunistic sweep after a challenge.
   */
  sweep(site: RunningHost, cronSecret: string): Promise<void>;
  /** How `sweep` does it, for the test's name. */
  sweepBy: string;
  /**
   * Makes the host send what is due the day before, the way it does in production, when that is not `sweep`:
   * on Cloudflare Pages, the reminders' cron Worker (workers/reminders) calling the sweep route (issue 41).
   */
  remind?(site: RunningHost, cronSecret: string): Promise<void>;
  /** How `remind` does it, for the test's name. */
  remindBy?: string;
  /** Stops what `remind` started. */
  stopReminders?(): Promise<void>;
  /**
   * Whether this host's SMTP client is worker-mailer, patched at install (scripts/patch-worker-mailer.mjs) so
   * that a server hanging up does not wedge the isolate: checked here in workerd itself.
   */
  patchedMailer?: boolean;
  /**
   * Enquiries kept in flight while its PostgreSQL is stopped (10 unless set). `netlify dev` answers each request
   * in a new worker thread and `vercel dev` in a new Node process, so there each one in flight is a runtime
   * starting up, with a client and a connection of its own; fewer keep the answers within the handler's 9 s on
   * two cores.
   */
  loadWhileStopped?: number;
}

export interface HostTimings {
  host: string;
  tool: string;
  coldStartMs: number;
  firstEnquiryMs: number;
  pageMedianMs: number;
  enquiryMedianMs: number;
  enquiryP95Ms: number;
  /** From the automation's recovery (the sweep asked for) to the enquiry delivered. */
  recoveryMs: number;
  /** The stateless path's answer with the database down. */
  statelessMs: number;
  /**
   * Issue 58's 10 MB report: its upload (begun, and its parts put), the publish (and a release where the gate is
   * shut), the ready mail's arrival, and the download by ranges.
   */
  report?: { uploadMs: number; publishMs: number; mailMs: number; downloadMs: number; totalMs: number };
  /** PostgreSQL stopped under load: the enquiries sent, the slowest answer, and how the 202s were given. */
  stop: { sent: number; slowestMs: number; committed: number; stateless: number; pageMs: number };
}

/** The e-mail variables every host gets, with the SMTP server's URL. */
export const MAIL_FROM = 'Harbourline Bookings <bookings@harbourline.example>';
export const OFFICE = 'office@harbourline.example';

/** Polls `check` until it returns something truthy, or fails with `what` after `ms`. */
async function waitFor<T>(what: string, check: () => Promise<T> | T, ms = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

/** Runs `run` for 0 to count - 1, at most `atOnce` at a time; the results in order. */
async function inTurns<T>(count: number, atOnce: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await run(index);
      }
    }),
  );
  return results;
}

/**
 * Issue 58's report on each host: 10 MB, as the issue's "done when" asks, so ten parts (the last short) and three
 * ranges (the last short). A smaller file would prove the same limits in fewer requests (on vercel dev each is a
 * Node process), but the issue names the size.
 */
const REPORT_CHECK_BYTES = 10_000_000;
/**
 * The parts (and ranges) in flight at once: on `vercel dev` each is a Node process of its own (about 2.5 s of a
 * core), on `netlify dev` a worker.
 */
const REPORT_PARTS_AT_ONCE = 3;
const REPORT_CHECK_SUMMARY: ReportSummary = {
  condition: 'average',
  conditionNote: 'Typical wear for its age.',
  majorDefects: 0,
  safetyHazards: 1,
  notInspected: 'The roof void: no access hatch.',
  furtherInspections: '',
};

function enquiry() {
  return { ...validPayload(), submissionId: randomUUID() };
}

interface IssuedChallenge {
  enforced: boolean;
  challenge: Parameters<typeof solve>[0];
}

/** A slug the build really wrote under /knowledge/tips/, for the short-link redirect. */
function someTipSlug(): string {
  const slug = readdirSync(path.join(distDir, 'knowledge/tips'), { withFileTypes: true }).find((entry) =>
    entry.isDirectory(),
  )?.name;
  if (!slug) throw new Error('dist/knowledge/tips/ has no article: run npm run build');
  return slug;
}

export function describeHost(host: HostUnderTest) {
  describe(`${host.name} (${host.tool})`, () => {
    let site: RunningHost;
    let automation: Automation;
    let smtp: MailServer;
    let pg: ThrowawayPostgres;
    let db: Db;
    const cronSecret = randomBytes(18).toString('base64url');
    const linkSecret = randomBytes(32).toString('base64url');
    const timings: Partial<HostTimings> = { host: host.name, tool: host.tool };
    /** The enquiry the first delivery test recorded, and the office's session cookie once signed in. */
    let recorded: { submissionId: string; reference: string } | undefined;
    let officeCookie: string | undefined;

    /** A request to `origin`; its answer is read whole, so a failure can quote it. */
    async function callAt(origin: string, pathname: string, init: RequestInit = {}) {
      const send = () =>
        fetch(`${origin}${pathname}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
          ...init,
        });
      let response: Response;
      try {
        response = await send();
      } catch (error) {
        // vercel dev closes idle keep-alive connections without a word, and the next request on one fails
        // before it is sent. A GET, or a report part's PUT (the same part again is harmless), is tried again on
        // a new connection, as a browser would; a POST never is.
        const socketClosed = (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';
        if (!['GET', 'PUT'].includes(init.method ?? 'GET') || !socketClosed) throw error;
        response = await send();
      }
      // The bytes as they came (a report's file), and as text for everything else.
      const bytes = new Uint8Array(await response.arrayBuffer());
      const body = new TextDecoder().decode(bytes);
      const said = `${init.method ?? 'GET'} ${pathname} answered ${response.status} ${body.slice(0, 300)}`;
      return { response, body, bytes, said };
    }
    const call = (pathname: string, init: RequestInit = {}) => callAt(site.origin, pathname, init);

    const postAt = (origin: string, body: string, headers: Record<string, string> = {}) =>
      callAt(origin, '/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
    const post = (body: string, headers: Record<string, string> = {}) => postAt(site.origin, body, headers);

    /** This enquiry's challenge, from the host's own challenge route. */
    async function challengeFor(submissionId: string, origin = site.origin) {
      const answer = await callAt(origin, `/api/bookings/challenge?submissionId=${submissionId}`);
      expect(answer.response.status, answer.said).toBe(200);
      return JSON.parse(answer.body) as IssuedChallenge;
    }

    /**
     * An enquiry with its proof of work, solved here by the site's own solver, as the browser's worker does. The
     * challenge comes from the host's own route where that route is the point (the first enquiry recorded, and
     * the challenge's own check above); elsewhere it is made here with the host's secret, as the route makes it:
     * on `vercel dev` each request to the route is one more Node process started (about 2.5 s of a core), and
     * on `netlify dev` one more worker.
     */
    async function provenEnquiry(origin = site.origin, { challengeFrom }: { challengeFrom?: 'route' } = {}) {
      const sent = enquiry();
      const challenge =
        challengeFrom === 'route'
          ? await challengeFor(sent.submissionId, origin).then(({ enforced, challenge }) => {
              expect(enforced, 'the host runs with BOOKING_CHALLENGE_SECRET').toBe(true);
              return challenge;
            })
          : await issueChallenge(HOST_CHALLENGE_SECRET, sent.submissionId);
      const solved = await solve(challenge, 60_000);
      if (!solved) throw new Error('No proof of work found');
      return {
        ...sent,
        proof: { challenge, solution: { counter: solved.counter, derivedKey: solved.derivedKey } },
      };
    }

    /** The error the booking handler itself writes, so a host's own 4xx page cannot pass for it. */
    function expectHandlerError(answer: Awaited<ReturnType<typeof call>>, status: number, error: string) {
      expect(answer.response.status, answer.said).toBe(status);
      let body: unknown = answer.body;
      try {
        body = JSON.parse(answer.body);
      } catch {
        // Not JSON, so not the handler's answer: the assertion below says so with the body quoted.
      }
      expect(body, answer.said).toMatchObject({ error });
    }

    const mailsTo = (address: string, submissionId: string) =>
      smtp.received.filter(
        (m) =>
          m.envelopeTo.includes(address) &&
          m.messageId.startsWith(`<${bookingReference(submissionId).toLowerCase()}.`),
      );
    const callsFor = async (submissionId: string) =>
      (await automation.calls()).filter((c) => c.body.submissionId === submissionId);
    /** Each channel's row for the enquiry; none before the host's first ledger use has made the tables. */
    const deliveries = async (submissionId: string) => {
      const found = await createLedger(db)
        .find(submissionId)
        .catch((error: unknown) => {
          if (sqlState(error) === '42P01') return [];
          throw error;
        });
      return Object.fromEntries((found[0]?.deliveries ?? []).map((d) => [d.channel, d]));
    };

    beforeAll(async () => {
      [automation, smtp, pg] = await Promise.all([
        startAutomation(),
        // As every provider does, the server asks for a login (over loopback, where no TLS is required).
        startMailServer(
          {},
          { user: 'site@harbourline.example', pass: randomBytes(12).toString('base64url') },
        ),
        startThrowawayPostgres({ durable: true }),
      ]);
      const databaseUrl = await pg.createDatabase('ledger');
      db = postgresDb(databaseUrl, { max: 2 });
      site = await host.start({
        BOOKING_FORWARD_URL: automation.hookUrl,
        DATABASE_URL: databaseUrl,
        BOOKING_SMTP_URL: smtp.url,
        BOOKING_MAIL_FROM: MAIL_FROM,
        BOOKING_NOTIFY_TO: OFFICE,
        CRON_SECRET: cronSecret,
        // The opportunistic sweep runs at most this often per instance: 60 s in production.
        BOOKING_OPPORTUNISTIC_SWEEP_S: '2',
        // The office (issue 38): the business's inbox signs in.
        BOOKING_OFFICE_EMAILS: OFFICE,
        BOOKING_OFFICE_SECRET: randomBytes(32).toString('base64'),
        // The agreement's links (issue 40).
        BOOKING_LINK_SECRET: linkSecret,
        // Issue 41: the reminders go from the current Sydney hour, so an inspection seeded for tomorrow is due.
        BOOKING_REMINDER_HOUR: sydneyWallTime(new Date()).time.slice(0, 2),
      });
      timings.coldStartMs = site.coldStartMs;
    }, 300_000);

    afterAll(async () => {
      await host.stopReminders?.();
      await site?.stop();
      await automation?.close();
      await smtp?.close();
      await db?.close();
      pg?.stop();
      if (timings.enquiryMedianMs === undefined) return;
      const s = (ms: number | undefined) => (ms === undefined ? '-' : `${Math.round(ms)} ms`);
      console.log(
        `${host.name} (${host.tool}): cold start ${(timings.coldStartMs! / 1000).toFixed(1)} s, first enquiry ` +
          `${s(timings.firstEnquiryMs)}, enquiry to 202 p50 ${s(timings.enquiryMedianMs)} p95 ` +
          `${s(timings.enquiryP95Ms)}, page ${s(timings.pageMedianMs)}, recovered automation to delivery ` +
          `${s(timings.recoveryMs)}, stateless answer ${s(timings.statelessMs)}` +
          (timings.stop
            ? `; PostgreSQL stopped under load: ${timings.stop.sent} enquiries, ${timings.stop.committed} ` +
              `202 after the commit, ${timings.stop.stateless} from the stateless path, slowest answer ` +
              `${s(timings.stop.slowestMs)}, a page during the stop ${s(timings.stop.pageMs)}`
            : '') +
          (timings.report
            ? `; the 10 MB report ${s(timings.report.totalMs)} (upload ${s(timings.report.uploadMs)}, publish ` +
              `${s(timings.report.publishMs)}, ready mail ${s(timings.report.mailMs)}, download ` +
              `${s(timings.report.downloadMs)})`
            : ''),
      );
      const dir = process.env.HOST_TIMINGS_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${host.name}.json`), JSON.stringify(timings));
      }
    }, 60_000);

    it('issues a challenge bound to the enquiry at /api/bookings/challenge, and refuses a bad id', async () => {
      const id = randomUUID();
      const { enforced, challenge } = await challengeFor(id);
      expect(enforced).toBe(true);
      expect(challenge.parameters.data).toEqual({ sid: id });
      expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
      expectHandlerError(
        await call('/api/bookings/challenge?submissionId=x'),
        400,
        'Give a valid submissionId',
      );
    });

    it('refuses a valid enquiry without a proof of work, and records and forwards nothing', async () => {
      await automation.setMode('ok');
      const sent = enquiry();
      const answer = await post(JSON.stringify(sent));
      expectHandlerError(answer, 403, 'challenge');
      expect(JSON.parse(answer.body)).toMatchObject({ reason: 'missing' });
      expect(await automation.calls()).toEqual([]);
      expect(await deliveries(sent.submissionId)).toEqual({});
    });

    it('records a valid enquiry, answers 202, then forwards it once, mails the business and confirms it to the visitor', async () => {
      await automation.setMode('ok');
      const sent = await provenEnquiry(site.origin, { challengeFrom: 'route' });
      const [answer, ms] = await timed(() => post(JSON.stringify(sent)));
      timings.firstEnquiryMs = ms;
      expect(answer.response.status, answer.said).toBe(202);
      const { reference } = JSON.parse(answer.body) as { reference: string };
      expect(reference).toMatch(referencePattern);
      expect(reference).toBe(bookingReference(sent.submissionId));
      recorded = { submissionId: sent.submissionId, reference };
      const state = await waitFor('every channel delivered', async () => {
        const rows = await deliveries(sent.submissionId);
        return ['automation', 'mailbox', 'confirmation'].every((c) => rows[c]?.state === 'delivered') && rows;
      });
      expect(Object.values(state).map((d) => d.attempts)).toEqual([1, 1, 1]);
      const calls = await callsFor(sent.submissionId);
      expect(calls, 'calls the automation received').toHaveLength(1);
      expect(calls[0]!.idempotencyKey).toBe(sent.submissionId);
      expect(calls[0]!.body).toMatchObject({
        reference,
        address: '4, 12, Smith Street, Parramatta, NSW 2150',
        formType: 'booking',
      });
      expect(calls[0]!.body, 'the proof goes no further than the site').not.toHaveProperty('proof');
      const [office] = mailsTo(OFFICE, sent.submissionId);
      expect(office!.subject).toContain(`Booking request ${reference}:`);
      expect(office!.replyTo).toBe('jane@example.com');
      const [visitor] = mailsTo('jane@example.com', sent.submissionId);
      expect(visitor!.subject).toBe(`We have your booking request ${reference}`);
      expect(visitor!.text).not.toContain('Smith Street');

      // The same proof and id again, with other words: the same reference, and nothing new goes anywhere.
      const replay = await post(JSON.stringify({ ...sent, message: 'Words a replay put here.' }));
      expect(replay.response.status, replay.said).toBe(202);
      expect(JSON.parse(replay.body)).toEqual({ reference, duplicate: true, changed: true });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await callsFor(sent.submissionId)).toHaveLength(1);
      expect(mailsTo(OFFICE, sent.submissionId)).toHaveLength(1);
      expect(mailsTo('jane@example.com', sent.submissionId)).toHaveLength(1);
    });

    it(`records an enquiry while the automation is down, and delivers it once when it is back (${host.sweepBy})`, async () => {
      await automation.setMode('error500');
      const sent = await provenEnquiry();
      const answer = await post(JSON.stringify(sent));
      expect(answer.response.status, answer.said).toBe(202);
      await waitFor('the first attempt made and recorded', async () => {
        const rows = await deliveries(sent.submissionId);
        return rows.automation?.lastStatus === 500 && rows.mailbox?.state === 'delivered';
      });
      expect((await deliveries(sent.submissionId)).automation).toMatchObject({ state: 'pending' });
      expect((await callsFor(sent.submissionId)).length).toBeGreaterThanOrEqual(2);
      // From here the automation takes it, and counts afresh.
      await automation.setMode('ok');
      const recovered = performance.now();
      await host.sweep(site, cronSecret);
      await waitFor('the automation delivered by the sweep', async () => {
        const rows = await deliveries(sent.submissionId);
        return rows.automation?.state === 'delivered';
      });
      timings.recoveryMs = performance.now() - recovered;
      expect(await callsFor(sent.submissionId)).toHaveLength(1);
      expect(mailsTo(OFFICE, sent.submissionId)).toHaveLength(1);
      expect(mailsTo('jane@example.com', sent.submissionId)).toHaveLength(1);
    });

    // The office's era (issues 38-41), by route (issue 51): each route answers once through the host's own
    // routing, with its headers, its variables and the database; one write (the confirm) reaches the ledger and
    // the mail after the answer; the sign-in's Set-Cookie makes its round trip; the host's own scheduler runs
    // once. The journeys themselves (the code by mail, the agreement accepted, the client's requests, a
    // reminder sent once however often the sweep runs) are proven once, in e2e against the real server.
    it('signs in at /api/office/link and its Set-Cookie (HttpOnly, SameSite=Strict, Path=/) opens /api/office/enquiries', async () => {
      // A one-time link, as `npm run office -- link` makes it, on the host's own database.
      const made = await makeOfficeLink({ emails: [OFFICE] }, db, OFFICE, new Date());
      if (!made.ok) throw new Error(made.message);
      const signedIn = await call(OFFICE_API.linkSignIn, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.origin },
        body: JSON.stringify({ token: made.token }),
      });
      expect(signedIn.response.status, signedIn.said).toBe(200);
      expect(JSON.parse(signedIn.body)).toEqual({
        office: 'ready',
        signedInAs: OFFICE,
        idleMs: SESSION_IDLE_MS,
      });
      expect(signedIn.response.headers.get('cache-control')).toBe('no-store');
      // http:// on loopback: the one place the cookie is `office`, without Secure (and not __Host-).
      const [pair, ...attributes] = (signedIn.response.headers.get('set-cookie') ?? '').split(/;\s*/);
      expect(pair).toMatch(/^office=[A-Za-z0-9_-]{43}$/);
      expect(attributes.map((a) => a.split('=')[0]!.toLowerCase()).sort()).toEqual([
        'httponly',
        'max-age',
        'path',
        'samesite',
      ]);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
      const list = await call(`${OFFICE_API.enquiries}?tab=new`, { headers: { Cookie: pair! } });
      expect(list.response.status, list.said).toBe(200);
      expect(JSON.parse(list.body)).toMatchObject({ tab: 'new', rows: expect.any(Array) });
      if (recorded)
        expect(JSON.parse(list.body).rows.map((r: { reference: string }) => r.reference)).toContain(
          recorded.reference,
        );
      officeCookie = pair;
    });

    it('confirms an enquiry through the office API once, and the client gets the "booked" e-mail with its calendar', async () => {
      if (!recorded || !officeCookie)
        throw new Error('Needs the recorded enquiry and the office sign-in above');
      const { submissionId, reference } = recorded;
      const slot: BookingSlot = {
        // The host runs on the real clock: ten days after today in Sydney, never a date written by hand.
        date: addDays(sydneyWallTime(new Date()).date, 10),
        windowFrom: '08:30',
        windowTo: '10:30',
        priceCents: 45_000,
        note: '',
      };
      const answer = await call(actionPath(reference, 'confirm'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.origin, Cookie: officeCookie },
        body: JSON.stringify({ version: 0, slot, agreed: true }),
      });
      expect(answer.response.status, answer.said).toBe(200);
      const detail = JSON.parse(answer.body) as OfficeEnquiryDetail;
      expect(detail).toMatchObject({ version: 1, booking: slot, row: { state: 'booked' } });
      const [row] = await db.query<{ state: string; version: number }>(
        'SELECT state, version FROM booking_enquiries WHERE submission_id = $1',
        [submissionId],
      );
      expect(row).toEqual({ state: 'booked', version: 1 });
      const update = detail.updates.find((u) => u.channel === 'client-update');
      expect(update, answer.said).toMatchObject({ event: 'booked' });
      const mail = await waitFor('the "booked" e-mail', () =>
        mailsTo('jane@example.com', submissionId).find(
          (m) => m.messageId === stableMessageId(reference, `booked-${update!.eventId}`, MAIL_FROM),
        ),
      );
      expect(mail.subject).toBe(`${BOOKING_UPDATE_TITLES.booked}: ${reference}`);
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      expect(calendar?.content).toMatch(/^METHOD:REQUEST\r?$/m);
      expect(calendar?.content).toMatch(/^SEQUENCE:1\r?$/m);
    });

    it("serves the business's calendar feed (issue 57) from a link the office makes: text/calendar with the booking's VEVENT", async () => {
      if (!recorded || !officeCookie) throw new Error('Needs the enquiry booked above');
      const made = await call(CALENDAR_FEED_API.make, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.origin, Cookie: officeCookie },
        body: '{}',
      });
      expect(made.response.status, made.said).toBe(201);
      const feedUrl = new URL((JSON.parse(made.body) as CalendarFeedMade).url);
      // The address the office shows is this host's own.
      expect(feedUrl.origin).toBe(site.origin);
      // A calendar subscribes with no cookie.
      const feed = await call(feedUrl.pathname);
      expect(feed.response.status, feed.said).toBe(200);
      expect(feed.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(feed.response.headers.get('cache-control')).toBe('no-store');
      expect(feed.response.headers.get('x-robots-tag')).toBe('noindex');
      expect(feed.response.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe('no-referrer');
      expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(feed.body).toContain(`\r\nUID:${visitUid(recorded.reference, addressDomain(MAIL_FROM))}\r\n`);
      expect(feed.body).toMatch(/\r\nDTSTART;TZID=Australia\/Sydney:\d{8}T083000\r\n/);
    });

    it("opens the booked enquiry's agreement at /api/agreement/<token>, under BOOKING_LINK_SECRET, with no-store and no-referrer", async () => {
      if (!recorded) throw new Error('Needs the enquiry booked above');
      const { submissionId } = recorded;
      // The decision is business.ts's (not confirmed in this build), so the confirm above sent no agreement (it
      // gave the booking only its link nonce, for the booking page): the agreement's link is made here as a
      // confirm with the decision on makes it, under the host's own secret.
      const [row] = await db.query<{ payload: string; booking: string | null }>(
        'SELECT payload::text AS payload, booking::text AS booking FROM booking_enquiries WHERE submission_id = $1',
        [submissionId],
      );
      expect(row?.booking, 'booked above').toBeTruthy();
      const current = await filledAgreement(JSON.parse(row!.payload), JSON.parse(row!.booking!));
      const nonce = linkNonce();
      await db.query(
        `UPDATE booking_enquiries SET link_nonce = $2, agreement_version = $3, agreement_sent_at = now()
         WHERE submission_id = $1`,
        [submissionId, nonce, current.version],
      );
      const token = await signLink(linkSecret, {
        purpose: 'agreement',
        submissionId,
        nonce,
        version: current.version,
      });
      const opened = await call(agreementPath(token));
      expect(opened.response.status, opened.said).toBe(200);
      expect(opened.response.headers.get('cache-control')).toBe('no-store');
      expect(opened.response.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe('no-referrer');
      const view = JSON.parse(opened.body) as AgreementView;
      expect(view).toMatchObject({ status: 'open', version: current.version, hash: current.hash });
    });

    const remind = (site: RunningHost, secret: string) =>
      host.remind ? host.remind(site, secret) : host.sweep(site, secret);
    it(`sends the day-before reminder of an inspection seeded for tomorrow from one run of ${host.remindBy ?? host.sweepBy}`, async () => {
      if (!recorded) throw new Error('Needs the booked enquiry above');
      const { submissionId, reference } = recorded;
      const tomorrow = addDays(sydneyWallTime(new Date()).date, 1);
      await db.query(
        `UPDATE booking_enquiries SET booked_date = $2::date, booking = jsonb_set(booking, '{date}', to_jsonb($2::text))
         WHERE submission_id = $1`,
        [submissionId, tomorrow],
      );
      const reminders = () =>
        mailsTo('jane@example.com', submissionId).filter(
          (m) => m.subject === `${REMINDER_TITLE}: ${reference}`,
        );
      try {
        await remind(site, cronSecret);
        const mail = await waitFor('the reminder', () => reminders()[0]);
        expect(mail.text).toContain(formatDayDate(tomorrow));
        expect(mail.text).toMatch(/\/booking\/[A-Za-z0-9_.%-]+/);
      } finally {
        // What `remind` started (Cloudflare's cron Worker) has done its part: it does not run beside the
        // checks after it, on a two-core machine where the database-stop check is tight.
        await host.stopReminders?.();
      }
      const [row] = await db.query<{ state: string }>(
        'SELECT state FROM booking_reminders WHERE submission_id = $1',
        [submissionId],
      );
      expect(row?.state).toBe('sent');
      expect(reminders()).toHaveLength(1);
    });

    it("opens the client's booking page at /booking/<token> (the host's rewrite to its shell) and /api/booking/<token>; a booker's read-only token cancels nothing", async () => {
      if (!recorded) throw new Error('Needs the booked enquiry above');
      const { submissionId, reference } = recorded;
      const [row] = await db.query<{ link_nonce: string | null }>(
        'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
        [submissionId],
      );
      expect(row?.link_nonce, 'the booking has its link nonce').toBeTruthy();
      const token = await bookingPageToken(linkSecret, submissionId, row!.link_nonce!);
      // The page: the host's rewrite of /booking/<token> to the booking page's shell, with its private headers,
      // and no redirect (one to /booking/ would lose the token the page reads from its address).
      const page = await call(new URL(bookingPageUrl(site.origin, token)).pathname, { redirect: 'manual' });
      expect(page.response.status, page.said.slice(0, 80)).toBe(200);
      const shell = privateRoutes.find((route) => route.id === 'booking')!;
      expect(page.body).toBe(readFileSync(path.join(distDir, privateShellFile(shell)), 'utf8'));
      for (const [name, value] of Object.entries(privateHeaders))
        expect(page.response.headers.get(name)?.split(',').at(-1)?.trim(), name).toBe(value);
      // Its API, through the host's function for /api/booking/*, with the handler's own private headers.
      const opened = await call(bookingPagePath(token));
      expect(opened.response.status, opened.said).toBe(200);
      expect(JSON.parse(opened.body)).toMatchObject({ status: 'booked', reference });
      for (const name of ['Cache-Control', 'Referrer-Policy'] as const)
        expect(opened.response.headers.get(name)?.split(',').at(-1)?.trim(), name).toBe(
          SIGNED_LINK_HEADERS[name],
        );
      // Issue 52: a booker's read-only token, through the same function, cancels nothing.
      const readOnly = await bookingViewToken(linkSecret, submissionId, row!.link_nonce!);
      expectHandlerError(
        await call(cancelPath(readOnly), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: site.origin },
          body: JSON.stringify({ reason: 'Host check.', agreed: true }),
        }),
        403,
        'read-only',
      );
      const [still] = await db.query<{ state: string }>(
        'SELECT state FROM booking_enquiries WHERE submission_id = $1',
        [submissionId],
      );
      expect(still?.state).toBe('booked');
    });

    // Issue 58: the report, delivered. The local tools do not enforce the hosts' body limits (Netlify's 6 MB,
    // base64 for binary; Vercel's 4.5 MB), so the check asserts the sizes itself: every part the office's
    // function takes is at most REPORT_UPLOAD_PART_BYTES, every range the client's gives at most
    // REPORT_DOWNLOAD_PART_BYTES, and the bytes come back as they went, through each runtime's own handling of a
    // binary body (a lambda event's base64 on Netlify, workerd's streams, @vercel/node's) and postgres.js's bytea.
    // Fifteen function requests: on vercel dev each is a Node process of its own (about 3.5 s of a core beside the
    // other hosts), 45-70 s in all under a load of 7-10, hence a time limit of its own.
    it(`uploads a ${REPORT_CHECK_BYTES / 1e6} MB report through the office's function in parts of at most 1 MiB, publishes it, and the client's link reads it back byte for byte in ranges of at most 4 MiB`, async () => {
      if (!recorded || !officeCookie)
        throw new Error('Needs the enquiry booked above and the office sign-in');
      const { submissionId, reference } = recorded;
      const office = { Origin: site.origin, Cookie: officeCookie };
      const started = performance.now();
      // Publishing waits for the inspection's Sydney day, and the host reads the real clock: the booking is
      // seeded for today in Sydney, as the reminder's check above seeds it for tomorrow.
      const today = sydneyWallTime(new Date()).date;
      await db.query(
        `UPDATE booking_enquiries SET booked_date = $2::date, booking = jsonb_set(booking, '{date}', to_jsonb($2::text))
         WHERE submission_id = $1`,
        [submissionId, today],
      );
      // A file that begins as a PDF does, then random bytes: a short last part, and a short last range.
      const file = new Uint8Array(randomBytes(REPORT_CHECK_BYTES));
      file.set(new TextEncoder().encode(`${PDF_MAGIC}1.7\n`));
      const fileSha256 = createHash('sha256').update(file).digest('hex');

      const begun = await call(reportUploadsPath(reference), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...office },
        body: JSON.stringify({ bytes: file.byteLength }),
      });
      expect(begun.response.status, begun.said).toBe(201);
      const upload = JSON.parse(begun.body) as ReportUpload;
      expect(upload).toMatchObject({
        bytes: file.byteLength,
        partBytes: REPORT_UPLOAD_PART_BYTES,
        received: [],
      });
      // The server takes the parts in any order, so a few go at once (on vercel dev each is a Node process).
      const parts = partsOf(file.byteLength);
      const put = await inTurns(parts, REPORT_PARTS_AT_ONCE, async (index) => {
        const body = file.subarray(index * REPORT_UPLOAD_PART_BYTES, (index + 1) * REPORT_UPLOAD_PART_BYTES);
        expect(body.byteLength, `part ${index}`).toBeLessThanOrEqual(REPORT_UPLOAD_PART_BYTES);
        const answer = await call(reportPartPath(reference, upload.uploadId, index), {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream', ...office },
          body,
        });
        expect(answer.response.status, answer.said).toBe(200);
        return { bytes: body.byteLength, received: (JSON.parse(answer.body) as ReportUpload).received };
      });
      expect(put).toHaveLength(parts);
      expect(put.reduce((sum, p) => sum + p.bytes, 0)).toBe(file.byteLength);
      expect([...new Set(put.flatMap((p) => p.received))].sort((a, b) => a - b)).toEqual(
        Array.from({ length: parts }, (_, i) => i),
      );
      // What the database holds: one row a part, each of the length it was sent.
      const stored = await db.query<{ idx: number; bytes: number }>(
        'SELECT idx, octet_length(bytes) AS bytes FROM report_parts WHERE file_id = $1 ORDER BY idx',
        [upload.uploadId],
      );
      expect(stored.map((row) => [Number(row.idx), Number(row.bytes)])).toEqual(
        put.map((p, index) => [index, p.bytes]),
      );
      const uploaded = performance.now();

      const published = await call(reportPublishPath(reference), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...office },
        body: JSON.stringify({ uploadId: upload.uploadId, summary: REPORT_CHECK_SUMMARY }),
      });
      expect(published.response.status, published.said).toBe(201);
      let detail = JSON.parse(published.body) as OfficeEnquiryDetail;
      expect(detail.row.state, 'publishing marks the inspection done').toBe('done');
      const version = detail.report!.versions[0]!;
      expect(version).toMatchObject({ version: 1, bytes: file.byteLength, summary: REPORT_CHECK_SUMMARY });
      expect(version.sha256, "the office's SHA-256 is of the bytes it stored").toBe(fileSha256);
      if (!detail.report!.gate.open) {
        // The agreement's decision is business.ts's: where it is on and nothing was accepted, the office lets the
        // file go with a reason, as its dialog does.
        const released = await call(reportReleasePath(reference), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...office },
          body: JSON.stringify({ reason: 'Host check: the client asked for it by phone.' }),
        });
        expect(released.response.status, released.said).toBe(200);
        detail = JSON.parse(released.body) as OfficeEnquiryDetail;
      }
      expect(detail.report!.gate).toMatchObject({ open: true, needs: [] });
      const publishedAt = performance.now();

      // The client's link, from the mail the real SMTP server took.
      const ready = await waitFor('the "report is ready" e-mail', () =>
        mailsTo('jane@example.com', submissionId).find((m) => m.subject.startsWith(REPORT_MAIL_TITLES.ready)),
      );
      const found = /\/report\/([A-Za-z0-9_.%-]+)/.exec(ready.text)?.[1];
      expect(found, 'the mail carries the report link').toBeTruthy();
      const token = decodeURIComponent(found!);
      const mailed = performance.now();
      const ranges = Array.from({ length: partsOf(file.byteLength, REPORT_DOWNLOAD_PART_BYTES) }, (_, i) => {
        const start = i * REPORT_DOWNLOAD_PART_BYTES;
        return [start, Math.min(start + REPORT_DOWNLOAD_PART_BYTES, file.byteLength) - 1] as const;
      });
      const read = await inTurns(ranges.length, REPORT_PARTS_AT_ONCE, async (i) => {
        const [start, end] = ranges[i]!;
        const answer = await call(reportFilePath(token), { headers: { Range: `bytes=${start}-${end}` } });
        const said = `range ${start}-${end}: ${answer.said.slice(0, 200)}`;
        expect(answer.response.status, said).toBe(206);
        expect(answer.response.headers.get('content-range'), said).toBe(
          `bytes ${start}-${end}/${file.byteLength}`,
        );
        expect(answer.response.headers.get('content-type'), said).toBe('application/pdf');
        expect(answer.bytes.byteLength, said).toBe(end - start + 1);
        expect(answer.bytes.byteLength, said).toBeLessThanOrEqual(REPORT_DOWNLOAD_PART_BYTES);
        return answer.bytes;
      });
      const whole = new Uint8Array(file.byteLength);
      read.forEach((bytes, i) => whole.set(bytes, ranges[i]![0]));
      expect(createHash('sha256').update(whole).digest('hex'), 'the file as downloaded').toBe(fileSha256);
      const done = performance.now();
      timings.report = {
        uploadMs: uploaded - started,
        publishMs: publishedAt - uploaded,
        mailMs: mailed - publishedAt,
        downloadMs: done - mailed,
        totalMs: done - started,
      };
    }, 240_000);

    // Issue 59: a review request's unsubscribe, as a mail provider's one-click sends it (RFC 8058): a POST with no
    // Origin and a form-encoded body, which each host's runtime must hand the handler as it came.
    it("takes a mail provider's one-click unsubscribe (no Origin, form-encoded) through the report's function, and refuses one with another body", async () => {
      if (!recorded) throw new Error('Needs the enquiry booked above');
      const { submissionId } = recorded;
      const address = `one-click-${randomUUID()}@example.com`;
      // The request the sweep would have recorded (its e-mail is the sweep's, tested on the Node server).
      await db.query(
        `INSERT INTO booking_events (submission_id, at, event, actor, from_state, to_state, detail, data)
         SELECT submission_id, now(), 'review-requested', NULL, state, state, NULL,
                jsonb_build_object('clientEmail', $2::text) FROM booking_enquiries WHERE submission_id = $1`,
        [submissionId, address],
      );
      const token = await unsubscribeToken(linkSecret, submissionId, new Date());
      const url = `/api/report/${encodeURIComponent(token)}/unsubscribe`;
      const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const other = await call(url, { method: 'POST', headers: form, body: 'List-Unsubscribe=Other' });
      expect(other.response.status, other.said).toBe(403);
      const oneClick = await call(url, { method: 'POST', headers: form, body: ONE_CLICK_BODY });
      expect(oneClick.response.status, oneClick.said).toBe(200);
      expect(JSON.parse(oneClick.body)).toMatchObject({ status: 'unsubscribe', unsubscribed: true });
      const kept = await db.query('SELECT 1 FROM mail_unsubscribes WHERE address_key = $1', [
        addressKey(address),
      ]);
      expect(kept).toHaveLength(1);
    });

    // Issue 60: Stripe's webhook checks its signature over the body's own bytes, so each host must hand the
    // function the body exactly as it came. Signed with stripe's own test signer, at the host's real time (the
    // function reads its clock, not the tests' fixed instant).
    it('records a signed checkout.session.completed once at /api/payments/stripe, and refuses it altered by one byte', async () => {
      if (!recorded) throw new Error('Needs the enquiry booked above');
      const eventId = `evt_host_${randomUUID()}`;
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: `cs_host_${randomUUID()}`,
            object: 'checkout.session',
            payment_status: 'paid',
            status: 'complete',
            amount_total: 20000,
            currency: 'aud',
            client_reference_id: recorded.reference,
            payment_intent: `pi_host_${randomUUID()}`,
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: HOST_STRIPE_WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000),
      });
      const send = (body: string) =>
        call(STRIPE_WEBHOOK_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
          body,
        });
      const rows = () =>
        db.query('SELECT submission_id, status FROM booking_payments WHERE stripe_event_id = $1', [eventId]);
      const first = await send(payload);
      expect(first.response.status, first.said).toBe(200);
      expect(await rows()).toEqual([{ submission_id: recorded.submissionId, status: 'settled' }]);
      const again = await send(payload);
      expect(again.response.status, again.said).toBe(200);
      expect(await rows()).toHaveLength(1);
      const altered = await send(payload.replace('"amount_total":20000', '"amount_total":20001'));
      expect(altered.response.status, altered.said).toBe(400);
      expect(JSON.parse(altered.body)).toEqual({ error: 'signature' });
      expect(await rows()).toHaveLength(1);
    });

    it('answers the sweep route 401 without CRON_SECRET or with a wrong one, and sweeps with it', async () => {
      expectHandlerError(await call('/api/bookings/sweep'), 401, 'Unauthorized');
      expectHandlerError(
        await call('/api/bookings/sweep', { headers: { Authorization: `Bearer ${cronSecret}x` } }),
        401,
        'Unauthorized',
      );
      const answer = await call('/api/bookings/sweep', {
        headers: { Authorization: `Bearer ${cronSecret}` },
      });
      expect(answer.response.status, answer.said).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ swept: true });
    });

    // Only the hosts whose mailer is worker-mailer have this test (a check of the install's patch), so no host
    // reports it as skipped.
    if (host.patchedMailer)
      it('a mail server that hangs up at once: the delivery fails fast, and the function keeps answering', async () => {
        await automation.setMode('ok');
        smtp.setMode('hang-up');
        try {
          const sent = await provenEnquiry();
          const answer = await post(JSON.stringify(sent));
          expect(answer.response.status, answer.said).toBe(202);
          const rows = await waitFor('the mailbox attempt recorded as failed', async () => {
            const found = await deliveries(sent.submissionId);
            return found.mailbox?.lastAnswer ? found : null;
          });
          expect(rows.mailbox).toMatchObject({ state: 'pending' });
          expect(rows.mailbox!.lastAnswer).toMatch(/closed the connection|Failed/);
          // A wedged isolate would leave these hanging.
          const [page, ms] = await timed(() => call('/api/bookings/challenge?submissionId=' + randomUUID()));
          expect(page.response.status, page.said).toBe(200);
          expect(ms).toBeLessThan(5_000);
        } finally {
          smtp.setMode('accept');
        }
      });

    it('answers 400 to a body that is not JSON', async () => {
      expectHandlerError(await post('{"name":'), 400, 'The body is not valid JSON');
    });

    it('answers 405 to a GET, with Allow: POST, OPTIONS', async () => {
      const answer = await call('/api/bookings');
      expectHandlerError(answer, 405, 'Use POST');
      expect(answer.response.headers.get('allow')).toBe('POST, OPTIONS');
    });

    it('answers 413 to a 17 KB body', async () => {
      const body = JSON.stringify({ ...enquiry(), message: 'x'.repeat(17 * 1024) });
      expectHandlerError(await post(body), 413, 'The body is over 16 KB');
    });

    it('answers 415 to text/plain', async () => {
      const answer = await post(JSON.stringify(enquiry()), { 'Content-Type': 'text/plain' });
      expectHandlerError(answer, 415, 'Send the booking as application/json');
    });

    it('answers 403 to another origin, and forwards nothing', async () => {
      await automation.setMode('ok');
      const answer = await post(JSON.stringify(enquiry()), { Origin: 'https://elsewhere.example' });
      expectHandlerError(answer, 403, 'Requests from other sites are not accepted');
      expect(answer.response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await automation.calls()).toEqual([]);
    });

    it("serves the home page with the security headers of the host's config", async () => {
      const answer = await call('/');
      expect(answer.response.status, answer.said).toBe(200);
      const expected = host.pageHeaders();
      expect(Object.keys(expected)).toContain('Content-Security-Policy');
      const served = Object.fromEntries(
        Object.keys(expected).map((name) => [name, answer.response.headers.get(name)]),
      );
      expect(served).toEqual(expected);
    });

    it('serves each private route (the office) its shell, with no-referrer and noindex', async () => {
      for (const route of privateRoutes) {
        // Cloudflare Pages sends /office to /office/ first, as it does every folder's page.
        const answer = await call(route.path, { redirect: 'follow' });
        expect(answer.response.status, answer.said.slice(0, 80)).toBe(200);
        expect(answer.body).toBe(readFileSync(path.join(distDir, privateShellFile(route)), 'utf8'));
        for (const [name, value] of Object.entries(privateHeaders)) {
          // Where two `_headers` blocks set a header, the host joins them; the last policy is the one that holds.
          expect(answer.response.headers.get(name)?.split(',').at(-1)?.trim(), `${route.path} ${name}`).toBe(
            value,
          );
        }
        if (!route.subpaths) continue;
        // Every path under it, at any depth (`/agreement/<token>`, `/office/enquiries/<reference>`: issue 57),
        // answers with the same shell: the host's own rewrite, with no redirect (a redirect to the route's own
        // folder would lose the token or the place the page reads from its address).
        const under = await call(`${route.path}/enquiries/HBI-AB12CD`, { redirect: 'manual' });
        expect(under.response.status, under.said.slice(0, 80)).toBe(200);
        expect(under.body).toBe(answer.body);
      }
    });

    it("allows every inline <script> and <style> of every page by its hash in the page's own CSP", async () => {
      const routes = [...knownRoutes(), '/no-such-page-for-the-csp-check'];
      const failures: string[] = [];
      const unhashed = new Map<string, string[]>();
      for (const route of routes) {
        // Cloudflare Pages sends /products/x to /products/x/ first; the page is what counts here.
        const answer = await call(route, { redirect: 'follow' });
        if (answer.response.status !== 200 && answer.response.status !== 404) {
          failures.push(answer.said.slice(0, 80));
          continue;
        }
        // A page served without a policy restricts nothing (vercel dev serves its 404 page so); the home page's
        // headers are checked on their own above.
        const csp = answer.response.headers.get('content-security-policy');
        if (!csp) continue;
        for (const block of unhashedBlocks(answer.body, csp)) {
          unhashed.set(block, [...(unhashed.get(block) ?? []), route]);
        }
      }
      for (const [block, where] of unhashed) {
        failures.push(
          `${block} is not in the CSP of ${where.length} of ${routes.length} pages: ` +
            `${where.slice(0, 3).join(', ')}${where.length > 3 ? ', ...' : ''}`,
        );
      }
      expect(failures).toEqual([]);
    });

    it('answers an unknown path with 404 and the 404 page', async () => {
      const answer = await call(`/no-such-page-${randomUUID().slice(0, 8)}`);
      expect(answer.response.status, answer.said.slice(0, 60)).toBe(404);
      expect(answer.body).toBe(readFileSync(path.join(distDir, '404.html'), 'utf8'));
    });

    it('redirects an old short link (/tips/<slug>) permanently to the article', async () => {
      const slug = someTipSlug();
      const answer = await call(`/tips/${slug}`);
      expect([301, 308], answer.said).toContain(answer.response.status);
      const location = new URL(answer.response.headers.get('location') ?? '', site.origin);
      expect(location.pathname).toBe(`/knowledge/tips/${slug}`);
    });

    it('per-request time: 7 page requests and 5 enquiries, every one answered', async () => {
      await automation.setMode('ok');
      const pages: number[] = [];
      for (let i = 0; i < 7; i++) {
        const [answer, ms] = await timed(() => call('/'));
        expect(answer.response.status, answer.said).toBe(200);
        pages.push(ms);
      }
      const enquiries: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Solved before the clock starts: the time is the host's, not the solver's.
        const body = JSON.stringify(await provenEnquiry());
        const [answer, ms] = await timed(() => post(body));
        expect(answer.response.status, answer.said).toBe(202);
        enquiries.push(ms);
      }
      await waitFor('five enquiries forwarded', async () => (await automation.calls()).length >= 5);
      timings.pageMedianMs = median(pages);
      timings.enquiryMedianMs = median(enquiries);
      timings.enquiryP95Ms = Math.max(...enquiries);
    });

    it('keeps answering when its PostgreSQL stops under load and starts again; each 202 after a commit is in the ledger', async () => {
      await automation.setMode('ok');
      // Enquiries in flight at once: each worker proves, posts, and starts again on its answer.
      const LOAD = host.loadWhileStopped ?? 10;
      const sent: { reference: string; status: number; ms: number; said: string; startedAt: number }[] = [];
      const failures: string[] = [];
      let phase = 'before the stop';
      let loading = true;
      const workers = Array.from({ length: LOAD }, async () => {
        while (loading) {
          try {
            const body = JSON.stringify(await provenEnquiry());
            const startedAt = performance.now();
            const [answer, ms] = await timed(() =>
              callAt(site.origin, '/api/bookings', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body,
                signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 5_000),
              }),
            );
            const { reference = '' } = (answer.response.status === 202 ? JSON.parse(answer.body) : {}) as {
              reference?: string;
            };
            const said = `${answer.said.slice(0, 200)} after ${Math.round(ms)} ms, sent ${phase}`;
            sent.push({ reference, status: answer.response.status, ms, said, startedAt });
          } catch (error) {
            // No answer at all (the host gone, or over the limit): this worker stops, and the test fails below.
            failures.push(`${String((error as Error)?.cause ?? error)}, sent ${phase}`);
            return;
          }
        }
      });
      // The function's log lines from here on (the earlier tests' enquiries are in it too).
      const linesBefore = site.bookingLines().length;
      const logged = (kind: 'recorded' | 'delivered') =>
        new Set(
          site
            .bookingLines()
            .slice(linesBefore)
            .flatMap((line) => line.match(new RegExp(`\\[bookings\\] ${kind} (HBI-\\w+) `))?.[1] ?? []),
        );
      let down = false;
      let page: Awaited<ReturnType<typeof call>> | undefined;
      let pageMs = 0;
      try {
        // The ledger takes the load first (commits flowing, every worker with an enquiry in flight), then the
        // database stops as a crash or a failover stops it, and stays down until every worker has had an
        // answer without it.
        await waitFor(
          'enquiries recorded under load',
          () => logged('recorded').size >= Math.min(4, LOAD) || failures.length,
        );
        await pg.crash();
        down = true;
        phase = 'while the database was down';
        const stoppedAt = performance.now();
        [page, pageMs] = await timed(() => call('/'));
        await waitFor(
          'an answer to each worker while the database is down',
          () => sent.filter((s) => s.startedAt > stoppedAt).length >= LOAD || failures.length,
        );
      } finally {
        loading = false;
        phase = 'as the database came back';
        if (down) await pg.restart();
        await Promise.all(workers);
      }

      // The host's process lives, and it served a page during the stop and serves one after.
      const output = `--- ${host.name}'s last output ---\n${site.output()}`;
      console.log(
        `${host.name}, PostgreSQL stopped under load: answers in ms, in the order they came: ` +
          sent.map((s) => `${s.status === 202 ? '' : `${s.status} `}${Math.round(s.ms)}`).join(', ') +
          (failures.length ? `; no answer: ${failures.join('; ')}` : ''),
      );
      expect(site.exited(), output).toBeNull();
      expect(page?.response.status, page?.said).toBe(200);
      const after = await call('/');
      expect(after.response.status, after.said).toBe(200);
      // Every enquiry got the handler's own 202 within its limit: the ledger's or the stateless path's.
      expect(failures, output).toEqual([]);
      expect(
        sent.filter((s) => s.status !== 202).map((s) => s.said),
        output,
      ).toEqual([]);
      const slowestMs = Math.max(...sent.map((s) => s.ms));
      expect(slowestMs).toBeLessThan(ANSWER_WITHIN_MS);

      // How each 202 was given, from the function's own log as the host prints it: after the ledger's commit
      // ('recorded'), or once the automation or the mailbox took it ('delivered').
      await waitFor('each answer in the host log', () => {
        const [recorded, delivered] = [logged('recorded'), logged('delivered')];
        return sent.every((s) => recorded.has(s.reference) || delivered.has(s.reference));
      });
      const recorded = logged('recorded');
      const committed = sent.filter((s) => recorded.has(s.reference));
      const stateless = sent.filter((s) => !recorded.has(s.reference));
      expect(committed.length).toBeGreaterThanOrEqual(Math.min(4, LOAD));
      expect(stateless.length).toBeGreaterThanOrEqual(LOAD);
      timings.stop = {
        sent: sent.length,
        slowestMs,
        committed: committed.length,
        stateless: stateless.length,
        pageMs,
      };

      // Each enquiry answered after its commit is in the ledger, read once the database is back.
      const inLedger = new Set((await createLedger(db).list(new Date(0), null)).map((e) => e.reference));
      expect(committed.map((s) => s.reference).filter((reference) => !inLedger.has(reference))).toEqual([]);
      // Each one answered from the stateless path reached the automation or the business mailbox.
      const reached = new Set([
        ...(await automation.calls()).map((c) => String(c.body.reference)),
        ...smtp.received
          .filter((m) => m.envelopeTo.includes(OFFICE))
          .map((m) => m.subject.match(/HBI-\w+/)?.[0]),
      ]);
      expect(stateless.map((s) => s.reference).filter((reference) => !reached.has(reference))).toEqual([]);
    });

    // What the handler does with no database at all. These used to run on a second instance of the host,
    // started with a DATABASE_URL where nothing listens (and no CRON_SECRET): a second cold start, 23-44 s of
    // the host suite on two cores. The stopped server refuses connections as that address did; the sweep
    // route's 404 without CRON_SECRET is checked on each host's function in tests/server/host-adapters.test.ts.
    describe('while its PostgreSQL is stopped', () => {
      beforeAll(async () => {
        await pg.crash();
      }, 60_000);
      afterAll(async () => {
        await pg.restart();
      }, 60_000);

      it('takes the stateless path within 9 s: the automation and the mailbox have it, and no confirmation', async () => {
        await automation.setMode('ok');
        const sent = await provenEnquiry();
        const [answer, ms] = await timed(() => post(JSON.stringify(sent)));
        timings.statelessMs = ms;
        expect(answer.response.status, answer.said).toBe(202);
        expect(ms).toBeLessThan(9_000);
        expect(await callsFor(sent.submissionId)).toHaveLength(1);
        expect(mailsTo(OFFICE, sent.submissionId)).toHaveLength(1);
        expect(mailsTo('jane@example.com', sent.submissionId)).toHaveLength(0);
      });

      it('answers 502 when neither the automation (tried twice, same key) nor the mailbox takes it', async () => {
        await automation.setMode('error500');
        smtp.setMode('refuse');
        try {
          const sent = await provenEnquiry();
          const answer = await post(JSON.stringify(sent));
          expectHandlerError(answer, 502, 'The booking service did not accept the enquiry');
          expect((await callsFor(sent.submissionId)).map((c) => c.idempotencyKey)).toEqual([
            sent.submissionId,
            sent.submissionId,
          ]);
        } finally {
          smtp.setMode('accept');
        }
      });
    });
  });
}

/**
 * The office's API on real servers, for the tests in this folder: a fresh database on the run's throwaway
 * PostgreSQL (one per test file, emptied before each test), a real SMTP server on loopback, the shared
 * handler with an injected clock, and helpers to sign in as a person would.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db, Row } from '../../../src/server/ledger/db';
import { createLedger } from '../../../src/server/ledger/ledger';
import { migrate } from '../../../src/server/ledger/migrate';
import { sharedLedger } from '../../../src/server/ledger/source';
import { nodemailerTransport } from '../../../src/server/mail/nodemailer-transport';
import { OFFICE_API } from '../../../src/api/office';
import { handleOfficeRequest } from '../../../src/server/office/handler';
import { postgresDb } from '../../../src/server/ledger/postgres-db';
import { randomToken, tokenHash } from '../../../src/server/office/secrets';
import { officeStore } from '../../../src/server/office/store';
import { sydneyDaysAfter, testClock } from '../../support/clock';
import type { BookingSlot } from '../../../src/domain/booking/states';
import { freshDatabaseUrl } from '../../support/databases';
import { startMailServer, type MailServer } from '../../support/mail-server';
import { SITE } from '../support';
import { type BookingConfig, bookingConfigFromEnv } from '../../../src/server/config';

export { SITE };
export const OWNER = 'owner@harbourline.example';
export const INSPECTOR = 'Inspector@Harbourline.example';
export const STRANGER = 'someone@elsewhere.example';
export const SECRET = 'test-office-secret-of-at-least-32-characters';
export const FROM = 'Harbourline Bookings <bookings@harbourline.example>';
/** The client IP a request comes from unless a test says otherwise (the config reads this header). */
export const IP_HEADER = 'x-test-client-ip';

export { testClock };

/** The slot the office's tests book: `daysAfter` days after the tests' fixed instant, 8:30–10:30 in Sydney, $450. */
export const testSlot = (daysAfter = 10): BookingSlot => ({
  date: sydneyDaysAfter(daysAfter),
  windowFrom: '08:30',
  windowTo: '10:30',
  priceCents: 45_000,
  note: '',
});

/** Every SQL statement a Db runs, transactions included, recorded in order. */
export function recording(db: Db, into: string[]): Db {
  const wrap = (inner: Db): Db => ({
    kind: inner.kind,
    query<R extends Row = Row>(text: string, params?: readonly unknown[]) {
      into.push(text);
      return inner.query<R>(text, params);
    },
    exec(text: string) {
      into.push(text);
      return inner.exec(text);
    },
    transaction<T>(work: (tx: Db) => Promise<T>) {
      return inner.transaction((tx) => work(wrap(tx)));
    },
    close: () => inner.close(),
  });
  return wrap(db);
}

/**
 * One database and one SMTP server for the file; each test gets an empty office and inbox, its own clock,
 * log and after-the-answer work.
 */
export function officeSuite() {
  let db: Db;
  let url: string;
  let smtp: MailServer;
  const state = {
    clock: testClock(),
    lines: [] as string[],
    work: [] as Promise<unknown>[],
    statements: [] as string[],
    config: null as unknown as BookingConfig,
  };
  beforeAll(async () => {
    url = await freshDatabaseUrl();
    db = postgresDb(url, { max: 4 });
    await migrate(db);
    // The ledger's clock in the database is the test's (issue 50): what the acceptance trigger judges by.
    const at = testClock().now();
    const read = await createLedger(db).clockAt(at);
    if (read.getTime() !== at.getTime()) {
      throw new Error(`the ledger's clock reads ${read.toISOString()}, not the test's ${at.toISOString()}`);
    }
    smtp = await startMailServer();
  });
  afterAll(async () => {
    await state.config?.mail?.transport.close?.();
    await db?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    // What the last test started after its answers (code mails, resends) finishes before anything is cleared.
    await Promise.all(state.work.splice(0));
    await db.exec(
      'TRUNCATE office_codes, office_links, office_sessions, booking_events, booking_deliveries, booking_reminders, report_uploads, report_copies, mail_unsubscribes, booking_enquiries',
    );
    smtp.clear();
    smtp.setDelay(0);
    await state.config?.mail?.transport.close?.();
    state.clock = testClock();
    state.lines = [];
    state.work = [];
    state.statements = [];
    state.config = configFor({});
  });

  function configFor(env: Record<string, string>, { mail = true }: { mail?: boolean } = {}): BookingConfig {
    return {
      ...bookingConfigFromEnv(
        {
          BOOKING_OFFICE_EMAILS: `${OWNER}, ${INSPECTOR}`,
          BOOKING_OFFICE_SECRET: SECRET,
          ...(mail ? { BOOKING_SMTP_URL: smtp.url, BOOKING_MAIL_FROM: FROM, BOOKING_NOTIFY_TO: OWNER } : {}),
          ...env,
        },
        {
          ledger: sharedLedger(recording(db, state.statements), 'test'),
          mailTransport: (settings) => nodemailerTransport(settings),
          log: (line) => state.lines.push(line),
        },
      ),
      waitUntil: (promise) => void state.work.push(promise),
      clientIp: (request) => request.headers.get(IP_HEADER),
      now: () => state.clock.now(),
      // The code mail's work waits for no random spread here: the tests wait for it (idle).
      officeMailSpreadMs: 0,
    };
  }

  const request = (
    path: string,
    {
      method = 'GET',
      body,
      cookie,
      origin = method === 'POST' ? SITE : null,
      ip = '192.0.2.10',
      headers = {},
      site = SITE,
    }: {
      method?: string;
      body?: unknown;
      cookie?: string | null;
      origin?: string | null;
      ip?: string;
      headers?: Record<string, string>;
      site?: string;
    } = {},
  ) =>
    new Request(`${site}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(origin ? { Origin: origin } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        [IP_HEADER]: ip,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const call = (req: Request, config = state.config) => handleOfficeRequest(req, config);

  /** Waits for the work started after the answers so far (the code mails, resends). */
  const idle = async () => {
    while (state.work.length > 0) await Promise.all(state.work.splice(0));
  };

  /** Asks for a code as the page does; the answer. */
  const askCode = (email: string, options: { ip?: string; config?: BookingConfig } = {}) =>
    call(request(OFFICE_API.code, { method: 'POST', body: { email }, ip: options.ip }), options.config);

  /** The codes mailed to an address so far, oldest first. */
  const codesMailedTo = (email: string) =>
    smtp.received
      .filter((mail) => mail.envelopeTo.includes(email.toLowerCase()) && /sign-in code/.test(mail.subject))
      .map((mail) => /\b(\d{8})\b/.exec(mail.text)?.[1] ?? '');

  const signIn = (email: string, code: string, options: { ip?: string; cookie?: string } = {}) =>
    call(request(OFFICE_API.signIn, { method: 'POST', body: { email, code }, ...options }));

  /** Signs in with a mailed code; the cookie to send back ('__Host-office=…'). */
  async function signedIn(email = OWNER): Promise<string> {
    await askCode(email);
    await idle();
    const code = codesMailedTo(email).at(-1)!;
    const answer = await signIn(email, code);
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
    return answer.headers.get('Set-Cookie')!.split(';')[0]!;
  }

  /**
   * A live session for `email`, made as a sign-in makes it, at the suite's clock, without the code's round trip
   * (the sign-in itself is tested in sessions.test.ts and codes.test.ts); the cookie to send back.
   */
  async function session(email = OWNER): Promise<string> {
    const token = randomToken();
    await officeStore(db).createSession(await tokenHash(token), email, state.clock.now());
    return `__Host-office=${token}`;
  }

  /** A POST of the office's API as the signed-in `cookie`: its status and its JSON. */
  const post = async (path: string, body: unknown, config: BookingConfig, cookie: string) => {
    const answer = await call(request(path, { method: 'POST', body, cookie }), config);
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  };

  return {
    state,
    db: () => db,
    /** The database's URL, as DATABASE_URL. */
    url: () => url,
    smtp: () => smtp,
    ledger: () => createLedger(db),
    query: <R extends Row = Row>(text: string, params?: unknown[]) => db.query<R>(text, params),
    configFor,
    request,
    call,
    post,
    idle,
    askCode,
    codesMailedTo,
    signIn,
    signedIn,
    session,
  };
}

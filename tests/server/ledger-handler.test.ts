// @vitest-environment node
/**
 * The booking handler with its ledger, end to end on real servers: a throwaway PostgreSQL, a real SMTP server
 * on loopback (tests/support/mail-server.ts) and a loopback automation. Record, answer, then deliver; a
 * replay delivers nothing; the sweep retries, gives up and alerts; the database down takes the stateless path.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingFields } from '../../src/domain/booking/fields';
import { bookingReference } from '../../src/domain/booking/reference';
import { ANSWER_WITHIN_MS, handleBookingRequest } from '../../src/server/booking-handler';
import { channelSenders, sweep, type SweepOptions } from '../../src/server/delivery';
import type { Db } from '../../src/server/ledger/db';
import {
  CLIENT_IP_KEPT_MS,
  CONFIRMATION_LIMIT,
  createLedger,
  RETRY_EVERY_SWEEP_MS,
} from '../../src/server/ledger/ledger';
import { migrate } from '../../src/server/ledger/migrate';
import { postgresDb } from '../../src/server/ledger/postgres-db';
import { instanceLedger, sharedLedger } from '../../src/server/ledger/source';
import { nodemailerTransport } from '../../src/server/mail/nodemailer-transport';
import { freePort } from '../../scripts/lib/throwaway-postgres';
import { freshDatabaseUrl } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { toCsv } from '../../src/server/csv';
import { hostClientIp } from '../../src/server/confirmation-limits';
import { entryJson } from '../../src/server/ledger/admin';
import { bookingPost, startAutomation, validPayload, type AutomationAnswer } from './support';
import { TEST_NOW } from '../support/clock';
import { type BookingConfig, bookingConfigFromEnv } from '../../src/server/config';

const FROM = 'Harbourline Bookings <bookings@harbourline.example>';
const OFFICE = ['office@harbourline.example', 'owner@harbourline.example'];

type Automation = Awaited<ReturnType<typeof startAutomation>>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface SiteOptions {
  automation?: AutomationAnswer | null;
  mail?: boolean;
  /** 'postgres': a fresh database; 'down': nothing listens at its address; 'none': no ledger. */
  ledger?: 'postgres' | 'down' | 'none';
  limits?: BookingConfig['limits'];
  confirmationLimits?: BookingConfig['confirmationLimits'];
  now?: () => Date;
}

async function startSite({
  automation = 'ok',
  mail = true,
  ledger = 'postgres',
  limits,
  confirmationLimits,
  now,
}: SiteOptions = {}) {
  const hook: Automation | null = automation ? await startAutomation([automation]) : null;
  if (hook) cleanups.push(() => hook.close());
  const smtp: MailServer | null = mail ? await startMailServer() : null;
  if (smtp) cleanups.push(() => smtp.close());
  let db: Db | null = null;
  let source = null;
  if (ledger === 'postgres') {
    const url = await freshDatabaseUrl();
    db = postgresDb(url, { max: 10 });
    await migrate(db);
    cleanups.push(() => db!.close());
    source = sharedLedger(db, 'test');
  } else if (ledger === 'down') {
    const port = await freePort();
    source = instanceLedger(() => postgresDb(`postgres://postgres@127.0.0.1:${port}/nothing`), 'down');
  }
  const lines: string[] = [];
  const work: Promise<unknown>[] = [];
  const config: BookingConfig = {
    ...bookingConfigFromEnv(
      {
        ...(hook ? { BOOKING_FORWARD_URL: hook.url } : {}),
        ...(smtp
          ? { BOOKING_SMTP_URL: smtp.url, BOOKING_MAIL_FROM: FROM, BOOKING_NOTIFY_TO: OFFICE.join(', ') }
          : {}),
        VITE_SITE_ORIGIN: 'https://www.harbourline.example',
      },
      {
        ledger: source,
        mailTransport: (settings) => nodemailerTransport(settings),
        log: (line) => lines.push(line),
      },
    ),
    waitUntil: (promise) => void work.push(promise),
    // As on Netlify: the client IP from the header its edge sets.
    clientIp: (request) => hostClientIp(request, 'netlify'),
    confirmationLimits,
    limits,
    // The test's fixed instant unless it brings a clock of its own.
    now: now ?? (() => TEST_NOW),
  };
  cleanups.push(() => config.mail?.transport.close?.());
  const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await handleBookingRequest(bookingPost(body, headers), config);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const ledgerOf = () => createLedger(db!);
  const sweepAt = (at: Date, options: Partial<SweepOptions> = {}) =>
    sweep(
      {
        ledger: ledgerOf(),
        senders: channelSenders(config, { withLedger: true }),
        now: () => at,
        log: (l) => lines.push(l),
      },
      {
        limit: 50,
        alertAfterMs: 600_000,
        retentionDays: null,
        mail: config.mail,
        automation: !!hook,
        ...options,
      },
    );
  return {
    hook,
    smtp,
    db,
    config,
    lines,
    post,
    /** Waits for the deliveries started after the answers so far. */
    delivered: () => Promise.all(work.splice(0)),
    ledger: ledgerOf,
    sweepAt,
  };
}

let counter = 0;
// Tells this run's ids apart from another run's (the ids are the ledger's keys, and the automation's).
const RUN = crypto.randomUUID().slice(0, 8);
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  ...validPayload(),
  submissionId: `ledger-handler-${RUN}-${counter++}`,
  ...overrides,
});
const mailsTo = (smtp: MailServer, address: string) =>
  smtp.received.filter((m) => m.envelopeTo.includes(address));

describe('with a ledger', () => {
  it('records, answers 202, then delivers once to the automation, the mailbox and the visitor', async () => {
    const site = await startSite();
    const sent = enquiry({ preferredDate: '', preferredTime: '' });
    const answer = await site.post(sent);
    expect(answer).toEqual({ status: 202, body: { reference: bookingReference(String(sent.submissionId)) } });
    const [row] = await site.ledger().find(String(sent.submissionId));
    expect(row).toBeDefined();
    await site.delivered();
    expect(site.hook!.calls).toHaveLength(1);
    expect(site.hook!.calls[0]!.headers['idempotency-key']).toBe(sent.submissionId);
    expect(mailsTo(site.smtp!, OFFICE[0]!)).toHaveLength(1);
    expect(mailsTo(site.smtp!, 'jane@example.com')).toHaveLength(1);
    const [entry] = await site.ledger().find(String(sent.submissionId));
    expect(entry!.deliveries.map((d) => [d.channel, d.state, d.attempts])).toEqual([
      ['automation', 'delivered', 1],
      ['confirmation', 'delivered', 1],
      ['mailbox', 'delivered', 1],
    ]);
  });

  it('stores only the validated enquiry: no proof, no unknown field, no client address', async () => {
    const site = await startSite({ automation: null, mail: false });
    const sent = enquiry({ isAdmin: true, proof: { forged: true }, address: 'not trusted', website: '' });
    expect((await site.post(sent)).status).toBe(202);
    const [row] = await site.db!.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM booking_enquiries WHERE submission_id = $1',
      [sent.submissionId],
    );
    const stored = Object.keys(row!.payload);
    for (const field of bookingFields) expect(stored).toContain(field.name);
    expect(stored).not.toContain('isAdmin');
    expect(stored).not.toContain('proof');
    expect(stored).not.toContain('website');
    expect(row!.payload.address).toBe('4, 12, Smith Street, Parramatta, NSW 2150');
  });

  it('gives a replay the same reference and delivers nothing again, even with other content', async () => {
    const site = await startSite();
    const sent = enquiry();
    const first = await site.post(sent);
    await site.delivered();
    const replays = await Promise.all(
      Array.from({ length: 20 }, (_, i) => site.post({ ...sent, message: `Replay number ${i}` })),
    );
    const same = await site.post(sent);
    await site.delivered();
    for (const replay of replays) {
      expect(replay).toEqual({
        status: 202,
        body: { reference: first.body.reference, duplicate: true, changed: true },
      });
    }
    expect(same).toEqual({ status: 202, body: { reference: first.body.reference, duplicate: true } });
    expect(site.hook!.calls).toHaveLength(1);
    expect(site.smtp!.received).toHaveLength(2);
    const [entry] = await site.ledger().find(String(sent.submissionId));
    expect(entry!.enquiry.message).toBe(validPayload().message);
  });

  it('takes a booking with only SMTP set: the mailbox has it and the visitor is confirmed', async () => {
    const site = await startSite({ automation: null });
    expect((await site.post(enquiry())).status).toBe(202);
    await site.delivered();
    expect(mailsTo(site.smtp!, OFFICE[1]!)).toHaveLength(1);
    expect(mailsTo(site.smtp!, 'jane@example.com')).toHaveLength(1);
  });

  it('still answers 202 when the automation drops it, and the mailbox and the visitor have it', async () => {
    const site = await startSite({ automation: 'error500' });
    const sent = enquiry();
    expect((await site.post(sent)).status).toBe(202);
    await site.delivered();
    expect(site.hook!.calls).toHaveLength(2);
    expect(mailsTo(site.smtp!, OFFICE[0]!)).toHaveLength(1);
    const [entry] = await site.ledger().find(String(sent.submissionId));
    expect(entry!.deliveries.find((d) => d.channel === 'automation')).toMatchObject({
      state: 'pending',
      lastStatus: 500,
    });
  });

  it('sends no more than 3 confirmations to one address in a day', async () => {
    const site = await startSite({ automation: null });
    for (let i = 0; i < 5; i++)
      expect((await site.post(enquiry({ email: 'Same@Example.com' }))).status).toBe(202);
    await site.delivered();
    expect(mailsTo(site.smtp!, 'same@example.com')).toHaveLength(3);
    expect(mailsTo(site.smtp!, OFFICE[0]!)).toHaveLength(5);
  });
});

describe('invisible controls', () => {
  // The bidi controls, the zero-width space and the zero-width no-break space; the joiner stays (emoji).
  const invisible = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200b',
    '\ufeff',
  ];
  const anyInvisible = /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/;
  const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';

  it('are taken out of every text field before it is stored, mailed or put in the CSV; the joiner stays', async () => {
    const site = await startSite({ automation: null });
    // The free-text fields the form's rules let these characters into: the unit and the message.
    const sent = enquiry({
      unit: `4${invisible.join('')}B`,
      message: `Gate code \u202e4321\u202c, ${invisible.join('')}call first. ${family}`,
    });
    expect(anyInvisible.test(JSON.stringify(sent))).toBe(true);
    expect((await site.post(sent)).status).toBe(202);
    await site.delivered();
    const [entry] = await site.ledger().find(String(sent.submissionId));
    expect(entry!.enquiry).toMatchObject({
      unit: '4B',
      message: `Gate code 4321, call first. ${family}`,
    });
    expect(anyInvisible.test(JSON.stringify(entry!.enquiry))).toBe(false);
    const csv = toCsv([entryJson(entry!)]);
    expect(anyInvisible.test(csv)).toBe(false);
    expect(csv).toContain(family);
    const mails = site.smtp!.received;
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(anyInvisible.test(mail.text + mail.html + mail.subject)).toBe(false);
    }
    expect(mailsTo(site.smtp!, OFFICE[0]!)[0]!.text).toContain(family);
  });
});

describe('the limits on the confirmation', () => {
  const confirmations = (smtp: MailServer) =>
    smtp.received.filter((m) => !OFFICE.some((office) => m.envelopeTo.includes(office)));
  const businessMails = (smtp: MailServer) => mailsTo(smtp, OFFICE[0]!);
  const heldNote = /Confirmation:? *Not sent to the visitor: (.*)\./;

  it('count plus tags, Gmail dots and googlemail.com as one address; the business is told why', async () => {
    const site = await startSite({ automation: null });
    const variants = [
      'Victim@gmail.com',
      'victim+1@gmail.com',
      'v.ictim@googlemail.com',
      'vi.ctim+refund@gmail.com',
      'victim@googlemail.com',
    ];
    for (const email of variants) expect((await site.post(enquiry({ email }))).status).toBe(202);
    await site.delivered();
    expect(confirmations(site.smtp!)).toHaveLength(CONFIRMATION_LIMIT);
    const mails = businessMails(site.smtp!);
    expect(mails).toHaveLength(variants.length);
    const held = mails.filter((m) => heldNote.test(m.text));
    expect(held).toHaveLength(variants.length - CONFIRMATION_LIMIT);
    expect(held[0]!.text).toMatch(/already gone to this address \(or a variant of it\)/);
    // Another person's address is not affected.
    expect((await site.post(enquiry({ email: 'someone.else@gmail.com' }))).status).toBe(202);
    await site.delivered();
    expect(mailsTo(site.smtp!, 'someone.else@gmail.com')).toHaveLength(1);
  });

  it('hold back the confirmation past the per-IP limit, counting an IPv6 /64 as one client', async () => {
    const site = await startSite({ automation: null, confirmationLimits: { perClientIp: 2 } });
    const fromNetwork = ['2001:db8:1:2::10', '2001:db8:1:2:aaaa::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff'];
    for (const [i, ip] of fromNetwork.entries()) {
      const sent = enquiry({ email: `person${i}@example.com` });
      expect((await site.post(sent, { 'x-nf-client-connection-ip': ip })).status).toBe(202);
    }
    const other = enquiry({ email: 'neighbour@example.com' });
    expect((await site.post(other, { 'x-nf-client-connection-ip': '2001:db8:1:3::10' })).status).toBe(202);
    await site.delivered();
    expect(confirmations(site.smtp!).map((m) => m.envelopeTo[0])).toEqual(
      expect.arrayContaining(['person0@example.com', 'person1@example.com', 'neighbour@example.com']),
    );
    expect(confirmations(site.smtp!)).toHaveLength(3);
    const held = businessMails(site.smtp!).filter((m) => heldNote.test(m.text));
    expect(held).toHaveLength(1);
    expect(held[0]!.text).toMatch(/sent from the same network/);
    const [row] = await site.db!.query<{ client_ip: string }>(
      "SELECT client_ip FROM booking_enquiries WHERE confirm_to = 'person2@example.com'",
    );
    expect(row!.client_ip).toBe('2001:db8:1:2::/64');
  });

  it('hold back the confirmation past the site-wide cap per hour, and send again the hour after', async () => {
    let now = TEST_NOW;
    const site = await startSite({
      automation: null,
      confirmationLimits: { sitePerHour: 2 },
      now: () => now,
    });
    for (let i = 0; i < 3; i++) {
      expect((await site.post(enquiry({ email: `visitor${i}@example.com` }))).status).toBe(202);
    }
    await site.delivered();
    expect(confirmations(site.smtp!)).toHaveLength(2);
    const held = businessMails(site.smtp!).filter((m) => heldNote.test(m.text));
    expect(held.map((m) => heldNote.exec(m.text)![1])).toEqual([
      'the site has already sent 2 confirmations in the last hour',
    ]);
    now = new Date(now.getTime() + 60 * 60_000 + 1);
    expect((await site.post(enquiry({ email: 'later@example.com' }))).status).toBe(202);
    await site.delivered();
    expect(mailsTo(site.smtp!, 'later@example.com')).toHaveLength(1);
  });

  it('keep the client IP only a day: the sweep forgets it', async () => {
    const at = TEST_NOW;
    const site = await startSite({ automation: null, mail: false, now: () => at });
    // Without mail there is no confirmation, so no IP is kept at all.
    await site.post(enquiry(), { 'x-nf-client-connection-ip': '192.0.2.7' });
    const mailed = await startSite({ automation: null, now: () => at });
    await mailed.post(enquiry(), { 'x-nf-client-connection-ip': '192.0.2.7' });
    await mailed.delivered();
    const ips = async (db: Db) =>
      (await db.query<{ client_ip: string | null }>('SELECT client_ip FROM booking_enquiries')).map(
        (r) => r.client_ip,
      );
    expect(await ips(site.db!)).toEqual([null]);
    expect(await ips(mailed.db!)).toEqual(['192.0.2.7']);
    await mailed.sweepAt(new Date(at.getTime() + CLIENT_IP_KEPT_MS - 1));
    expect(await ips(mailed.db!)).toEqual(['192.0.2.7']);
    await mailed.sweepAt(new Date(at.getTime() + CLIENT_IP_KEPT_MS + 1));
    expect(await ips(mailed.db!)).toEqual([null]);
  });
});

describe('the sweep', () => {
  it('delivers what failed once the automation and the mail server recover, once each', async () => {
    const site = await startSite({ automation: 'error500' });
    site.smtp!.setMode('refuse');
    const sent = enquiry();
    const answered = await site.post(sent);
    expect(answered.status).toBe(202);
    await site.delivered();
    expect(site.smtp!.received).toHaveLength(0);
    const receivedAt = new Date((await site.ledger().find(String(sent.submissionId)))[0]!.enquiry.receivedAt);

    // Still down at the next sweep: tried again.
    await site.sweepAt(new Date(receivedAt.getTime() + 60_000));
    expect(site.hook!.calls).toHaveLength(4);

    site.hook!.answerAlways('ok');
    site.smtp!.setMode('accept');
    const report = await site.sweepAt(new Date(receivedAt.getTime() + 120_000));
    expect(report).toMatchObject({ attempted: 3, delivered: 3 });
    await site.sweepAt(new Date(receivedAt.getTime() + 180_000));
    expect(site.hook!.calls.filter((c) => c.body.submissionId === sent.submissionId)).toHaveLength(5);
    expect(mailsTo(site.smtp!, OFFICE[0]!)).toHaveLength(1);
    expect(mailsTo(site.smtp!, 'jane@example.com')).toHaveLength(1);
  });

  it('takes on more batches while the backlog fills them, within its time, and one batch without', async () => {
    const site = await startSite({ automation: 'error500', mail: false });
    for (let i = 0; i < 5; i++) expect((await site.post(enquiry())).status).toBe(202);
    await site.delivered();
    site.hook!.answerAlways('ok');
    const later = new Date(TEST_NOW.getTime() + 60_000);
    // Without a time for it: one batch of 2, as before.
    expect(await site.sweepAt(later, { limit: 2 })).toMatchObject({ attempted: 2, delivered: 2 });
    // With one, on a clock that moves 10 ms a batch: batches until a short one ends the backlog.
    let ms = 0;
    const clock = () => (ms += 10);
    expect(await site.sweepAt(later, { limit: 2, withinMs: 1_000, clock })).toMatchObject({
      attempted: 3,
      delivered: 3,
    });
    // And no further than its time: a second backlog, a time that allows one more batch after the first.
    site.hook!.answerAlways('error500');
    for (let i = 0; i < 6; i++) expect((await site.post(enquiry())).status).toBe(202);
    await site.delivered();
    site.hook!.answerAlways('ok');
    ms = 0;
    const afterwards = new Date(TEST_NOW.getTime() + 120_000);
    expect(await site.sweepAt(afterwards, { limit: 2, withinMs: 15, clock })).toMatchObject({
      attempted: 4,
    });
  });

  it('delivers each enquiry once when two sweeps run at the same moment', async () => {
    const site = await startSite({ automation: 'error500', mail: false });
    const sent = Array.from({ length: 10 }, () => enquiry());
    for (const body of sent) expect((await site.post(body)).status).toBe(202);
    await site.delivered();
    const failedCalls = site.hook!.calls.length;
    site.hook!.answerAlways('ok');
    const at = new Date(TEST_NOW.getTime() + 60_000);
    const reports = await Promise.all([site.sweepAt(at), site.sweepAt(at), site.sweepAt(at)]);
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(sent.length);
    const later = site.hook!.calls.slice(failedCalls).map((c) => c.body.submissionId);
    expect(later.sort()).toEqual(sent.map((e) => e.submissionId).sort());
  });

  it('waits after the first ten minutes, then alerts the business once an hour, naming what waits', async () => {
    const site = await startSite({ automation: 'error400' });
    const first = enquiry();
    const second = enquiry({ suburb: 'Katoomba', postcode: '2780' });
    await site.post(first);
    await site.post(second);
    await site.delivered();
    const start = TEST_NOW.getTime();
    const later = (ms: number) => new Date(start + ms);
    // A 4xx is alerted at the next sweep, without waiting for BOOKING_ALERT_AFTER_S.
    const sweepOne = await site.sweepAt(later(30_000));
    expect(sweepOne.alerted).toBe(2);
    const alerts = () => site.smtp!.received.filter((m) => /automation/.test(m.subject));
    expect(alerts()).toHaveLength(1);
    const [alert] = alerts();
    expect(alert!.envelopeTo.sort()).toEqual([...OFFICE].sort());
    expect(alert!.subject).toBe('Bookings: the automation has not taken 2 enquiries');
    for (const reference of [first, second].map((e) => bookingReference(String(e.submissionId)))) {
      expect(alert!.text).toContain(reference);
    }
    expect(alert!.text).toContain('Katoomba');
    expect(alert!.text).toContain('the automation answered 400');
    // Not again within the hour, even with many sweeps; again after it.
    await site.sweepAt(later(RETRY_EVERY_SWEEP_MS));
    await site.sweepAt(later(59 * 60_000));
    expect(alerts()).toHaveLength(1);
    await site.sweepAt(later(61 * 60_000));
    expect(alerts()).toHaveLength(2);
    // No business e-mail ever says "automation" in its subject.
    for (const mail of site.smtp!.received.filter((m) => !alerts().includes(m))) {
      expect(mail.subject).not.toMatch(/automation/i);
    }
  });

  it('alerts after BOOKING_ALERT_AFTER_S when the automation keeps failing with a 5xx', async () => {
    const site = await startSite({ automation: 'error500' });
    await site.post(enquiry());
    await site.delivered();
    const start = TEST_NOW.getTime();
    expect((await site.sweepAt(new Date(start + 60_000), { alertAfterMs: 120_000 })).alerted).toBe(0);
    expect((await site.sweepAt(new Date(start + 121_000), { alertAfterMs: 120_000 })).alerted).toBe(1);
  });
});

describe('without a working database: the stateless path', () => {
  it('answers 202 from the channels when nothing listens at DATABASE_URL, and sends no confirmation', async () => {
    const site = await startSite({ ledger: 'down' });
    const started = performance.now();
    const answer = await site.post(enquiry());
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answer.status).toBe(202);
    expect(site.hook!.calls).toHaveLength(1);
    expect(mailsTo(site.smtp!, OFFICE[0]!)).toHaveLength(1);
    expect(mailsTo(site.smtp!, 'jane@example.com')).toHaveLength(0);
    expect(site.lines.join('\n')).toMatch(/did not record .*delivering without it/);
  });

  it('answers 202 when only one channel takes it, and 502 when neither does', async () => {
    const site = await startSite({ ledger: 'none', automation: 'error500' });
    expect((await site.post(enquiry())).status).toBe(202);
    site.smtp!.setMode('refuse');
    expect((await site.post(enquiry())).status).toBe(502);
  });

  it('gives up on a database that does not commit within the limit and answers from the channels in time', async () => {
    const site = await startSite();
    // Another session holds the table, so the insert waits (the statement limit is longer than the test's).
    const url = await freshDatabaseUrl();
    const slow = postgresDb(url, { max: 2, statementTimeoutMs: 30_000 });
    cleanups.push(() => slow.close());
    await migrate(slow);
    const holder = postgresDb(url, { max: 1, statementTimeoutMs: 30_000 });
    let release: () => void = () => {};
    const held = holder.transaction(async (tx) => {
      await tx.query('LOCK TABLE booking_enquiries IN ACCESS EXCLUSIVE MODE');
      await new Promise<void>((resolve) => (release = resolve));
    });
    cleanups.push(async () => {
      release();
      await held;
      await holder.close();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const config = {
      ...site.config,
      ledger: sharedLedger(slow, 'slow'),
      limits: { commitMs: 1_000, answerMs: 3_000 },
    };
    const started = performance.now();
    const response = await handleBookingRequest(bookingPost(enquiry()), config);
    const took = performance.now() - started;
    expect(response.status).toBe(202);
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3_000);
    expect(site.hook!.calls).toHaveLength(1);
  });

  it('answers within 9 s with the default limits when the database accepts a connection and never speaks', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => silent.close(resolve));
    });
    const port = (silent.address() as { port: number }).port;
    const site = await startSite({ automation: 'hang' });
    const config = {
      ...site.config,
      ledger: instanceLedger(() => postgresDb(`postgres://postgres@127.0.0.1:${port}/x`), 'silent'),
    };
    const started = performance.now();
    const response = await handleBookingRequest(bookingPost(enquiry()), config);
    const took = performance.now() - started;
    // The automation hangs too: only the mailbox takes it, and the answer still comes before 9 s.
    expect(response.status).toBe(202);
    expect(took).toBeLessThan(ANSWER_WITHIN_MS);
    expect(mailsTo(site.smtp!, OFFICE[0]!)).toHaveLength(1);
  }, 20_000);
});

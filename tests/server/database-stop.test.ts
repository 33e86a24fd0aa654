// @vitest-environment node
/**
 * PostgreSQL stopped under load, as a failover or a pooler reset does it (issue 36, H2): the Node server
 * (tests/support/bookings-server-child.ts, in a process of its own) takes enquiries at concurrency 20 from a
 * ledger on a throwaway PostgreSQL that acknowledges a commit only once it is in the log; the database is
 * stopped with `pg_ctl stop -m immediate` and started again while the load goes on.
 *
 * Then: the process lives and still serves pages; every request got its answer within the handler's limit;
 * each enquiry answered 202 after its ledger commit is in the ledger; each answered 202 on the stateless path
 * reached the automation or the mailbox before its answer; and sweeps, once the database is back, deliver
 * every channel of every recorded enquiry.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { ANSWER_WITHIN_MS } from '../../src/server/booking-handler';
import { createLedger, CLAIM_MS, type LedgerEntry } from '../../src/server/ledger/ledger';
import { postgresDb } from '../../src/server/ledger/postgres-db';
import { startMailServer, type MailServer } from '../support/mail-server';
import { startAutomation, validPayload } from './support';

const OFFICE = 'office@harbourline.example';
const CONCURRENCY = 20;

const folder = mkdtempSync(path.join(tmpdir(), 'database-stop-'));
let pg: ThrowawayPostgres;
let databaseUrl = '';
let hook: Awaited<ReturnType<typeof startAutomation>>;
let smtp: MailServer;
let child: ChildProcess;
let origin = '';
const lines: string[] = [];
let exit: { code: number | null; signal: string | null } | null = null;
let stderr = '';

beforeAll(async () => {
  [pg, hook, smtp] = await Promise.all([
    startThrowawayPostgres({ durable: true }),
    startAutomation(['ok']),
    startMailServer(),
  ]);
  databaseUrl = await pg.createDatabase('stop_under_load');
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../support/bookings-server-child.ts')],
    {
      env: {
        ...process.env,
        CHILD_FOLDER: folder,
        DATABASE_URL: databaseUrl,
        BOOKING_FORWARD_URL: hook.url,
        BOOKING_SMTP_URL: smtp.url,
        BOOKING_MAIL_FROM: 'Harbourline Bookings <bookings@harbourline.example>',
        BOOKING_NOTIFY_TO: OFFICE,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.on('exit', (code, signal) => (exit = { code, signal }));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', () => reject(new Error(`the server did not start: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"port"')) resolve((JSON.parse(line) as { port: number }).port);
      else lines.push(line);
    });
  });
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await Promise.all([hook?.close(), smtp?.close()]);
  pg?.stop();
  rmSync(folder, { recursive: true, force: true });
});

interface Sent {
  reference: string;
  status: number;
  ms: number;
  /** When the answer came back (performance.now()). */
  answeredAt: number;
}

async function enquire(): Promise<Sent> {
  const payload = { ...validPayload(), submissionId: randomUUID() };
  const started = performance.now();
  try {
    const res = await fetch(`${origin}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 5_000),
    });
    const body = (await res.json()) as { reference?: string };
    return {
      reference: body.reference ?? '',
      status: res.status,
      ms: performance.now() - started,
      answeredAt: performance.now(),
    };
  } catch {
    return { reference: '', status: 0, ms: performance.now() - started, answeredAt: performance.now() };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const recordedLines = () => lines.filter((line) => line.startsWith('[bookings] recorded ')).length;

/** Until `done()` holds, looking every 20 ms; the load runs meanwhile. Fails after 20 s, or if the server died. */
async function until(done: () => boolean) {
  const limit = performance.now() + 20_000;
  while (!done()) {
    if (exit || performance.now() > limit) return;
    await pause(20);
  }
}

const outcome = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(
      () => 'done',
      (error: { code?: string }) => error?.code ?? 'error',
    ),
    pause(ms).then(() => 'still pending'),
  ]);

it('refuses, with CONNECTION_CLOSED, a statement sent in a transaction whose connection has closed', async () => {
  const db = postgresDb(databaseUrl, { max: 2 });
  const other = postgresDb(databaseUrl, { max: 1 });
  try {
    let late: Promise<unknown> | undefined;
    let noticed!: () => void;
    const closed = new Promise<void>((resolve) => (noticed = resolve));
    const transaction = db.transaction(async (tx) => {
      const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await other.query('SELECT pg_terminate_backend($1)', [row!.pid]);
      // The transaction rejects once its client has seen the connection go; the callback carries on.
      await closed;
      late = tx.query('SELECT 1');
      return late;
    });
    void transaction.catch(() => {}).finally(noticed);
    expect(await outcome(transaction, 5_000)).toBe('CONNECTION_CLOSED');
    await until(() => late !== undefined);
    // Before the guard, this statement's write threw from a timer and ended the process.
    expect(await outcome(late!, 2_000)).toBe('CONNECTION_CLOSED');
  } finally {
    await Promise.all([db.close(), other.close()]);
  }
});

it('keeps the Node server up and every enquiry accounted for when PostgreSQL stops under load', async () => {
  const sent: Sent[] = [];
  let loading = true;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (loading) sent.push(await enquire());
  });
  // Load with the database up (until the pool is warm and commits flow), then stopped as a crash stops it
  // while statements are in flight, then back.
  await until(() => recordedLines() >= CONCURRENCY);
  await pg.crash();
  // An outage of about a second (the pause, then the restart's own time): the enquiries that come meanwhile
  // find no connection and take the stateless path.
  await pause(250);
  await pg.restart();
  await pause(300);
  loading = false;
  await Promise.all(workers);

  // The process lives, and pages answer.
  expect(exit, stderr).toBeNull();
  expect((await fetch(`${origin}/`)).status).toBe(200);

  // Every request got an answer, within the handler's limit.
  expect(sent.filter((s) => s.status === 0)).toEqual([]);
  expect(Math.max(...sent.map((s) => s.ms))).toBeLessThan(ANSWER_WITHIN_MS);
  const accepted = sent.filter((s) => s.status === 202);
  expect(accepted.length).toBeGreaterThan(CONCURRENCY);

  // How each 202 was given, from the server's own log: after a ledger commit, or on the stateless path.
  const committed = new Set(
    lines.flatMap((line) => line.match(/^\[bookings\] recorded (HBI-\w+) /)?.[1] ?? []),
  );
  const stateless = accepted.filter((s) => !committed.has(s.reference));
  expect(committed.size).toBeGreaterThan(0);
  expect(stateless.length).toBeGreaterThan(0);

  // Each committed enquiry is in the ledger after the restart.
  const db = postgresDb(databaseUrl, { max: 2 });
  const ledger = createLedger(db);
  try {
    const inLedger = new Map((await ledger.list(new Date(0))).map((e) => [e.reference, e]));
    expect([...committed].filter((reference) => !inLedger.has(reference))).toEqual([]);

    // Each stateless 202 reached the automation or the mailbox before its answer.
    const delivered = new Set([
      ...hook.calls.map((call) => String(call.body.reference)),
      ...smtp.received
        .filter((m) => m.envelopeTo.includes(OFFICE))
        .map((m) => m.subject.match(/HBI-\w+/)?.[0]),
    ]);
    expect(stateless.filter((s) => !delivered.has(s.reference))).toEqual([]);

    // Sweeps, with the clock moved past any claim the stop left behind, deliver every recorded channel.
    let entries: LedgerEntry[] = [];
    for (let sweeps = 0; sweeps < 10; sweeps++) {
      entries = await ledger.list(new Date(0));
      if (entries.every((e) => e.deliveries.every((d) => d.state === 'delivered'))) break;
      await fetch(`${origin}/__test/advance?ms=${CLAIM_MS + 1_000}`, { method: 'POST' });
      expect((await fetch(`${origin}/__test/sweep`, { method: 'POST' })).status).toBe(200);
    }
    const undelivered = entries.flatMap((e) =>
      e.deliveries.filter((d) => d.state !== 'delivered').map((d) => `${e.reference} ${d.channel}`),
    );
    expect(undelivered).toEqual([]);
    // A channel sent twice is one whose first send was never recorded (the database went before its outcome
    // was written, so the claim ran out and the sweep sent again): never more sends than attempts counted.
    const sends = (reference: string, channel: string) =>
      channel === 'automation'
        ? hook.calls.filter((call) => call.body.reference === reference).length
        : smtp.received.filter(
            (m) => m.subject.includes(reference) && m.envelopeTo.includes(OFFICE) === (channel === 'mailbox'),
          ).length;
    const overSent = entries
      .filter((e) => committed.has(e.reference))
      .flatMap((e) =>
        e.deliveries
          .filter((d) => sends(e.reference, d.channel) > d.attempts)
          .map(
            (d) =>
              `${e.reference} ${d.channel}: ${sends(e.reference, d.channel)} sends, ${d.attempts} attempts`,
          ),
      );
    expect(overSent).toEqual([]);
    const automationGot = new Set(hook.calls.map((call) => String(call.body.reference)));
    const subjects = smtp.received.map((m) => m.subject);
    for (const entry of entries) {
      for (const { channel } of entry.deliveries) {
        if (channel === 'automation') expect(automationGot.has(entry.reference)).toBe(true);
        else
          expect(
            subjects.some((s) => s.includes(entry.reference)),
            `${entry.reference} ${channel}`,
          ).toBe(true);
      }
    }
  } finally {
    await db.close();
  }
  expect(exit, stderr).toBeNull();
}, 60_000);

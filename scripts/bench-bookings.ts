/**
 * npx tsx scripts/bench-bookings.ts [--ledger postgres|pglite|off] [--requests 400]
 * npx tsx scripts/bench-bookings.ts [--ledger ...] --offered 50,100,200,500 [--seconds 20]
 *
 * With --offered: an open loop instead, enquiries sent at each rate for --seconds whatever the answers, and
 * for each rate how many were accepted (202), turned away (503 with Retry-After) or otherwise answered, with
 * p50 and p95 of the accepted ones as the client saw them.
 *
 * The booking handler's own cost per enquiry on the Node server, on loopback: a throwaway PostgreSQL (or the
 * embedded PGlite, or no ledger), a real SMTP server and a stand-in automation, all on this machine. Prints
 * the server time per enquiry (p50, p95: from the request's arrival to the 202, measured in the server) over
 * sequential requests, then enquiries per second at concurrency 20. No proof of work is asked for: that is
 * the browser's cost, measured by `npm run perf`. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { serviceOptions } from '../src/features/booking/options';
import { startLocalBookings } from '../src/server/local-bookings';
import { nodeBookingHandler } from '../src/server/node-adapter';
import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const ledgerKind = flag('ledger', 'postgres');
const requests = Number(flag('requests', '400'));
const offered = args.includes('--offered') ? flag('offered', '50,100,200,500').split(',').map(Number) : null;
const offeredSeconds = Number(flag('seconds', '20'));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const pg = ledgerKind === 'postgres' ? await startThrowawayPostgres() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ledger-'));
  const sinks = spawn(path.join(import.meta.dirname, '../node_modules/.bin/tsx'), [
    path.join(import.meta.dirname, 'lib/bench-sinks.ts'),
  ]);
  const ports = await new Promise<{ smtp: number; hook: number }>((resolve) =>
    sinks.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()))),
  );
  const bookings = await startLocalBookings({
    env: {
      ...(pg ? { DATABASE_URL: await pg.createDatabase('bench') } : {}),
      ...(ledgerKind === 'off' ? { BOOKING_LEDGER: 'off' } : {}),
      BOOKING_FORWARD_URL: `http://127.0.0.1:${ports.hook}/hook`,
      BOOKING_SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      BOOKING_MAIL_FROM: 'bookings@bench.example',
      BOOKING_NOTIFY_TO: 'office@bench.example',
    },
    dataDir,
    holder: 'bench',
    challengeSecret: null,
    sweep: false,
    log: () => {},
  });
  const handle = nodeBookingHandler(bookings.config);
  const serverTimes: number[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.once('finish', () => serverTimes.push(performance.now() - started));
    if (!(await handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/bookings`;
  let n = 0;
  const post = async (): Promise<number> => {
    const id = `bench-${process.pid}-${n++}-${Math.random().toString(36).slice(2)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Jane Citizen',
        email: `jane${n % 50}@example.com`,
        phone: '0412 345 678',
        unit: '',
        streetNumber: '12',
        streetName: 'Smith Street',
        suburb: 'Parramatta',
        postcode: '2150',
        service: serviceOptions[0]!.label,
        addon: 'No add-ons',
        message: 'Benchmark enquiry.',
        timestamp: new Date().toISOString(),
        source: 'localhost',
        formType: 'booking',
        submissionId: id,
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 202 && !offered) throw new Error(`answered ${response.status}`);
    return response.status;
  };
  // Warm up: the pool's connections, the JIT.
  for (let i = 0; i < 20; i++) await post();
  await bookings.idle();
  if (offered) {
    const rows = [];
    for (const rate of offered) {
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      const answers: Promise<{ status: number; ms: number }>[] = [];
      const began = performance.now();
      // One request every 1000/rate ms, sent on time whether or not the earlier ones were answered.
      for (let i = 0; i < rate * offeredSeconds; i++) {
        const due = began + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        answers.push(
          post().then(
            (status) => ({ status, ms: performance.now() - sent }),
            () => ({ status: 0, ms: performance.now() - sent }),
          ),
        );
      }
      const done = await Promise.all(answers);
      await bookings.idle();
      const accepted = done
        .filter((a) => a.status === 202)
        .map((a) => a.ms)
        .sort((a, b) => a - b);
      rows.push({
        offeredPerSecond: rate,
        sent: done.length,
        accepted: accepted.length,
        turnedAway503: done.filter((a) => a.status === 503).length,
        other: done.filter((a) => a.status !== 202 && a.status !== 503).length,
        acceptedMs: accepted.length
          ? { p50: +percentile(accepted, 0.5).toFixed(0), p95: +percentile(accepted, 0.95).toFixed(0) }
          : null,
        loadAverageAtStart: load,
      });
    }
    console.log(JSON.stringify({ ledger: ledgerKind, seconds: offeredSeconds, rows }, null, 2));
    server.close();
    await bookings.close();
    sinks.kill();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  serverTimes.length = 0;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  for (let i = 0; i < requests; i++) await post();
  await bookings.idle();
  const sequential = [...serverTimes].sort((a, b) => a - b);
  serverTimes.length = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next++ < requests) await post();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await bookings.idle();
  const concurrent = [...serverTimes].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        ledger: ledgerKind,
        requests,
        loadAverageAtStart: load,
        sequentialServerMs: {
          p50: +percentile(sequential, 0.5).toFixed(1),
          p95: +percentile(sequential, 0.95).toFixed(1),
        },
        concurrency20: {
          enquiriesPerSecond: +(requests / seconds).toFixed(0),
          serverMs: {
            p50: +percentile(concurrent, 0.5).toFixed(1),
            p95: +percentile(concurrent, 0.95).toFixed(1),
          },
        },
        sinks: await (await fetch(`http://127.0.0.1:${ports.hook}/count`)).json(),
      },
      null,
      2,
    ),
  );
  server.close();
  await bookings.close();
  sinks.kill();
  pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();

/**
 * npx tsx scripts/bench-bookings.ts [--ledger postgres|pglite|off] [--requests 400] [--gate pace|off|<n>]
 * npx tsx scripts/bench-bookings.ts [--ledger ...] --offered 50,100,200,500 [--seconds 20] [--gate ...]
 *
 * The booking handler's cost per enquiry on the Node server, on loopback: a throwaway PostgreSQL (or the
 * embedded PGlite, or no ledger), a real SMTP server and a stand-in automation in a process of their own
 * (lib/bench-sinks.ts), and the visitors in another (lib/bench-client.ts), so that neither's work nor a busy
 * server's event loop changes when an enquiry is sent. No proof of work is asked for: that is the browser's
 * cost, measured by `npm run perf`. Not part of `npm test`.
 *
 * Without --offered: the server time per enquiry (p50, p95: from the request's arrival to the end of the
 * answer, measured in the server) over sequential requests, then --requests at concurrency 20 (a closed
 * loop: 20 visitors, each sending again once answered), with enquiries per second and p50 and p95 as the
 * visitors saw them.
 *
 * With --offered: an open loop instead, enquiries sent at each rate for --seconds whatever the answers, and
 * for each rate how many were accepted (202), turned away (503 with Retry-After) or otherwise answered
 * (status 0: no answer within the browser's 10 s; -1: no connection), p50 and p95 of the accepted ones as the visitors saw
 * them, the load average (/proc/loadavg) before and after, the server's event-loop delay (p99, max) and the
 * most enquiries it held at once with its bound and the loop's lateness then. Then, the flood over, 20
 * enquiries one after another must each get 202 (`afterTheFloodServerMs`).
 *
 * --gate: `pace` (the server's own gate, load-gate.ts; the default), `off` (none), or a number: a fixed bound
 * of that many in flight, to compare; --no-lateness: the pace alone, without the event loop's lateness;
 * --max-late <ms>: the pace and the lateness, with another limit on the lateness.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import postgres from 'postgres';
import { serviceOptions } from '../src/domain/booking/options';
import { loadGate } from '../src/server/load-gate';
import { loopLateness, startLocalBookings } from '../src/server/local-bookings';
import { nodeBookingHandler } from '../src/server/node-adapter';
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
const gateKind = flag('gate', 'pace');

const tsx = path.join(import.meta.dirname, '../node_modules/.bin/tsx');
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
/** This process's CPU time (user + system) in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in ticks of 10 ms on Linux.
/** Fields after the command's name in /proc/<pid>/stat (the name may hold spaces). */
const procStat = (pid: string) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
};
/**
 * The throwaway PostgreSQL's CPU time in ms: its postmaster (found by its port on its command line) with the
 * children it has reaped, and each live child (the pool's backends, the writers). Null where there is no /proc.
 */
function postgresCpuMs(port: number): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const postmaster = pids.find((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = cmd.indexOf('-p');
      return cmd[0]!.endsWith('postgres') && at > 0 && cmd[at + 1] === String(port);
    } catch {
      return false;
    }
  });
  if (!postmaster) return null;
  let ticks = 0;
  for (const pid of pids) {
    const stat = procStat(pid);
    if (!stat) continue;
    // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    if (pid === postmaster) ticks += +stat[11]! + +stat[12]! + +stat[13]! + +stat[14]!;
    else if (stat[1] === postmaster) ticks += +stat[11]! + +stat[12]!;
  }
  return ticks * TICK_MS;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const pg = ledgerKind === 'postgres' ? await startThrowawayPostgres() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ledger-'));
  const sinks = spawn(tsx, [path.join(import.meta.dirname, 'lib/bench-sinks.ts')]);
  const ports = await new Promise<{ smtp: number; hook: number }>((resolve) =>
    sinks.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()))),
  );
  const databaseUrl = pg ? await pg.createDatabase('bench') : null;
  const stats = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : null;
  /** This database's committed and rolled-back transactions so far (a backend reports them at most once a second). */
  const transactions = async () => {
    if (!stats) return null;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stats.unsafe('SELECT pg_stat_clear_snapshot()');
    const [row] = await stats.unsafe<{ n: number }[]>(
      'SELECT (xact_commit + xact_rollback)::int AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return row!.n;
  };
  const bookings = await startLocalBookings({
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  let gate = bookings.config.load;
  if (gateKind === 'off') gate = undefined;
  else if (gateKind !== 'pace') {
    const fixed = Number(gateKind);
    gate = loadGate({ floor: fixed, ceiling: fixed });
  } else if (args.includes('--no-lateness')) {
    gate = loadGate();
  } else if (args.includes('--max-late')) {
    gate = loadGate({ lateMs: loopLateness(), maxLateMs: Number(flag('max-late', '500')) });
  }
  const handle = nodeBookingHandler(bookings.config);
  const serverTimes: number[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.once('finish', () => serverTimes.push(performance.now() - started));
    if (!(await handle(req, res))) res.writeHead(404).end();
  });
  // The client process opens a connection per enquiry under a flood; let the accept queue hold a burst.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 4096, resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/bookings`;
  const payload = {
    name: 'Jane Citizen',
    email: 'jane@example.com',
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
  };
  let n = 0;
  const post = async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...payload, submissionId: `bench-${process.pid}-warm-${n++}` }),
    });
    await response.arrayBuffer();
    if (response.status !== 202) throw new Error(`answered ${response.status}`);
  };
  let jobs = 0;
  /** Runs one job in the client process (lib/bench-client.ts) and returns its answers. */
  const visit = (job: object) =>
    new Promise<{
      answers: [number, number][];
      lateMs: { p95: number; max: number } | null;
      elapsedMs: number;
      cpuMs: number;
    }>((resolve, reject) => {
      const client = spawn(tsx, [
        path.join(import.meta.dirname, 'lib/bench-client.ts'),
        JSON.stringify({ url, payload, prefix: `bench-${process.pid}-${jobs++}`, ...job }),
      ]);
      let out = '';
      client.stdout.on('data', (chunk: Buffer) => (out += chunk));
      client.stderr.pipe(process.stderr);
      client.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the client exited with ${code}`)),
      );
    });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The most enquiries the gate held at once, and its bound at that moment.
  let held = { current: 0, bound: 0, lateMs: 0 };
  const sampler = setInterval(() => {
    if (gate && gate.current >= held.current) {
      held = { current: gate.current, bound: gate.bound(), lateMs: Math.round(gate.lateMs()) };
    }
  }, 50);
  const ms = (value: number) => Math.round(value);
  const accepted = (answers: [number, number][]) =>
    answers
      .filter(([status]) => status === 202)
      .map(([, took]) => took)
      .sort((a, b) => a - b);
  /** How many of each answer other than 202 and 503: { "0": gave up after 10 s, "-1": no connection, ... }. */
  const others = (answers: [number, number][]) => {
    const counts: Record<string, number> = {};
    for (const [status] of answers)
      if (status !== 202 && status !== 503) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };
  const p = (sorted: number[]) =>
    sorted.length ? { p50: ms(percentile(sorted, 0.5)), p95: ms(percentile(sorted, 0.95)) } : null;

  // Warm up (the pool's connections, the JIT), then put the gate chosen in place: the adapter reads the
  // config's at each request.
  for (let i = 0; i < 20; i++) await post();
  await bookings.idle();
  bookings.config.load = gate;
  const result: Record<string, unknown> = { ledger: ledgerKind, gate: gateKind };
  if (offered) {
    const rows = [];
    for (const rate of offered) {
      const loadBefore = loadAverage();
      delay.reset();
      held = { current: 0, bound: 0, lateMs: 0 };
      serverTimes.length = 0;
      const { answers, lateMs } = await visit({ open: { rate, seconds: offeredSeconds } });
      const inServer = [...serverTimes].sort((a, b) => a - b);
      const eventLoop = { p99: ms(delay.percentile(99) / 1e6), max: ms(delay.max / 1e6) };
      const loadAfter = loadAverage();
      await bookings.idle();
      const ok = accepted(answers);
      rows.push({
        offeredPerSecond: rate,
        sent: answers.length,
        accepted: ok.length,
        turnedAway503: answers.filter(([status]) => status === 503).length,
        other: answers.filter(([status]) => status !== 202 && status !== 503).length,
        otherStatuses: others(answers),
        acceptedMs: p(ok),
        // Every answer, from the request's arrival in the server to its end: what the client waited beyond
        // this, it waited before the server read the request.
        serverMs: p(inServer),
        loadAverage: { before: loadBefore, after: loadAfter },
        eventLoopDelayMs: eventLoop,
        mostHeld: held,
        sendLateMs: lateMs,
      });
      console.error(JSON.stringify(rows.at(-1)));
    }
    // Survived: once the flood is over, 20 enquiries one after another, each answered 202 (post throws if not).
    serverTimes.length = 0;
    if (gateKind !== '0') for (let i = 0; i < 20; i++) await post();
    const after = [...serverTimes].sort((a, b) => a - b);
    Object.assign(result, { seconds: offeredSeconds, rows, afterTheFloodServerMs: p(after) });
  } else {
    serverTimes.length = 0;
    const loadBefore = loadAverage();
    for (let i = 0; i < requests; i++) await post();
    await bookings.idle();
    const sequential = [...serverTimes].sort((a, b) => a - b);
    serverTimes.length = 0;
    delay.reset();
    const sinksCpu = async () =>
      ((await (await fetch(`http://127.0.0.1:${ports.hook}/count`)).json()) as { cpuMs: number }).cpuMs;
    const before = {
      server: ownCpuMs(),
      pg: pg ? postgresCpuMs(pg.port) : null,
      sinks: await sinksCpu(),
      xacts: await transactions(),
    };
    const { answers, elapsedMs, cpuMs: clientCpuMs } = await visit({ closed: { concurrency: 20, requests } });
    const eventLoop = { p99: ms(delay.percentile(99) / 1e6), max: ms(delay.max / 1e6) };
    const concurrent = [...serverTimes].sort((a, b) => a - b);
    const loadAfter = loadAverage();
    // The deliveries after the answers are part of each enquiry's cost: counted once they are done.
    await bookings.idle();
    const after = {
      server: ownCpuMs(),
      pg: pg ? postgresCpuMs(pg.port) : null,
      sinks: await sinksCpu(),
      xacts: await transactions(),
    };
    const perEnquiry = (a: number | null, b: number | null) =>
      a === null || b === null ? null : +((b - a) / requests).toFixed(2);
    const ok = accepted(answers);
    Object.assign(result, {
      requests,
      loadAverage: { before: loadBefore, after: loadAfter },
      sequentialServerMs: {
        p50: +percentile(sequential, 0.5).toFixed(1),
        p95: +percentile(sequential, 0.95).toFixed(1),
      },
      concurrency20: {
        enquiriesPerSecond: +(requests / (elapsedMs / 1000)).toFixed(0),
        accepted: ok.length,
        turnedAway503: answers.filter(([status]) => status === 503).length,
        other: answers.filter(([status]) => status !== 202 && status !== 503).length,
        acceptedMs: p(ok),
        serverMs: p(concurrent),
        eventLoopDelayMs: eventLoop,
        mostHeld: held,
      },
      // CPU time per enquiry (ms), the closed loop's run with its deliveries: the server's process (this one),
      // PostgreSQL's processes, the SMTP and automation sinks, and the visitors' process.
      cpuMsPerEnquiry: {
        server: perEnquiry(before.server, after.server),
        postgres: perEnquiry(before.pg, after.pg),
        sinks: perEnquiry(before.sinks, after.sinks),
        client: +(clientCpuMs / requests).toFixed(2),
      },
      // PostgreSQL's transactions per enquiry (pg_stat_database; an autocommit statement is one).
      transactionsPerEnquiry: perEnquiry(before.xacts, after.xacts),
      sinks: await (await fetch(`http://127.0.0.1:${ports.hook}/count`)).json(),
    });
  }
  console.log(JSON.stringify(result, null, 2));
  clearInterval(sampler);
  delay.disable();
  server.close();
  await bookings.close();
  sinks.kill();
  await stats?.end();
  pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();

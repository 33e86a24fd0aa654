/**
 * npx tsx scripts/measure-code-oracle.ts [--pairs 120] [--gap 100] [--warm 10] [--probes 1]
 *
 * Whether a request for an office sign-in code tells, by its cost to the server, whether the address is in
 * BOOKING_OFFICE_EMAILS (issue 56, item 4.1). The answer is the same 202 either way; what an attacker can
 * time is the request that comes next, while the server does its work after the answer. Not part of
 * `npm test`: it takes about a minute and its figures depend on the machine.
 *
 * The Node server as `npm start` runs it (startLocalBookings: the pooled SMTP transport, a throwaway
 * PostgreSQL), in this process. The SMTP server is lib/bench-sinks.ts in a process of its own, and the
 * attacker is this same script with --client, in another, so neither's work lands on the server's loop.
 *
 * Each of --pairs pairs is a listed and an unlisted address, in a random order: a code request, then at once
 * a probe (GET /api/office/status, which touches nothing but the handler) whose time, from its sending to the
 * end of its answer, is the sample; then --gap ms of quiet, so a mail in flight is done before the next. The
 * limits on codes are lifted (each request makes a code, and a refused one would take another path).
 *
 * --probes N: N probes back to back instead of one, the sample their total: an attacker who watches the
 * whole time the mail may take to start (CODE_MAIL_SPREAD_MS) instead of the next request. Give it enough
 * probes to cover that time, and a --gap longer than it.
 *
 * Printed: the medians of the probe times after a listed and after an unlisted address, the median of the
 * pairs' differences, and Wilcoxon's signed-rank test on the differences (normal approximation with the
 * tie correction, two-sided p).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};

const LISTED = 'office@oracle.example';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ClientJob {
  origin: string;
  pairs: number;
  probes: number;
  warm: number;
  gapMs: number;
}

interface ClientResult {
  listed: number[];
  unlisted: number[];
}

/** The attacker: a code request, then the probe, timed. */
async function client({ origin, pairs, probes, warm, gapMs }: ClientJob): Promise<ClientResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, pathname: string, body?: unknown) =>
    new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = request(
        `${origin}${pathname}`,
        {
          method,
          agent,
          headers: payload
            ? {
                'Content-Type': 'application/json',
                'Content-Length': Buffer.byteLength(payload),
                Origin: origin,
              }
            : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  let n = 0;
  const sample = async (listed: boolean) => {
    // An unlisted address of the same length as the listed one.
    const email = listed ? LISTED : `o${String(n++ % 1e5).padStart(5, '0')}@oracle.example`;
    const asked = await call('POST', '/api/office/code', { email });
    if (asked.status !== 202) throw new Error(`the code request answered ${asked.status}`);
    let total = 0;
    for (let i = 0; i < probes; i++) {
      const probe = await call('GET', '/api/office/status');
      if (probe.status !== 200) throw new Error(`the probe answered ${probe.status}`);
      total += probe.ms;
    }
    await sleep(gapMs);
    return total;
  };
  for (let i = 0; i < warm; i++) {
    await sample(true);
    await sample(false);
  }
  const result: ClientResult = { listed: [], unlisted: [] };
  for (let i = 0; i < pairs; i++) {
    const listedFirst = Math.random() < 0.5;
    for (const listed of listedFirst ? [true, false] : [false, true]) {
      (listed ? result.listed : result.unlisted).push(await sample(listed));
    }
  }
  agent.destroy();
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** erfc(x) for x >= 0, with a relative error below 1.2e-7 everywhere (Numerical Recipes' erfcc). */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  return (
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  );
}

/** Wilcoxon's signed-rank test on paired differences: W+ (zero differences dropped), z and the two-sided p. */
function signedRank(differences: number[]) {
  const nonzero = differences.filter((d) => d !== 0);
  const n = nonzero.length;
  const byMagnitude = nonzero.map((d) => ({ d, abs: Math.abs(d) })).sort((a, b) => a.abs - b.abs);
  const ranks = new Array<number>(n);
  let tieTerm = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && byMagnitude[j + 1]!.abs === byMagnitude[i]!.abs) j++;
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) ranks[k] = rank;
    const t = j - i + 1;
    tieTerm += t * t * t - t;
    i = j + 1;
  }
  let wPlus = 0;
  byMagnitude.forEach(({ d }, i) => {
    if (d > 0) wPlus += ranks[i]!;
  });
  const mean = (n * (n + 1)) / 4;
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48;
  const z = variance > 0 ? (wPlus - mean) / Math.sqrt(variance) : 0;
  return { n, wPlus, z, p: erfc(Math.abs(z) / Math.SQRT2) };
}

async function server() {
  const { startThrowawayPostgres } = await import('./lib/throwaway-postgres');
  const { startLocalBookings } = await import('../src/server/local-bookings');
  const { nodeBookingHandler } = await import('../src/server/node-adapter');
  const pairs = Number(flag('pairs', '120'));
  const warm = Number(flag('warm', '10'));
  const gapMs = Number(flag('gap', '100'));
  const probes = Number(flag('probes', '1'));
  const pg = await startThrowawayPostgres();
  const sinks = spawn(process.execPath, [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'lib/bench-sinks.ts'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oracle-'));
  try {
    const ports = await new Promise<{ smtp: number }>((resolve) =>
      sinks.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()))),
    );
    const bookings = await startLocalBookings({
      env: {
        DATABASE_URL: await pg.createDatabase('oracle'),
        BOOKING_SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        BOOKING_MAIL_FROM: 'bookings@oracle.example',
        BOOKING_NOTIFY_TO: LISTED,
        BOOKING_OFFICE_EMAILS: LISTED,
        BOOKING_OFFICE_SECRET: 'a-secret-for-measuring-the-code-oracle-only',
      },
      dataDir,
      holder: 'measure-code-oracle',
      challengeSecret: null,
      sweep: false,
      log: () => {},
    });
    // Every request makes a code: a refused one would take another path after the answer.
    bookings.config.officeLimits = { perAddressAndIp: 1e9, perClientIp: 1e9, perAddress: 1e9 };
    const handle = nodeBookingHandler(bookings.config);
    const http = createServer(async (req, res) => {
      if (!(await handle(req, res))) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const job: ClientJob = { origin, pairs, probes, warm, gapMs };
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--client',
      JSON.stringify(job),
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.pipe(process.stderr);
    const result = await new Promise<ClientResult>((resolve, reject) =>
      child.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the client exited with ${code}`)),
      ),
    );
    await bookings.idle();
    const differences = result.listed.map((ms, i) => ms - result.unlisted[i]!);
    const test = signedRank(differences);
    const us = (ms: number) => Math.round(ms * 1000);
    console.log(
      JSON.stringify(
        {
          pairs,
          probes,
          gapMs,
          probeMedianUs: { listed: us(median(result.listed)), unlisted: us(median(result.unlisted)) },
          medianDifferenceUs: us(median(differences)),
          listedSlowerIn: differences.filter((d) => d > 0).length,
          wilcoxon: {
            n: test.n,
            wPlus: test.wPlus,
            z: Number(test.z.toFixed(2)),
            p: Number(test.p.toPrecision(3)),
          },
        },
        null,
        2,
      ),
    );
    http.close();
    await bookings.close();
  } finally {
    sinks.kill();
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args[0] === '--client') {
  const result = await client(JSON.parse(args[1]!) as ClientJob);
  process.stdout.write(JSON.stringify(result));
} else {
  await server();
}

/**
 * The proof profile of `npm run perf`: how long the booking form's proof of work takes the field profile's
 * phone (CPU 4x, 150 ms latency, 1.6 Mbps / 750 kbps, 390 px; see field-profile.ts). Each solve gets a fresh
 * challenge from the local server's GET /api/bookings/challenge, is solved by the built solver
 * (dist/assets/proof-worker-*.js, the exact bytes the site ships), and is checked by the server's
 * `verifyProof`; its time is the solver's own clock, from the challenge in hand to the counter found.
 *
 * CDP throttles the CPU per target, and a page's rate does not reach its workers. So the profile attaches to
 * every worker the page starts (Target.setAutoAttach, each held until it is throttled) and sends it
 * Emulation.setCPUThrottlingRate. Chromium (156 here) refuses that for dedicated workers ("Operation is only
 * supported for pages, not workers"), and an unthrottled worker would flatter the phone by about 4x. When the
 * worker refuses, the phone's figures come from the same built solver run on the page's own thread, which
 * CDP does throttle: the chunk is evaluated afresh for each solve (cold, as in a new worker) with a stand-in
 * for the worker's `self`. Either way the profile checks that the throttling took, by comparing the time per
 * try (one key derivation) at 1x and at 4x on the same thread.
 *
 * Phases: the real worker at 1x and at 4x (a few solves each: does throttling reach it?), the page thread at
 * 1x (a few solves: the reference), then the phone itself at 4x (`solves` solves, 40 or more).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession } from '@playwright/test';
import { verifyProof, type BookingChallenge } from '../../src/server/challenge';
import { FIELD_CONDITIONS, phoneContext } from './field-profile';

export interface ProofSolve {
  /** The solver's own time for this challenge, ms. */
  took: number;
  /** The counter found: it took counter + 1 tries. */
  counter: number;
  /** From asking for the challenge to holding the proof, on the page's clock (network and start-up too). */
  total: number;
}

export interface ProofRun {
  thread: 'worker' | 'page';
  cpuSlowdown: number;
  solves: ProofSolve[];
}

export interface ProofStats {
  solves: number;
  p50: number;
  p95: number;
  max: number;
  /** Time per try (one key derivation), µs: all solve time over all tries. */
  perTryUs: number;
  /** p95 of the page-clock time from asking for the challenge to holding the proof. */
  totalP95: number;
}

export interface ProofProfile {
  workerChunk: string;
  /** What the worker target said to Emulation.setCPUThrottlingRate: 'accepted', or its error. */
  workerThrottling: string;
  worker1x: ProofStats;
  worker4x: ProofStats;
  page1x: ProofStats;
  /** The field profile's phone: the worker at 4x when its throttling took, else the page thread at 4x. */
  phone: ProofStats & { thread: 'worker' | 'page' };
  /** perTryUs at 4x over perTryUs at 1x on the phone's thread: about 4 when the throttling took. */
  slowdown: number;
  /** How many of the proofs the server's verifyProof accepted (all of them, or the profile fails). */
  verified: number;
  runs: ProofRun[];
}

/** The built solver: the one worker chunk Vite emits for proof-worker.ts. */
export function findWorkerChunk(dist: string): string {
  const assets = path.join(dist, 'assets');
  const chunks = readdirSync(assets).filter((name) => /^proof-worker-[\w-]+\.js$/.test(name));
  if (chunks.length !== 1) {
    throw new Error(
      `expected one assets/proof-worker-*.js in ${dist}, found ${chunks.length}: ` +
        'does the booking form import proof.ts?',
    );
  }
  return `/assets/${chunks[0]}`;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

export function proofStats(solves: ProofSolve[]): ProofStats {
  const took = solves.map((s) => s.took).sort((a, b) => a - b);
  const totals = solves.map((s) => s.total).sort((a, b) => a - b);
  const tries = solves.reduce((sum, s) => sum + s.counter + 1, 0);
  return {
    solves: solves.length,
    p50: percentile(took, 0.5),
    p95: percentile(took, 0.95),
    max: took.at(-1)!,
    perTryUs: (took.reduce((sum, t) => sum + t, 0) / tries) * 1000,
    totalP95: percentile(totals, 0.95),
  };
}

/**
 * Runs in the page (plain JavaScript: tsx would add helpers to a function passed to the page). Fetches a
 * challenge and solves it, in a new worker from the built chunk as proof.ts does, or on the page's own
 * thread with the solver installed by `pageSolver` just before. Returns the proof with the times.
 */
const pageHelpers = (workerUrl: string) => `
  window.__proofSolve = async (thread, submissionId) => {
    const started = performance.now();
    const url = '/api/bookings/challenge?submissionId=' + submissionId;
    const response = await fetch(url, { cache: 'no-store' });
    const { challenge } = await response.json();
    const request = { challenge, timeoutMs: 120000 };
    const answer = await new Promise((resolve, reject) => {
      if (thread === 'page') return window.__proofPageSolver(request).then(resolve);
      const worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module' });
      worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
      worker.onerror = () => { worker.terminate(); reject(new Error('the worker did not load')); };
      worker.postMessage(request);
    });
    if (!answer.ok) throw new Error(answer.error);
    return { challenge, counter: answer.counter, derivedKey: answer.derivedKey, took: answer.took,
      total: performance.now() - started };
  };
`;

/**
 * The built worker chunk as a solver on the page's thread: its `self` is a stand-in that takes the message
 * listener and the answer. A new script for every solve (the serial makes its source unique, so V8 reuses
 * neither its compilation nor its type feedback): the solver starts cold, as it does in each new worker.
 */
const pageSolver = (chunk: string, serial: number) => `
  window.__proofPageSolver = (request) => new Promise((resolve) => {
    let listener;
    const self = { addEventListener: (type, handler) => (listener = handler), postMessage: resolve };
    ${chunk}
    listener({ data: request });
  });
  // solver ${serial}
`;

interface TargetMessage {
  sessionId: string;
  message: string;
}

/**
 * Holds every worker the page starts until it has been sent the current CPU rate, and records what the
 * worker target answered. Uses the non-flattened protocol (Target.sendMessageToTarget), which Playwright's
 * CDP sessions can speak.
 */
async function throttleWorkers(cdp: CDPSession) {
  let rate = 1;
  let nextId = 1;
  const pending = new Map<number, (reply: { error?: { message: string } }) => void>();
  const replies: string[] = [];
  cdp.on('Target.receivedMessageFromTarget', ({ message }: TargetMessage) => {
    const reply = JSON.parse(message) as { id?: number; error?: { message: string } };
    if (reply.id !== undefined) pending.get(reply.id)?.(reply);
  });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    const send = (method: string, params: object) => {
      const id = nextId++;
      const reply = new Promise<{ error?: { message: string } }>((resolve) => pending.set(id, resolve));
      void cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
        .catch(() => {});
      return reply;
    };
    void send('Emulation.setCPUThrottlingRate', { rate }).then((reply) =>
      replies.push(reply.error ? reply.error.message : 'accepted'),
    );
    // Sent whatever the throttling answers: a worker left waiting would never solve.
    void send('Runtime.runIfWaitingForDebugger', {});
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    setRate: (value: number) => (rate = value),
    /** What the workers answered to their throttling, once each distinct answer. */
    answers: () => [...new Set(replies)],
  };
}

async function phonePage(browser: Browser, origin: string) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: FIELD_CONDITIONS.latencyMs,
    downloadThroughput: (FIELD_CONDITIONS.downloadKbps * 1000) / 8,
    uploadThroughput: (FIELD_CONDITIONS.uploadKbps * 1000) / 8,
  });
  const workers = await throttleWorkers(cdp);
  // The home page: the site's own origin and CSP (worker-src 'self'), as the form runs under.
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  return { page, cdp, workers };
}

export interface ProofProfileOptions {
  origin: string;
  dist: string;
  /** The secret the local server signs challenges with, to check each proof. */
  secret: string;
  /** Solves on the phone itself (4x); 40 or more for a 95th percentile worth the name. */
  solves: number;
  /** Solves in each of the three reference phases. */
  referenceSolves?: number;
}

export async function measureProof(
  browser: Browser,
  { origin, dist, secret, solves, referenceSolves = 8 }: ProofProfileOptions,
): Promise<ProofProfile> {
  const workerChunk = findWorkerChunk(dist);
  const chunk = readFileSync(path.join(dist, workerChunk), 'utf8');
  const { page, cdp, workers } = await phonePage(browser, origin);
  await page.evaluate(pageHelpers(workerChunk));
  const runs: ProofRun[] = [];
  let verified = 0;
  let serial = 0;
  const run = async (thread: 'worker' | 'page', cpuSlowdown: number, count: number) => {
    workers.setRate(cpuSlowdown);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: thread === 'page' ? cpuSlowdown : 1 });
    const solved: ProofSolve[] = [];
    for (let i = 0; i < count; i++) {
      const submissionId = `proof-profile-${process.pid}-${++serial}`;
      if (thread === 'page') await page.evaluate(pageSolver(chunk, serial));
      const result = (await page.evaluate(
        `window.__proofSolve('${thread}', '${submissionId}')`,
      )) as ProofSolve & {
        challenge: BookingChallenge;
        derivedKey: string;
      };
      const proof = {
        challenge: result.challenge,
        solution: { counter: result.counter, derivedKey: result.derivedKey },
      };
      const verdict = await verifyProof(secret, proof, submissionId);
      if (!verdict.ok) throw new Error(`the server refused a proof from the ${thread}: ${verdict.reason}`);
      verified++;
      solved.push({ took: result.took, counter: result.counter, total: result.total });
      if (process.env.PROOF_DEBUG) {
        console.log(`  ${thread} ${cpuSlowdown}x: counter ${result.counter} in ${result.took.toFixed(0)} ms`);
      }
    }
    runs.push({ thread, cpuSlowdown, solves: solved });
    process.stdout.write('.');
    return proofStats(solved);
  };

  try {
    const slowdown = FIELD_CONDITIONS.cpuSlowdown;
    const worker1x = await run('worker', 1, referenceSolves);
    const worker4x = await run('worker', slowdown, referenceSolves);
    const answers = workers.answers();
    const workerThrottling = answers.length === 0 ? 'no worker target attached' : answers.join('; ');
    const page1x = await run('page', 1, referenceSolves);
    const onWorker = workerThrottling === 'accepted';
    const phone = onWorker ? await run('worker', slowdown, solves) : await run('page', slowdown, solves);
    process.stdout.write('\n');
    return {
      workerChunk,
      workerThrottling,
      worker1x,
      worker4x,
      page1x,
      phone: { ...phone, thread: onWorker ? 'worker' : 'page' },
      slowdown: phone.perTryUs / (onWorker ? worker1x : page1x).perTryUs,
      verified,
      runs,
    };
  } finally {
    await page.context().close();
  }
}

export interface ProofBudgets {
  proofSolveP95Ms: number;
  proofSolves: number;
}

/** The budget the phone's figures miss, as printable lines; also a throttling that did not take. */
export function proofMisses(profile: ProofProfile, budgets: ProofBudgets): string[] {
  const misses: string[] = [];
  if (!(profile.phone.p95 <= budgets.proofSolveP95Ms)) {
    misses.push(`proof: solve p95 ${profile.phone.p95.toFixed(0)} ms > ${budgets.proofSolveP95Ms} ms`);
  }
  // Below 2x, the 4x figures are not the phone's: a busy machine blurs the ratio, but never to half.
  if (!(profile.slowdown >= 2)) {
    misses.push(
      `proof: CPU throttling did not take on the ${profile.phone.thread} (${profile.slowdown.toFixed(1)}x)`,
    );
  }
  return misses;
}

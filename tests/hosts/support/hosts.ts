import { randomBytes, randomUUID } from 'node:crypto';
/**
 * How each host's own local runtime is started on the built site. Everything the tests need differently from
 * production is passed as a flag or a scratch copy; netlify.toml, vercel.json and the site are used as they
 * are committed and built.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matchesPattern, parseHeadersFile } from '../../../scripts/lib/host-config';
import type { HostUnderTest } from './host-checks';
import { runTool, startHost, type RunningHost } from './host-process';
import { distDir, freePort, repoRoot, scratchDir, toolBin, toolEnv, toolVersion } from './tools';

/**
 * The newest date wrangler 4.86's workerd accepts (it refuses today's). Production Pages uses the date in the
 * project's settings; nothing the function does depends on a recent one.
 */
export const compatibilityDate = '2026-05-01';

/** The headers dist/_headers gives a path, rule after rule, as Netlify and Cloudflare Pages apply them. */
export function headersFileFor(pathname: string): Record<string, string> {
  const rules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  return Object.assign(
    {},
    ...rules.filter((rule) => matchesPattern(rule.pattern, pathname)).map((r) => r.headers),
  );
}

export interface VercelJson {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; permanent: boolean }[];
  crons?: { path: string; schedule: string }[];
  [key: string]: unknown;
}

export function readVercelJson(): VercelJson {
  return JSON.parse(readFileSync(path.join(repoRoot, 'vercel.json'), 'utf8')) as VercelJson;
}

/** The routes the build writes for Vercel's build step: the CSP (scripts/lib/host-config.ts). */
export function readVercelBuildRoutes(): {
  src: string;
  headers: Record<string, string>;
  continue: boolean;
}[] {
  return JSON.parse(
    readFileSync(path.join(repoRoot, '.vercel_build_output/config/routes.json'), 'utf8'),
  ) as ReturnType<typeof readVercelBuildRoutes>;
}

/**
 * The headers Vercel gives a path: the build's routes (first in the deployment, so vercel.json's headers
 * apply after them), then vercel.json's. Header sources are read as the plain regular expressions that
 * host-config.ts writes ('/(.*)'); a named parameter would need Vercel's path-to-regexp, so one stops here.
 */
export function vercelHeadersFor(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const rules = [
    ...readVercelBuildRoutes().map((route) => ({
      source: route.src,
      headers: Object.entries(route.headers).map(([key, value]) => ({ key, value })),
    })),
    ...readVercelJson().headers,
  ];
  for (const rule of rules) {
    if (rule.source.includes(':')) {
      throw new Error(
        `vercel.json header source ${rule.source} has a named parameter; read it as Vercel does`,
      );
    }
    if (!new RegExp(`^${rule.source}$`).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * vercel.json as committed, minus its build, for `vercel dev`: dist/ is already built, so no build command,
 * and no framework (detection finds Vite and would run its dev server instead of serving dist/ as Vercel's
 * CDN does). `vercel dev` serves files without Vercel's build step, which is what merges the build's routes
 * (the CSP) into a deployment, so they are added here as the headers the deployment gives every path;
 * tests/hosts/vercel-build.test.ts shows that build step doing it.
 */
export function vercelConfigWithoutBuild(): string {
  const file = path.join(scratchDir('vercel-config'), 'vercel.json');
  const committed = readVercelJson();
  const fromTheBuild = readVercelBuildRoutes().map((route) => ({
    source: route.src,
    headers: Object.entries(route.headers).map(([key, value]) => ({ key, value })),
  }));
  writeFileSync(
    file,
    JSON.stringify({
      ...committed,
      headers: [...fromTheBuild, ...committed.headers],
      framework: null,
      buildCommand: '',
    }),
  );
  return file;
}

/**
 * vercel.json as committed, for `vercel build`: the static build step as a deployment runs it (it reads the
 * build's routes after the build command), with a build command that leaves the dist/ already built as it is.
 */
export function vercelConfigForBuildStep(): string {
  const file = path.join(scratchDir('vercel-build-config'), 'vercel.json');
  writeFileSync(file, JSON.stringify({ ...readVercelJson(), framework: null, buildCommand: 'true' }));
  return file;
}

const label = (name: string, tool: string) => `${name} (${tool})`;

/** Each host runs with a proof-of-work secret, as production does, so every enquiry must carry a proof. */
export const HOST_CHALLENGE_SECRET = randomBytes(24).toString('base64url');

/** Stripe's webhook (issue 60) is on every host: the endpoint's secret the checks sign with, as Stripe would. */
export const HOST_STRIPE_WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

/**
 * The server-side variables a host starts with: the challenge secret and Stripe's endpoint secret always, the
 * rest as each test's set-up gives them (BOOKING_FORWARD_URL, DATABASE_URL, BOOKING_SMTP_URL,
 * BOOKING_MAIL_FROM, BOOKING_NOTIFY_TO, CRON_SECRET, BOOKING_OPPORTUNISTIC_SWEEP_S).
 */
export type HostVariables = Record<string, string>;

function variables(given: HostVariables): HostVariables {
  return {
    BOOKING_CHALLENGE_SECRET: HOST_CHALLENGE_SECRET,
    STRIPE_WEBHOOK_SECRET: HOST_STRIPE_WEBHOOK_SECRET,
    ...given,
  };
}

/**
 * The reminders' cron Worker (workers/reminders/, issue 41) in wrangler's own local runtime, as `wrangler dev
 * --test-scheduled` runs it: its configuration is the folder's wrangler.toml, with SWEEP_URL and CRON_SECRET
 * given as the deploy steps set them (docs/deploying.md#cloudflare-pages). Started once per host suite, on the
 * first reminder asked for.
 */
let reminderWorker: { running: RunningHost; sweepUrl: string } | null = null;

async function startReminderWorker(sweepUrl: string, cronSecret: string): Promise<RunningHost> {
  const port = await freePort();
  const inspectorPort = await freePort();
  return startHost({
    label: `the reminders' cron Worker (wrangler dev ${toolVersion('wrangler')})`,
    command: toolBin('wrangler'),
    args: [
      'dev',
      '--test-scheduled',
      '--ip=127.0.0.1',
      `--port=${port}`,
      `--inspector-port=${inspectorPort}`,
      `--var=SWEEP_URL:${sweepUrl}`,
      `--var=CRON_SECRET:${cronSecret}`,
      `--persist-to=${scratchDir('wrangler-reminders-state')}`,
      '--show-interactive-dev-session=false',
    ],
    env: toolEnv(),
    cwd: path.join(repoRoot, 'workers/reminders'),
    origin: `http://127.0.0.1:${port}`,
    // Its only answer to a fetch is 404 (workers/reminders/index.ts): that is the Worker up, not a proxy.
    readyStatus: 404,
  });
}

/** The Worker's log lines for each sweep it called: "[reminders] sweep answered 200: {...}". */
const sweepsLogged = (worker: RunningHost) =>
  worker
    .output()
    .split('\n')
    .filter((line) => line.includes('[reminders] sweep answered')).length;

export const cloudflarePages: HostUnderTest = {
  name: 'Cloudflare Pages',
  tool: `wrangler pages dev ${toolVersion('wrangler')}`,
  async start(env, port) {
    port ??= await freePort();
    const inspectorPort = await freePort();
    return startHost({
      label: label(this.name, this.tool),
      command: toolBin('wrangler'),
      args: [
        'pages',
        'dev',
        distDir,
        '--ip=127.0.0.1',
        `--port=${port}`,
        `--inspector-port=${inspectorPort}`,
        `--compatibility-date=${compatibilityDate}`,
        // postgres.js needs Node's APIs on workerd; docs/deploying.md#cloudflare-pages tells the business to set
        // the same flag.
        '--compatibility-flags=nodejs_compat',
        // As flags, not a wrangler.toml: a committed one would replace the dashboard's variables.
        ...Object.entries(variables(env)).map(([name, value]) => `--binding=${name}=${value}`),
        `--persist-to=${scratchDir('wrangler-state')}`,
        '--show-interactive-dev-session=false',
      ],
      env: toolEnv(),
      cwd: repoRoot,
      origin: `http://127.0.0.1:${port}`,
    });
  },
  pageHeaders: () => headersFileFor('/'),
  sweepBy: "the opportunistic sweep after a challenge, Pages Functions' only scheduler",
  remindBy: "the reminders' cron Worker under wrangler dev --test-scheduled, calling the sweep route",
  async remind(site, cronSecret) {
    const sweepUrl = `${site.origin}/api/bookings/sweep`;
    if (reminderWorker?.sweepUrl !== sweepUrl) {
      await reminderWorker?.running.stop();
      reminderWorker = { running: await startReminderWorker(sweepUrl, cronSecret), sweepUrl };
    }
    const worker = reminderWorker.running;
    const before = sweepsLogged(worker);
    // What Cloudflare's scheduler does at each */15 of wrangler.toml's crons.
    const answer = await fetch(`${worker.origin}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`/__scheduled answered ${answer.status}`);
    // The scheduled handler hands the sweep's call to waitUntil: done once the Worker logs its answer.
    const deadline = Date.now() + 30_000;
    while (sweepsLogged(worker) === before) {
      if (Date.now() > deadline) throw new Error(`the Worker logged no sweep:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const line = worker
      .output()
      .split('\n')
      .filter((l) => l.includes('[reminders] sweep answered'))
      .at(-1)!;
    if (!line.includes('sweep answered 200')) throw new Error(`the sweep route said: ${line}`);
  },
  async stopReminders() {
    await reminderWorker?.running.stop();
    reminderWorker = null;
  },
  patchedMailer: true,
  async sweep(site) {
    // The opportunistic sweep runs at most once per BOOKING_OPPORTUNISTIC_SWEEP_S (2 s in these tests).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const answer = await fetch(`${site.origin}/api/bookings/challenge?submissionId=${randomUUID()}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`the challenge answered ${answer.status}`);
  },
};

export const netlify: HostUnderTest = {
  name: 'Netlify',
  tool: `netlify dev ${toolVersion('netlify-cli')}`,
  async start(env, port) {
    port ??= await freePort();
    const [functionsPort, staticPort] = [await freePort(), await freePort()];
    return startHost({
      label: label(this.name, this.tool),
      command: toolBin('netlify'),
      args: [
        'dev',
        '--offline',
        // Otherwise it downloads Deno for edge functions, which the site has none of.
        '--internal-disable-edge-functions',
        // netlify.toml's publish folder, named so that netlify dev serves it instead of detecting Vite and
        // running its dev server. The functions folder comes from netlify.toml.
        `--dir=${distDir}`,
        `--port=${port}`,
        `--functions-port=${functionsPort}`,
        `--staticServerPort=${staticPort}`,
        '--no-open',
        '--skip-gitignore',
      ],
      env: toolEnv(variables(env)),
      cwd: repoRoot,
      // netlify dev has no flag for the address; it listens on every interface, and is asked on loopback.
      origin: `http://127.0.0.1:${port}`,
    });
  },
  pageHeaders: () => headersFileFor('/'),
  sweepBy: 'the scheduled function booking-sweep, invoked with netlify functions:invoke',
  async sweep(site) {
    // netlify dev never runs a schedule by itself; the CLI invokes the function as Netlify's clock would.
    const run = await runTool(
      toolBin('netlify'),
      [
        'functions:invoke',
        'booking-sweep',
        `--port=${new URL(site.origin).port}`,
        '--offline',
        '--no-identity',
      ],
      { cwd: repoRoot, env: toolEnv(), timeoutMs: 60_000 },
    );
    if (run.code !== 0) throw new Error(`netlify functions:invoke failed (${run.code}):\n${run.output}`);
  },
  // Each request in flight is a worker thread of its own (netlify-cli's functions/runtimes/js).
  loadWhileStopped: 4,
};

export const vercel: HostUnderTest = {
  name: 'Vercel',
  tool: `vercel dev ${toolVersion('vercel')}`,
  async start(env, port) {
    port ??= await freePort();
    const [queuePort, cachePort, schedulesPort] = [await freePort(), await freePort(), await freePort()];
    return startHost({
      label: label(this.name, this.tool),
      command: toolBin('vercel'),
      args: [
        'dev',
        '--local',
        `--listen=127.0.0.1:${port}`,
        '--yes',
        `--local-config=${vercelConfigWithoutBuild()}`,
        `--global-config=${scratchDir('vercel-global')}`,
        // Its local Queues, Runtime Cache and Schedules servers default to fixed ports another run may hold.
        `--queue-port=${queuePort}`,
        `--runtime-cache-port=${cachePort}`,
        `--schedules-port=${schedulesPort}`,
      ],
      env: toolEnv(variables(env)),
      cwd: repoRoot,
      origin: `http://127.0.0.1:${port}`,
    });
  },
  pageHeaders: () => vercelHeadersFor('/'),
  sweepBy: "the cron's route, /api/bookings/sweep with the CRON_SECRET bearer Vercel sends",
  async sweep(site, cronSecret) {
    // vercel dev never calls a cron; the request is the one Vercel's scheduler makes.
    const answer = await fetch(`${site.origin}/api/bookings/sweep`, {
      headers: { Authorization: `Bearer ${cronSecret}` },
    });
    const body = await answer.text();
    if (answer.status !== 200) throw new Error(`the sweep route answered ${answer.status} ${body}`);
  },
  // Each request in flight is a Node process of its own (@vercel/node forks its dev server for each request and
  // transpiles the function there): on two busy cores, 4 at once took 7 to 14 s each and 2 at once 6 to 10 s,
  // past the handler's 9 s, where one alone takes 4 to 6 s.
  loadWhileStopped: 1,
};

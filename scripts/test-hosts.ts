/**
 * npm run test:hosts: the built site (dist/) in each host's own local runtime. Installs the host CLIs into
 * tests/hosts/node_modules from that folder's own lockfile (skipped while it is up to date), runs the host
 * suite (tests/hosts/vitest.config.ts), then the booking journey in Chromium through `wrangler pages dev`
 * (tests/hosts/playwright.config.ts), and prints how long each part and each host took.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HostTimings } from '../tests/hosts/support/host-checks';
import { freePort } from '../tests/hosts/support/tools';
import { reportFiles } from './lib/test-titles';

const root = path.resolve(import.meta.dirname, '..');
const hostsDir = path.join(root, 'tests/hosts');
const stampFile = path.join(hostsDir, 'node_modules/.host-tests-installed');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(name: string, step: () => Promise<boolean>, steps: [string, number, boolean][]) {
  const started = performance.now();
  const ok = await step();
  steps.push([name, performance.now() - started, ok]);
  return ok;
}

/** What the installed tools were installed from: the folder's manifest, its lockfile and Node's major. */
function installFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(readFileSync(path.join(hostsDir, file)));
  hash.update(process.versions.node.split('.')[0]!);
  return hash.digest('hex');
}

async function installHostTools(): Promise<boolean> {
  const fingerprint = installFingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
    console.log('== host tools: up to date in tests/hosts/node_modules');
    return true;
  }
  console.log('== host tools: installing into tests/hosts/node_modules');
  rmSync(stampFile, { force: true });
  // Not `npm ci`: the lockfile lacks the optional per-platform binaries of the Vercel CLI that the registry
  // here does not have, and ci refuses such a lockfile. `install --no-save` installs the locked tree and
  // leaves the lockfile alone. No install scripts: none of the CLIs needs one to run.
  const code = await run(
    'npm',
    [
      'install',
      '--no-save',
      '--ignore-scripts',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: hostsDir },
  );
  if (code !== 0) return false;
  writeFileSync(stampFile, fingerprint);
  return true;
}

function printTimings(timingsDir: string, steps: [string, number, boolean][], started: number) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\n== host tests: timings');
  const files = existsSync(timingsDir) ? readdirSync(timingsDir) : [];
  for (const file of files.sort()) {
    const t = JSON.parse(readFileSync(path.join(timingsDir, file), 'utf8')) as HostTimings;
    console.log(
      `  ${t.host} (${t.tool}): cold start ${seconds(t.coldStartMs)}, first enquiry ` +
        `${Math.round(t.firstEnquiryMs)} ms; per request (median): page ${Math.round(t.pageMedianMs)} ms, ` +
        `enquiry ${Math.round(t.enquiryMedianMs)} ms` +
        (t.stop
          ? `; PostgreSQL stopped under load: ${t.stop.sent} enquiries, all 202 (${t.stop.committed} after ` +
            `the commit, ${t.stop.stateless} stateless), slowest ${Math.round(t.stop.slowestMs)} ms`
          : '') +
        (t.report
          ? `; the 10 MB report ${seconds(t.report.totalMs)} (upload ${seconds(t.report.uploadMs)}, ` +
            `download ${seconds(t.report.downloadMs)})`
          : ''),
    );
  }
  for (const [name, ms, ok] of steps) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name}: ${seconds(ms)}`);
  console.log(`  total: ${seconds(performance.now() - started)}`);
}

async function main() {
  const started = performance.now();
  // `npm test` (scripts/test.ts) installs the tools while the unit tests run, and the suite after the build.
  if (process.argv.includes('--install-only')) process.exit((await installHostTools()) ? 0 : 1);
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    console.error('test:hosts runs the built site: run `npm run build` first.');
    process.exit(1);
  }
  // The host suite gives each host a throwaway PostgreSQL of its own (tests/hosts/support/host-checks.ts).
  if ((await run(bin('tsx'), ['scripts/ensure-postgres.ts'])) !== 0) process.exit(1);
  const steps: [string, number, boolean][] = [];
  // Under `npm test`, each runner also writes the titles it ran (scripts/lib/test-titles.ts).
  const reportsDir = process.env.TEST_REPORTS_DIR;
  const reportArgs = reportsDir
    ? ['--reporter=verbose', '--reporter=json', `--outputFile.json=${path.join(root, reportFiles.hosts)}`]
    : [];
  const timingsDir = mkdtempSync(path.join(tmpdir(), 'host-timings-'));
  const installed = await timed('install host tools', installHostTools, steps);
  if (installed) {
    await timed(
      'host suite (vitest)',
      async () =>
        (await run(
          bin('vitest'),
          ['run', '--config', 'tests/hosts/vitest.config.ts', ...reportArgs, ...process.argv.slice(2)],
          {
            env: { ...process.env, HOST_TIMINGS_DIR: timingsDir },
          },
        )) === 0,
      steps,
    );
    await timed(
      'booking journey in Chromium through wrangler pages dev (playwright)',
      async () => {
        if ((await run(bin('tsx'), ['scripts/ensure-browser.ts'])) !== 0) return false;
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          AUTOMATION_PORT: String(await freePort()),
          HOSTS_JOURNEY_PORT: String(await freePort()),
        };
        if (reportsDir) env.PLAYWRIGHT_JSON_OUTPUT_NAME = path.join(root, reportFiles['hosts-e2e']);
        const reporter = reportsDir ? ['--reporter=list,json'] : [];
        return (
          (await run(
            bin('playwright'),
            ['test', '--config', 'tests/hosts/playwright.config.ts', ...reporter],
            {
              env,
            },
          )) === 0
        );
      },
      steps,
    );
  }
  printTimings(timingsDir, steps, started);
  rmSync(timingsDir, { recursive: true, force: true });
  if (steps.some(([, , ok]) => !ok)) process.exit(1);
}

await main();

/**
 * npm test: the whole suite, as CI runs it (.ci/run calls this), with each step's time printed at the end.
 *
 *   unit (vitest), with the build beside it -> e2e (Playwright) -> hosts (each host's own local runtime)
 *   -> Observatory -> check:titles (every claim the suite made before it was made fast is still made: docs/test-time.md)
 *
 * The host CLIs and the Observatory live in folders of their own with their own lockfiles; on a fresh clone
 * their installs (about a minute, mostly waiting on the registry and the disk) run in the background from the
 * start, beside the unit tests, and each suite waits for its own install only when it is its turn.
 *
 * The first failing step stops the run, as `a && b && c` did.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { reportFiles } from './lib/test-titles';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Step {
  name: string;
  ms: number;
  ok: boolean;
}

function run(
  command: string,
  args: string[],
  { quiet = false } = {},
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit', env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const steps: Step[] = [];
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function step(name: string, work: () => Promise<boolean>) {
  const begun = performance.now();
  console.log(`\n== ${name}`);
  const ok = await work();
  steps.push({ name, ms: performance.now() - begun, ok });
  if (!ok) finish(1);
}

function finish(code: number): never {
  console.log(
    `\n== npm test: timings (load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const { name, ms, ok } of steps) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name}: ${seconds(ms)}`);
  console.log(`  total: ${seconds(performance.now() - started)}`);
  process.exit(code);
}

/**
 * Work in the background (an install, the build): its output is shown, when the step that needs it runs, if it
 * fails or if `verbose`.
 */
function background(name: string, args: string[], { verbose = false } = {}) {
  const begun = performance.now();
  const done = run(bin('tsx'), args, { quiet: true }).then((result) => ({
    ...result,
    ms: performance.now() - begun,
  }));
  return async () => {
    const result = await done;
    console.log(`(${name}: ${result.ok ? 'done' : 'FAILED'} in the background in ${seconds(result.ms)})`);
    if (!result.ok || verbose) console.log(result.output);
    return result.ok;
  };
}

// What every suite needs first: Debian's Chromium and a PostgreSQL server (each installs only when missing).
await step('browser and PostgreSQL present', async () => {
  const browser = await run(bin('tsx'), ['scripts/ensure-browser.ts']);
  return browser.ok && (await run(bin('tsx'), ['scripts/ensure-postgres.ts'])).ok;
});
const hostTools = background('host tools', ['scripts/test-hosts.ts', '--install-only']);
const observatoryTools = background('Observatory', ['scripts/test-observatory.ts', '--install-only']);

// Each runner also writes the titles it ran, for the last step (scripts/lib/test-titles.ts names the files).
process.env.TEST_REPORTS_DIR = path.join(root, '.test-reports');
rmSync(process.env.TEST_REPORTS_DIR, { recursive: true, force: true });

// The build runs beside the unit tests, which need none of it: it is mostly one core's work (Rollup, then the
// prerender), and the unit tests leave part of the other idle (docs/test-time.md). Its output is shown when
// its turn comes.
const built = background('build', ['scripts/build.ts'], { verbose: true });
await step('unit (vitest)', async () => {
  const report = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFiles.unit}`];
  return (await run(bin('vitest'), ['run', ...report])).ok;
});
await step('build (waited for)', built);
await step('e2e (Playwright)', async () => {
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = path.join(root, reportFiles.e2e);
  const ok = (await run(bin('playwright'), ['test', '--project=chromium', '--reporter=list,json'])).ok;
  delete process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  return ok;
});
await step('hosts', async () => (await hostTools()) && (await run(bin('tsx'), ['scripts/test-hosts.ts'])).ok);
await step(
  'Observatory',
  async () => (await observatoryTools()) && (await run(bin('tsx'), ['scripts/test-observatory.ts'])).ok,
);
await step(
  'every earlier claim still checked',
  async () => (await run(bin('tsx'), ['scripts/check-test-titles.ts'])).ok,
);
finish(0);

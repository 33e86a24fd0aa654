/**
 * npm run test:dates: the unit suite on other days (issue 50). A test that depends on the real date passes on
 * the day it was written and goes red later; this runs the whole unit suite under libfaketime at two instants,
 * so such a test fails today instead:
 *
 * - 2027-02-17T23:00:00Z: 10 a.m. in Sydney in summer, past every date the tests wrote by hand before issue 50;
 * - 2027-10-02T13:59:30Z: 23:59:30 in Sydney, so the run crosses midnight into the day the clocks go forward.
 *
 * Only the wall clock is faked (the monotonic clock, which timers and timeouts use, is left alone). The throwaway
 * PostgreSQL that vitest's global setup starts inherits the fake clock; the setup checks that it reads the same
 * time as the tests (tests/support/postgres-global.ts). Debian's `faketime` is installed with apt-get as root
 * when it is missing, as the browser is (scripts/ensure-browser.ts).
 *
 *   npm run test:dates                         both instants
 *   npm run test:dates -- 2030-06-30T13:59:50Z  another instant (UTC), or several
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The instants the issue names, in UTC (CI runs in UTC). */
const DATE_INSTANTS = ['2027-02-17T23:00:00Z', '2027-10-02T13:59:30Z'] as const;

function hasFaketime(): boolean {
  return spawnSync('sh', ['-c', 'command -v faketime'], { encoding: 'utf8' }).stdout.trim() !== '';
}

function ensureFaketime() {
  if (hasFaketime()) return;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    console.error(
      "libfaketime's `faketime` is not installed. Install it (Debian: apt-get install faketime; macOS: brew " +
        'install libfaketime) and run this again.',
    );
    process.exit(1);
  }
  console.log('No faketime found: installing Debian faketime...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
  if (!hasFaketime()) {
    console.error('faketime was installed but is not on the PATH');
    process.exit(1);
  }
}

/** Runs the unit suite with the wall clock starting at `instant`; whether it passed, and how long it took. */
function runAt(instant: string): Promise<{ ok: boolean; ms: number }> {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`not an instant: ${instant}`);
  const begun = performance.now();
  console.log(`\n== the unit suite at ${new Date(at).toISOString()}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'faketime',
      // -m: the multi-threaded library (Node and PostgreSQL run threads); the start instant as epoch seconds.
      ['-m', '--exclude-monotonic', '-f', `@${Math.floor(at / 1000)}`, 'npx', 'vitest', 'run'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, FAKETIME_FMT: '%s', FAKETIME_DATES_RUN: new Date(at).toISOString() },
      },
    );
    child.once('error', reject);
    child.once('close', (code) => resolve({ ok: code === 0, ms: performance.now() - begun }));
  });
}

async function main() {
  const given = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const instants = given.length > 0 ? given : [...DATE_INSTANTS];
  ensureFaketime();
  const ensured = spawnSync('npx', ['tsx', 'scripts/ensure-postgres.ts'], { cwd: root, stdio: 'inherit' });
  if (ensured.status !== 0) process.exit(1);
  const results: { instant: string; ok: boolean; ms: number }[] = [];
  for (const instant of instants) results.push({ instant, ...(await runAt(instant)) });
  console.log(
    `\n== npm run test:dates (load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const { instant, ok, ms } of results) {
    console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${instant}: ${(ms / 1000).toFixed(1)} s`);
  }
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

await main();

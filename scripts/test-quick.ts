/**
 * npm run test:quick [-- <base>]: the tests that cover what changed since <base> (default origin/main when it
 * exists, else HEAD~1), committed or not, for the developer's loop. `npm test` stays the whole suite.
 *
 * - Unit: `vitest related`, which follows Vite's module graph from each changed file to the tests that import
 *   it (a changed test file runs itself).
 * - End to end: a plain map from folders to the specs that cover them (below). A change to a spec or its
 *   support runs that spec (support: all of them); a change the map does not know under src/ or to the build
 *   runs them all. If any spec is picked, the site is built first.
 * - The host and Observatory suites are not in the loop: it says when a change touches what they check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pickSpecs } from './lib/quick-specs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function defaultBase(): string {
  const hasOriginMain = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main'], { cwd: root });
  return hasOriginMain.status === 0 ? 'origin/main' : 'HEAD~1';
}

function main() {
  const base = process.argv[2] ?? defaultBase();
  const changed = [
    ...new Set([
      ...git('diff', '--name-only', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ]),
  ].filter(Boolean);
  console.log(`test:quick: ${changed.length} file(s) changed since ${base}`);
  if (changed.length === 0) return;
  for (const ensure of ['scripts/ensure-postgres.ts', 'scripts/ensure-browser.ts']) {
    const ready = spawnSync(bin('tsx'), [ensure], { cwd: root, stdio: 'inherit' });
    if (ready.status !== 0) process.exit(ready.status ?? 1);
  }

  const sources = changed.filter((f) => /\.(tsx?|mjs|js|css|json)$/.test(f) && !f.startsWith('e2e/'));
  if (sources.length) {
    const unit = spawnSync(bin('vitest'), ['related', '--run', '--passWithNoTests', ...sources], {
      cwd: root,
      stdio: 'inherit',
    });
    if (unit.status !== 0) process.exit(unit.status ?? 1);
  }

  const allSpecs = readdirSync(path.join(root, 'e2e'))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => path.basename(f, '.spec.ts'));
  const specs = [...pickSpecs(changed, allSpecs)].sort();
  if (specs.length) {
    console.log(`test:quick: e2e specs ${specs.join(', ')}`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    const e2e = spawnSync(
      bin('playwright'),
      ['test', '--project=chromium', ...specs.map((s) => `e2e/${s}.spec.ts`)],
      { cwd: root, stdio: 'inherit' },
    );
    if (e2e.status !== 0) process.exit(e2e.status ?? 1);
  } else console.log('test:quick: no e2e spec covers these changes');

  const hostFiles = changed.filter((f) =>
    /^(src\/server\/|netlify\/|functions\/|api\/|tests\/hosts\/|scripts\/lib\/host-config\.ts|vercel\.json|netlify\.toml)/.test(
      f,
    ),
  );
  if (hostFiles.length)
    console.log(
      `test:quick: ${hostFiles.length} change(s) the host suite checks: run npm run test:hosts before you push`,
    );
}

main();

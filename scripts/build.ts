/**
 * `npm run build`: launch check, then the type-check beside client build, server build, private build, prerender. `npm test`
 * runs the e2e suite against this same build. `--mode <name>` builds with .env.<name>. Prints how long each step took.
 */
import { execFileSync, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv } from 'vite';
import { buildGate, loadLaunchInput, runLaunchCheck } from './lib/launch-check';
import { buildPrivateShells } from './lib/private-build';

// vite.config.ts imports the booking handler (and so src/) without file extensions, which the bundling config
// loader we use handles; silence Vite's notice about its future native loader.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const root = path.resolve(import.meta.dirname, '..');
const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? (process.argv[modeIndex + 1] ?? 'production') : 'production';

const started = performance.now();
const step = async (name: string, run: () => unknown) => {
  const t = performance.now();
  await run();
  console.log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

const env = loadEnv(mode, root, 'VITE_');

// The launch check (npm run check:launch): a build on Netlify, Cloudflare Pages or Vercel stops on its errors
// before building; a local build, `npm test` included, prints them and carries on.
const launch = buildGate(runLaunchCheck(await loadLaunchInput(mode)), process.env);
console.log(`\n${launch.message}\n`);
if (launch.fail) process.exit(1);

// The type-check runs beside the build: tsc is single-threaded and the longest step, and needs nothing the build
// makes, so on two cores the build takes about as long as the type-check alone. A type error still fails the
// build (exit 1), once the type-check ends.
const typecheck = (() => {
  const t = performance.now();
  return new Promise<number>((resolve, reject) => {
    const child = spawn('npx', ['tsc', '--noEmit'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  }).then((code) => {
    console.log(`  typecheck (beside the build): ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return code;
  });
})();
await step('client build', () => build({ root, mode, configLoader: 'bundle' }));
await step('server build', () =>
  build({
    root,
    mode,
    configLoader: 'bundle',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: 'build/server', emptyOutDir: true, copyPublicDir: false },
  }),
);
// The private routes' shells (the office), in a build of their own (scripts/lib/private-build.ts).
await step('private build', () => buildPrivateShells(root, mode));
await step('prerender', () =>
  execFileSync('npx', ['tsx', 'scripts/prerender.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_MODE: mode, BUILD_WEBHOOK_URL: env.VITE_BOOKING_WEBHOOK_URL ?? '' },
  }),
);
await rm(path.join(root, 'build'), { recursive: true, force: true });
if ((await typecheck) !== 0) {
  console.error('build failed: the type-check found errors');
  process.exit(1);
}
console.log(`build done in ${((performance.now() - started) / 1000).toFixed(1)} s (mode ${mode})`);

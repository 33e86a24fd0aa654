/**
 * `npm run build`: type-check, client build, server build, prerender. `--mode test` builds with .env.test
 * (the e2e tests' loopback webhook). Prints how long each step took.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv } from 'vite';

// vite.config.ts imports the booking inbox (and so src/) without file extensions, which the bundling config
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
if (!env.VITE_BOOKING_WEBHOOK_URL) {
  console.warn(
    '\n  WARNING: VITE_BOOKING_WEBHOOK_URL is not set. This build posts enquiries to /api/bookings, which only\n' +
      '  `npm start` and `npm run dev` answer. A production deploy needs the webhook URL (see README: Booking\n' +
      '  webhook).\n',
  );
}

await step('typecheck', () => execFileSync('npx', ['tsc', '--noEmit'], { cwd: root, stdio: 'inherit' }));
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
await step('prerender', () =>
  execFileSync('npx', ['tsx', 'scripts/prerender.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_MODE: mode, BUILD_WEBHOOK_URL: env.VITE_BOOKING_WEBHOOK_URL ?? '' },
  }),
);
await rm(path.join(root, 'build'), { recursive: true, force: true });
console.log(`build done in ${((performance.now() - started) / 1000).toFixed(1)} s (mode ${mode})`);

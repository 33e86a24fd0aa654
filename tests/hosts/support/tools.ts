/**
 * Where the host tools live and how they are run: each CLI from tests/hosts/node_modules (its own lockfile,
 * installed by scripts/test-hosts.ts), with telemetry and update checks off and its config in a throwaway
 * directory, so a run never reads a developer's logins or writes to their profile.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const hostsDir = path.join(repoRoot, 'tests/hosts');
export const distDir = path.join(repoRoot, 'dist');

/** The installed version of a package in tests/hosts, for the report and the test names. */
export function toolVersion(name: string): string {
  const file = path.join(hostsDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function toolBin(name: string): string {
  return path.join(hostsDir, 'node_modules/.bin', name);
}

let configHome: string | undefined;

/** One scratch XDG config folder per test process, with Netlify's telemetry switched off in it. */
function scratchConfigHome(): string {
  if (configHome) return configHome;
  configHome = mkdtempSync(path.join(tmpdir(), 'host-tests-config-'));
  // netlify-cli has no environment variable for this; it reads the flag from its global config file.
  mkdirSync(path.join(configHome, 'netlify'));
  writeFileSync(path.join(configHome, 'netlify/config.json'), JSON.stringify({ telemetryDisabled: true }));
  return configHome;
}

/** The environment every host CLI runs with: no telemetry, no update checks, no shared config. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const config = scratchConfigHome();
  return {
    ...process.env,
    XDG_CONFIG_HOME: config,
    WRANGLER_SEND_METRICS: 'false',
    // Wrangler asks the registry for a newer version while it prints its banner; no banner, no request.
    WRANGLER_HIDE_BANNER: 'true',
    VERCEL_TELEMETRY_DISABLED: '1',
    NO_UPDATE_NOTIFIER: '1',
    BROWSER: 'none',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    ...extra,
  };
}

/** A scratch folder for one run of a tool (Vercel's global config, Wrangler's local state). */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `host-tests-${prefix}-`));
}

/** A loopback port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

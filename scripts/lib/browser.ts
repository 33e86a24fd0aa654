/**
 * Which Chromium the tests and Lighthouse drive: $CHROMIUM_PATH if set, then Debian's /usr/bin/chromium
 * (the only browser this project's CI can install), then Playwright's own download on a developer laptop.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  if (system) return system;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

/** Flags for a sandboxed, offline machine: no background traffic to Google's services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Which Chromium the tests and Lighthouse drive: $CHROMIUM_PATH if set, then Debian's /usr/bin/chromium
 * (the only browser this project's CI can install), then Playwright's own download on a developer laptop.
 *
 * The e2e tests drive Chromium's headless shell instead when there is one (`findTestBrowser`): the same Blink
 * and V8 of the same release, without the full browser's UI layer around each page, and the build Playwright
 * itself runs for headless tests. The whole e2e suite took about 40 % less CPU in it (docs/test-time.md).
 * Lighthouse and the field profile (`npm run perf`) keep the full browser, which is what a visitor runs.
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

/** Debian's build of Chromium's headless shell (package chromium-headless-shell, from the same source). */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e tests drive: $CHROMIUM_PATH if set, then Debian's headless shell, then the full Chromium
 * of `findChromium`. Under the headless shell a page's first document gets a pointer event at (0, 0), over the
 * header, which the full browser does not send: e2e/support/site.ts `pointerOutside` says how the tests that
 * depend on no intent keep it off.
 */
export function findTestBrowser(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(debianHeadlessShell)) return debianHeadlessShell;
  return findChromium();
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

import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium, findTestBrowser } from './scripts/lib/browser';

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // A throwaway PostgreSQL for the ledger's journeys (e2e/ledger.spec.ts).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Three workers on the two-core machine every developer and CI has: 318-337 s for the whole suite against
  // 383 s with two, on one build (29 November; docs/test-time.md). Two filled both cores when the suite was
  // mostly page loads and axe (27 November: 353 s against 355 s); since then more journeys wait on the real
  // clock (the 8 s and 10 s limits, a retry's backoff), and a third worker uses the core they leave idle.
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    // npm test runs this project only, in Chromium's headless shell when there is one (scripts/lib/browser.ts).
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findTestBrowser(), args: chromiumArgs },
      },
      testIgnore: 'screens.spec.ts',
    },
    // Full-page screenshots for a reviewer to look at, in the full browser: npm run screens.
    {
      name: 'screens',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
      testMatch: 'screens.spec.ts',
    },
  ],
  webServer: {
    command: `tsx e2e/support/serve-for-tests.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    env: { PORT: String(port) },
    stdout: 'pipe',
  },
});

/**
 * One browser journey through a real host: the e2e booking journey (e2e/booking-form.spec.ts, the same test
 * the main e2e run drives against our own server) against the built site in `wrangler pages dev`, its
 * function forwarding to the e2e stand-in automation. journey-setup.ts starts both; scripts/test-hosts.ts
 * picks the ports. The main playwright.config.ts never sees this file.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestBrowser } from '../../scripts/lib/browser';

// The runner and its workers load this file; the workers inherit what the runner set here.
process.env.AUTOMATION_PORT ??= '4338';
process.env.HOSTS_JOURNEY_PORT ??= '4337';

export default defineConfig<object, { ownSite: boolean }>({
  testDir: '../../e2e',
  testMatch: 'booking-form.spec.ts',
  grep: /a valid booking is forwarded once, with its Idempotency-Key, and the visitor sees the reference/,
  globalSetup: './journey-setup.ts',
  outputDir: '../../test-results/hosts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // The journey runs against the host's site that journey-setup.ts started, not a site of its own.
    ownSite: false,
    baseURL: `http://127.0.0.1:${process.env.HOSTS_JOURNEY_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findTestBrowser(), args: chromiumArgs },
  },
  projects: [{ name: 'Cloudflare Pages (wrangler pages dev)', use: { ...devices['Desktop Chrome'] } }],
});

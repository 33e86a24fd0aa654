/**
 * netlify/functions/bookings.ts read the way Netlify reads it when it bundles the site: by static analysis
 * of the file, with Netlify's own bundler (@netlify/zip-it-and-ship-it). Importing the module, as the unit
 * test does, sees the values at run time, which Netlify never does; this sees what Netlify sees.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOKING_PATH, CHALLENGE_PATH } from '../../src/server/booking-handler';
import { SWEEP_PATH } from '../../src/server/host-sweep';
import { STRIPE_WEBHOOK_PATH } from '../../src/api/payment';
import { OFFICE_PREFIX } from '../../src/server/office/handler';
import { AGREEMENT_PREFIX } from '../../src/server/agreement/handler';
import { hostsDir, repoRoot } from './support/tools';

/** The two entry points used here, as zip-it-and-ship-it 14 declares them. */
interface ListedFunction {
  name: string;
  runtimeAPIVersion?: number;
  routes?: { pattern: string; literal?: string; methods: string[] }[];
}
interface ZipItAndShipIt {
  listFunctions(paths: string[], options: { parseISC: boolean }): Promise<ListedFunction[]>;
}
interface InSourceConfigParser {
  parseFile(file: string, options: { functionName: string }): Promise<{ config: Record<string, unknown> }>;
}

// Resolved from tests/hosts/node_modules, where the host tools are installed (the site's own install has none).
const require = createRequire(path.join(hostsDir, 'package.json'));
const load = async <T>(specifier: string) =>
  (await import(pathToFileURL(require.resolve(specifier)).href)) as T;

const functionsDir = path.join(repoRoot, 'netlify/functions');

describe("Netlify's bundler reading netlify/functions/bookings.ts", () => {
  it('finds the route the form posts to', async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const bookings = functions.find((listed) => listed.name === 'bookings');
    expect(bookings?.runtimeAPIVersion).toBe(2);
    expect(bookings?.routes?.map((route) => route.literal ?? route.pattern)).toEqual([BOOKING_PATH]);
  });

  it('finds the per-IP rate limit', async () => {
    const parser = await load<InSourceConfigParser>(
      '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js',
    );
    const { config } = await parser.parseFile(path.join(functionsDir, 'bookings.ts'), {
      functionName: 'bookings',
    });
    expect(config.rateLimit).toEqual({ windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] });
  });
});

describe("Netlify's bundler reading netlify/functions/booking-challenge.ts", () => {
  it('finds the challenge route and its own rate limit', async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const challenge = functions.find((listed) => listed.name === 'booking-challenge');
    expect(challenge?.runtimeAPIVersion).toBe(2);
    expect(challenge?.routes?.map((route) => route.literal ?? route.pattern)).toEqual([CHALLENGE_PATH]);
    const parser = await load<InSourceConfigParser>(
      '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js',
    );
    const { config } = await parser.parseFile(path.join(functionsDir, 'booking-challenge.ts'), {
      functionName: 'booking-challenge',
    });
    expect(config.rateLimit).toEqual({ windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] });
  });
});

describe("Netlify's bundler reading netlify/functions/office.ts", () => {
  it('finds every path under /api/office, the office API (issue 38)', async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const office = functions.find((listed) => listed.name === 'office');
    expect(office?.runtimeAPIVersion).toBe(2);
    expect(office?.routes?.map((route) => route.literal ?? route.pattern)).toEqual([`${OFFICE_PREFIX}/*`]);
  });
});

describe("Netlify's bundler reading netlify/functions/agreement.ts", () => {
  it('finds every path under /api/agreement, the agreement API (issue 40)', async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const agreement = functions.find((listed) => listed.name === 'agreement');
    expect(agreement?.runtimeAPIVersion).toBe(2);
    expect(agreement?.routes?.map((route) => route.literal ?? route.pattern)).toEqual([
      `${AGREEMENT_PREFIX}/*`,
    ]);
  });
});

describe("Netlify's bundler reading the sweep's two functions", () => {
  it('finds booking-sweep as a scheduled function every 5 minutes, with no URL', async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const scheduled = functions.find((listed) => listed.name === 'booking-sweep') as
      (ListedFunction & { schedule?: string }) | undefined;
    expect(scheduled?.schedule).toBe('*/5 * * * *');
    expect(scheduled?.routes ?? []).toEqual([]);
  });

  it('finds booking-sweep-route at the sweep route', async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const route = functions.find((listed) => listed.name === 'booking-sweep-route');
    expect(route?.routes?.map((r) => r.literal ?? r.pattern)).toEqual([SWEEP_PATH]);
  });

  it("finds stripe-webhook at Stripe's webhook route (issue 60)", async () => {
    const zisi = await load<ZipItAndShipIt>('@netlify/zip-it-and-ship-it');
    const functions = await zisi.listFunctions([functionsDir], { parseISC: true });
    const route = functions.find((listed) => listed.name === 'stripe-webhook');
    expect(route?.routes?.map((r) => r.literal ?? r.pattern)).toEqual([STRIPE_WEBHOOK_PATH]);
  });

  it('bundles no PGlite into any function', async () => {
    const zisi = await load<{
      zipFunctions(
        from: string,
        to: string,
        options: { archiveFormat: 'none' },
      ): Promise<{ name: string; path: string }[]>;
    }>('@netlify/zip-it-and-ship-it');
    const out = mkdtempSync(path.join(tmpdir(), 'netlify-functions-'));
    try {
      const built = await zisi.zipFunctions(functionsDir, out, { archiveFormat: 'none' });
      expect(built.map((f) => f.name).sort()).toEqual(
        [
          'agreement',
          'booking-challenge',
          'booking-page',
          'booking-sweep',
          'booking-sweep-route',
          'bookings',
          'office',
          'report',
          'stripe-webhook',
        ].sort(),
      );
      const files = execFileSync('find', [out, '-type', 'f'], { encoding: 'utf8' }).split('\n');
      expect(files.filter((file) => /pglite/i.test(file))).toEqual([]);
      expect(files.some((file) => /node_modules\/postgres\//.test(file))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});

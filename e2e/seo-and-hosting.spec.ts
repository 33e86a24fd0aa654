import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { LinkChecker } from 'linkinator';
import { parseHeadersFile } from '../scripts/lib/host-config';
import { privateRoutes } from '../src/app/private-routes';
import { createStaticServer } from '../scripts/lib/static-server';
import { watchCsp } from './support/csp';
import {
  isHydrated,
  knownRoutes,
  routeTable,
  waitForHydration,
  watchConsole,
  withMenuDialog,
} from './support/site';

const dist = path.resolve(import.meta.dirname, '../dist');
const routes = knownRoutes();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function all(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]!);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
    (json) => JSON.parse(json) as Record<string, unknown>,
  );
}

test('every page has one title, description, canonical and h1; titles and descriptions are unique', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const title = all(html, /<title>([^<]*)<\/title>/g);
    const description = all(html, /<meta name="description" content="([^"]*)"/g);
    const canonical = all(html, /<link rel="canonical" href="([^"]*)"/g);
    expect(title, route).toHaveLength(1);
    expect(description, route).toHaveLength(1);
    expect(canonical, route).toHaveLength(1);
    expect(html.match(/<h1\b/g), route).toHaveLength(1);
    expect(new URL(canonical[0]!).pathname, route).toBe(route);
    expect(titles.get(title[0]!), `${route} repeats the title of ${titles.get(title[0]!)}`).toBeUndefined();
    expect(descriptions.get(description[0]!), `${route} repeats a description`).toBeUndefined();
    titles.set(title[0]!, route);
    descriptions.set(description[0]!, route);

    // Social previews.
    const ogImage = all(html, /<meta property="og:image" content="([^"]*)"/g);
    expect(ogImage, route).toHaveLength(1);
    expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect((await request.get(new URL(ogImage[0]!).pathname)).status(), ogImage[0]).toBe(200);
  }
});

test('every page carries valid structured data for what it shows', async ({ request }) => {
  for (const route of routes) {
    const blocks = jsonLd(await (await request.get(route)).text());
    const types = blocks.map((b) => b['@type']);
    expect(types, route).toContain('HomeAndConstructionBusiness');
    for (const block of blocks) expect(block['@context'], route).toBe('https://schema.org');
    const business = blocks.find((b) => b['@type'] === 'HomeAndConstructionBusiness')!;
    expect(business).toMatchObject({
      foundingDate: '1999',
      telephone: expect.any(String),
      email: expect.any(String),
    });

    if (route !== '/') expect(types, route).toContain('BreadcrumbList');
    if (/^\/(products|services)\//.test(route)) {
      const service = blocks.find((b) => b['@type'] === 'Service')!;
      expect(service, route).toMatchObject({ provider: expect.any(Object), areaServed: expect.any(Array) });
      expect(types, route).toContain('FAQPage');
    }
    if (/^\/knowledge\/blog\/.+/.test(route)) expect(types, route).toContain('BlogPosting');
    if (/^\/knowledge\/(news|guides|tips)\/.+/.test(route)) expect(types, route).toContain('Article');
  }
  // A quoted product has no offer; a priced one has its price.
  const quoted = jsonLd(await (await request.get('/products/dilapidation-reports')).text());
  expect(quoted.find((b) => b['@type'] === 'Service')!.offers).toBeUndefined();
  // Specialised inspections show an add-on's price, not a price of their own: no offer either.
  const addOnPriced = jsonLd(await (await request.get('/services/specialised-inspections')).text());
  expect(addOnPriced.find((b) => b['@type'] === 'Service')!.offers).toBeUndefined();
  const priced = jsonLd(await (await request.get('/products/strata-multi-unit-inspections')).text());
  expect(priced.find((b) => b['@type'] === 'Service')!.offers).toMatchObject({
    price: '350.00',
    priceCurrency: 'AUD',
  });
});

test('sitemap and robots list every page on the canonical origin, and never the not-found page', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = all(sitemap, /<loc>([^<]+)<\/loc>/g);
  expect(locs).toHaveLength(routeTable().paths.length);
  for (const loc of locs) expect(loc).toMatch(/^https:\/\/harbourline-inspections\.example\//);
  expect(sitemap).not.toMatch(/404|not-found/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://harbourline-inspections.example/sitemap.xml');
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('html-validate finds nothing in any HTML file of dist/', async () => {
  // Reads .htmlvalidate.json, as the CLI does (see docs/decisions/0003-html-validate-rules.md).
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = htmlFiles(dist);
  // One per address of the route table, 404.html, and each private route's shell (src/app/private-routes.ts).
  expect(files.length).toBe(routeTable().paths.length + 1 + privateRoutes.length);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${path.relative(dist, file)}:${message.line}: ${message.message} (${message.ruleId})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

async function crawl(baseUrl: string) {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: baseUrl,
    recurse: true,
    concurrency: 8,
    timeout: 10_000,
    // Only this site's links: outside sites are not reachable from the test machine.
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(baseUrl)),
  });
  return result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (from ${link.parent})`);
}

test('a crawl of the site finds no broken internal link, and does find a planted one', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(await crawl(`${baseURL}/`)).toEqual([]);

  // The same crawl must fail when a page links somewhere that does not exist.
  const planted = mkdtempSync(path.join(tmpdir(), 'planted-'));
  cpSync(dist, planted, { recursive: true });
  const page = path.join(planted, 'knowledge/tips/index.html');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace('</main>', '<a href="/products/no-such-page">x</a></main>'),
  );
  const server = createStaticServer({ root: planted });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const broken = await crawl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(broken.some((b) => b.includes('/products/no-such-page'))).toBe(true);
  } finally {
    server.close();
  }
});

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const sha384 = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

test('pages answer with the security headers of the generated host config', async ({ request }) => {
  for (const route of ['/', '/products/dilapidation-reports', '/no-such-page']) {
    const headers = (await request.get(route)).headers();
    const csp = directives(headers['content-security-policy']!);
    expect(csp['default-src'], route).toEqual(["'none'"]);
    expect(csp['frame-ancestors'], route).toEqual(["'none'"]);
    expect(Object.values(csp).flat(), route).not.toContain("'unsafe-inline'");
    expect(Object.values(csp).flat(), route).not.toContain("'unsafe-eval'");
    expect(headers['strict-transport-security'], route).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
    expect(headers['cross-origin-resource-policy'], route).toBe('same-origin');
    expect(headers['cross-origin-opener-policy'], route).toBe('same-origin');
  }
  const asset = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'))!;
  const assetHeaders = (await request.get(`/assets/${asset}`)).headers();
  expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetHeaders['cross-origin-resource-policy']).toBe('same-origin');
});

test('the CSP allows exactly the one inline stylesheet and the one inline script every page shares, and no page has a style attribute', async ({
  request,
}) => {
  const csp = directives((await request.get('/')).headers()['content-security-policy']!);
  const blocks = new Set<string>();
  const scripts = new Set<string>();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) blocks.add(match[1]!);
    expect(html, file).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
      scripts.add(match[1]!);
    }
  }
  // One block, the same on every page: one hash serves the whole site.
  expect(blocks.size).toBe(1);
  expect(csp['style-src']).toContain(sha256([...blocks][0]!));
  // The other two are sonner's stylesheet, empty and then filled as it inserts it when it loads (checked by the
  // booking tests, which show its notices).
  expect(csp['style-src']).toHaveLength(4);
  // The one inline script: what fetches the rest after the largest paint (src/boot/late-load.ts), the same on
  // every public page; the private shells have none.
  expect(scripts.size).toBe(1);
  expect(csp['script-src']).toEqual(["'self'", sha256([...scripts][0]!)]);
});

test("Vercel's headers are this build's: vercel.json's, and the CSP from the build's own route", async () => {
  const built = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8')).find(
    (rule) => rule.pattern === '/*',
  )!.headers;
  const root = path.resolve(import.meta.dirname, '..');
  const vercel = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const all = vercel.headers.find((rule) => rule.source === '/(.*)')!.headers;
  // Written by the same build as dist/ (scripts/prerender.ts); Vercel's build step puts it first
  // (tests/hosts/vercel-build.test.ts reads the deployment's route table).
  const routes = JSON.parse(
    readFileSync(path.join(root, '.vercel_build_output/config/routes.json'), 'utf8'),
  ) as { src: string; headers: Record<string, string> }[];
  expect(routes.map((route) => route.src)).toEqual(['/(.*)']);
  expect({ ...Object.fromEntries(all.map((h) => [h.key, h.value])), ...routes[0]!.headers }).toEqual(built);
});

test('every script and module preload carries its integrity, and a changed chunk never runs', async ({
  page,
}) => {
  for (const route of ['/', '/products/dilapidation-reports', '/knowledge/tips']) {
    const html = readFileSync(path.join(dist, route === '/' ? '' : route, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    expect(scripts.length, route).toBeGreaterThan(0);
    for (const [tag, src] of scripts) {
      expect(tag, route).toContain(`integrity="${sha384(path.join(dist, src!))}"`);
    }
  }

  await page.goto('/');
  await waitForHydration(page);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: new URL(link.href).pathname,
      integrity: link.integrity,
    })),
  );
  // The boot preloads the shared chunks, the entry and the page's own, each with the hash of its file.
  expect(preloads.length).toBeGreaterThanOrEqual(4);
  for (const { href, integrity } of preloads) {
    expect(integrity, href).toBe(sha384(path.join(dist, href)));
  }

  // A chunk that is not what was built (a tampered CDN copy) is refused, and the app never starts on it.
  const problems = watchConsole(page);
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    const body = (await (await route.fetch()).text()).replace('react.', 'react!');
    await route.fulfill({ body, contentType: 'text/javascript' });
  });
  await page.goto('/');
  await expect.poll(() => problems.join('\n'), { timeout: 10_000 }).toMatch(/integrity|digest/i);
  await page.waitForTimeout(1000);
  expect(await isHydrated(page)).toBe(false);
});

test('under that policy the open menu panel locks the page with no inline style and no violation', async ({
  page,
}) => {
  // Every route's load and hydration under the same policy: robustness.spec.ts. The form's validation and
  // submission: booking-form.spec.ts.
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await withMenuDialog(page);
  const styles = () => page.evaluate(() => document.querySelectorAll('style').length);
  const before = await styles();
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The open panel locks the page's scroll from the stylesheet, with no inline style.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(await styles()).toBe(before);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(violations).toEqual([]);
});

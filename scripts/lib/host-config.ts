/**
 * The deploy-time configuration of every host, generated from one definition so Netlify, Cloudflare Pages,
 * Vercel and the local server (npm start, e2e) answer with the same headers and redirects:
 * - dist/_headers and dist/_redirects (Netlify and Cloudflare Pages read them from the published folder),
 *   written by every build;
 * - vercel.json at the repo root (Vercel reads it from the project before it builds): everything but the CSP,
 *   none of it made by a build, so it is committed and never changes with one
 *   (`npm run sync:vercel` rewrites it after an edit here, and a unit test fails while it differs);
 * - the CSP for Vercel, whose hashes come from the build: every build writes it to
 *   .vercel_build_output/config/routes.json (not tracked), a route table Vercel's build step merges into what
 *   it deploys, ahead of vercel.json's headers (tests/hosts/vercel-build.test.ts reads the result);
 * - the local static server reads dist/_headers back.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  privateHeaders,
  privateRoutes,
  privateShellFile,
  type PrivateRoute,
} from '../../src/app/private-routes';
import { shortPathRedirects } from '../../src/app/redirects';

export interface SecurityOptions {
  /**
   * Origin of the booking webhook, only for a static-only host whose form posts straight to an automation
   * (VITE_BOOKING_WEBHOOK_URL). Everywhere else the form posts to the site's own /api/bookings.
   */
  webhookOrigin?: string | null;
  /** 'sha256-...' sources for inline scripts the prerender wrote. */
  scriptHashes?: string[];
  /**
   * 'sha256-...' sources for inline stylesheets: the one `<style>` block every page carries, and the one sonner
   * inserts when it loads, empty and then filled (scripts/lib/csp-sources.ts). No `'unsafe-inline'`, and no
   * style attributes.
   */
  styleHashes?: string[];
}

/** The origin of a webhook URL, or null for a relative or missing one (the site's own /api/bookings). */
export function webhookOriginOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);

/**
 * Nothing by default; each kind of resource the site uses is named with where it may come from. Styles the
 * app sets after it starts go through the CSSOM (React's `style` prop), which the CSP does not govern; the
 * server render writes no style attribute.
 */
export function contentSecurityPolicy({
  webhookOrigin,
  scriptHashes = [],
  styleHashes = [],
}: SecurityOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...quoted(scriptHashes)]],
    ['style-src', ["'self'", ...quoted(styleHashes)]],
    // data: for the favicon, written into each page (withInlineFavicon in scripts/prerender.ts) so that no
    // request for it competes with the page's first paint. An image cannot run script.
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(webhookOrigin ? [webhookOrigin] : [])]],
    // The booking form's proof-of-work solver (src/features/booking/proof-worker.ts), a chunk of the site's
    // own: no blob: or data: worker, so no script the CSP has not seen.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every page answers with. */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed the pages, scripts or images (the booking API adds it to its own answers).
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export const immutableCache = 'public, max-age=31536000, immutable';
export const htmlCache = 'public, max-age=0, must-revalidate';

/**
 * The `_headers` paths of a private route (src/app/private-routes.ts): its own, and everything under it, which
 * takes in the trailing slash Cloudflare Pages redirects a folder's page to (/office to /office/).
 */
export function privateHeaderPaths(route: PrivateRoute): string[] {
  return [route.path, `${route.path}/*`];
}

/**
 * Netlify / Cloudflare Pages `_headers`. The private routes' block comes after the site's. Where two matching
 * blocks set one header, a host sends the later block's value or both joined with a comma, and a browser takes
 * the last policy it knows of a `Referrer-Policy` list: `no-referrer` either way. The local server lets the
 * later block win.
 */
export function headersFile(
  options: SecurityOptions,
  routes: readonly PrivateRoute[] = privateRoutes,
): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      '# Generated by the build (scripts/lib/host-config.ts). Edit that file, not this one.',
      block('/*', securityHeaders(options)),
      block('/assets/*', { 'Cache-Control': immutableCache }),
      ...routes.flatMap((route) => privateHeaderPaths(route).map((path) => block(path, privateHeaders))),
    ].join('\n') + '\n'
  );
}

/**
 * The rewrites that serve a private route's shell for every path under it (`/agreement/<token>`,
 * `/office/enquiries/<reference>`), for a route with subpaths; the shell's own address is its file (dist/<path>/index.html), which every host serves as
 * it serves a prerendered page. Without a rewrite, a host answers a path it has no file for with 404.
 */
export function privateRewrites(
  routes: readonly PrivateRoute[] = privateRoutes,
): { from: string; to: string }[] {
  return routes
    .filter((route) => route.subpaths)
    .map((route) => ({ from: route.path, to: privateShellFile(route) }));
}

/**
 * Netlify / Cloudflare Pages `_redirects`: old short article links, and the private routes' rewrites (status
 * 200). Unknown paths fall to 404.html.
 */
export function redirectsFile(routes: readonly PrivateRoute[] = privateRoutes): string {
  const lines = shortPathRedirects.flatMap((rule) => [
    `${rule.from} ${rule.toList} 301`,
    `${rule.from}/* ${rule.to.replace(':slug', ':splat')} 301`,
  ]);
  // To the shell's folder, not its index.html: Cloudflare Pages answers a rewrite to an index.html with a 308 to
  // its folder, which the browser follows and the path after the route (the token, the enquiry) is lost; and
  // a splat whose target is a file it serves itself is not applied at all. Netlify serves the folder's
  // index.html for either.
  const rewrites = privateRewrites(routes).map((rewrite) => `${rewrite.from}/* ${rewrite.from}/ 200`);
  return ['# Generated by the build (scripts/lib/host-config.ts).', ...lines, ...rewrites].join('\n') + '\n';
}

/**
 * vercel.json: the same redirects and headers but the CSP; Vercel serves 404.html with status 404 by itself,
 * and deploys api/bookings.ts as a function with no configuration (api/office.ts takes a rewrite). The CSP, whose hashes only a build knows,
 * comes from the build (`vercelBuildRoutes`).
 */
export function vercelConfig(
  routes: readonly PrivateRoute[] = privateRoutes,
  reminderHour = reminderHourOf(process.env.BOOKING_REMINDER_HOUR),
) {
  const toHeaders = (headers: Record<string, string>) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  const { [CSP]: _fromTheBuild, ...staticHeaders } = securityHeaders({});
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    redirects: shortPathRedirects.flatMap((rule) => [
      { source: rule.from, destination: rule.toList, permanent: true },
      { source: `${rule.from}/:slug`, destination: rule.to, permanent: true },
    ]),
    // After the site's: where two entries set a header, Vercel sends the later one's.
    headers: [
      { source: '/(.*)', headers: toHeaders(staticHeaders) },
      { source: '/assets/(.*)', headers: toHeaders({ 'Cache-Control': immutableCache }) },
      // One block for every private route: `vercel dev` gives a page reached through a rewrite only the headers
      // of the last block its path matches, so one block per route left all but the last without them.
      {
        source: `/(${routes.map((route) => route.path.slice(1)).join('|')})(/.*)?`,
        headers: toHeaders(privateHeaders),
      },
    ],
    // A function in api/ answers one path segment outside Next.js: every path of the office's API goes to
    // api/office.ts, which still sees the path the browser asked for. Then the paths under a private route (a
    // token's, the office's places): only a path without a file of its own reaches a rewrite.
    rewrites: [
      { source: `${OFFICE_API_PREFIX}/:path*`, destination: OFFICE_API_PREFIX },
      { source: `${AGREEMENT_API_PREFIX}/:path*`, destination: AGREEMENT_API_PREFIX },
      { source: `${BOOKING_PAGE_API_PREFIX}/:path*`, destination: BOOKING_PAGE_API_PREFIX },
      { source: `${REPORT_API_PREFIX}/:path*`, destination: REPORT_API_PREFIX },
      ...privateRewrites(routes).map((rewrite) => ({
        source: `${rewrite.from}/:path*`,
        destination: rewrite.to,
      })),
    ],
    // The booking sweep, daily: the one schedule every plan allows. Vercel sends Authorization: Bearer
    // <CRON_SECRET>. The functions also sweep after an enquiry or a challenge (at most once a minute); on a paid
    // plan, '*/5 * * * *' retries sooner (docs/deploying.md#vercel).
    // Issue 41: the same route at BOOKING_REMINDER_HOUR − 10 in UTC, which sends the day-before reminders
    // (vercelReminderSchedule says why that hour).
    crons: [
      { path: SWEEP_CRON_PATH, schedule: VERCEL_SWEEP_SCHEDULE },
      { path: SWEEP_CRON_PATH, schedule: vercelReminderSchedule(reminderHour) },
    ],
  };
}

const CSP = 'Content-Security-Policy';

/**
 * The CSP on Vercel, as a route of Vercel's Build Output API (version 1, `.vercel_build_output/config/
 * routes.json`): the static build step (@vercel/static-build) reads it after the build command and puts its
 * routes first in the deployment's route table, so every answer carries the CSP of the files it deploys.
 * `continue` lets vercel.json's headers and redirects apply after it.
 */
export function vercelBuildRoutes(security: SecurityOptions) {
  return [{ src: '/(.*)', headers: { [CSP]: contentSecurityPolicy(security) }, continue: true }];
}

export const vercelBuildRoutesPath = path.resolve(
  import.meta.dirname,
  '../../.vercel_build_output/config/routes.json',
);

/** Writes the build's routes for Vercel (every build; the folder is not tracked). */
export function writeVercelBuildRoutes(security: SecurityOptions): string {
  mkdirSync(path.dirname(vercelBuildRoutesPath), { recursive: true });
  writeFileSync(vercelBuildRoutesPath, `${JSON.stringify(vercelBuildRoutes(security), null, 2)}\n`);
  return vercelBuildRoutesPath;
}

/** The office's API (src/server/office/handler.ts OFFICE_PREFIX; a literal here, as for the sweep). */
export const OFFICE_API_PREFIX = '/api/office';

/** The agreement's API (src/server/agreement/handler.ts AGREEMENT_PREFIX; a literal, as for the office's). */
export const AGREEMENT_API_PREFIX = '/api/agreement';

/** The booking page's API (src/server/booking-page/handler.ts BOOKING_PAGE_PREFIX; a literal, as above). */
export const BOOKING_PAGE_API_PREFIX = '/api/booking';

/** The client's report API (src/server/report/handler.ts REPORT_PREFIX; a literal, as above). */
export const REPORT_API_PREFIX = '/api/report';

/** The sweep route (src/server/host-sweep.ts SWEEP_PATH; a literal here, as this file builds without the server). */
export const SWEEP_CRON_PATH = '/api/bookings/sweep';
/** 18:00 UTC: 4 or 5 am in Sydney, before the business's day starts. */
export const VERCEL_SWEEP_SCHEDULE = '0 18 * * *';

/** BOOKING_REMINDER_HOUR as src/server/booking/reminders.ts reads it: a whole hour 0-23, 9 unless set. */
export function reminderHourOf(value: string | undefined): number {
  const hour = value !== undefined && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : 9;
  return hour <= 23 ? hour : 9;
}

/**
 * The reminders' Vercel cron: Vercel's crons run in UTC, so at `hour` − 10 UTC, which is `hour` in Sydney in
 * standard time (AEST, UTC+10) and an hour later in daylight time (AEDT, UTC+11): never before the reminder
 * hour. On the Hobby plan a cron fires at any time within its hour, so a reminder may come up to two hours
 * late in summer; the sweep sends whatever is due whenever it fires. vercel.json is committed: after changing
 * BOOKING_REMINDER_HOUR, run `npm run sync:vercel` with it set.
 */
export function vercelReminderSchedule(hour: number): string {
  return `0 ${(hour + 14) % 24} * * *`;
}

export const vercelJsonPath = path.resolve(import.meta.dirname, '../../vercel.json');

export function vercelJson(): string {
  return `${JSON.stringify(vercelConfig(), null, 2)}\n`;
}

/** A CSP hash source for a text, as the browser computes it over an inline block's exact contents. */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** CSP hash sources for every inline script that a browser would run (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const executable =
      !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    if (!executable) continue;
    hashes.push(sha256Source(match[2] ?? ''));
  }
  return hashes;
}

/** CSP hash sources for every inline `<style>` block. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) =>
    sha256Source(match[1] ?? ''),
  );
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Reads a `_headers` file back, for the local server. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern ('/*', '/assets/*', '/exact') matches a request path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/** Rewrites the committed vercel.json from the definitions here (`npm run sync:vercel`). */
export function writeVercelJson(): string {
  writeFileSync(vercelJsonPath, vercelJson());
  return vercelJsonPath;
}

// @vitest-environment node
import { createHash } from 'node:crypto';
import { SWEEP_PATH } from '../../src/server/host-sweep';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privateHeaders, privateRoutes, type PrivateRoute } from '../../src/app/private-routes';
import { reportFilePath, reportFreshLinkPath, reportPagePath } from '../../src/api/report';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  matchesPattern,
  parseHeadersFile,
  privateHeaderPaths,
  redirectsFile,
  securityHeaders,
  vercelConfig,
  vercelBuildRoutes,
  vercelJson,
  webhookOriginOf,
} from '../../scripts/lib/host-config';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('content security policy', () => {
  const csp = directives(
    contentSecurityPolicy({
      webhookOrigin: 'https://hook.eu1.make.com',
      scriptHashes: ['sha256-abc='],
      styleHashes: ['sha256-css=', 'sha256-sonner='],
    }),
  );

  it('allows nothing by default, and names each kind of resource the site uses', () => {
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(Object.keys(csp).sort()).toEqual(
      [
        'base-uri',
        'connect-src',
        'default-src',
        'form-action',
        'frame-ancestors',
        'img-src',
        'manifest-src',
        'script-src',
        'style-src',
        'worker-src',
      ].sort(),
    );
  });

  it('shows images from the site, and data: ones for the favicon written into each page, and from nowhere else', () => {
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
  });

  it("starts workers only from the site's own scripts: no blob: or data: worker", () => {
    expect(csp['worker-src']).toEqual(["'self'"]);
  });

  it('applies no inline style but the hashed stylesheets, and brings none back through -elem or -attr', () => {
    expect(csp['style-src']).toEqual(["'self'", "'sha256-css='", "'sha256-sonner='"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
    expect(csp['style-src-elem']).toBeUndefined();
    expect(csp['style-src-attr']).toBeUndefined();
  });

  it('runs no inline or eval script except the hashed ones', () => {
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('connects only to the site and the webhook origin', () => {
    expect(csp['connect-src']).toEqual(["'self'", 'https://hook.eu1.make.com']);
    expect(directives(contentSecurityPolicy({}))['connect-src']).toEqual(["'self'"]);
  });

  it('locks framing, base, plugins and form targets', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    // Plugins: default-src 'none' covers object-src.
    expect(csp['object-src']).toBeUndefined();
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('comes with HSTS, nosniff, a strict referrer policy and a restrictive permissions policy', () => {
    const headers = securityHeaders({});
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security']!)![1])).toBeGreaterThanOrEqual(
      15_768_000,
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/);
  });

  it('keeps every resource and window to the site itself', () => {
    const headers = securityHeaders({});
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it("fits Cloudflare's 2,000-character limit for a _headers line", () => {
    for (const line of headersFile({ styleHashes: ['sha256-css=', 'sha256-sonner='] }).split('\n')) {
      expect(line.length).toBeLessThan(2000);
    }
  });
});

describe('webhookOriginOf', () => {
  it('keeps only the origin of an absolute URL', () => {
    expect(webhookOriginOf('https://hooks.zapier.com/hooks/catch/1/abc/')).toBe('https://hooks.zapier.com');
    expect(webhookOriginOf('/api/bookings')).toBeNull();
    expect(webhookOriginOf(undefined)).toBeNull();
  });
});

describe('_headers and _redirects', () => {
  it('round-trips through the parser the local server uses', () => {
    const rules = parseHeadersFile(headersFile({ webhookOrigin: 'https://n8n.example.com' }));
    expect(rules.map((r) => r.pattern)).toEqual([
      '/*',
      '/assets/*',
      ...privateRoutes.flatMap(privateHeaderPaths),
    ]);
    expect(rules[0]!.headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://n8n.example.com",
    );
    expect(rules[1]!.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(matchesPattern('/assets/*', '/assets/index-abc.js')).toBe(true);
    expect(matchesPattern('/assets/*', '/products/x')).toBe(false);
  });

  it('redirects the old short paths permanently', () => {
    const lines = redirectsFile().split('\n');
    expect(lines).toContain('/tips/* /knowledge/tips/:splat 301');
    expect(lines).toContain('/guides/* /knowledge/guides/:splat 301');
    expect(lines).toContain('/blog/* /knowledge/blog/:splat 301');
    expect(lines).toContain('/news/* /knowledge/news/:splat 301');
    // No catch-all to index.html: unknown paths must get 404.html with a 404 status.
    expect(redirectsFile()).not.toMatch(/\/\*\s+\/index\.html/);
  });
});

/** A route of parts 3 and 4's kind, with a token after its path. */
const tokenRoute: PrivateRoute = { id: 'agreement', path: '/agreement', subpaths: true, shell: 'office' };

describe('the private routes (src/app/private-routes.ts) on Netlify and Cloudflare Pages', () => {
  it('answer with no-referrer and noindex, after the site-wide block, on their path and under it', () => {
    const rules = parseHeadersFile(headersFile({}));
    expect(privateRoutes.map((route) => route.path)).toContain('/office');
    for (const route of privateRoutes) {
      for (const pattern of [route.path, `${route.path}/*`]) {
        const index = rules.findIndex((rule) => rule.pattern === pattern);
        expect(index, pattern).toBeGreaterThan(rules.findIndex((rule) => rule.pattern === '/*'));
        expect(rules[index]!.headers).toEqual(privateHeaders);
      }
    }
    expect(privateHeaders['Referrer-Policy']).toBe('no-referrer');
    expect(privateHeaders['X-Robots-Tag']).toBe('noindex');
    // The site-wide block keeps its own policy for the public pages.
    expect(rules[0]!.headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it("rewrite a token path to its route's shell with status 200, and only a token route's", () => {
    expect(redirectsFile([tokenRoute]).split('\n')).toContain('/agreement/* /agreement/ 200');
    // Every place in the office (issue 57) answers with the office's shell, and nothing goes to the home page.
    expect(redirectsFile().split('\n')).toContain('/office/* /office/ 200');
    expect(redirectsFile([{ ...tokenRoute, subpaths: false }])).not.toMatch(/ 200$/m);
    expect(redirectsFile([tokenRoute])).not.toMatch(/\s\/index\.html/);
    // The table's own: one rewrite per route that takes a token (the agreement's), and no other.
    expect(redirectsFile().match(/^.* 200$/gm)).toEqual(
      privateRoutes.filter((route) => route.subpaths).map((route) => `${route.path}/* ${route.path}/ 200`),
    );
    expect(privateRoutes.filter((route) => route.subpaths).map((route) => route.id)).toContain('agreement');
  });
});

describe('vercel.json', () => {
  const committed = JSON.parse(readFileSync('vercel.json', 'utf8'));
  const all = committed.headers.find((h: { source: string }) => h.source === '/(.*)');

  it('is exactly what host-config.ts generates (`npm run sync:vercel`), and holds nothing a build makes', () => {
    expect(readFileSync('vercel.json', 'utf8')).toBe(vercelJson());
    expect(committed).toEqual(vercelConfig());
    // The CSP's hashes change with the first screen's classes: it comes from the build (vercelBuildRoutes).
    expect(all.headers.map((h: { key: string }) => h.key)).not.toContain('Content-Security-Policy');
    expect(readFileSync('vercel.json', 'utf8')).not.toMatch(/sha256-/);
  });

  it("gets the build's CSP through the build's own route, first and continuing to vercel.json's rules", () => {
    const security = { scriptHashes: ['sha256-a='], styleHashes: ['sha256-b=', 'sha256-c='] };
    const [route, ...others] = vercelBuildRoutes(security);
    expect(others).toEqual([]);
    expect(route).toEqual({
      src: '/(.*)',
      headers: { 'Content-Security-Policy': contentSecurityPolicy(security) },
      continue: true,
    });
    // With the rest of vercel.json's headers, every header a page answers with elsewhere (dist/_headers).
    const staticHeaders = Object.fromEntries(
      all.headers.map((h: { key: string; value: string }) => [h.key, h.value]),
    );
    expect({ ...staticHeaders, ...route!.headers }).toEqual(securityHeaders(security));
  });

  it('gives the private routes no-referrer and noindex after the site-wide headers, and a token route its rewrite', () => {
    // `vercel dev` gives a page reached through a rewrite the headers of the file's last block only, and only
    // when its path matches it (issue 58: with a block per route, all but the last route lost them). So the
    // last block is the private headers, and every private path, and every path under one, matches it.
    const last = committed.headers.at(-1) as { source: string; headers: unknown };
    expect(last.headers).toEqual(Object.entries(privateHeaders).map(([key, value]) => ({ key, value })));
    const source = new RegExp(`^${last.source}$`);
    for (const route of privateRoutes) {
      for (const path of [route.path, `${route.path}/a-token`]) expect(source.test(path), path).toBe(true);
    }
    expect(source.test('/services')).toBe(false);
    expect(vercelConfig([tokenRoute]).rewrites).toContainEqual({
      source: '/agreement/:path*',
      destination: '/agreement/index.html',
    });
    // Every place in the office (issue 57) answers with its shell.
    expect(committed.rewrites).toContainEqual({
      source: '/office/:path*',
      destination: '/office/index.html',
    });
  });

  it("schedules a daily sweep and the reminders' daily cron on the booking functions' sweep route", () => {
    expect(vercelConfig().crons).toEqual([
      { path: SWEEP_PATH, schedule: expect.any(String) },
      { path: SWEEP_PATH, schedule: expect.any(String) },
    ]);
    // Five fields, a fixed minute and hour, every day: the only kind of cron a Hobby plan runs.
    for (const cron of vercelConfig().crons) expect(cron.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('is written by no build step: only host-config.ts names the file outside comments', () => {
    const code = (file: string) =>
      readFileSync(`scripts/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const scripts = readdirSync('scripts', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    expect(scripts.filter((file) => code(file).includes('vercel.json'))).toEqual(['lib/host-config.ts']);
  });

  it("connects to 'self' only: the form posts to the site's own /api/bookings function", () => {
    const csp = directives(vercelBuildRoutes({})[0]!.headers['Content-Security-Policy']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(committed.outputDirectory).toBe('dist');
  });

  it('redirects short paths, caches assets for a year and never rewrites unknown paths to the home page', () => {
    expect(committed.redirects).toContainEqual({
      source: '/tips/:slug',
      destination: '/knowledge/tips/:slug',
      permanent: true,
    });
    const assets = committed.headers.find((h: { source: string }) => h.source === '/assets/(.*)');
    expect(assets.headers).toContainEqual({
      key: 'Cache-Control',
      value: 'public, max-age=31536000, immutable',
    });
    // The office's API is rewritten to its function; nothing goes to the home page.
    for (const rewrite of committed.rewrites ?? []) {
      expect(rewrite.destination).not.toMatch(/^\/(index(\.html)?)?$/);
    }
    expect(committed.rewrites).toContainEqual({ source: '/api/office/:path*', destination: '/api/office' });
    // Issue 58: every path of the client's report API reaches api/report.ts (the file's too).
    const token = 'abc.def';
    for (const asked of [reportPagePath(token), reportFilePath(token), reportFreshLinkPath(token)]) {
      const to = (committed.rewrites as { source: string; destination: string }[]).find((r) =>
        asked.startsWith(r.source.replace(':path*', '')),
      );
      expect(to?.destination, asked).toBe('/api/report');
    }
    const keys = all.headers.map((h: { key: string }) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });
});

describe('inlineStyleHashes', () => {
  it('hashes the exact text of every <style> block', () => {
    expect(
      inlineStyleHashes('<style>body{color:red}</style><p>x</p><style media="print">a{}</style>'),
    ).toEqual([
      `sha256-${createHash('sha256').update('body{color:red}').digest('base64')}`,
      `sha256-${createHash('sha256').update('a{}').digest('base64')}`,
    ]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser would run, and nothing else', () => {
    const html =
      '<script>alert(1)</script><script type="module">x()</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
      expect.stringMatching(/^sha256-/),
    ]);
  });
});

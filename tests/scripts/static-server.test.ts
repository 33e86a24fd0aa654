// @vitest-environment node
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get, request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHttpsRedirectServer,
  createStaticServer,
  pruneCompressedCache,
  resolveFile,
} from '../../scripts/lib/static-server';

const root = mkdtempSync(path.join(tmpdir(), 'site-'));
mkdirSync(path.join(root, 'products/a'), { recursive: true });
mkdirSync(path.join(root, 'assets'), { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
writeFileSync(path.join(root, 'products/a/index.html'), '<h1>product a</h1>');
writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
writeFileSync(path.join(root, 'assets/app-123.js'), 'console.log(1)'.repeat(50));

// The host config the build writes; the server must answer with it as Netlify and Cloudflare Pages do.
writeFileSync(path.join(root, '_headers'), '# test\n/*\n  X-Test: yes\n/products/*\n  X-Section: products\n');

const server = createStaticServer({ root });
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET that keeps the body as sent (fetch would decode the gzip). */
function rawGet(url: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('static server', () => {
  it('serves a route from its index.html, with or without the trailing slash', async () => {
    for (const p of ['/products/a', '/products/a/']) {
      const res = await fetch(base + p);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<h1>product a</h1>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-test')).toBe('yes');
      expect(res.headers.get('x-section')).toBe('products');
    }
  });

  it('applies a _headers rule only to the paths it names', async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get('x-test')).toBe('yes');
    expect(res.headers.get('x-section')).toBeNull();
    expect((await fetch(`${base}/nope`)).headers.get('x-test')).toBe('yes');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await fetch(`${base}/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>not found</h1>');
  });

  it('redirects old short paths', async () => {
    const res = await fetch(`${base}/tips/abc?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/knowledge/tips/abc?x=1');
  });

  it('caches hashed assets for a year and gzips text', async () => {
    const { headers, body } = await rawGet(`${base}/assets/app-123.js`);
    expect(headers['cache-control']).toContain('immutable');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(100);
    expect(gunzipSync(body).toString()).toBe('console.log(1)'.repeat(50));
  });

  it('never serves a file outside the root', async () => {
    expect(await resolveFile(root, '/../../etc/passwd')).toBeNull();
    expect(await resolveFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(await resolveFile(root, '/%E0%A4%A')).toBeNull();
  });
});

/** A request with the target exactly as given (fetch and URL would normalise it). */
function rawRequest(target: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const req = request({ host: '127.0.0.1', port, path: target, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the compressed copies' cache", () => {
  it('drops the folders of sites that are gone, keeps the others, and gets past one that will not go', () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'gz-cache-'));
    const live = mkdtempSync(path.join(tmpdir(), 'live-site-'));
    const folder = (name: string, root: string) => {
      mkdirSync(path.join(cache, name, 'assets'), { recursive: true });
      writeFileSync(path.join(cache, name, 'assets/app.js.gz'), 'gz');
      writeFileSync(path.join(cache, name, '.root'), root);
      return path.join(cache, name);
    };
    const stuck = folder('stuck', '/no/such/site-1');
    const gone = folder('gone', '/no/such/site-2');
    const kept = folder('kept', live);
    // The removal another server's late write makes fail: its error is the one a run under load saw.
    const remove = (target: string) => {
      if (target === stuck)
        throw Object.assign(new Error(`ENOTEMPTY: directory not empty, rmdir '${target}'`), {
          code: 'ENOTEMPTY',
        });
      rmSync(target, { recursive: true, force: true });
    };
    expect(() => pruneCompressedCache(cache, remove)).not.toThrow();
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(stuck)).toBe(true);
    expect(existsSync(kept)).toBe(true);
    // The next start removes it.
    pruneCompressedCache(cache);
    expect(existsSync(stuck)).toBe(false);
    expect(existsSync(kept)).toBe(true);
    rmSync(cache, { recursive: true, force: true });
    rmSync(live, { recursive: true, force: true });
  });
});

describe('request targets', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['//products/a', '//evil.example/', '///', '////', '//'])(
    'answers %s with the 404 page, never the home page or an error',
    async (target) => {
      const errors = vi.spyOn(console, 'error');
      const res = await rawRequest(target);
      expect(res.status).toBe(404);
      expect(res.body).toBe('<h1>not found</h1>');
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('answers a target that is not a path (absolute-form, *) with 400', async () => {
    expect((await rawRequest('http://evil.example/products/a')).status).toBe(400);
    expect((await rawRequest('*', 'OPTIONS')).status).toBe(400);
  });

  it('logs a failure as one line without a stack, and answers 500 without one', async () => {
    const failing = createStaticServer({
      root,
      api: () => {
        throw new Error('boom\nsecond line');
      },
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await fetch(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/x%1b[2J`);
      expect(res.status).toBe(500);
      expect(await res.text()).toBe('Internal error');
      expect(errors).toHaveBeenCalledTimes(1);
      const line = String(errors.mock.calls[0]![0]);
      expect(errors.mock.calls[0]).toHaveLength(1);
      expect(line).not.toContain('\n');
      expect(line).not.toMatch(/\s+at /);
      expect(line).toContain('boom');
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});

describe('http to https redirect', () => {
  const redirect = createHttpsRedirectServer({ httpsPort: 8443 });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
    port = (redirect.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => redirect.close(() => resolve())));

  /** A request with the Host header a browser would send for `host`, whatever port the server is on. */
  function requestAs(host: string | null, target: string) {
    return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: target, setHost: host !== null });
      if (host !== null) req.setHeader('Host', host);
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends every path and query to the same host over https, permanently', async () => {
    expect(await requestAs('site.example', '/products/a?x=1')).toEqual({
      status: 301,
      location: 'https://site.example:8443/products/a?x=1',
    });
    // The port the client used for http is not the https one.
    expect((await requestAs('site.example:8080', '/')).location).toBe('https://site.example:8443/');
  });

  it('leaves out the port when https is on 443', async () => {
    const standard = createHttpsRedirectServer({ httpsPort: 443 });
    await new Promise<void>((resolve) => standard.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(standard.address() as AddressInfo).port}/a`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('https://127.0.0.1/a');
    } finally {
      await new Promise<void>((resolve) => standard.close(() => resolve()));
    }
  });

  it('answers 400 without a usable Host or path', async () => {
    expect((await requestAs(null, '/')).status).toBe(400);
    expect((await requestAs('bad host', '/')).status).toBe(400);
    expect((await requestAs('site.example', 'http://evil.example/')).status).toBe(400);
  });
});

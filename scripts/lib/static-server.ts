/**
 * The site served the way a CDN serves it: each known route gets its prerendered HTML, hashed assets are
 * cached for a year, text is gzip-compressed, old short paths redirect, and anything unknown gets 404.html
 * with status 404. `npm start`, `npm run preview`, the e2e tests and `npm run perf` all use it over plain
 * http; `npm run test:observatory` serves it over https, behind the http-to-https redirect the hosts add.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { resolveShortPath } from '../../src/app/redirects';
import { printable } from '../../src/server/log';
import { requestTarget, type NodeApiHandler } from '../../src/server/node-adapter';
import { matchesPattern, parseHeadersFile, type HeaderRule } from './host-config';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export type ApiHandler = NodeApiHandler | ((req: IncomingMessage, res: ServerResponse) => boolean);

export interface StaticServerOptions {
  /** The built site. */
  root: string;
  /**
   * Gets each request first; returns true when it answered it. The booking API:
   * `nodeBookingHandler(localBookingConfig())` from src/server/node-adapter.ts.
   */
  api?: ApiHandler;
  /** A PEM key and certificate chain: serve https instead of http, with the same answers. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path, or null. Refuses anything that would leave the root. */
export async function resolveFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (await isFile(target)) return target;
  const index = path.join(target, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

function cacheControl(file: string, root: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, root: string) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControl(file, root));
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', (error) => {
    console.error(
      `[static] could not read ${printable(path.relative(root, file), 200)}: ${printable(error.message, 200)}`,
    );
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
  // Level 9, as hosts that pre-compress static files use; the files are small, so the cost is negligible.
  (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
}

/** The `_headers` rules the build wrote into the site, so the local server answers like the real hosts. */
function loadHeaderRules(root: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch {
    return [];
  }
}

export function createStaticServer({ root, api, tls }: StaticServerOptions): Server {
  const absoluteRoot = path.resolve(root);
  const rules = loadHeaderRules(absoluteRoot);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = requestTarget(req.url);
      if (!url) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request target');
        return;
      }
      for (const rule of rules) {
        if (!matchesPattern(rule.pattern, url.pathname)) continue;
        for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
      }
      if (api && (await api(req, res))) return;

      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      // '//x' is not '/x' on a CDN either: no page lives there.
      if (url.pathname.startsWith('//')) {
        send(req, res, path.join(absoluteRoot, '404.html'), 404, absoluteRoot);
        return;
      }
      const redirectTo = resolveShortPath(url.pathname);
      if (redirectTo) {
        res.writeHead(301, { Location: redirectTo + url.search }).end();
        return;
      }
      const file = await resolveFile(absoluteRoot, url.pathname);
      if (file) return send(req, res, file, 200, absoluteRoot);
      send(req, res, path.join(absoluteRoot, '404.html'), 404, absoluteRoot);
    } catch (error) {
      // One line, no stack: a request must not be able to fill the terminal.
      console.error(
        `[static] 500 for ${printable(req.method, 10)} ${printable(req.url, 200)}: ${printable((error as Error)?.message, 200)}`,
      );
      if (!res.headersSent) res.writeHead(500).end('Internal error');
      else res.end();
    }
  };
  return tls ? createHttpsServer(tls, handle) : createServer(handle);
}

/**
 * Plain http that only sends every request to the same host and path over https, as Netlify, Cloudflare
 * Pages and Vercel do for a custom domain. `httpsPort` is where the https server listens; it is left out of
 * the Location when it is 443.
 */
export function createHttpsRedirectServer({ httpsPort }: { httpsPort: number }): Server {
  return createServer((req, res) => {
    const url = requestTarget(req.url);
    let hostname: string | null = null;
    try {
      hostname = new URL(`http://${req.headers.host ?? ''}`).hostname || null;
    } catch {
      hostname = null;
    }
    if (!url || !hostname) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const port = httpsPort === 443 ? '' : `:${httpsPort}`;
    res.writeHead(301, { Location: `https://${hostname}${port}${url.pathname}${url.search}` }).end();
  });
}

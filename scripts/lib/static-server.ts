/**
 * The site served the way a CDN serves it: each known route gets its prerendered HTML (a private route its
 * shell), hashed assets are cached for a year, text is gzip-compressed, old short paths redirect, and anything
 * unknown gets 404.html with status 404. `npm start`, `npm run preview`, the e2e tests and `npm run perf` all
 * use it over plain http; `npm run test:observatory` serves it over https, behind the http-to-https redirect
 * the hosts add.
 *
 * Files go out through `send` (the file server under Express's static middleware): it closes a file when its
 * client goes before the end, and answers ranges and conditional requests. Each text file is compressed once,
 * into a cache outside the site (every host deploys dist/ as it is), and that copy is sent from then on.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { mkdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import send from 'send';
import { matchPrivateRoute, privateShellFile } from '../../src/app/private-routes';
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

/** Where compressed copies go unless told: beside the other tools' caches, never in the site. */
export const defaultCompressedCache = path.resolve(import.meta.dirname, '../../node_modules/.cache/site-gz');

/**
 * The server's limits, each against one way a client can hold it:
 * - headersTimeout: a client that sends its headers a byte at a time (slowloris) is cut off after 10 s;
 *   a browser sends them in one packet.
 * - requestTimeout: a whole request, body included, within 30 s; an enquiry is a few kilobytes.
 * - keepAliveTimeout: an idle kept-alive connection is closed after 5 s (Node's default, stated here).
 * - timeout: a connection with no traffic either way for 30 s (a client that stopped reading) is ended.
 * - maxRequestsPerSocket: at most 100 requests on one connection, so a client cannot queue thousands of
 *   pipelined requests, each holding a response, behind one socket.
 * - maxConnections: at most 1,000 connections at once, which keeps this process well under a common
 *   descriptor limit (1,024 soft on many systems, more here) even with one file open for each.
 *
 * Node enforces the first two only when it checks its connections, every `connectionsCheckingInterval`
 * (30 s unless set): 10 s and 30 s bit at 28 s and 56 s (issue 56). `checkingInterval` sets it from them.
 */
export interface ServerLimits {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  timeout: number;
  maxRequestsPerSocket: number;
  maxConnections: number;
}

export const SERVER_LIMITS: Readonly<ServerLimits> = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  timeout: 30_000,
  maxRequestsPerSocket: 100,
  maxConnections: 1_000,
};

/**
 * How often Node checks the two request limits: a tenth of the shorter, at most a second and at least 10 ms.
 * Each limit then holds within that of its value: within 1 s at 10 s and 30 s, within 50 ms at 500 ms.
 */
export function checkingInterval({ headersTimeout, requestTimeout }: ServerLimits): number {
  const shorter = Math.min(...[headersTimeout, requestTimeout].filter((ms) => ms > 0));
  return Number.isFinite(shorter) ? Math.min(1_000, Math.max(10, Math.floor(shorter / 10))) : 1_000;
}

/** SERVER_LIMITS with a caller's own (a test scales them down). */
const limitsWith = (own: Partial<ServerLimits> = {}): ServerLimits => ({ ...SERVER_LIMITS, ...own });

/** What createServer takes at creation: the checking interval cannot be changed later. */
function creationOptions(limits: ServerLimits) {
  return {
    connectionsCheckingInterval: checkingInterval(limits),
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
  };
}

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
  /** The folder for compressed copies (default node_modules/.cache/site-gz); never inside `root`. */
  compressedCache?: string;
  /** Limits other than SERVER_LIMITS: a test scales them down instead of waiting out 10 and 30 s. */
  limits?: Partial<ServerLimits>;
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

/** The file in each site's folder of the cache that names the site. */
const ROOT_NOTE = '.root';

/**
 * Drops the cache's folders of sites that no longer exist (the temporary copies tests serve), so the cache
 * holds only what a server could still ask for. Housekeeping, so a folder that will not go is left for the
 * next start: servers start side by side (each e2e worker starts its own), and a server whose copy is already
 * deleted can still be finishing a compression into its folder (`ENOTEMPTY`, once in a full e2e run under
 * load, failed the server's start and its test).
 */
export function pruneCompressedCache(
  cacheDir: string,
  remove: (folder: string) => void = (folder) => rmSync(folder, { recursive: true, force: true }),
) {
  let folders: string[];
  try {
    folders = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of folders) {
    const folder = path.join(cacheDir, name);
    try {
      if (existsSync(readFileSync(path.join(folder, ROOT_NOTE), 'utf8'))) continue;
    } catch {
      // No note yet: another server may be making the folder this moment. Left alone for a minute.
      try {
        if (Date.now() - statSync(folder).mtimeMs < 60_000) continue;
      } catch {
        continue;
      }
    }
    try {
      remove(folder);
    } catch {
      // Left for the next start (above).
    }
  }
}

/**
 * Compressed copies of a site's files, made once each: `<cache>/<hash of the root>/<path>.gz`, carrying its
 * source's modification time, so a rebuilt file gets a new copy. Concurrent first requests share one
 * compression; a copy appears only once complete (written aside, then renamed).
 */
function compressedCopies(root: string, cacheDir: string) {
  pruneCompressedCache(cacheDir);
  const folder = path.join(cacheDir, createHash('sha256').update(root).digest('hex').slice(0, 16));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, ROOT_NOTE), root);
  const making = new Map<string, Promise<string | null>>();
  const current = async (copy: string, source: Stats) => {
    try {
      return Math.abs((await stat(copy)).mtimeMs - source.mtimeMs) < 1;
    } catch {
      return false;
    }
  };
  return async (file: string): Promise<string | null> => {
    const source = await stat(file);
    const copy = path.join(folder, `${path.relative(root, file)}.gz`);
    if (await current(copy, source)) return copy;
    let made = making.get(copy);
    if (!made) {
      made = (async () => {
        const aside = `${copy}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await mkdir(path.dirname(copy), { recursive: true });
          // Level 9, as hosts that pre-compress static files use; it is paid once per file.
          await pipeline(createReadStream(file), createGzip({ level: 9 }), createWriteStream(aside));
          await utimes(aside, source.atime, source.mtime);
          await rename(aside, copy);
          return copy;
        } catch (error) {
          await rm(aside, { force: true });
          console.error(
            `[static] could not compress ${printable(path.relative(root, file), 200)}: ${printable((error as Error)?.message, 200)}`,
          );
          return null;
        }
      })().finally(() => making.delete(copy));
      making.set(copy, made);
    }
    return made;
  };
}

interface SendContext {
  root: string;
  compressed: (file: string) => Promise<string | null>;
  notFound: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: 200 | 404,
  { root, compressed, notFound }: SendContext,
) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = (gzip && (await compressed(file))) || file;
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControl(file, root));
  res.setHeader('Vary', 'Accept-Encoding');
  if (body !== file) res.setHeader('Content-Encoding', 'gzip');
  await new Promise<void>((resolve) => {
    // `send` closes its file when the response ends or its socket closes. A pipelined request queued behind
    // others never gets a socket, so when its connection goes only the request hears it: that closes the file
    // too, and lets go of what was buffered for it.
    let reading: { destroy(): void } | null = null;
    req.once('close', () => {
      if (res.writableFinished) return;
      reading?.destroy();
      res.destroy();
      resolve();
    });
    send(req, encodeURIComponent(path.basename(body)), {
      root: path.dirname(body),
      dotfiles: 'allow',
      index: false,
      // Set above, per file.
      cacheControl: false,
      // A 404 page is not a resource a client may ask a part of.
      acceptRanges: status === 200,
    })
      .on('error', (error: { status?: number; statusCode?: number; headers?: Record<string, string> }) => {
        const code = error.status ?? error.statusCode ?? 500;
        if (code === 404 && status === 200) {
          // Gone between the lookup and the read (a rebuild): as if it had never been there.
          res.removeHeader('Content-Encoding');
          void notFound(req, res).then(resolve);
          return;
        }
        if (code >= 500) {
          console.error(
            `[static] could not read ${printable(path.relative(root, file), 200)}: ${printable((error as Error).message, 200)}`,
          );
        }
        if (!res.headersSent) {
          res.removeHeader('Content-Encoding');
          res.writeHead(code >= 400 && code < 500 ? code : 500, error.headers ?? {});
        }
        res.end();
        resolve();
      })
      .on('stream', (stream: { destroy(): void }) => (reading = stream))
      .on('end', resolve)
      .pipe(res);
    res.once('close', resolve);
  });
}

/** The `_headers` rules the build wrote into the site, so the local server answers like the real hosts. */
function loadHeaderRules(root: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch {
    return [];
  }
}

export function createStaticServer({
  root,
  api,
  tls,
  compressedCache = defaultCompressedCache,
  limits: ownLimits,
}: StaticServerOptions): Server {
  const limits = limitsWith(ownLimits);
  const absoluteRoot = path.resolve(root);
  const rules = loadHeaderRules(absoluteRoot);
  const context: SendContext = {
    root: absoluteRoot,
    compressed: compressedCopies(absoluteRoot, path.resolve(compressedCache)),
    notFound: (req, res) => sendFile(req, res, path.join(absoluteRoot, '404.html'), 404, context),
  };
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
      if (url.pathname.startsWith('//')) return await context.notFound(req, res);
      const redirectTo = resolveShortPath(url.pathname);
      if (redirectTo) {
        res.writeHead(301, { Location: redirectTo + url.search }).end();
        return;
      }
      // A private route (src/app/private-routes.ts) answers with its shell, a path under it with a token too, as
      // the hosts' rewrites do.
      const privateRoute = matchPrivateRoute(url.pathname);
      const file = await resolveFile(
        absoluteRoot,
        privateRoute ? privateShellFile(privateRoute) : url.pathname,
      );
      if (file) return await sendFile(req, res, file, 200, context);
      await context.notFound(req, res);
    } catch (error) {
      // One line, no stack: a request must not be able to fill the terminal.
      console.error(
        `[static] 500 for ${printable(req.method, 10)} ${printable(req.url, 200)}: ${printable((error as Error)?.message, 200)}`,
      );
      if (!res.headersSent) res.writeHead(500).end('Internal error');
      else res.end();
    }
  };
  const options = creationOptions(limits);
  const server = tls ? createHttpsServer({ ...tls, ...options }, handle) : createServer(options, handle);
  return withLimits(server, limits);
}

/**
 * The limits on a server (http or https) made with `creationOptions(limits)`: the ones Node lets be set after
 * creation, and the others again, so the server reads them all back.
 */
function withLimits<S extends Server>(server: S, limits: ServerLimits): S {
  server.headersTimeout = limits.headersTimeout;
  server.requestTimeout = limits.requestTimeout;
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.timeout = limits.timeout;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  server.maxConnections = limits.maxConnections;
  return server;
}

/**
 * Plain http that only sends every request to the same host and path over https, as Netlify, Cloudflare
 * Pages and Vercel do for a custom domain. `httpsPort` is where the https server listens; it is left out of
 * the Location when it is 443.
 */
export function createHttpsRedirectServer({
  httpsPort,
  limits: ownLimits,
}: {
  httpsPort: number;
  limits?: Partial<ServerLimits>;
}): Server {
  const limits = limitsWith(ownLimits);
  const server = createServer(creationOptions(limits), (req, res) => {
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
  return withLimits(server, limits);
}

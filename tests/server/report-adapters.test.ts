// @vitest-environment node
/**
 * The report's host functions (issue 58): each hands /api/report/* to `handleReportRequest` and gives back its
 * answer untouched. A range of the file is binary (every byte value, up to REPORT_DOWNLOAD_PART_BYTES), so here
 * the handler is a stand-in that answers such a range, and each adapter (Netlify, Cloudflare Pages, Vercel, the
 * Node server) must pass its status, its headers and every byte on as they are. What the handler answers is
 * the report server's tests'.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_DOWNLOAD_PART_BYTES, reportFilePath } from '../../src/api/report';

/** A range of every byte value, over and over, with the PDF's start, at the limit's size. */
const PART = (() => {
  const bytes = new Uint8Array(REPORT_DOWNLOAD_PART_BYTES);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  bytes.set(new TextEncoder().encode('%PDF-'), 0);
  return bytes;
})();
const TOTAL = PART.length * 3;
const RANGE_HEADERS = {
  'Content-Type': 'application/pdf',
  'Content-Range': `bytes 0-${PART.length - 1}/${TOTAL}`,
  'Content-Disposition': 'attachment; filename="report.pdf"',
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
};

const seen = vi.hoisted(() => ({ paths: [] as string[], ranges: [] as (string | null)[] }));
vi.mock('../../src/server/report/handler', () => ({
  isReportPath: (pathname: string) => pathname === '/api/report' || pathname.startsWith('/api/report/'),
  handleReportRequest: async (request: Request) => {
    seen.paths.push(new URL(request.url).pathname);
    seen.ranges.push(request.headers.get('Range'));
    return new Response(PART.slice(), { status: 206, headers: RANGE_HEADERS });
  },
}));

// The workers share their modules (isolate: false): another file may have loaded the adapters with the real
// handler already, so they are loaded afresh here, with the stand-in.
vi.resetModules();
const { default: netlify, config: netlifyConfig } = await import('../../netlify/functions/report');
const { onRequest } = await import('../../functions/api/report/[[path]]');
const { default: vercel } = await import('../../api/report');
const { nodeBookingHandler } = await import('../../src/server/node-adapter');
const { bookingConfigFromEnv } = await import('../../src/server/config');

const SITE = 'https://www.harbourline.example';
const TOKEN = 'abcdefgh12.report.AAAA';
const ranged = (origin = SITE) =>
  new Request(`${origin}${reportFilePath(TOKEN)}`, { headers: { Range: `bytes=0-${PART.length - 1}` } });

async function expectUntouched(answer: Response) {
  expect(answer.status).toBe(206);
  for (const [name, value] of Object.entries(RANGE_HEADERS))
    expect(answer.headers.get(name), name).toBe(value);
  const body = new Uint8Array(await answer.arrayBuffer());
  expect(body.length).toBe(PART.length);
  // Byte for byte (a text decoding on the way would change the bytes over 0x7f).
  expect(Buffer.compare(Buffer.from(body), Buffer.from(PART))).toBe(0);
  expect(seen.paths.at(-1)).toBe(reportFilePath(TOKEN));
  expect(seen.ranges.at(-1)).toBe(`bytes=0-${PART.length - 1}`);
}

describe('the report functions (netlify/functions/report.ts, functions/api/report/[[path]].ts, api/report.ts)', () => {
  it('on Netlify serve every path under /api/report, and pass a binary range on untouched', async () => {
    expect(netlifyConfig.path).toBe('/api/report/*');
    vi.stubGlobal('Netlify', { env: { get: () => undefined } });
    try {
      await expectUntouched(await netlify(ranged(), {}));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on Cloudflare Pages pass a binary range on untouched', async () => {
    const waitUntil = (work: Promise<unknown>) => void work.catch(() => {});
    await expectUntouched(await onRequest({ request: ranged(), env: {}, waitUntil }));
  });

  it('on Vercel pass a binary range on untouched', async () => {
    await expectUntouched(await vercel.fetch(ranged()));
  });
});

describe('the Node server (src/server/node-adapter.ts) for /api/report/*', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const handle = nodeBookingHandler(bookingConfigFromEnv({}, { log: () => {} }));
    server = createServer(async (req, res) => {
      if (!(await handle(req, res))) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('routes the report API to its handler, and writes a binary range byte for byte with its length', async () => {
    const answer = await fetch(ranged(base));
    expect(answer.headers.get('Content-Length')).toBe(String(PART.length));
    await expectUntouched(answer);
    // Not the report's: left to the caller.
    expect((await fetch(`${base}/api/reports`)).status).toBe(418);
  });
});

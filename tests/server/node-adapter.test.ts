// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_S, handleBookingRequest } from '../../src/server/booking-handler';
import type { Challenge } from 'altcha-lib/types';
import { solve } from '../../src/features/booking/proof-solver';
import type { Db } from '../../src/server/ledger/db';
import { createLedger } from '../../src/server/ledger/ledger';
import { migrate } from '../../src/server/ledger/migrate';
import { pgliteDb } from '../../src/server/ledger/pglite-db';
import { sharedLedger } from '../../src/server/ledger/source';
import { DEFAULT_LOAD_GATE } from '../../src/server/load-gate';
import { startLocalBookings } from '../../src/server/local-bookings';
import { nodeBookingHandler, requestTarget } from '../../src/server/node-adapter';
import { bookingPost, startAutomation, validPayload } from './support';
import { bookingConfigFromEnv } from '../../src/server/config';

const lines: string[] = [];
let db: Db;
let handle: ReturnType<typeof nodeBookingHandler>;
let server: Server;
let base = '';

beforeAll(async () => {
  // The adapter in front of a real (embedded, in-memory) ledger and no channel: an enquiry is recorded.
  db = await pgliteDb();
  await migrate(db);
  handle = nodeBookingHandler(
    bookingConfigFromEnv({}, { ledger: sharedLedger(db, 'memory'), log: (line) => lines.push(line) }),
  );
  server = createServer(async (req, res) => {
    if (!(await handle(req, res))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** An error writing the upload (EPIPE, ECONNRESET), had the server closed the socket under it. */
  uploadError: string | null;
}

/**
 * A POST over a real socket with node:http, writing `size` bytes. Resolves when the request is closed (the
 * upload finished, or the client stopped it once the whole answer was in), with any error the upload met on
 * the way: a server that answers and then closes its socket under the upload shows as EPIPE or ECONNRESET.
 */
function rawPost(size: number, { declareLength = true } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answer: Omit<RawAnswer, 'uploadError'> | null = null;
    let uploadError: string | null = null;
    const req = httpRequest(`${base}/api/bookings`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(declareLength ? { 'Content-Length': String(size) } : {}),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (answer = { status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (uploadError ??= error.code ?? error.message));
    req.on('close', () => {
      if (answer) resolve({ ...answer, uploadError });
      else reject(new Error(`no answer (${uploadError ?? 'closed'})`));
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('Node adapter', () => {
  it('answers a 10 MB POST with 413 and Connection: close, not a reset', async () => {
    const answer = await rawPost(10 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.uploadError).toBeNull();
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'The body is over 16 KB' });
  });

  it('answers a 10 MB chunked POST (no Content-Length) with 413, not a reset', async () => {
    const answer = await rawPost(10 * 1024 * 1024, { declareLength: false });
    expect(answer.status).toBe(413);
    expect(answer.uploadError).toBeNull();
  });

  it("answers fetch's 10 MB upload with 413 too", async () => {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(10 * 1024 * 1024).fill(0x20),
    });
    expect(res.status).toBe(413);
  });

  it('still serves the next request after a 413', async () => {
    await rawPost(2 * 1024 * 1024);
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validPayload()),
    });
    expect(res.status).toBe(202);
  });

  it('records an enquiry in the ledger, answering 202 with the reference', async () => {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ ...validPayload(), submissionId: 'adapter-test-0001' }),
    });
    expect(res.status).toBe(202);
    const { reference } = (await res.json()) as { reference: string };
    const [stored] = await createLedger(db).find('adapter-test-0001');
    expect(stored?.enquiry).toMatchObject({ submissionId: 'adapter-test-0001', reference });
    expect(lines.some((line) => line.includes(`recorded ${reference}`))).toBe(true);
  });

  it('compares Origin with the Host the client addressed: another origin gets 403', async () => {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
      body: JSON.stringify(validPayload()),
    });
    expect(res.status).toBe(403);
  });

  it('answers 405 with Allow for a GET, and leaves other paths to the caller', async () => {
    const res = await fetch(`${base}/api/bookings`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await fetch(`${base}/other`)).status).toBe(418);
    expect((await fetch(`${base}/api/bookings/x`)).status).toBe(418);
    expect((await fetch(`${base}//api/bookings`, { method: 'POST' })).status).toBe(418);
  });

  it('answers GET /api/bookings/challenge, with enforced: false when no secret is set', async () => {
    const res = await fetch(`${base}/api/bookings/challenge?submissionId=adapter-test-0002`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enforced: false });
    expect((await fetch(`${base}/api/bookings/challenge`, { method: 'POST' })).status).toBe(405);
  });

  it('gives the local servers a random challenge secret per process, unless one is set', async () => {
    const local = (env: Record<string, string>) =>
      startLocalBookings({ env: { BOOKING_LEDGER: 'off', ...env }, log: () => {}, sweep: false });
    const [first, second, set] = await Promise.all([
      local({}),
      local({}),
      local({ BOOKING_CHALLENGE_SECRET: 'from-the-env' }),
    ]);
    expect(first.config.challengeSecret).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(second.config.challengeSecret).not.toBe(first.config.challengeSecret);
    expect(set.config.challengeSecret).toBe('from-the-env');
  });

  it('puts the local servers behind the load gate, which sees their event loop held up', async () => {
    const local = await startLocalBookings({ env: { BOOKING_LEDGER: 'off' }, log: () => {}, sweep: false });
    try {
      const load = local.config.load!;
      expect(load.bound()).toBe(DEFAULT_LOAD_GATE.floor);
      // A few enquiries are taken whatever the loop; then the loop is held for longer than the gate allows.
      for (let i = 0; i < DEFAULT_LOAD_GATE.lateFrom; i++) expect(load.enter()).toBe(true);
      const started = performance.now();
      while (performance.now() - started < DEFAULT_LOAD_GATE.maxLateMs + 100);
      expect(load.lateMs()).toBeGreaterThan(DEFAULT_LOAD_GATE.maxLateMs);
      const res = await handleBookingRequest(
        bookingPost({ ...validPayload(), submissionId: 'loop-held-up' }),
        {
          ...local.config,
          challengeSecret: null,
        },
      );
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
      for (let i = 0; i < DEFAULT_LOAD_GATE.lateFrom; i++) load.leave();
    } finally {
      await local.close();
    }
  });

  it('reads BOOKING_FORWARD_URL for the local servers, and checks the proof there too', async () => {
    const automation = await startAutomation(['ok']);
    const local = await startLocalBookings({
      env: { BOOKING_FORWARD_URL: automation.url, BOOKING_LEDGER: 'off' },
      log: () => {},
    });
    const forwarding = createServer(nodeBookingHandler(local.config) as never);
    await new Promise<void>((resolve) => forwarding.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(forwarding.address() as AddressInfo).port}`;
    const post = (body: unknown) =>
      fetch(`${site}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const enquiry = { ...validPayload(), submissionId: 'forwarded-locally-1' };
      const refused = await post(enquiry);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'challenge', reason: 'missing' });
      expect(automation.calls).toHaveLength(0);

      const issued = await fetch(`${site}/api/bookings/challenge?submissionId=forwarded-locally-1`);
      const { enforced, challenge } = (await issued.json()) as { enforced: boolean; challenge: Challenge };
      expect(enforced).toBe(true);
      const solution = await solve(challenge, 60_000);
      const res = await post({ ...enquiry, proof: { challenge, solution } });
      expect(res.status).toBe(202);
      expect(automation.calls).toHaveLength(1);
      expect(automation.calls[0]!.headers['idempotency-key']).toBe('forwarded-locally-1');
      expect(automation.calls[0]!.body).not.toHaveProperty('proof');
    } finally {
      await automation.close();
      await new Promise<void>((resolve) => forwarding.close(() => resolve()));
    }
  });
});

describe('requestTarget', () => {
  it('keeps //x a path instead of reading x as a host', () => {
    expect(requestTarget('//evil.example/a')?.pathname).toBe('//evil.example/a');
    expect(requestTarget('///')?.pathname).toBe('///');
    expect(requestTarget('/a?b=1')?.search).toBe('?b=1');
  });

  it('gives null for targets that are not origin-form', () => {
    for (const raw of ['http://evil.example/', '*', '', undefined, 'evil'])
      expect(requestTarget(raw)).toBeNull();
  });
});

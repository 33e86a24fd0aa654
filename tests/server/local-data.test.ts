// @vitest-environment node
/**
 * The embedded ledger stays this machine's, and its owner's (issue 36, L6 and L7): .data/ is 0700 and every
 * file under it 0600 whatever the umask (here 0, the loosest), and /__ledger/* answers only a peer on
 * loopback, read from the socket, even with the right token and the server listening on every address.
 * `npm run office` reaches the embedded ledger through that route too (issue 38). With nothing set, on the
 * loopback, the server makes an office for the business's address and a link that signs in on it; bound to
 * every address, or with a host's environment, it makes none (issue 57).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runOffice } from '../../scripts/office';
import { createStaticServer } from '../../scripts/lib/static-server';
import { firstOf, nodeBookingHandler } from '../../src/server/node-adapter';
import { OFFICE_API } from '../../src/api/office';
import { lockFileFor } from '../../src/server/local-lock';
import { HOST_ENV_MARKERS, LOCAL_OFFICE_ADDRESS } from '../../src/server/local-office';
import {
  isLoopbackPeer,
  LEDGER_ROUTE,
  startLocalBookings,
  type LocalBookings,
} from '../../src/server/local-bookings';

const OFFICE_ADDRESS = 'owner@harbourline.example';
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'local-data-')), '.data');
const site = mkdtempSync(path.join(tmpdir(), 'local-site-'));
let bookings: LocalBookings;
let closed = false;

beforeAll(async () => {
  const umask = process.umask(0);
  try {
    bookings = await startLocalBookings({
      env: { BOOKING_OFFICE_EMAILS: OFFICE_ADDRESS },
      dataDir,
      holder: 'test',
      sweep: false,
      log: () => {},
    });
  } finally {
    process.umask(umask);
  }
});
afterAll(async () => {
  if (!closed) await bookings?.close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every path under `dir` whose mode is not 0700 (folders) or 0600 (files), with its mode. */
function loose(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const want = entry.isDirectory() ? 0o700 : 0o600;
    return mode(file) === want ? [] : [`${path.relative(dir, file)} ${mode(file).toString(8)}`];
  });
}

describe('the data folder, under umask 0', () => {
  it('is 0700, with the lock and every ledger file 0600 and every folder 0700, once open', () => {
    expect(mode(dataDir).toString(8)).toBe('700');
    expect(mode(lockFileFor(dataDir)).toString(8)).toBe('600');
    expect(readdirSync(path.join(dataDir, 'ledger'), { recursive: true }).length).toBeGreaterThan(10);
    expect(loose(dataDir)).toEqual([]);
  });
});

describe('the ledger route', () => {
  it('takes a peer on loopback only, read as the socket gives it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isLoopbackPeer(address), address).toBe(true);
    }
    for (const address of [
      '192.0.2.2',
      '10.0.0.1',
      '::ffff:192.0.2.2',
      'fd00::2',
      '::',
      '0.0.0.0',
      '128.0.0.1',
      '::2',
      '',
      undefined,
    ]) {
      expect(isLoopbackPeer(address), String(address)).toBe(false);
    }
  });

  it('refuses a peer on another address, even with the token, on a server listening everywhere', async () => {
    const server = createStaticServer({ root: site, api: bookings.ledgerRoute! });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address() as AddressInfo;
    // This machine's own address on its network: a connection to it comes from that address, not loopback.
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    expect(lan, 'a network address on this machine to connect from').toBeDefined();
    const token = bookings.ledger!.lock!.info.token;
    const ask = (host: string, auth = `Bearer ${token}`) =>
      fetch(`http://${host}:${port}${LEDGER_ROUTE}/enquiries`, { headers: { Authorization: auth } });
    try {
      const local = await ask('127.0.0.1');
      expect(local.status).toBe(200);
      expect(await local.json()).toEqual({ entries: [], total: 0 });
      expect((await ask('127.0.0.1', 'Bearer wrong')).status).toBe(401);
      const remote = await ask(lan!);
      expect(remote.status).toBe(403);
      // A header naming loopback changes nothing.
      const forwarded = await fetch(`http://${lan}:${port}${LEDGER_ROUTE}/enquiries`, {
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Forwarded-For': '127.0.0.1',
          'X-Real-IP': '127.0.0.1',
        },
      });
      expect(forwarded.status).toBe(403);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('npm run office with the embedded ledger', () => {
  it('asks the running server, whose link signs in on it once, with the loopback cookie', async () => {
    const server = createStaticServer({
      root: site,
      api: firstOf(nodeBookingHandler(bookings.config), bookings.ledgerRoute),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    bookings.listening(origin);
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // What reachLedger gives the CLI in another process while this server holds the ledger (in this one it
    // finds its own lock, which it never asks).
    const lock = bookings.ledger!.lock!.info;
    expect(lock.url).toBe(origin);
    const office = (...args: string[]) =>
      runOffice(
        args,
        { kind: 'server', lock: { ...lock, url: origin }, where: `the running server at ${origin}` },
        {},
      );
    try {
      await office('link', OFFICE_ADDRESS);
      const token = new RegExp(`^${origin}/office#link=([A-Za-z0-9_-]{43})$`).exec(printed.join('\n'))?.[1];
      expect(token).toBeDefined();
      const signIn = () =>
        fetch(`${origin}${OFFICE_API.linkSignIn}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({ token }),
        });
      const answer = await signIn();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Set-Cookie')).toMatch(
        /^office=[A-Za-z0-9_-]{43}; Path=\/; .*HttpOnly; SameSite=Strict$/,
      );
      expect((await signIn()).status).toBe(401);
      await expect(office('link', 'someone@elsewhere.example')).rejects.toThrow(
        /not in BOOKING_OFFICE_EMAILS/,
      );
      printed.length = 0;
      await office('sign-out-all');
      expect(printed.join('\n')).toMatch(/^1 office session ended, in the running server at /);
    } finally {
      vi.restoreAllMocks();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the data folder, once closed', () => {
  it('keeps every file 0600 and every folder 0700', async () => {
    await bookings.close();
    closed = true;
    expect(mode(dataDir).toString(8)).toBe('700');
    expect(loose(path.join(dataDir, 'ledger'))).toEqual([]);
  });
});

/** Starts the local bookings again on the same data folder, as `npm start` does, once the first is closed. */
async function started(env: Record<string, string>, listenHost: string) {
  return startLocalBookings({
    env,
    dataDir,
    holder: 'test',
    sweep: false,
    log: () => {},
    listenHost,
  });
}

describe('npm start with nothing set (issue 57), on the same data folder once closed', () => {
  it('on the loopback: an office for the one address, whose printed link signs in once on the running server', async () => {
    const again = await started({}, '127.0.0.1');
    const server = createStaticServer({
      root: site,
      api: firstOf(nodeBookingHandler(again.config), again.ledgerRoute),
    });
    try {
      expect(again.config.office?.emails).toEqual([LOCAL_OFFICE_ADDRESS]);
      expect(again.describe()).toContain(`for this machine only, signs in ${LOCAL_OFFICE_ADDRESS}`);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const link = await again.localOfficeLink(origin);
      const token = new RegExp(`^${origin}/office#link=([A-Za-z0-9_-]{43})$`).exec(link ?? '')?.[1];
      expect(token, link ?? 'no link').toBeDefined();
      const signIn = () =>
        fetch(`${origin}${OFFICE_API.linkSignIn}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({ token }),
        });
      const answer = await signIn();
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ signedInAs: LOCAL_OFFICE_ADDRESS });
      expect((await signIn()).status).toBe(401);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await again.close();
    }
  }, 60_000);

  it.each([
    ['bound to every address', {}, '0.0.0.0'],
    ["with a host's environment", { [HOST_ENV_MARKERS[0]]: 'true' }, '127.0.0.1'],
  ])(
    '%s: no office, and no link',
    async (_, env, listenHost) => {
      const again = await started(env, listenHost);
      try {
        expect(again.config.office ?? null).toBeNull();
        expect(again.localOffice).toBeNull();
        expect(await again.localOfficeLink('http://127.0.0.1:4173')).toBeNull();
        expect(again.describe()).toContain('No office at /office');
      } finally {
        await again.close();
      }
    },
    60_000,
  );
});

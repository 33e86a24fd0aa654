// @vitest-environment node
/**
 * `npm run office` on DATABASE_URL (scripts/office.ts, run in this process): a one-time link for a listed
 * address that signs in only through a POST, once, within ten minutes, whatever the code limits say; and
 * sign-out-all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../scripts/office';
import { OFFICE_API } from '../../../src/api/office';
import { LINK_TTL_MS, SESSION_IDLE_MS } from '../../../src/server/office/config';
import { tokenHash } from '../../../src/server/office/secrets';
import { INSPECTOR, OWNER, STRANGER, officeSuite } from './support';

const office = officeSuite();
const ORIGIN = 'https://preview-42.harbourline.example';

afterEach(() => vi.restoreAllMocks());

/** Runs the CLI as `npm run office -- ...args` would, on this file's database; what it printed. */
async function runOffice(...args: string[]): Promise<string> {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await main(
    args,
    { DATABASE_URL: office.url(), BOOKING_OFFICE_EMAILS: `${OWNER}, ${INSPECTOR}` },
    // The link's ten minutes run on the test's clock, as the sign-in that spends it does.
    () => office.state.clock.now(),
  );
  vi.restoreAllMocks();
  return printed.join('\n');
}

const linkSignIn = (token: string, method = 'POST') =>
  office.call(
    office.request(OFFICE_API.linkSignIn, method === 'POST' ? { method, body: { token } } : { method }),
  );

describe('npm run office -- link', () => {
  it('prints <origin>/office#link=<token>, which signs in once through a POST', async () => {
    const printed = await runOffice('link', OWNER, '--origin', ORIGIN);
    const match = new RegExp(`^${ORIGIN.replace(/[.]/g, '\\.')}/office#link=([A-Za-z0-9_-]{43})$`).exec(
      printed,
    );
    expect(match).not.toBeNull();
    const token = match![1]!;
    // Kept only as its SHA-256.
    expect(await office.query('SELECT token_hash FROM office_links')).toEqual([
      { token_hash: await tokenHash(token) },
    ]);
    const get = await linkSignIn(token, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('Set-Cookie')).toBeNull();
    const answer = await linkSignIn(token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ office: 'ready', signedInAs: OWNER, idleMs: SESSION_IDLE_MS });
    expect(answer.headers.get('Set-Cookie')).toMatch(/^__Host-office=/);
    const again = await linkSignIn(token);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'expired' });
  });

  it(`is refused ${LINK_TTL_MS / 60_000} minutes after it was made`, async () => {
    const token = (await runOffice('link', INSPECTOR)).split('#link=')[1]!;
    office.state.clock.advance(LINK_TTL_MS + 1_000);
    expect((await linkSignIn(token)).status).toBe(401);
  });

  it('refuses a tampered link, and a tampered session cookie gets 401 and no enquiry', async () => {
    const token = (await runOffice('link', OWNER)).split('#link=')[1]!;
    // One character changed, the shape kept: nothing signs in, and the real link still works once.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await linkSignIn(tampered);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'expired' });
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    const answer = await linkSignIn(token);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
    const list = (c: string) => office.call(office.request(OFFICE_API.enquiries, { cookie: c }));
    expect((await list(cookie)).status).toBe(200);
    const forged = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    const denied = await list(forged);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ error: 'signed-out' });
  });

  it('makes none for an address not in BOOKING_OFFICE_EMAILS', async () => {
    await expect(runOffice('link', STRANGER)).rejects.toThrow(/not in BOOKING_OFFICE_EMAILS/);
    expect(await office.query('SELECT * FROM office_links')).toEqual([]);
  });

  it('ignores the limits on codes, so a stranger asking for codes cannot lock the owner out', async () => {
    // One code an hour for the address (the real limits are codes.test.ts's): the second is refused.
    office.state.config = { ...office.state.config, officeLimits: { perAddress: 1 } };
    await office.askCode(OWNER, { ip: '198.51.100.1' });
    await office.askCode(OWNER, { ip: '198.51.100.2' });
    await office.idle();
    expect(office.codesMailedTo(OWNER)).toHaveLength(1);
    const token = (await runOffice('link', OWNER)).split('#link=')[1]!;
    expect((await linkSignIn(token)).status).toBe(200);
  });
});

describe('npm run office -- sign-out-all', () => {
  it('ends every session on the server', async () => {
    const sessions = [await office.signedIn(OWNER), await office.signedIn(INSPECTOR)];
    expect(await runOffice('sign-out-all')).toMatch(/^2 office sessions ended, in PostgreSQL/);
    for (const cookie of sessions) {
      const answer = await office.call(office.request(`${OFFICE_API.enquiries}?tab=new`, { cookie }));
      expect(answer.status).toBe(401);
    }
  });
});

// @vitest-environment node
/**
 * The office's sessions and the rules every request meets, on a real PostgreSQL: the cookie, the idle and
 * absolute limits (on the injected clock), background refreshes that are not activity, sign-out, an address
 * taken off the list, the Origin check on every POST, 401 with no data, and no-store on every answer.
 */
import { describe, expect, it } from 'vitest';
import { OFFICE_ACTIVITY_HEADER, OFFICE_API, enquiryPath, resendPath } from '../../../src/api/office';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../../src/server/office/config';
import { tokenHash } from '../../../src/server/office/secrets';
import { bookingPost, validPayload } from '../support';
import { INSPECTOR, OWNER, SITE, officeSuite } from './support';

const office = officeSuite();

const list = (cookie: string | null, headers: Record<string, string> = {}) =>
  office.call(office.request(`${OFFICE_API.enquiries}?tab=new`, { cookie, headers }));

/** The attributes of a Set-Cookie value, lowercased names: { name, value, path, secure, ... }. */
function cookieParts(header: string) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const [name, value] = pair!.split('=');
  return {
    name,
    value,
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [key, val] = attribute.split('=');
        return [key!.toLowerCase(), val ?? true];
      }),
    ),
  };
}

describe('the session cookie', () => {
  it('on an https origin is __Host-office: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain, 256 bits', async () => {
    await office.askCode(OWNER);
    await office.idle();
    const answer = await office.signIn(OWNER, office.codesMailedTo(OWNER)[0]!);
    expect(await answer.json()).toEqual({ office: 'ready', signedInAs: OWNER, idleMs: SESSION_IDLE_MS });
    const cookie = cookieParts(answer.headers.get('Set-Cookie')!);
    expect(cookie.name).toBe('__Host-office');
    // 32 random bytes, base64url.
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual({
      path: '/',
      'max-age': String(SESSION_MAX_MS / 1000),
      httponly: true,
      secure: true,
      samesite: 'Strict',
    });
    // The ledger keeps its SHA-256, never the token.
    const rows = await office.query('SELECT token_hash FROM office_sessions');
    expect(rows).toEqual([{ token_hash: await tokenHash(cookie.value!) }]);
  });

  it('drops Secure and the prefix only on http:// loopback', async () => {
    const at = (site: string) =>
      office.call(office.request(OFFICE_API.signOut, { method: 'POST', site, origin: site, cookie: null }));
    const loopback = cookieParts((await at('http://127.0.0.1:4173')).headers.get('Set-Cookie')!);
    expect(loopback.name).toBe('office');
    expect(loopback.attributes.secure).toBeUndefined();
    expect(loopback.attributes.samesite).toBe('Strict');
    expect(cookieParts((await at('http://localhost:5173')).headers.get('Set-Cookie')!).name).toBe('office');
    expect(cookieParts((await at('http://[::1]:4173')).headers.get('Set-Cookie')!).name).toBe('office');
    // Plain http elsewhere keeps both: the browser then keeps no cookie, rather than one in the clear.
    const lan = cookieParts((await at('http://192.168.1.20:4173')).headers.get('Set-Cookie')!);
    expect(lan.name).toBe('__Host-office');
    expect(lan.attributes.secure).toBe(true);
  });
});

describe('a session', () => {
  it(`ends after ${SESSION_IDLE_MS / 60_000} minutes without a person's request; a person's request starts them again`, async () => {
    const cookie = await office.signedIn();
    office.state.clock.advance(SESSION_IDLE_MS - 1);
    expect((await list(cookie)).status).toBe(200);
    office.state.clock.advance(SESSION_IDLE_MS - 1);
    expect((await list(cookie)).status).toBe(200);
    office.state.clock.advance(SESSION_IDLE_MS);
    expect((await list(cookie)).status).toBe(401);
  });

  it('ends sooner where BOOKING_OFFICE_IDLE_SECONDS says so, and tells the page its limit (issue 56)', async () => {
    const cookie = await office.signedIn();
    const shorter = office.configFor({ BOOKING_OFFICE_IDLE_SECONDS: '60' });
    const status = await office.call(office.request(OFFICE_API.status, { cookie }), shorter);
    expect(await status.json()).toMatchObject({ signedInAs: OWNER, idleMs: 60_000 });
    office.state.clock.advance(59_999);
    expect(
      (await office.call(office.request(`${OFFICE_API.enquiries}?tab=new`, { cookie }), shorter)).status,
    ).toBe(200);
    office.state.clock.advance(60_000);
    expect(
      (await office.call(office.request(`${OFFICE_API.enquiries}?tab=new`, { cookie }), shorter)).status,
    ).toBe(401);
    // Never longer than ASVS's 30 minutes: a longer value is a configuration problem.
    expect(office.configFor({ BOOKING_OFFICE_IDLE_SECONDS: '3600' }).invalid).toEqual([
      expect.objectContaining({ variable: 'BOOKING_OFFICE_IDLE_SECONDS' }),
    ]);
  });

  it('does not count background refreshes as activity', async () => {
    const cookie = await office.signedIn();
    const background = { [OFFICE_ACTIVITY_HEADER]: 'background' };
    for (let minutes = 0; minutes < SESSION_IDLE_MS / 60_000; minutes += 10) {
      office.state.clock.advance(10 * 60_000 - (minutes === 0 ? 1 : 0));
      expect((await list(cookie, background)).status).toBe(200);
    }
    office.state.clock.advance(1);
    const answer = await list(cookie, background);
    expect(answer.status).toBe(401);
    expect(await office.query('SELECT * FROM office_sessions')).toEqual([]);
  });

  it(`ends ${SESSION_MAX_MS / 3_600_000} hours after it began, however active`, async () => {
    const cookie = await office.signedIn();
    const step = SESSION_IDLE_MS / 2;
    for (let at = step; at < SESSION_MAX_MS; at += step) {
      office.state.clock.advance(step);
      expect((await list(cookie)).status).toBe(200);
    }
    office.state.clock.advance(SESSION_MAX_MS % step || step);
    expect((await list(cookie)).status).toBe(401);
  });

  it('ends on the server at sign-out, and the cookie is cleared', async () => {
    const cookie = await office.signedIn();
    const answer = await office.call(office.request(OFFICE_API.signOut, { method: 'POST', cookie }));
    expect(answer.status).toBe(204);
    expect(cookieParts(answer.headers.get('Set-Cookie')!).attributes['max-age']).toBe('0');
    expect((await list(cookie)).status).toBe(401);
    expect(office.state.lines.join('\n')).toMatch(/\[office\] signed out: address [0-9a-f]{16}/);
  });

  it('of an address taken off BOOKING_OFFICE_EMAILS ends at its next request, with its other sessions', async () => {
    const first = await office.signedIn(OWNER);
    const second = await office.signedIn(OWNER);
    const inspector = await office.signedIn(INSPECTOR);
    office.state.config = office.configFor({ BOOKING_OFFICE_EMAILS: INSPECTOR });
    expect((await list(first)).status).toBe(401);
    expect(await office.query('SELECT email FROM office_sessions')).toEqual([
      { email: INSPECTOR.toLowerCase() },
    ]);
    expect(office.state.lines.join('\n')).toMatch(/2 sessions ended: address [0-9a-f]{16} is no longer/);
    // Put back on the list, it signs in again: the old sessions stay ended.
    office.state.config = office.configFor({});
    expect((await list(second)).status).toBe(401);
    expect((await list(inspector)).status).toBe(200);
  });

  it('is new at each sign-in: a cookie sent with the sign-in ends the session it named', async () => {
    const old = await office.signedIn(OWNER);
    await office.askCode(OWNER);
    await office.idle();
    const answer = await office.signIn(OWNER, office.codesMailedTo(OWNER).at(-1)!, { cookie: old });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Set-Cookie')!.split(';')[0]).not.toBe(old);
    expect((await list(old)).status).toBe(401);
  });
});

describe('every office request', () => {
  const posts = [
    OFFICE_API.code,
    OFFICE_API.signIn,
    OFFICE_API.linkSignIn,
    OFFICE_API.signOut,
    resendPath('HBI-ANY'),
  ];

  it.each(posts)(
    'POST %s is refused 403 from another origin, with no Origin, or Origin null',
    async (path) => {
      const cookie = await office.signedIn();
      office.state.statements.length = 0;
      // An origin BOOKING_ALLOWED_ORIGINS lets post enquiries is still another origin here.
      office.state.config = office.configFor({ BOOKING_ALLOWED_ORIGINS: 'https://partner.example' });
      for (const origin of ['https://partner.example', 'https://evil.example', 'null', null]) {
        const answer = await office.call(
          office.request(path, { method: 'POST', body: { email: OWNER }, cookie, origin }),
        );
        expect(answer.status).toBe(403);
        expect(await answer.json()).toEqual({ error: 'origin' });
      }
      // Refused before the ledger is touched.
      expect(office.state.statements).toEqual([]);
      const same = await office.call(
        office.request(path, { method: 'POST', body: { email: OWNER }, cookie, origin: SITE }),
      );
      expect(same.status).not.toBe(403);
    },
  );

  it('that reads enquiries answers 401 without a live session, and holds none of their data', async () => {
    const booked = await office.signedIn();
    // An enquiry the office would show.
    const { handleBookingRequest } = await import('../../../src/server/booking-handler');
    const payload = validPayload();
    expect((await handleBookingRequest(bookingPost(payload), office.state.config)).status).toBe(202);
    await office.idle();
    const [entry] = await office.ledger().find(String(payload.submissionId));
    const paths = [
      `${OFFICE_API.enquiries}?tab=new`,
      `${OFFICE_API.csv}?tab=new`,
      enquiryPath(entry!.reference),
    ];
    expect((await office.call(office.request(paths[2]!, { cookie: booked }))).status).toBe(200);
    for (const cookie of [null, 'office=x', '__Host-office=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      for (const path of paths) {
        const answer = await office.call(office.request(path, { cookie }));
        expect(answer.status).toBe(401);
        const text = await answer.text();
        expect(JSON.parse(text)).toEqual({ error: 'signed-out' });
        for (const value of [entry!.reference, payload.name, payload.suburb, payload.email]) {
          expect(text).not.toContain(String(value));
        }
      }
      const resend = await office.call(
        office.request(resendPath(entry!.reference), {
          method: 'POST',
          body: { channel: 'mailbox' },
          cookie,
        }),
      );
      expect(resend.status).toBe(401);
    }
  });

  it('answers with Cache-Control: no-store, whatever it answers', async () => {
    const cookie = await office.signedIn();
    const answers = await Promise.all([
      office.call(office.request(OFFICE_API.status)),
      office.call(office.request(OFFICE_API.status, { cookie })),
      office.call(office.request(`${OFFICE_API.enquiries}?tab=new`, { cookie })),
      office.call(office.request(`${OFFICE_API.csv}?tab=new`, { cookie })),
      office.call(office.request(`${OFFICE_API.enquiries}?tab=new`)),
      office.call(office.request('/api/office/nothing-here')),
      office.call(office.request(OFFICE_API.code, { method: 'POST', origin: null })),
      office.askCode(OWNER),
      office.call(office.request(OFFICE_API.signOut, { method: 'POST', cookie })),
    ]);
    for (const answer of answers) expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the status', () => {
  it('says who is signed in, or that there is no office or no ledger, and is never 401', async () => {
    const status = async (config = office.state.config, cookie: string | null = null) => {
      const answer = await office.call(office.request(OFFICE_API.status, { cookie }), config);
      expect(answer.status).toBe(200);
      return answer.json();
    };
    expect(await status()).toEqual({ office: 'ready', signedInAs: null });
    const cookie = await office.signedIn(INSPECTOR);
    expect(await status(office.state.config, cookie)).toEqual({
      office: 'ready',
      signedInAs: INSPECTOR.toLowerCase(),
      idleMs: SESSION_IDLE_MS,
    });
    expect(await status(office.configFor({ BOOKING_OFFICE_EMAILS: '' }))).toEqual({
      office: 'no-office',
      signedInAs: null,
    });
    expect(await status({ ...office.state.config, ledger: null }, cookie)).toEqual({
      office: 'no-ledger',
      signedInAs: null,
    });
    // With the addresses but no secret, a host's configuration cannot be used (issue 53): 503, never 401,
    // and the log names the variable.
    const lines: string[] = [];
    const noSecret = await office.call(office.request(OFFICE_API.status), {
      ...office.configFor({ BOOKING_OFFICE_SECRET: '' }),
      log: (line) => lines.push(line),
    });
    expect(noSecret.status).toBe(503);
    expect(lines.join('\n')).toMatch(/BOOKING_OFFICE_SECRET must be set while BOOKING_OFFICE_EMAILS is/);
    // The rest of the API says the same, as an error.
    const code = await office.call(
      office.request(OFFICE_API.code, { method: 'POST', body: { email: OWNER } }),
      { ...office.state.config, ledger: null },
    );
    expect(code.status).toBe(503);
    expect(await code.json()).toEqual({ error: 'no-ledger' });
  });
});

// @vitest-environment node
/**
 * Each host's function, imported as the host imports it and called as the host calls it: a real Request,
 * and the environment where that host keeps it (Netlify.env, the Pages context's env, process.env).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import vercel from '../../api/bookings';
import vercelChallenge from '../../api/bookings/challenge';
import vercelSweep from '../../api/bookings/sweep';
import { onRequest } from '../../functions/api/bookings';
import { onRequest as onChallengeRequest } from '../../functions/api/bookings/challenge';
import { onRequest as onSweepRequest } from '../../functions/api/bookings/sweep';
import netlifyChallenge, {
  config as netlifyChallengeConfig,
} from '../../netlify/functions/booking-challenge';
import netlify, { config as netlifyConfig } from '../../netlify/functions/bookings';
import netlifySweep, { config as netlifySweepConfig } from '../../netlify/functions/booking-sweep-route';
import netlifyOffice, { config as netlifyOfficeConfig } from '../../netlify/functions/office';
import { onRequest as onOfficeRequest } from '../../functions/api/office/[[path]]';
import netlifyStripe, { config as netlifyStripeConfig } from '../../netlify/functions/stripe-webhook';
import { onRequest as onStripeRequest } from '../../functions/api/payments/stripe';
import vercelStripe from '../../api/payments/stripe';
import { STRIPE_WEBHOOK_PATH } from '../../src/api/payment';
import { nodeBookingHandler } from '../../src/server/node-adapter';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { referencePattern } from '../../src/domain/booking/reference';
import { cloudflareFunctionConfig } from '../../src/server/cloudflare-function';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';
import { bookingPost, SITE, startAutomation, validPayload } from './support';
import { bookingConfigFromEnv } from '../../src/server/config';

let automation: Awaited<ReturnType<typeof startAutomation>> | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await automation?.close();
  automation = undefined;
});

/** What Pages' context.waitUntil does with work after the answer: here, nothing more than run it. */
const waitUntil = (work: Promise<unknown>) => void work.catch(() => {});

/** Keeps the handler's log lines out of the test output. */
const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => {});

async function expectForwarded(answer: Response) {
  expect(answer.status).toBe(202);
  expect((await answer.json()).reference).toMatch(referencePattern);
  expect(automation!.calls).toHaveLength(1);
  expect(automation!.calls[0]!.headers['idempotency-key']).toBe(validPayload().submissionId);
}

describe('Netlify function (netlify/functions/bookings.ts)', () => {
  it('serves /api/bookings with a per-IP rate limit', () => {
    expect(netlifyConfig.path).toBe('/api/bookings');
    expect(netlifyConfig.rateLimit).toEqual({
      windowLimit: 10,
      windowSize: 60,
      aggregateBy: ['ip', 'domain'],
    });
  });

  it('forwards a valid POST to BOOKING_FORWARD_URL read through Netlify.env', async () => {
    quiet();
    automation = await startAutomation(['ok']);
    const env: Record<string, string> = { BOOKING_FORWARD_URL: automation.url };
    vi.stubGlobal('Netlify', { env: { get: (name: string) => env[name] } });
    vi.stubEnv('BOOKING_FORWARD_URL', '');
    await expectForwarded(await netlify(bookingPost(validPayload()), {}));
  });

  it('falls back to process.env where the Netlify global is missing (netlify dev, older runtimes)', async () => {
    quiet();
    automation = await startAutomation(['ok']);
    vi.stubGlobal('Netlify', undefined);
    vi.stubEnv('BOOKING_FORWARD_URL', automation.url);
    await expectForwarded(await netlify(bookingPost(validPayload()), {}));
  });

  it('answers 405 to a GET, and 503 when nothing is configured', async () => {
    quiet();
    vi.stubGlobal('Netlify', { env: { get: () => undefined } });
    const get = await netlify(new Request(`${SITE}/api/bookings`), {});
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await netlify(bookingPost(validPayload()), {})).status).toBe(503);
  });

  it('reads BOOKING_ALLOWED_ORIGINS for preflights', async () => {
    quiet();
    vi.stubGlobal('Netlify', {
      env: {
        get: (name: string) => (name === 'BOOKING_ALLOWED_ORIGINS' ? 'https://partner.example' : undefined),
      },
    });
    const preflight = (origin: string) =>
      netlify(new Request(`${SITE}/api/bookings`, { method: 'OPTIONS', headers: { Origin: origin } }), {});
    expect((await preflight('https://partner.example')).status).toBe(204);
    expect((await preflight('https://evil.example')).status).toBe(403);
  });
});

describe('Cloudflare Pages function (functions/api/bookings.ts)', () => {
  it('forwards a valid POST to BOOKING_FORWARD_URL from the context env', async () => {
    quiet();
    automation = await startAutomation(['ok']);
    const answer = await onRequest({
      request: bookingPost(validPayload()),
      env: { BOOKING_FORWARD_URL: automation.url, ASSETS: { fetch: () => new Response() } },
      waitUntil,
    });
    await expectForwarded(answer);
  });

  it('answers 405 to a GET, and 503 when the env has no forward URL', async () => {
    quiet();
    const get = await onRequest({ request: new Request(`${SITE}/api/bookings`), env: {}, waitUntil });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await onRequest({ request: bookingPost(validPayload()), env: {}, waitUntil })).status).toBe(503);
  });

  it('refuses another origin unless the context env lists it', async () => {
    quiet();
    const request = () => bookingPost(validPayload(), { Origin: 'https://partner.example' });
    expect((await onRequest({ request: request(), env: {}, waitUntil })).status).toBe(403);
    const listed = await onRequest({
      request: request(),
      env: { BOOKING_ALLOWED_ORIGINS: 'https://partner.example' },
      waitUntil,
    });
    expect(listed.status).toBe(503);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });
});

describe('Vercel function (api/bookings.ts)', () => {
  it('forwards a valid POST to BOOKING_FORWARD_URL from process.env', async () => {
    quiet();
    automation = await startAutomation(['ok']);
    vi.stubEnv('BOOKING_FORWARD_URL', automation.url);
    await expectForwarded(await vercel.fetch(bookingPost(validPayload())));
  });

  it('answers 405 to a GET, and 503 without BOOKING_FORWARD_URL (no file inbox on a host)', async () => {
    quiet();
    vi.stubEnv('BOOKING_FORWARD_URL', '');
    const get = await vercel.fetch(new Request(`${SITE}/api/bookings`));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await vercel.fetch(bookingPost(validPayload()))).status).toBe(503);
  });
});

describe('the challenge route on each host', () => {
  const id = validPayload().submissionId as string;
  const challengeRequest = () => new Request(`${SITE}/api/bookings/challenge?submissionId=${id}`);
  const SECRET = 'a-long-random-test-secret';

  async function expectChallenge(answer: Response, enforced: boolean) {
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      enforced: boolean;
      challenge?: { parameters: { data: unknown } };
    };
    expect(body.enforced).toBe(enforced);
    if (enforced) expect(body.challenge?.parameters.data).toEqual({ sid: id });
  }

  it('Netlify: its own literal path and rate limit, and the secret read through Netlify.env', async () => {
    expect(netlifyChallengeConfig.path).toBe('/api/bookings/challenge');
    expect(netlifyChallengeConfig.rateLimit).toEqual({
      windowLimit: 20,
      windowSize: 60,
      aggregateBy: ['ip', 'domain'],
    });
    vi.stubGlobal('Netlify', {
      env: { get: (name: string) => (name === 'BOOKING_CHALLENGE_SECRET' ? SECRET : undefined) },
    });
    await expectChallenge(await netlifyChallenge(challengeRequest(), {}), true);
    vi.stubGlobal('Netlify', { env: { get: () => undefined } });
    await expectChallenge(await netlifyChallenge(challengeRequest(), {}), false);
  });

  it('Cloudflare Pages: the secret from the context env', async () => {
    await expectChallenge(
      await onChallengeRequest({
        request: challengeRequest(),
        env: { BOOKING_CHALLENGE_SECRET: SECRET },
        waitUntil,
      }),
      true,
    );
    await expectChallenge(
      await onChallengeRequest({ request: challengeRequest(), env: {}, waitUntil }),
      false,
    );
  });

  it('Vercel: the secret from process.env', async () => {
    vi.stubEnv('BOOKING_CHALLENGE_SECRET', SECRET);
    await expectChallenge(await vercelChallenge.fetch(challengeRequest()), true);
    vi.stubEnv('BOOKING_CHALLENGE_SECRET', '');
    await expectChallenge(await vercelChallenge.fetch(challengeRequest()), false);
  });

  it('Cloudflare Pages: a POST without a proof is refused when the secret is set', async () => {
    quiet();
    const answer = await onRequest({
      request: bookingPost(validPayload()),
      env: { BOOKING_FORWARD_URL: 'https://hook.example/x', BOOKING_CHALLENGE_SECRET: SECRET },
      waitUntil,
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'challenge', reason: 'missing' });
  });
});

// On each host the route itself is reached through the host's own tooling (tests/hosts): the 401 without the
// bearer, and a sweep with it. Here, its answer where that host keeps no CRON_SECRET.
describe('the sweep route on each host, with no CRON_SECRET where that host keeps its variables', () => {
  const SECRET = 'a-long-random-cron-secret';
  const sweepRequest = (bearer = SECRET) =>
    new Request(`${SITE}/api/bookings/sweep`, { headers: { Authorization: `Bearer ${bearer}` } });

  async function expectStatus(answer: Response, status: number, error: string) {
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ error });
  }

  it('Netlify: 404 while Netlify.env has none, 401 for a wrong bearer once it has one', async () => {
    quiet();
    vi.stubEnv('CRON_SECRET', '');
    expect(netlifySweepConfig.path).toBe('/api/bookings/sweep');
    vi.stubGlobal('Netlify', { env: { get: () => undefined } });
    await expectStatus(await netlifySweep(sweepRequest(), {}), 404, 'Not found');
    vi.stubGlobal('Netlify', {
      env: { get: (name: string) => (name === 'CRON_SECRET' ? SECRET : undefined) },
    });
    await expectStatus(await netlifySweep(sweepRequest('wrong'), {}), 401, 'Unauthorized');
  });

  it("Cloudflare Pages: 404 while the context's env has none, 401 for a wrong bearer once it has one", async () => {
    quiet();
    await expectStatus(
      await onSweepRequest({ request: sweepRequest(), env: {}, waitUntil }),
      404,
      'Not found',
    );
    await expectStatus(
      await onSweepRequest({ request: sweepRequest('wrong'), env: { CRON_SECRET: SECRET }, waitUntil }),
      401,
      'Unauthorized',
    );
  });

  it('Vercel: 404 while process.env has none, 401 for a wrong bearer once it has one', async () => {
    quiet();
    vi.stubEnv('CRON_SECRET', '');
    await expectStatus(await vercelSweep.fetch(sweepRequest()), 404, 'Not found');
    vi.stubEnv('CRON_SECRET', SECRET);
    await expectStatus(await vercelSweep.fetch(sweepRequest('wrong')), 401, 'Unauthorized');
  });
});

// Issue 60: Stripe's webhook. On each host its route is reached, signed, through the host's own tooling
// (tests/hosts); here, each function with no STRIPE_WEBHOOK_SECRET where that host keeps its variables (no
// route), and with one (a POST without a signature refused before anything is read), and the Node server's
// route table.
describe("Stripe's webhook on each host, with and without STRIPE_WEBHOOK_SECRET", () => {
  const SECRET = `whsec_${'b2'.repeat(16)}`;
  const webhook = () =>
    new Request(`${SITE}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  async function expectStatus(answer: Response, status: number, error: string) {
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ error });
  }

  it('Netlify: at its literal path, 404 while Netlify.env has none, 400 unsigned once it has one', async () => {
    quiet();
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    expect(netlifyStripeConfig.path).toBe(STRIPE_WEBHOOK_PATH);
    vi.stubGlobal('Netlify', { env: { get: () => undefined } });
    await expectStatus(await netlifyStripe(webhook(), {}), 404, 'Not found');
    vi.stubGlobal('Netlify', {
      env: { get: (name: string) => (name === 'STRIPE_WEBHOOK_SECRET' ? SECRET : undefined) },
    });
    await expectStatus(await netlifyStripe(webhook(), {}), 400, 'signature');
  });

  it("Cloudflare Pages: 404 while the context's env has none, 400 unsigned once it has one", async () => {
    quiet();
    await expectStatus(await onStripeRequest({ request: webhook(), env: {}, waitUntil }), 404, 'Not found');
    const env = { STRIPE_WEBHOOK_SECRET: SECRET };
    await expectStatus(await onStripeRequest({ request: webhook(), env, waitUntil }), 400, 'signature');
  });

  it('Vercel: 404 while process.env has none, 400 unsigned once it has one', async () => {
    quiet();
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    await expectStatus(await vercelStripe.fetch(webhook()), 404, 'Not found');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
    await expectStatus(await vercelStripe.fetch(webhook()), 400, 'signature');
  });

  it('the Node server: routes the path to the webhook, and leaves others to the caller', async () => {
    const handle = nodeBookingHandler(
      bookingConfigFromEnv({ STRIPE_WEBHOOK_SECRET: SECRET }, { log: () => {} }),
    );
    const server = createServer(async (req, res) => {
      if (!(await handle(req, res))) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}${STRIPE_WEBHOOK_PATH}`, { method: 'POST', body: '{}' });
      await expectStatus(answer, 400, 'signature');
      expect((await fetch(`${base}${STRIPE_WEBHOOK_PATH}/x`, { method: 'POST', body: '{}' })).status).toBe(
        418,
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('netlifyEnv', () => {
  it("reads Netlify DB's NETLIFY_DATABASE_URL when DATABASE_URL is unset, and DATABASE_URL when it is", async () => {
    const { netlifyEnv } = await import('../../src/server/netlify-env');
    const env: Record<string, string> = { NETLIFY_DATABASE_URL: 'postgres://netlify-db.example/x' };
    vi.stubGlobal('Netlify', { env: { get: (name: string) => env[name] } });
    expect(netlifyEnv().DATABASE_URL).toBe('postgres://netlify-db.example/x');
    env.DATABASE_URL = 'postgres://own.example/y';
    expect(netlifyEnv().DATABASE_URL).toBe('postgres://own.example/y');
  });
});

describe('the office functions (netlify/functions/office.ts, functions/api/office/[[path]].ts)', () => {
  const office: Record<string, string> = {
    BOOKING_OFFICE_EMAILS: 'owner@site.example',
    BOOKING_OFFICE_SECRET: 'x'.repeat(32),
  };
  const status = () => new Request(`${SITE}/api/office/status`);

  it('on Netlify serve every path under /api/office, with the office variables read through Netlify.env', async () => {
    expect(netlifyOfficeConfig.path).toBe('/api/office/*');
    vi.stubGlobal('Netlify', { env: { get: (name: string) => office[name] } });
    const answer = await netlifyOffice(status(), {});
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual({ office: 'no-ledger', signedInAs: null });
    vi.stubGlobal('Netlify', { env: { get: () => undefined } });
    expect(await (await netlifyOffice(status(), {})).json()).toEqual({
      office: 'no-office',
      signedInAs: null,
    });
  });

  it("on Netlify read netlify dev's retries of a 403 (path.html, path/index.htm...) as the path asked for", async () => {
    quiet();
    vi.stubGlobal('Netlify', { env: { get: (name: string) => office[name] } });
    for (const tried of ['', '.html', '.htm', '/index.html', '/index.htm']) {
      const answer = await netlifyOffice(
        new Request(`${SITE}/api/office/code${tried}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
          body: JSON.stringify({ email: 'owner@site.example' }),
        }),
        {},
      );
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: 'origin' });
    }
  });

  it("on Cloudflare Pages read them from the context's env", async () => {
    quiet();
    const answer = await onOfficeRequest({ request: status(), env: office, waitUntil });
    expect(await answer.json()).toEqual({ office: 'no-ledger', signedInAs: null });
    const none = await onOfficeRequest({ request: status(), env: {}, waitUntil });
    expect(await none.json()).toEqual({ office: 'no-office', signedInAs: null });
  });
});

describe('BOOKING_FORWARD_EVENTS (issue 39)', () => {
  it('is read where each host keeps its variables, and is on only for "on"', () => {
    const lines: string[] = [];
    const events = (value: string | undefined) => {
      const env = value === undefined ? {} : { BOOKING_FORWARD_EVENTS: value };
      vi.stubGlobal('Netlify', { env: { get: (name: string) => (env as Record<string, string>)[name] } });
      vi.stubEnv('BOOKING_FORWARD_EVENTS', value);
      const configs = [
        bookingConfigFromEnv(netlifyEnv(), { log: (line) => lines.push(line) }),
        cloudflareFunctionConfig({ request: status(), env, waitUntil }),
        nodeFunctionConfig(process.env),
      ];
      invalid.push(configs.map((config) => (config.invalid ?? []).map((p) => p.variable)));
      return configs.map((config) => config.forwardEvents);
    };
    const invalid: string[][][] = [];
    const status = () => new Request(`${SITE}/api/office/status`);
    quiet();
    expect(events('on')).toEqual([true, true, true]);
    expect(events(' ON ')).toEqual([true, true, true]);
    expect(events(undefined)).toEqual([false, false, false]);
    expect(events('off')).toEqual([false, false, false]);
    expect(invalid.flat(2)).toEqual([]);
    // Anything else cannot be used (issue 53): each host's config names it, and its handlers answer 503.
    expect(events('true')).toEqual([false, false, false]);
    expect(invalid.at(-1)).toEqual([
      ['BOOKING_FORWARD_EVENTS'],
      ['BOOKING_FORWARD_EVENTS'],
      ['BOOKING_FORWARD_EVENTS'],
    ]);
    expect(lines).toEqual([]);
  });
});

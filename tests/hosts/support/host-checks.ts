/**
 * The checks every host's local runtime must pass, over plain HTTP against the built site (dist/): the
 * booking function's answers through the host's own routing and runtime, the headers and inline-block hashes
 * the host's config gives each page, its 404 page and the old short links.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownRoutes } from '../../../e2e/support/site';
import { solve } from '../../../src/features/booking/proof-solver';
import { bookingReference, referencePattern } from '../../../src/features/booking/reference';
import { validPayload } from '../../server/support';
import { startAutomation, type Automation } from './automation';
import { unhashedBlocks } from './csp';
import type { RunningHost } from './host-process';
import { distDir } from './tools';

export interface HostUnderTest {
  /** 'Cloudflare Pages' */
  name: string;
  /** 'wrangler pages dev 4.86.0' */
  tool: string;
  /** Starts the host serving dist/ on `port` (a free one if not given), its function forwarding to `forwardUrl`. */
  start(forwardUrl: string, port?: number): Promise<RunningHost>;
  /** What the host's config file says every page carries: dist/_headers, or vercel.json for Vercel. */
  pageHeaders(): Record<string, string>;
}

export interface HostTimings {
  host: string;
  tool: string;
  coldStartMs: number;
  firstEnquiryMs: number;
  pageMedianMs: number;
  enquiryMedianMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

function enquiry() {
  return { ...validPayload(), submissionId: randomUUID() };
}

interface IssuedChallenge {
  enforced: boolean;
  challenge: Parameters<typeof solve>[0];
}

/** A slug the build really wrote under /knowledge/tips/, for the short-link redirect. */
function someTipSlug(): string {
  const slug = readdirSync(path.join(distDir, 'knowledge/tips'), { withFileTypes: true }).find((entry) =>
    entry.isDirectory(),
  )?.name;
  if (!slug) throw new Error('dist/knowledge/tips/ has no article: run npm run build');
  return slug;
}

export function describeHost(host: HostUnderTest) {
  describe(`${host.name} (${host.tool})`, () => {
    let site: RunningHost;
    let automation: Automation;
    const timings: Partial<HostTimings> = { host: host.name, tool: host.tool };

    /** A request to the host; its answer is read whole, so a failure can quote it. */
    async function call(pathname: string, init: RequestInit = {}) {
      const send = () =>
        fetch(`${site.origin}${pathname}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
          ...init,
        });
      let response: Response;
      try {
        response = await send();
      } catch (error) {
        // vercel dev closes idle keep-alive connections without a word, and the next request on one fails
        // before it is sent. A GET is tried again on a new connection, as a browser would; a POST never is.
        const socketClosed = (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';
        if ((init.method ?? 'GET') !== 'GET' || !socketClosed) throw error;
        response = await send();
      }
      const body = await response.text();
      const said = `${init.method ?? 'GET'} ${pathname} answered ${response.status} ${body.slice(0, 300)}`;
      return { response, body, said };
    }

    const post = (body: string, headers: Record<string, string> = {}) =>
      call('/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });

    /** This enquiry's challenge, from the host's own challenge route. */
    async function challengeFor(submissionId: string) {
      const answer = await call(`/api/bookings/challenge?submissionId=${submissionId}`);
      expect(answer.response.status, answer.said).toBe(200);
      return JSON.parse(answer.body) as IssuedChallenge;
    }

    /** An enquiry with its proof of work, solved here by the site's own solver, as the browser's worker does. */
    async function provenEnquiry() {
      const sent = enquiry();
      const { enforced, challenge } = await challengeFor(sent.submissionId);
      expect(enforced, 'the host runs with BOOKING_CHALLENGE_SECRET').toBe(true);
      const solved = await solve(challenge, 60_000);
      if (!solved) throw new Error('No proof of work found');
      return {
        ...sent,
        proof: { challenge, solution: { counter: solved.counter, derivedKey: solved.derivedKey } },
      };
    }

    /** The error the booking handler itself writes, so a host's own 4xx page cannot pass for it. */
    function expectHandlerError(answer: Awaited<ReturnType<typeof call>>, status: number, error: string) {
      expect(answer.response.status, answer.said).toBe(status);
      let body: unknown = answer.body;
      try {
        body = JSON.parse(answer.body);
      } catch {
        // Not JSON, so not the handler's answer: the assertion below says so with the body quoted.
      }
      expect(body, answer.said).toMatchObject({ error });
    }

    beforeAll(async () => {
      automation = await startAutomation();
      site = await host.start(automation.hookUrl);
      timings.coldStartMs = site.coldStartMs;
    }, 300_000);

    afterAll(async () => {
      await site?.stop();
      await automation?.close();
      if (timings.enquiryMedianMs === undefined) return;
      console.log(
        `${host.name} (${host.tool}): cold start ${(timings.coldStartMs! / 1000).toFixed(1)} s, ` +
          `first enquiry ${Math.round(timings.firstEnquiryMs!)} ms, per request: page ` +
          `${Math.round(timings.pageMedianMs!)} ms, enquiry ${Math.round(timings.enquiryMedianMs)} ms (medians)`,
      );
      const dir = process.env.HOST_TIMINGS_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${host.name}.json`), JSON.stringify(timings));
      }
    }, 60_000);

    it('issues a challenge bound to the enquiry at /api/bookings/challenge, and refuses a bad id', async () => {
      const id = randomUUID();
      const { enforced, challenge } = await challengeFor(id);
      expect(enforced).toBe(true);
      expect(challenge.parameters.data).toEqual({ sid: id });
      expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
      expectHandlerError(
        await call('/api/bookings/challenge?submissionId=x'),
        400,
        'Give a valid submissionId',
      );
    });

    it('refuses a valid enquiry without a proof of work, and forwards nothing', async () => {
      await automation.setMode('ok');
      const answer = await post(JSON.stringify(enquiry()));
      expectHandlerError(answer, 403, 'challenge');
      expect(JSON.parse(answer.body)).toMatchObject({ reason: 'missing' });
      expect(await automation.calls()).toEqual([]);
    });

    it('forwards a valid enquiry with its proof once, with its Idempotency-Key, and answers 202 with its reference', async () => {
      await automation.setMode('ok');
      const sent = await provenEnquiry();
      const [answer, ms] = await timed(() => post(JSON.stringify(sent)));
      timings.firstEnquiryMs = ms;
      expect(answer.response.status, answer.said).toBe(202);
      const { reference } = JSON.parse(answer.body) as { reference: string };
      expect(reference).toMatch(referencePattern);
      expect(reference).toBe(bookingReference(sent.submissionId));
      const calls = await automation.calls();
      expect(calls, 'calls the automation received').toHaveLength(1);
      expect(calls[0]!.idempotencyKey).toBe(sent.submissionId);
      expect(calls[0]!.body).toMatchObject({
        submissionId: sent.submissionId,
        reference,
        address: '4, 12, Smith Street, Parramatta, NSW 2150',
        formType: 'booking',
      });
      expect(calls[0]!.body, 'the proof goes no further than the site').not.toHaveProperty('proof');
    });

    it('tries an automation that answers 500 twice, with the same key, then answers 502', async () => {
      await automation.setMode('error500');
      const sent = await provenEnquiry();
      const answer = await post(JSON.stringify(sent));
      const calls = await automation.calls();
      expectHandlerError(answer, 502, 'The booking service did not accept the enquiry');
      expect(calls.map((received) => received.idempotencyKey)).toEqual([
        sent.submissionId,
        sent.submissionId,
      ]);
    });

    it('answers 400 to a body that is not JSON', async () => {
      expectHandlerError(await post('{"name":'), 400, 'The body is not valid JSON');
    });

    it('answers 405 to a GET, with Allow: POST, OPTIONS', async () => {
      const answer = await call('/api/bookings');
      expectHandlerError(answer, 405, 'Use POST');
      expect(answer.response.headers.get('allow')).toBe('POST, OPTIONS');
    });

    it('answers 413 to a 17 KB body', async () => {
      const body = JSON.stringify({ ...enquiry(), message: 'x'.repeat(17 * 1024) });
      expectHandlerError(await post(body), 413, 'The body is over 16 KB');
    });

    it('answers 415 to text/plain', async () => {
      const answer = await post(JSON.stringify(enquiry()), { 'Content-Type': 'text/plain' });
      expectHandlerError(answer, 415, 'Send the booking as application/json');
    });

    it('answers 403 to another origin, and forwards nothing', async () => {
      await automation.setMode('ok');
      const answer = await post(JSON.stringify(enquiry()), { Origin: 'https://elsewhere.example' });
      expectHandlerError(answer, 403, 'Requests from other sites are not accepted');
      expect(answer.response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await automation.calls()).toEqual([]);
    });

    it("serves the home page with the security headers of the host's config", async () => {
      const answer = await call('/');
      expect(answer.response.status, answer.said).toBe(200);
      const expected = host.pageHeaders();
      expect(Object.keys(expected)).toContain('Content-Security-Policy');
      const served = Object.fromEntries(
        Object.keys(expected).map((name) => [name, answer.response.headers.get(name)]),
      );
      expect(served).toEqual(expected);
    });

    it("allows every inline <script> and <style> of every page by its hash in the page's own CSP", async () => {
      const routes = [...knownRoutes(), '/no-such-page-for-the-csp-check'];
      const failures: string[] = [];
      const unhashed = new Map<string, string[]>();
      for (const route of routes) {
        // Cloudflare Pages sends /products/x to /products/x/ first; the page is what counts here.
        const answer = await call(route, { redirect: 'follow' });
        if (answer.response.status !== 200 && answer.response.status !== 404) {
          failures.push(answer.said.slice(0, 80));
          continue;
        }
        // A page served without a policy restricts nothing (vercel dev serves its 404 page so); the home page's
        // headers are checked on their own above.
        const csp = answer.response.headers.get('content-security-policy');
        if (!csp) continue;
        for (const block of unhashedBlocks(answer.body, csp)) {
          unhashed.set(block, [...(unhashed.get(block) ?? []), route]);
        }
      }
      for (const [block, where] of unhashed) {
        failures.push(
          `${block} is not in the CSP of ${where.length} of ${routes.length} pages: ` +
            `${where.slice(0, 3).join(', ')}${where.length > 3 ? ', ...' : ''}`,
        );
      }
      expect(failures).toEqual([]);
    });

    it('answers an unknown path with 404 and the 404 page', async () => {
      const answer = await call(`/no-such-page-${randomUUID().slice(0, 8)}`);
      expect(answer.response.status, answer.said.slice(0, 60)).toBe(404);
      expect(answer.body).toBe(readFileSync(path.join(distDir, '404.html'), 'utf8'));
    });

    it('redirects an old short link (/tips/<slug>) permanently to the article', async () => {
      const slug = someTipSlug();
      const answer = await call(`/tips/${slug}`);
      expect([301, 308], answer.said).toContain(answer.response.status);
      const location = new URL(answer.response.headers.get('location') ?? '', site.origin);
      expect(location.pathname).toBe(`/knowledge/tips/${slug}`);
    });

    it('per-request time: 7 page requests and 5 enquiries, every one answered', async () => {
      await automation.setMode('ok');
      const pages: number[] = [];
      for (let i = 0; i < 7; i++) {
        const [answer, ms] = await timed(() => call('/'));
        expect(answer.response.status, answer.said).toBe(200);
        pages.push(ms);
      }
      const enquiries: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Solved before the clock starts: the time is the host's, not the solver's.
        const body = JSON.stringify(await provenEnquiry());
        const [answer, ms] = await timed(() => post(body));
        expect(answer.response.status, answer.said).toBe(202);
        enquiries.push(ms);
      }
      expect(await automation.calls()).toHaveLength(5);
      timings.pageMedianMs = median(pages);
      timings.enquiryMedianMs = median(enquiries);
    });
  });
}

// @vitest-environment node
/**
 * The browser's proof-of-work client (proof.ts) with a stub fetch and stub workers, the worker wrapper
 * (proof-worker.ts) with a stub worker scope, and one round trip through the real solver and the server's
 * check.
 */
import type { Challenge } from 'altcha-lib/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_ENDPOINT,
  createProofClient,
  ProofError,
  REFRESH_BEFORE_EXPIRY_MS,
  type BookingProof,
  type ProofClientOptions,
  type ProofWorker,
} from '../../../src/features/booking/proof';
import type { ProofWorkerAnswer, ProofWorkerRequest } from '../../../src/features/booking/proof-worker';
import { solve } from '../../../src/features/booking/proof-solver';
import { CHALLENGE_PATH } from '../../../src/server/booking-handler';
import { issueChallenge, verifyProof } from '../../../src/server/challenge';

const ID = 'c0ffee00-1111-4222-8333-944455556666';
const START = Date.UTC(2030, 5, 1, 1, 0, 0);
const TTL_S = 20 * 60;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A challenge as the server would send it; only the fields the client reads matter here. */
function fakeChallenge(serial: number, expiresAt: number): BookingProof['challenge'] {
  return {
    parameters: {
      algorithm: 'SHA-256',
      nonce: serial.toString(16).padStart(32, '0'),
      salt: '00'.repeat(16),
      cost: 1,
      keyLength: 32,
      keyPrefix: 'ab',
      expiresAt,
      data: { sid: ID },
    },
    signature: 'f'.repeat(64),
  };
}

/** A worker that answers when the test says so, and records what it was asked and whether it was ended. */
class StubWorker implements ProofWorker {
  onmessage: ((event: MessageEvent<ProofWorkerAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: ProofWorkerRequest[] = [];
  terminated = false;
  postMessage(message: ProofWorkerRequest) {
    this.requests.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(answer: ProofWorkerAnswer) {
    this.onmessage?.({ data: answer } as MessageEvent<ProofWorkerAnswer>);
  }
  solveWith(counter: number) {
    this.answer({ ok: true, counter, derivedKey: counter.toString(16).padStart(64, '0'), took: 5 });
  }
  fail() {
    this.onerror?.({} as ErrorEvent);
  }
}

type Answer = Response | Error | 'hang';

/**
 * A client with a stub fetch answering from `answers` in turn (the last repeats), a stub clock, and stub
 * workers, optionally answering by themselves.
 */
function harness(answers: Answer[], options: Partial<ProofClientOptions> & { autoSolve?: boolean } = {}) {
  let clock = START;
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const workers: StubWorker[] = [];
  const fetchStub = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  const client = createProofClient({
    fetch: fetchStub as typeof fetch,
    now: () => clock,
    createWorker: () => {
      const worker = new StubWorker();
      workers.push(worker);
      if (options.autoSolve !== false) {
        const original = worker.postMessage.bind(worker);
        worker.postMessage = (message) => {
          original(message);
          queueMicrotask(() => worker.solveWith(workers.indexOf(worker) + 7));
        };
      }
      return worker;
    },
    ...options,
  });
  return {
    client,
    requests,
    workers,
    setClock: (ms: number) => (clock = ms),
  };
}

let serial = 0;
/** The server's answer with a challenge expiring TTL_S after `issuedAt` (ms), dated by the server's clock. */
function challengeAnswer(issuedAt = START, serverDate = issuedAt): Response {
  return Response.json(
    { enforced: true, challenge: fakeChallenge(++serial, Math.floor(issuedAt / 1000) + TTL_S) },
    { headers: { Date: new Date(serverDate).toUTCString() } },
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function errorOf(promise: Promise<unknown>): Promise<ProofError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProofError);
    return error as ProofError;
  }
  throw new Error('expected a ProofError');
}

describe('createProofClient', () => {
  it("asks the handler's challenge route (proof.ts does not import the server)", () => {
    expect(CHALLENGE_ENDPOINT).toBe(CHALLENGE_PATH);
    expect(CHALLENGE_PATH).toBe('/api/bookings/challenge');
  });

  it('prepares once: one challenge request and one worker, however often prepare is called', async () => {
    const { client, requests, workers } = harness([challengeAnswer()], { autoSolve: false });
    client.prepare(ID);
    client.prepare(ID);
    await settle();
    client.prepare(ID);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${CHALLENGE_ENDPOINT}?submissionId=${ID}`);
    expect(requests[0]!.init).toMatchObject({ credentials: 'omit', cache: 'no-store' });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests[0]!.challenge.parameters.data).toEqual({ sid: ID });
  });

  it('gives the proof once the worker has solved it, keeps it, and ends the worker', async () => {
    const { client, requests, workers } = harness([challengeAnswer()], { autoSolve: false });
    client.prepare(ID);
    await settle();
    const pending = client.get(ID, { timeoutMs: 1_000 });
    workers[0]!.solveWith(1234);
    const proof = await pending;
    expect(proof).toEqual({
      challenge: workers[0]!.requests[0]!.challenge,
      solution: { counter: 1234, derivedKey: (1234).toString(16).padStart(64, '0') },
    });
    expect(workers[0]!.terminated).toBe(true);
    expect(await client.get(ID, { timeoutMs: 1_000 })).toEqual(proof);
    expect(requests).toHaveLength(1);
  });

  it('fetches and solves on get when prepare was never called', async () => {
    const { client, requests } = harness([challengeAnswer()]);
    const proof = await client.get(ID, { timeoutMs: 1_000 });
    expect(proof?.solution.counter).toBe(7);
    expect(requests).toHaveLength(1);
  });

  it('keeps one proof per submissionId', async () => {
    const { client, requests } = harness([challengeAnswer()]);
    const first = await client.get(ID, { timeoutMs: 1_000 });
    const other = await client.get('another-enquiry-1', { timeoutMs: 1_000 });
    expect(requests.map(({ url }) => url)).toEqual([
      `${CHALLENGE_ENDPOINT}?submissionId=${ID}`,
      `${CHALLENGE_ENDPOINT}?submissionId=another-enquiry-1`,
    ]);
    expect(other).not.toEqual(first);
  });

  it('answers null, starting no worker, when the server checks no proof', async () => {
    const { client, workers } = harness([Response.json({ enforced: false })]);
    expect(await client.get(ID, { timeoutMs: 1_000 })).toBeNull();
    expect(workers).toHaveLength(0);
  });

  it('replaces a kept proof that expires within a minute with a fresh one', async () => {
    const { client, requests, setClock } = harness([challengeAnswer(), challengeAnswer()]);
    const first = await client.get(ID, { timeoutMs: 1_000 });
    const expiry = START + TTL_S * 1000;
    setClock(expiry - REFRESH_BEFORE_EXPIRY_MS - 1_000);
    expect(await client.get(ID, { timeoutMs: 1_000 })).toBe(first);
    expect(requests).toHaveLength(1);
    setClock(expiry - REFRESH_BEFORE_EXPIRY_MS + 1_000);
    const second = await client.get(ID, { timeoutMs: 1_000 });
    expect(requests).toHaveLength(2);
    expect(second?.challenge).not.toEqual(first?.challenge);
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(60_000);
  });

  it('refreshes near expiry on prepare too, in the background', async () => {
    const { client, requests, setClock } = harness([challengeAnswer(), challengeAnswer()]);
    await client.get(ID, { timeoutMs: 1_000 });
    setClock(START + TTL_S * 1000 - 30_000);
    client.prepare(ID);
    expect(requests).toHaveLength(2);
  });

  it("reads the expiry on this device's clock when it is off from the server's", async () => {
    // The device's clock is 10 minutes behind the server's: the challenge the server issues now says it
    // expires at (server time) now + 30 minutes' worth of the device's clock, but it has 20 minutes to live.
    const serverNow = START + 10 * 60_000;
    const { client, requests, setClock } = harness([
      challengeAnswer(serverNow, serverNow),
      challengeAnswer(),
    ]);
    await client.get(ID, { timeoutMs: 1_000 });
    setClock(START + TTL_S * 1000 - 2 * 60_000);
    await client.get(ID, { timeoutMs: 1_000 });
    expect(requests).toHaveLength(1);
    setClock(START + TTL_S * 1000 - 30_000);
    await client.get(ID, { timeoutMs: 1_000 });
    expect(requests).toHaveLength(2);
  });

  it("fails with kind 'network' when the challenge cannot be fetched (offline)", async () => {
    const { client, requests, workers } = harness([new TypeError('Failed to fetch')]);
    expect((await errorOf(client.get(ID, { timeoutMs: 1_000 }))).kind).toBe('network');
    expect(requests).toHaveLength(1);
    expect(workers).toHaveLength(0);
  });

  it('fetches again on get after a prepare that failed', async () => {
    const { client, requests } = harness([new TypeError('Failed to fetch'), challengeAnswer()]);
    client.prepare(ID);
    await settle();
    expect(requests).toHaveLength(1);
    expect((await client.get(ID, { timeoutMs: 1_000 }))?.solution.counter).toBe(7);
    expect(requests).toHaveLength(2);
  });

  it("fails with kind 'network' on a non-2xx answer or one it cannot read", async () => {
    for (const answer of [
      Response.json({ error: 'x' }, { status: 503 }),
      Response.json({ error: 'x' }, { status: 403 }),
      new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
      Response.json({ enforced: true }),
      // Not the site's answer (a proxy's error page, say): never read as "no proof needed".
      Response.json({ enforced: false }, { status: 502 }),
    ]) {
      const { client, workers } = harness([answer]);
      expect((await errorOf(client.get(ID, { timeoutMs: 1_000 }))).kind).toBe('network');
      expect(workers).toHaveLength(0);
    }
  });

  it("fails with kind 'network' when the challenge request hangs past its own limit", async () => {
    const { client } = harness(['hang'], { fetchTimeoutMs: 20 });
    expect((await errorOf(client.get(ID, { timeoutMs: 1_000 }))).kind).toBe('network');
  });

  it("fails with kind 'network' when the worker cannot be loaded, and starts a new one next time", async () => {
    const { client, workers } = harness([challengeAnswer()], { autoSolve: false });
    const first = client.get(ID, { timeoutMs: 1_000 });
    await settle();
    workers[0]!.fail();
    expect((await errorOf(first)).kind).toBe('network');
    expect(workers[0]!.terminated).toBe(true);
    const second = client.get(ID, { timeoutMs: 1_000 });
    await settle();
    workers[1]!.solveWith(3);
    expect((await second)?.solution.counter).toBe(3);
  });

  it("fails with kind 'network' when the worker reports an error", async () => {
    const { client, workers } = harness([challengeAnswer()], { autoSolve: false });
    const pending = client.get(ID, { timeoutMs: 1_000 });
    await settle();
    workers[0]!.answer({ ok: false, error: 'unsolved in 120000 ms' });
    expect((await errorOf(pending)).kind).toBe('network');
  });

  it("fails with kind 'timeout' when no proof comes in time, and keeps solving for the next get", async () => {
    const { client, requests, workers } = harness([challengeAnswer()], { autoSolve: false });
    const error = await errorOf(client.get(ID, { timeoutMs: 30 }));
    expect(error.kind).toBe('timeout');
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.solveWith(99);
    expect((await client.get(ID, { timeoutMs: 30 }))?.solution.counter).toBe(99);
    expect(requests).toHaveLength(1);
  });

  it('forgets a kept proof on request, so the next get asks for a new challenge', async () => {
    const { client, requests } = harness([challengeAnswer(), challengeAnswer()]);
    await client.get(ID, { timeoutMs: 1_000 });
    client.forget(ID);
    await client.get(ID, { timeoutMs: 1_000 });
    expect(requests).toHaveLength(2);
  });
});

describe('proof-worker.ts', () => {
  async function loadWorker() {
    const posted: ProofWorkerAnswer[] = [];
    let listener: ((event: MessageEvent<ProofWorkerRequest>) => void) | undefined;
    vi.stubGlobal('self', {
      addEventListener: (_type: string, handler: typeof listener) => (listener = handler),
      postMessage: (answer: ProofWorkerAnswer) => posted.push(answer),
    });
    vi.resetModules();
    await import('../../../src/features/booking/proof-worker');
    const ask = async (request: ProofWorkerRequest) => {
      listener!({ data: request } as MessageEvent<ProofWorkerRequest>);
      await vi.waitFor(() => expect(posted.length).toBeGreaterThan(0), { timeout: 20_000 });
      return posted.pop()!;
    };
    return ask;
  }

  it('answers a challenge with the counter, the key and the time it took', async () => {
    const ask = await loadWorker();
    const challenge = await issueChallenge('secret-for-the-worker-test', ID);
    const answer = await ask({ challenge: challenge as Challenge, timeoutMs: 60_000 });
    expect(answer).toMatchObject({ ok: true, counter: expect.any(Number), took: expect.any(Number) });
  });

  it('answers an error instead of throwing', async () => {
    const ask = await loadWorker();
    const challenge = fakeChallenge(1, 2_000_000_000);
    challenge.parameters.algorithm = 'PBKDF2/SHA-256';
    expect(await ask({ challenge: challenge as Challenge, timeoutMs: 1_000 })).toEqual({
      ok: false,
      error: 'Unsupported algorithm PBKDF2/SHA-256',
    });
  });
});

describe('the proof the client sends', () => {
  it("passes the server's check", async () => {
    const secret = 'secret-for-the-round-trip';
    const challenge = await issueChallenge(secret, ID);
    const client = createProofClient({
      fetch: (async () => Response.json({ enforced: true, challenge })) as unknown as typeof fetch,
      // The real solver, in this thread instead of a worker.
      createWorker: () => {
        const worker: ProofWorker = {
          onmessage: null,
          onerror: null,
          terminate: () => {},
          postMessage: ({ challenge, timeoutMs }) => {
            void solve(challenge, timeoutMs).then((solved) =>
              worker.onmessage?.({ data: { ok: true, ...solved! } } as MessageEvent<ProofWorkerAnswer>),
            );
          },
        };
        return worker;
      },
    });
    const proof = await client.get(ID, { timeoutMs: 60_000 });
    expect(await verifyProof(secret, proof, ID)).toEqual({ ok: true });
  });
});

/**
 * The booking form's proof of work, from the browser's side. `prepare(submissionId)` asks the site for a
 * challenge bound to that enquiry and solves it in a Web Worker while the visitor types; `get` hands the form
 * the proof to send with the enquiry, waiting for it at most `timeoutMs`. The server's half is
 * src/server/challenge.ts.
 *
 * Loaded with the form only, never by content pages, and small: the solver (altcha-lib, @noble/hashes)
 * lives in the worker's own chunk, which the browser fetches only when the first challenge arrives.
 */
import type { ChallengeParameters } from 'altcha-lib/types';
import type { ProofWorkerAnswer, ProofWorkerRequest } from './proof-worker';

/** The handler's CHALLENGE_PATH (a test keeps the two equal; features do not import the server). */
export const CHALLENGE_ENDPOINT = '/api/bookings/challenge';

/** What the form sends as `proof` in the enquiry's JSON: ALTCHA's payload. */
export interface BookingProof {
  challenge: { parameters: ChallengeParameters; signature: string };
  solution: { counter: number; derivedKey: string };
}

/**
 * 'network': the challenge could not be fetched (offline, a network error, a non-2xx answer) or the solver
 * could not be started (its script is fetched too). 'timeout': no proof within the time `get` was given.
 */
export type ProofErrorKind = 'network' | 'timeout';

export class ProofError extends Error {
  constructor(
    readonly kind: ProofErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ProofError';
  }
}

/** The part of a Worker the client uses (tests pass a stub). */
export interface ProofWorker {
  postMessage(message: ProofWorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ProofWorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface ProofClientOptions {
  /** fetch, for tests. */
  fetch?: typeof fetch;
  /** Starts a solver; the real one is proof-worker.ts from the site's own origin. */
  createWorker?: () => ProofWorker;
  /** The clock, for tests. */
  now?: () => number;
  /** How long the challenge request may take before it counts as a network failure. */
  fetchTimeoutMs?: number;
  /** How long the worker may search before it gives up (its answer is then an error). */
  solveTimeoutMs?: number;
}

export interface ProofClient {
  /** Fetches this enquiry's challenge and starts solving it in the background; a no-op when under way. */
  prepare(submissionId: string): void;
  /**
   * The proof for this enquiry, null when the server checks none (no secret set). Throws a ProofError:
   * 'network' when the challenge could not be fetched, 'timeout' when no proof came within `timeoutMs`.
   */
  get(submissionId: string, options: { timeoutMs: number }): Promise<BookingProof | null>;
  /** Drops what is kept for this enquiry, so the next `get` asks for a new challenge (after a 403). */
  forget(submissionId: string): void;
}

/** A kept proof this close to its expiry is replaced by a fresh one rather than sent. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;
const SOLVE_TIMEOUT_MS = 120_000;

interface Attempt {
  promise: Promise<{ proof: BookingProof | null; expiresAt: number }>;
  state: 'pending' | 'done' | 'failed';
  /** When the kept proof stops being accepted, on this device's clock (Infinity when none is needed). */
  expiresAt: number;
}

function startWorker(): ProofWorker {
  // Vite emits the worker as a chunk of its own under assets/, loaded from the site (worker-src 'self').
  return new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' }) as ProofWorker;
}

export function createProofClient({
  fetch: fetchImpl = (...args) => fetch(...args),
  createWorker = startWorker,
  now = Date.now,
  fetchTimeoutMs = FETCH_TIMEOUT_MS,
  solveTimeoutMs = SOLVE_TIMEOUT_MS,
}: ProofClientOptions = {}): ProofClient {
  const attempts = new Map<string, Attempt>();

  async function fetchChallenge(submissionId: string) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), fetchTimeoutMs);
    try {
      const response = await fetchImpl(
        `${CHALLENGE_ENDPOINT}?submissionId=${encodeURIComponent(submissionId)}`,
        { credentials: 'omit', cache: 'no-store', signal: controller.signal },
      ).catch(() => {
        throw new ProofError('network', 'The challenge could not be fetched');
      });
      if (!response.ok) throw new ProofError('network', `The challenge request answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        enforced?: unknown;
        challenge?: BookingProof['challenge'];
      } | null;
      if (body?.enforced === false) return null;
      if (body?.enforced !== true || typeof body.challenge?.parameters?.expiresAt !== 'number') {
        throw new ProofError('network', 'The challenge answer was not understood');
      }
      // The server's expiry on this device's clock, which may be minutes off: shift it by the difference
      // between the answer's Date and the local time it arrived.
      const serverNow = Date.parse(response.headers.get('Date') ?? '');
      const skew = Number.isNaN(serverNow) ? 0 : serverNow - now();
      return { challenge: body.challenge, expiresAt: body.challenge.parameters.expiresAt * 1000 - skew };
    } finally {
      clearTimeout(timer);
    }
  }

  function solveInWorker(challenge: BookingProof['challenge']): Promise<BookingProof['solution']> {
    return new Promise((resolve, reject) => {
      let worker: ProofWorker;
      try {
        worker = createWorker();
      } catch {
        return reject(new ProofError('network', 'The solver could not be started'));
      }
      worker.onmessage = ({ data }) => {
        worker.terminate();
        if (data.ok) resolve({ counter: data.counter, derivedKey: data.derivedKey });
        else reject(new ProofError('network', `The solver failed: ${data.error}`));
      };
      worker.onerror = () => {
        worker.terminate();
        reject(new ProofError('network', 'The solver could not be loaded'));
      };
      worker.postMessage({ challenge, timeoutMs: solveTimeoutMs });
    });
  }

  function start(submissionId: string): Attempt {
    const attempt: Attempt = {
      state: 'pending',
      expiresAt: Infinity,
      promise: (async () => {
        const issued = await fetchChallenge(submissionId);
        if (!issued) return { proof: null, expiresAt: Infinity };
        const solution = await solveInWorker(issued.challenge);
        return { proof: { challenge: issued.challenge, solution }, expiresAt: issued.expiresAt };
      })(),
    };
    attempt.promise.then(
      ({ expiresAt }) => {
        attempt.state = 'done';
        attempt.expiresAt = expiresAt;
      },
      () => {
        attempt.state = 'failed';
      },
    );
    attempts.set(submissionId, attempt);
    return attempt;
  }

  /** The attempt to wait for: the one under way or kept, unless it failed or its proof is about to expire. */
  function current(submissionId: string): Attempt {
    const kept = attempts.get(submissionId);
    if (!kept || kept.state === 'failed') return start(submissionId);
    if (kept.state === 'done' && kept.expiresAt - now() <= REFRESH_BEFORE_EXPIRY_MS)
      return start(submissionId);
    return kept;
  }

  return {
    prepare(submissionId) {
      // A background start: its failure is reported to the `get` that waits for it, or retried by it.
      current(submissionId).promise.catch(() => {});
    },

    async get(submissionId, { timeoutMs }) {
      const attempt = current(submissionId);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProofError('timeout', `No proof within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        const { proof } = await Promise.race([attempt.promise, deadline]);
        return proof;
      } catch (error) {
        if (error instanceof ProofError) throw error;
        throw new ProofError('network', String((error as Error)?.message ?? error));
      } finally {
        clearTimeout(timer);
      }
    },

    forget(submissionId) {
      attempts.delete(submissionId);
    },
  };
}

/**
 * The proof-of-work solver's Web Worker: one challenge in, one answer out, so the search never holds up the
 * page. Loaded by proof.ts as a module worker from the site's own origin (CSP `worker-src 'self'`).
 */
import type { Challenge } from 'altcha-lib/types';
import { solve } from './proof-solver';

export interface ProofWorkerRequest {
  challenge: Challenge;
  timeoutMs: number;
}

export type ProofWorkerAnswer =
  { ok: true; counter: number; derivedKey: string; took: number } | { ok: false; error: string };

/** The worker's global scope as far as it is used (the project's types are the page's, not a worker's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ProofWorkerRequest>) => void): void;
  postMessage(answer: ProofWorkerAnswer): void;
};

scope.addEventListener('message', (event) => {
  const { challenge, timeoutMs } = event.data;
  solve(challenge, timeoutMs).then(
    (solved) =>
      scope.postMessage(
        solved ? { ok: true, ...solved } : { ok: false, error: `unsolved in ${timeoutMs} ms` },
      ),
    (error: unknown) => scope.postMessage({ ok: false, error: String((error as Error)?.message ?? error) }),
  );
});

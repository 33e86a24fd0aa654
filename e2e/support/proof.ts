/**
 * A proof of work for an enquiry posted straight to /api/bookings, as the form gets one: the site's own
 * challenge for that submissionId, solved by the site's own solver (src/features/booking/proof-solver.ts,
 * run here in the test's Node process instead of a browser worker).
 */
import type { APIRequestContext } from '@playwright/test';
import type { Challenge } from 'altcha-lib/types';
import { solve } from '../../src/features/booking/proof-solver';

export async function solvedProof(request: APIRequestContext, submissionId: string) {
  const answer = await request.get(
    `/api/bookings/challenge?submissionId=${encodeURIComponent(submissionId)}`,
  );
  const { enforced, challenge } = (await answer.json()) as { enforced: boolean; challenge: Challenge };
  if (!enforced) throw new Error('The e2e server checks no proof: it must run with a challenge secret');
  const solved = await solve(challenge, 60_000);
  if (!solved) throw new Error(`No proof found for ${submissionId}`);
  return { challenge, solution: { counter: solved.counter, derivedKey: solved.derivedKey } };
}

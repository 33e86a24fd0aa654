/**
 * Finds the counter a booking challenge asks for (ALTCHA's 'SHA-256' derivation: SHA-256 of salt + nonce +
 * counter, then of each digest again, `cost` times in all). Runs in the proof worker (proof-worker.ts); kept
 * apart from it so tests can call it without a worker.
 *
 * The hashing is @noble/hashes' SHA-256 in JavaScript on the worker's own thread rather than
 * `crypto.subtle.digest`: Chromium computes WebCrypto digests on another thread, and each of the thousands
 * of tries would wait for a round trip there, so most of the visitor's time went to waiting, not hashing.
 * It must produce exactly the key the server's WebCrypto derivation produces (tested).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { solveChallenge } from 'altcha-lib';
import type { Challenge, DeriveKeyFunction } from 'altcha-lib/types';

/**
 * One hasher, reset from a pristine copy for every hash: making a new one per hash (what `sha256(bytes)`
 * does) spent more time allocating than hashing, about 2.3x the time per hash in Chromium. Safe to share:
 * nothing in here awaits, so no two derivations interleave.
 */
const pristine = sha256.create();
const hasher = sha256.create();

export const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== 'SHA-256') throw new Error(`Unsupported algorithm ${parameters.algorithm}`);
  const key = new Uint8Array(32);
  pristine._cloneInto(hasher);
  hasher.update(salt).update(password).digestInto(key);
  for (let round = 1; round < parameters.cost; round++) {
    // update() copies the 32 bytes in before digestInto() overwrites them.
    pristine._cloneInto(hasher);
    hasher.update(key).digestInto(key);
  }
  return { derivedKey: key.slice(0, parameters.keyLength ?? 32) };
};

export interface Solved {
  counter: number;
  derivedKey: string;
  /** How long the search took, on the solver's own clock (ms). */
  took: number;
}

/** The counter and key that solve `challenge`, or null when it is not solved within `timeoutMs`. */
export async function solve(challenge: Challenge, timeoutMs: number): Promise<Solved | null> {
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (!solution) return null;
  return {
    counter: solution.counter,
    derivedKey: solution.derivedKey,
    took: performance.now() - started,
  };
}

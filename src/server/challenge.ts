/**
 * The proof of work every enquiry carries (ALTCHA's open design, with `altcha-lib` on both sides), so that
 * each message a script sends to /api/bookings costs it CPU time, not only the business.
 *
 * A challenge is issued for one submissionId: it names a random counter that the browser finds by trying
 * 0, 1, 2... (each try one key derivation), and carries the submissionId in its signed `data`. Nothing is
 * kept on the server: the HMAC signature (BOOKING_CHALLENGE_SECRET) vouches for the parameters, and a second
 * HMAC of the derived key (`keySignature`, under a secret derived from the first) lets the server check a
 * solution without redoing the work. A replay inside the 20 minutes passes, but carries the same
 * submissionId, so it gets the same reference and Idempotency-Key as the original (at least once).
 *
 * WebCrypto only (`altcha-lib/algorithms/web/sha`, not the node:crypto variant): Cloudflare's workerd has no
 * node:crypto without flags, and Vercel runs this file as native Node ESM, where WebCrypto is a global too.
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ChallengeParameters } from 'altcha-lib/types';
import { z } from 'zod';

/**
 * The difficulty, chosen from measurements on the field profile's phone (`npm run perf`, the proof profile;
 * docs/decisions/0006-proof-of-work.md has the figures): p95 about 1.0 s, under the 1.5 s budget with room for
 * noise.
 *
 * - SHA-256 iterated `cost` times per try (ALTCHA's 'SHA-256' derivation). The browser solves it with
 *   @noble/hashes on the worker's own thread, not with `crypto.subtle`: each WebCrypto digest is a round
 *   trip to another thread, which cost five to eight times the visitor's time per hash. PBKDF2 would do the
 *   same SHA-256 work with HMAC's around it; scrypt and Argon2 need WebAssembly ('wasm-unsafe-eval') in the
 *   browser and have no WebCrypto form for the server on Cloudflare.
 * - `cost` makes one try many hashes, so the solver's per-try overhead (a promise, a buffer, a comparison)
 *   stays small next to the hashing, while issuing a challenge stays cheap for the server (one try).
 * - The counter is uniform in [0, CHALLENGE_MAX_COUNTER]. A solver knows the range (the code is public) and
 *   would start at its lower end, so a higher minimum would cost the visitor time without costing a script
 *   anything; starting at 0 makes the visitor's work exactly the script's. The 95th percentile of the work is
 *   0.95 x the maximum, and the mean about half of it (62,500 hashes).
 */
export const CHALLENGE_ALGORITHM = 'SHA-256';
export const CHALLENGE_COST = 50;
export const CHALLENGE_MAX_COUNTER = 2_500;
/** How long a challenge (and so its proof) is accepted: the time a visitor might take over the form. */
export const CHALLENGE_TTL_MS = 20 * 60_000;

/** A signed challenge, as GET /api/bookings/challenge sends it. */
export interface BookingChallenge {
  parameters: ChallengeParameters;
  signature: string;
}

/** What the form sends as `proof`: ALTCHA's payload, the challenge and the counter found for it. */
export interface BookingProof {
  challenge: BookingChallenge;
  solution: { counter: number; derivedKey: string };
}

/** Why a proof was refused; the handler answers 403 {"error": "challenge", "reason": ...}. */
export type ProofRefusal =
  /** No `proof` in the body. */
  | 'missing'
  /** Not shaped like a proof of this site's challenge. */
  | 'malformed'
  /** Its challenge is older than CHALLENGE_TTL_MS. */
  | 'expired'
  /** Tampered with, signed with another secret, or a wrong counter or key. */
  | 'invalid'
  /** A valid proof, but made for another submissionId. */
  | 'other-submission';

export type ProofVerdict = { ok: true } | { ok: false; reason: ProofRefusal };

export interface ChallengeOptions {
  /** The clock, for tests; Date.now by default. */
  now?: () => number;
  /**
   * The largest counter a new challenge may ask for: CHALLENGE_MAX_COUNTER unless set. No variable sets it;
   * only a test whose own process solves many proofs asks for less work (BookingConfig.challengeMaxCounter).
   */
  maxCounter?: number;
}

const hex = (length?: number) =>
  z.string().regex(length ? new RegExp(`^[0-9a-f]{${length}}$`) : /^(?:[0-9a-f]{2})+$/);

/**
 * The shape of a proof of one of this site's challenges. Checked before altcha-lib sees it: its hex
 * decoding throws on junk, and a proof without `expiresAt` or `keySignature` must not slip through a check
 * that only runs when they are there.
 */
const proofSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CHALLENGE_ALGORITHM),
      nonce: hex(),
      salt: hex(),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex(),
      keySignature: hex(64),
      expiresAt: z.number().int().positive(),
      data: z.object({ sid: z.string() }),
    }),
    signature: hex(64),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(),
  }),
});

/**
 * The secrets altcha-lib signs with: the challenge's parameters under the configured secret itself, the
 * derived key under one derived from it, so one HMAC can never stand in for the other.
 */
async function signingSecrets(secret: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const derived = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode('booking challenge: key signature'),
  );
  const keySecret = [...new Uint8Array(derived)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret };
}

/** A new challenge bound to `submissionId`, valid for CHALLENGE_TTL_MS. */
export async function issueChallenge(
  secret: string,
  submissionId: string,
  { now = Date.now, maxCounter = CHALLENGE_MAX_COUNTER }: ChallengeOptions = {},
): Promise<BookingChallenge> {
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    // altcha-lib's randomInt takes the maximum first; both ends are included.
    counter: randomInt(maxCounter, 0),
    deriveKey,
    data: { sid: submissionId },
    expiresAt: Math.floor((now() + CHALLENGE_TTL_MS) / 1000),
    ...(await signingSecrets(secret)),
  });
  return { parameters: challenge.parameters, signature: challenge.signature! };
}

/**
 * Whether `proof` solves a challenge this secret signed for this `submissionId`, not yet expired. Only
 * HMACs are computed (the key signature stands in for the work), so a flood of bad proofs costs the
 * server little.
 */
export async function verifyProof(
  secret: string,
  proof: unknown,
  submissionId: unknown,
  { now = Date.now }: ChallengeOptions = {},
): Promise<ProofVerdict> {
  if (proof === undefined || proof === null) return { ok: false, reason: 'missing' };
  const parsed = proofSchema.safeParse(proof);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  // altcha-lib checks expiry against the real clock; this check uses the injected one, and comes first.
  if (parsed.data.challenge.parameters.expiresAt * 1000 <= now()) return { ok: false, reason: 'expired' };
  // The original object, not the parsed copy: the signature covers every key the client sent.
  const { challenge, solution } = proof as BookingProof;
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    ...(await signingSecrets(secret)),
  });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  // Signed, so the client could not have changed it: a proof made for one enquiry cannot carry another.
  if (parsed.data.challenge.parameters.data.sid !== submissionId) {
    return { ok: false, reason: 'other-submission' };
  }
  return { ok: true };
}

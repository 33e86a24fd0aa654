// @vitest-environment node
/**
 * The proof of work: challenge.ts on its own (issue, solve with the browser's solver, verify, and every way a
 * proof is refused), then the booking handler's challenge route and its check of a POST's proof.
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { deriveKey as webCryptoDeriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveKey as browserDeriveKey, solve } from '../../src/features/booking/proof-solver';
import { bookingReference } from '../../src/domain/booking/reference';
import {
  CHALLENGE_PATH,
  handleBookingRequest,
  handleChallengeRequest,
} from '../../src/server/booking-handler';
import {
  CHALLENGE_MAX_COUNTER,
  CHALLENGE_TTL_MS,
  issueChallenge,
  verifyProof,
  type BookingChallenge,
  type BookingProof,
} from '../../src/server/challenge';
import { bookingPost, memoryAutomation, SITE, validPayload } from './support';
import { BOOKING_ENV_NAMES, type BookingConfig, bookingConfigFromEnv } from '../../src/server/config';

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuv';
const SID = String(validPayload().submissionId);

async function solved(challenge: BookingChallenge): Promise<BookingProof> {
  const solution = await solve(challenge as Challenge, 60_000);
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

async function proofFor(submissionId = SID, options: { now?: () => number; secret?: string } = {}) {
  return solved(await issueChallenge(options.secret ?? SECRET, submissionId, options));
}

/** A deep copy to tamper with. */
const copy = <T>(value: T): T => structuredClone(value);

describe('the browser’s solver', () => {
  it('derives in the browser exactly the key the server derives with WebCrypto', async () => {
    for (const [cost, keyLength, passwordLength] of [
      [1, 32, 4],
      [2, 32, 4],
      [20, 32, 4],
      [57, 16, 7],
    ] as const) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const password = crypto.getRandomValues(new Uint8Array(16 + passwordLength));
      const parameters = { algorithm: 'SHA-256', nonce: '', salt: '', cost, keyLength, keyPrefix: '00' };
      const [browser, server] = await Promise.all([
        browserDeriveKey(parameters, salt, password),
        webCryptoDeriveKey(parameters, salt, password),
      ]);
      expect(browser.derivedKey).toHaveLength(keyLength);
      expect(Buffer.from(browser.derivedKey).toString('hex')).toBe(
        Buffer.from(server.derivedKey).toString('hex'),
      );
    }
  });
});

describe('challenge.ts', () => {
  let proof: BookingProof;
  beforeAll(async () => {
    proof = await proofFor();
  });

  it('issues a signed challenge bound to the submissionId that expires after 20 minutes', async () => {
    const now = Date.UTC(2030, 0, 1, 0, 0, 0);
    const challenge = await issueChallenge(SECRET, SID, { now: () => now });
    expect(challenge.parameters.data).toEqual({ sid: SID });
    expect(challenge.parameters.expiresAt).toBe((now + CHALLENGE_TTL_MS) / 1000);
    expect(CHALLENGE_TTL_MS).toBe(20 * 60_000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a proof solved by the browser’s solver', async () => {
    expect(await verifyProof(SECRET, proof, SID)).toEqual({ ok: true });
  });

  it('asks for a counter no higher than CHALLENGE_MAX_COUNTER, found by counting up from 0', async () => {
    const counters = await Promise.all(
      Array.from({ length: 6 }, async () => (await proofFor()).solution.counter),
    );
    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(0);
      expect(counter).toBeLessThanOrEqual(CHALLENGE_MAX_COUNTER);
    }
    // Random: six equal counters out of 2001 would be a fixed counter, not a random one.
    expect(new Set(counters).size).toBeGreaterThan(1);
  });

  it('refuses a missing proof', async () => {
    expect(await verifyProof(SECRET, undefined, SID)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyProof(SECRET, null, SID)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses a malformed proof without throwing', async () => {
    const withoutKeySignature = copy(proof);
    delete withoutKeySignature.challenge.parameters.keySignature;
    const withoutExpiry = copy(proof);
    delete withoutExpiry.challenge.parameters.expiresAt;
    const otherAlgorithm = copy(proof);
    otherAlgorithm.challenge.parameters.algorithm = 'PBKDF2/SHA-256';
    const oddHex = copy(proof);
    oddHex.challenge.parameters.nonce += 'a';
    const hugeCounter = copy(proof);
    hugeCounter.solution.counter = 2 ** 32;
    const fractionalCounter = copy(proof);
    fractionalCounter.solution.counter = 1.5;
    const upperCaseKey = copy(proof);
    upperCaseKey.solution.derivedKey = upperCaseKey.solution.derivedKey.toUpperCase();
    for (const bad of [
      'proof',
      42,
      [],
      {},
      { challenge: proof.challenge },
      { solution: proof.solution },
      { ...proof, challenge: { parameters: proof.challenge.parameters } },
      withoutKeySignature,
      withoutExpiry,
      otherAlgorithm,
      oddHex,
      hugeCounter,
      fractionalCounter,
      upperCaseKey,
    ]) {
      expect(await verifyProof(SECRET, bad, SID)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses an expired proof, and accepts it until then', async () => {
    const issuedAt = Date.now();
    const fresh = await proofFor(SID, { now: () => issuedAt });
    const expiry = fresh.challenge.parameters.expiresAt! * 1000;
    expect(await verifyProof(SECRET, fresh, SID, { now: () => expiry - 1000 })).toEqual({ ok: true });
    expect(await verifyProof(SECRET, fresh, SID, { now: () => expiry })).toEqual({
      ok: false,
      reason: 'expired',
    });
    // Issued 21 minutes ago: expired on the real clock too (altcha-lib's own check).
    const old = await proofFor(SID, { now: () => Date.now() - 21 * 60_000 });
    expect(await verifyProof(SECRET, old, SID)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a proof whose challenge or solution was tampered with', async () => {
    const tampered: BookingProof[] = [];
    const rebound = copy(proof);
    rebound.challenge.parameters.data = { sid: 'someone-elses-enquiry' };
    tampered.push(rebound);
    const cheaper = copy(proof);
    cheaper.challenge.parameters.cost = 1;
    tampered.push(cheaper);
    const longer = copy(proof);
    longer.challenge.parameters.expiresAt! += 3600;
    tampered.push(longer);
    const extraKey = copy(proof);
    (extraKey.challenge.parameters as unknown as Record<string, unknown>).note = 'x';
    tampered.push(extraKey);
    const signature = copy(proof);
    signature.challenge.signature = signature.challenge.signature.replace(/^./, (c) =>
      c === 'a' ? 'b' : 'a',
    );
    tampered.push(signature);
    // The derived key is what proves the work (its HMAC was signed at issue); the counter only led to it.
    const key = copy(proof);
    key.solution.derivedKey = key.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    tampered.push(key);
    for (const bad of tampered) {
      expect(await verifyProof(SECRET, bad, SID)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a proof made with another secret', async () => {
    const foreign = await proofFor(SID, { secret: 'another-secret-of-another-deployment' });
    expect(await verifyProof(SECRET, foreign, SID)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a proof bound to another submissionId', async () => {
    expect(await verifyProof(SECRET, proof, 'another-enquiry-id')).toEqual({
      ok: false,
      reason: 'other-submission',
    });
    expect(await verifyProof(SECRET, proof, undefined)).toEqual({ ok: false, reason: 'other-submission' });
  });

  it('imports no Node built-in, directly or through its packages (Cloudflare has no node:crypto)', () => {
    const reached = runtimeImports(path.join(ROOT, 'src/server/challenge.ts'));
    expect(reached.builtins).toEqual([]);
    expect(reached.files).toEqual(
      expect.arrayContaining([
        'node_modules/altcha-lib/dist/esm/v2/pow.js',
        'node_modules/altcha-lib/dist/esm/v2/algorithms/web/sha.js',
      ]),
    );
    // The walk does find one: altcha-lib's other SHA variant needs node:crypto.
    expect(runtimeImports(resolvePackage('altcha-lib/algorithms/sha')).builtins).toEqual([
      'node_modules/altcha-lib/dist/esm/v2/algorithms/sha.js: node:crypto',
    ]);
  });
});

function setup(overrides: Partial<BookingConfig> = {}) {
  const { automation, stored } = memoryAutomation();
  const lines: string[] = [];
  const config: BookingConfig = {
    automation,
    mail: null,
    ledger: null,
    siteOrigin: SITE,
    allowedOrigins: [],
    challengeSecret: SECRET,
    log: (line) => lines.push(line),
    ...overrides,
  };
  return {
    stored,
    lines,
    post: (body: unknown, headers?: Record<string, string>) =>
      handleBookingRequest(bookingPost(body, headers), config),
    challenge: (query: string, init: RequestInit = {}) =>
      handleChallengeRequest(new Request(`${SITE}${CHALLENGE_PATH}${query}`, init), config),
  };
}

const challengeOf = async (res: Response) =>
  ((await res.json()) as { challenge: BookingChallenge }).challenge;

describe('GET /api/bookings/challenge', () => {
  it('answers 200 with a challenge bound to the submissionId, never cached', async () => {
    const res = await setup().challenge(`?submissionId=${SID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const body = (await res.json()) as { enforced: boolean; challenge: BookingChallenge };
    expect(body.enforced).toBe(true);
    expect(body.challenge.parameters.data).toEqual({ sid: SID });
    expect(await verifyProof(SECRET, await solved(body.challenge), SID)).toEqual({ ok: true });
  });

  it('asks for less work only when the config says so (challengeMaxCounter, which no variable sets)', async () => {
    const route = setup({ challengeMaxCounter: 3 });
    const counters = await Promise.all(
      Array.from(
        { length: 8 },
        async () =>
          (await solved(await challengeOf(await route.challenge(`?submissionId=${SID}`)))).solution.counter,
      ),
    );
    for (const counter of counters) expect(counter).toBeLessThanOrEqual(3);
    expect(bookingConfigFromEnv({ BOOKING_CHALLENGE_SECRET: SECRET }).challengeMaxCounter).toBeUndefined();
  });

  it('answers { enforced: false } when no secret is set', async () => {
    const res = await setup({ challengeSecret: null }).challenge(`?submissionId=${SID}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enforced: false });
  });

  it.each(['', '?submissionId=', '?submissionId=short', '?submissionId=has%20space-in-it', '?id=abcdefgh1'])(
    'answers 400 to a missing or invalid submissionId (%s)',
    async (query) => {
      const res = await setup().challenge(query);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'])(
    'answers %s with 405 and Allow: GET',
    async (method) => {
      const res = await setup().challenge(`?submissionId=${SID}`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
    },
  );

  it('refuses a cross-site request, and lets a listed origin read its answer', async () => {
    const { challenge } = setup({ allowedOrigins: ['https://partner.example'] });
    const query = `?submissionId=${SID}`;
    expect((await challenge(query, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await challenge(query, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    const listed = await challenge(query, { headers: { Origin: 'https://partner.example' } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const own = await challenge(query, { headers: { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(200);
  });

  it('leaves GET /api/bookings a 405', async () => {
    const config: BookingConfig = {
      automation: null,
      mail: null,
      ledger: null,
      siteOrigin: SITE,
      allowedOrigins: [],
      challengeSecret: SECRET,
      log: () => {},
    };
    const res = await handleBookingRequest(new Request(`${SITE}/api/bookings`), config);
    expect(res.status).toBe(405);
  });
});

describe('POST /api/bookings with a secret set', () => {
  async function validProof(submissionId = SID) {
    return solved(await challengeOf(await setup().challenge(`?submissionId=${submissionId}`)));
  }

  it('accepts an enquiry with its proof and passes the proof on to nobody', async () => {
    const { post, stored } = setup();
    const res = await post({ ...validPayload(), proof: await validProof() });
    expect(res.status).toBe(202);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toHaveProperty('proof');
    expect(JSON.stringify(stored[0])).not.toContain('keySignature');
  });

  it.each<[string, () => Promise<unknown>]>([
    ['missing', async () => undefined],
    ['malformed', async () => ({ challenge: 'x', solution: 'y' })],
    ['expired', async () => proofFor(SID, { now: () => Date.now() - CHALLENGE_TTL_MS - 60_000 })],
    [
      'invalid',
      async () => {
        const proof = await validProof();
        proof.solution.derivedKey = proof.solution.derivedKey.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
        return proof;
      },
    ],
    ['other-submission', async () => validProof('another-enquiry-0001')],
  ])('refuses a proof that is %s with 403, forwarding nothing', async (reason, make) => {
    const { post, stored, lines } = setup();
    const proof = await make();
    const res = await post({ ...validPayload(), ...(proof === undefined ? {} : { proof }) });
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'challenge', reason });
    expect(stored).toHaveLength(0);
    expect(lines).toEqual([`[bookings] refused 403: challenge ${reason}`]);
  });

  it('checks the proof before the honeypot and before the schema', async () => {
    const { post, stored } = setup();
    const honeypot = await post({ ...validPayload(), leave_this_blank: 'https://spam.example' });
    expect(honeypot.status).toBe(403);
    const invalid = await post({ name: '' });
    expect(invalid.status).toBe(403);
    expect(await invalid.json()).toEqual({ error: 'challenge', reason: 'missing' });
    expect(stored).toHaveLength(0);
  });

  it('gives a replayed proof the same reference: at least once, with the same submissionId', async () => {
    const { post, stored } = setup();
    const body = { ...validPayload(), proof: await validProof() };
    const first = (await (await post(body)).json()) as { reference: string };
    const replay = (await (await post(body)).json()) as { reference: string };
    expect(first.reference).toBe(bookingReference(SID));
    expect(replay.reference).toBe(first.reference);
    // Stateless: the replay is forwarded again, with the same submissionId (the Idempotency-Key).
    expect(stored.map((enquiry) => enquiry.submissionId)).toEqual([SID, SID]);
  });
});

describe('POST /api/bookings without a secret', () => {
  it('checks no proof, and drops one that is sent', async () => {
    const { post, stored } = setup({ challengeSecret: null });
    expect((await post(validPayload())).status).toBe(202);
    expect((await post({ ...validPayload(), proof: { anything: true } })).status).toBe(202);
    expect(stored).toHaveLength(2);
    expect(stored[1]).not.toHaveProperty('proof');
  });
});

describe('BOOKING_CHALLENGE_SECRET', () => {
  it('is read from the environment, trimmed; unset or blank checks no proof', () => {
    expect(BOOKING_ENV_NAMES).toContain('BOOKING_CHALLENGE_SECRET');
    expect(bookingConfigFromEnv({ BOOKING_CHALLENGE_SECRET: ` ${SECRET}\n` }).challengeSecret).toBe(SECRET);
    expect(bookingConfigFromEnv({ BOOKING_CHALLENGE_SECRET: '  ' }).challengeSecret).toBeNull();
    expect(bookingConfigFromEnv({}).challengeSecret).toBeNull();
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The Node built-ins a module reaches at run time, following relative imports and, into node_modules, the
 * `import` entry of each package's exports (what Cloudflare's bundler picks). Regex-based: enough for the
 * compiled ESM that packages ship and this repo's own imports.
 */
function runtimeImports(entry: string): { files: string[]; builtins: string[] } {
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  const importPattern = /(?:^|[\s;])(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [statement, specifier] of text.matchAll(importPattern)) {
      if (/^\s*;?\s*(?:import|export)\s+type\s/.test(statement!)) continue;
      if (isBuiltin(specifier!)) found.add(`${path.relative(ROOT, file)}: ${specifier}`);
      else if (specifier!.startsWith('.')) pending.push(resolveFile(path.dirname(file), specifier!));
      else pending.push(resolvePackage(specifier!));
    }
  }
  return { files: [...seen].map((file) => path.relative(ROOT, file)), builtins: [...found] };
}

function resolveFile(dir: string, specifier: string): string {
  const base = path.resolve(dir, specifier);
  const stem = base.replace(/\.(?:[cm]?js|tsx?)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.js`, path.join(base, 'index.js')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next spelling
    }
  }
  throw new Error(`${specifier} from ${dir} is no file`);
}

function resolvePackage(specifier: string): string {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const subpath = `.${specifier.slice(name.length)}`;
  const dir = path.join(ROOT, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: string | Record<string, unknown>;
  };
  const exports = typeof manifest.exports === 'string' ? { '.': manifest.exports } : manifest.exports;
  const pick = (target: unknown): string | null => {
    if (typeof target === 'string') return target;
    if (target && typeof target === 'object') {
      const conditions = target as Record<string, unknown>;
      return pick(conditions.import ?? conditions.default);
    }
    return null;
  };
  for (const [key, target] of Object.entries(exports)) {
    const star = key.indexOf('*');
    const matches =
      star < 0
        ? key === subpath
        : subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
    const chosen = matches ? pick(target) : null;
    if (!chosen) continue;
    const filled =
      star < 0 ? chosen : chosen.replace('*', subpath.slice(star, subpath.length - (key.length - star - 1)));
    return path.join(dir, filled);
  }
  throw new Error(`${specifier} is not exported`);
}

import { describe, expect, it } from 'vitest';
import { linkNonce, readLink, signLink, verifyLink, type LinkClaims } from '../../src/server/booking/links';

const SECRET = 'a link secret for the tests, long enough';
const claims: LinkClaims = {
  purpose: 'agreement',
  submissionId: 'sub_4f9c2a1b7d',
  nonce: linkNonce(),
  version: 'building-2026-11-27',
};

async function check(token: string, against: Partial<LinkClaims> = {}, secret = SECRET) {
  const parts = readLink(token);
  if (!parts) return false;
  const { purpose, nonce } = { ...claims, ...against };
  return verifyLink(secret, parts, { purpose, nonce });
}

describe('signed links', () => {
  it('a token verifies for its own purpose, booking and nonce, and carries no more than the id and version', async () => {
    const token = await signLink(SECRET, claims);
    expect(token.split('.').slice(0, 2)).toEqual([claims.submissionId, claims.version]);
    expect(await check(token)).toBe(true);
    const parts = readLink(token)!;
    expect(parts.submissionId).toBe(claims.submissionId);
    expect(parts.version).toBe(claims.version);
  });

  it('is refused for another purpose, a changed nonce (revoked), another secret, or another version', async () => {
    const token = await signLink(SECRET, claims);
    expect(await check(token, { purpose: 'booking' })).toBe(false);
    expect(await check(token, { nonce: linkNonce() })).toBe(false);
    expect(await check(token, {}, `${SECRET}!`)).toBe(false);
    const [id, , mac] = token.split('.');
    expect(await check(`${id}.building-2026-12-01.${mac}`)).toBe(false);
  });

  it('refuses a tampered token: each character of the MAC, and the id', async () => {
    const token = await signLink(SECRET, claims);
    const macStart = token.lastIndexOf('.') + 1;
    for (let i = macStart; i < token.length; i++) {
      // The last character holds 4 bits of padding, which base64url decoding drops: only its top two bits count.
      const swapped = token[i] === 'A' ? 'Q' : 'A';
      const tampered = token.slice(0, i) + swapped + token.slice(i + 1);
      if (readLink(tampered)?.mac.every((byte, j) => byte === readLink(token)!.mac[j])) continue;
      expect(await check(tampered), `character ${i}`).toBe(false);
    }
    expect(await check(token.replace(claims.submissionId, 'sub_4f9c2a1b7e'))).toBe(false);
  });

  it('reads only tokens shaped like its own', async () => {
    const token = await signLink(SECRET, claims);
    for (const bad of [
      '',
      'x',
      `${token}.extra`,
      token.slice(0, -2),
      `../${token}`,
      token.replace('.', '/'),
      'a'.repeat(300),
      42,
      null,
    ]) {
      expect(readLink(bad), String(bad)).toBeNull();
    }
    await expect(signLink(SECRET, { ...claims, submissionId: 'short' })).rejects.toThrow(RangeError);
    await expect(signLink(SECRET, { ...claims, version: 'has space' })).rejects.toThrow(RangeError);
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, linkNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

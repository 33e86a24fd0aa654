/**
 * A secret as an HMAC-SHA-256 key for Web Crypto's sign and verify, imported once per secret and process. Web
 * Crypto only, so the same code runs on Node, Netlify, Vercel and Cloudflare's workerd. The signed links
 * (BOOKING_LINK_SECRET) and the office's sign-in (BOOKING_OFFICE_SECRET) both key their MACs with it.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

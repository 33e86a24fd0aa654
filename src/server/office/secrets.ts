/**
 * The office sign-in's secrets, made and checked with Web Crypto only (the same code runs on Node, Netlify,
 * Vercel and Cloudflare's workerd): random codes and tokens from `crypto.getRandomValues`, HMAC-SHA-256 under
 * BOOKING_OFFICE_SECRET for what is kept of an address, a code and a mailed link's binding, SHA-256 for what is
 * kept of a token.
 *
 * A code is checked with `crypto.subtle.verify`, which compares the HMACs in constant time; a token is found
 * by its SHA-256 in an index, so what the comparison could leak is about a hash, not the token.
 */

import { hmacKey } from '../hmac-key.js';

const encoder = new TextEncoder();

/** BOOKING_OFFICE_SECRET as an HMAC-SHA-256 key (imported once per secret and process). */
export const officeKey = hmacKey;

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** An address as the office compares it: trimmed and lowercased (no other folding: it is a login). */
export function officeAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC of an address typed at the sign-in (hex): what the ledger keeps and the log prints, never the address. */
export async function addressMac(secret: string, email: string): Promise<string> {
  const key = await officeKey(secret);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`address\n${officeAddress(email)}`)));
}

const codeText = (address: string, code: string) => encoder.encode(`code\n${address}\n${code}`);

/** HMAC of a code, bound to the address's HMAC (hex): what the ledger keeps of a code. */
export async function codeMac(secret: string, address: string, code: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await officeKey(secret), codeText(address, code)));
}

/** Whether `code` is the one whose HMAC is `stored`, compared in constant time by Web Crypto. */
export async function codeMatches(secret: string, stored: string, address: string, code: string) {
  const mac = fromHex(stored);
  if (!mac) return false;
  return crypto.subtle.verify('HMAC', await officeKey(secret), mac, codeText(address, code));
}

const linkText = (token: string, binding: string) => encoder.encode(`link\n${token}\n${binding}`);

/**
 * HMAC of a mailed link's token with the binding cookie of the browser that asked for the code (hex): what the
 * ledger keeps to tell that browser from another. Neither the token nor the cookie's value is kept.
 */
export async function linkMac(secret: string, token: string, binding: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await officeKey(secret), linkText(token, binding)));
}

/** Whether `binding` is the cookie a mailed link was bound to, compared in constant time by Web Crypto. */
export async function linkMatches(secret: string, stored: string, token: string, binding: string) {
  const mac = fromHex(stored);
  if (!mac) return false;
  return crypto.subtle.verify('HMAC', await officeKey(secret), mac, linkText(token, binding));
}

/** The digits a code has. 10^8 codes; five tries each. */
export const CODE_DIGITS = 8;

/** A uniformly random 8-digit code ('00428815'): rejection sampling, so no code is likelier than another. */
export function randomCode(): string {
  const range = 10 ** CODE_DIGITS;
  // The largest multiple of the range that a 32-bit value can hold; values above it are drawn again.
  const limit = Math.floor(2 ** 32 / range) * range;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return String(word[0]! % range).padStart(CODE_DIGITS, '0');
  }
}

/** 256 random bits, base64url: a session's or a link's token, or a binding cookie's value. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether a value is shaped like `randomToken`'s (43 base64url characters). */
export function isToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** SHA-256 of a token (hex): what the ledger keeps of a session or a link. */
export async function tokenHash(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
}

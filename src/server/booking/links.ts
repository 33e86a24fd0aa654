/**
 * The signed links a client is sent once an inspection is booked: `/agreement/<token>` (issue 40) and
 * `/booking/<token>` (issue 41). Web Crypto only, so the same code runs on Node, Netlify, Vercel and workerd.
 *
 * A token is `<submissionId>.<version>.<mac>`:
 * - `submissionId` is the enquiry's random id (never a name, an address or a reference a person could read);
 * - `version` is the agreement's version for an agreement link, and `-` for a booking link;
 * - `mac` is HMAC-SHA-256 under BOOKING_LINK_SECRET over the purpose, the submission id, the booking's nonce
 *   and the version, base64url.
 *
 * What the token does not hold is read from the ledger when it is used: the nonce (the office revokes every link
 * of a booking by changing it) and the booked date (a link runs out 7 days after it, so a moved booking keeps
 * its link). The purpose is in the MAC, so a booking link never opens an agreement, nor the other way round.
 */

import { hmacKey } from '../hmac-key.js';

const encoder = new TextEncoder();

/**
 * 'agreement-view': the read-only agreement link the person who booked for a client is sent (issue 40).
 * 'booking-view': the booking page as the booker sees it (issue 52): read-only, or asking for another time when
 * the business lets that booker (business.decisions.bookerMayAskForAnotherTime), never cancelling.
 *
 * 'unsubscribe': the review request's unsubscribe (issue 59), on the report page's routes; its nonce is a
 * constant, not the booking's, so the office's revoke never ends it (the Spam Act wants it working).
 */
export type LinkPurpose =
  | 'agreement'
  | 'agreement-view'
  | 'booking'
  | 'booking-view'
  | 'report'
  /** Issue 59: a read-only copy the client sent an adviser, bound to the copy's own nonce. */
  | 'report-copy'
  /** Issue 59: the review request's unsubscribe, bound to a constant nonce (never revoked with the links). */
  | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  submissionId: string;
  /** The booking's current link nonce (booking_enquiries), 128 random bits as base64url. */
  nonce: string;
  /** The agreement's version; '-' for a booking link. */
  version: string;
}

/** The token's parts, shaped right but not yet checked. */
export interface LinkParts {
  submissionId: string;
  version: string;
  mac: Uint8Array<ArrayBuffer>;
}

/** A link runs out this many days after the booked date (at the end of that Sydney day). */
export const LINK_DAYS_AFTER = 7;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const signed = ({ purpose, submissionId, nonce, version }: LinkClaims) =>
  encoder.encode(`link\n${purpose}\n${submissionId}\n${nonce}\n${version}`);

/** A fresh nonce for a booking's links: 128 random bits, base64url. */
export function linkNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function signLink(secret: string, claims: LinkClaims): Promise<string> {
  if (!isPart(claims.submissionId) || !isVersion(claims.version)) {
    throw new RangeError('A link is made only for a submission id and a version of letters, digits, - and _');
  }
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), signed(claims)));
  return `${claims.submissionId}.${claims.version}.${base64url(mac)}`;
}

const isPart = (value: string) => /^[A-Za-z0-9_-]{8,64}$/.test(value);
const isVersion = (value: string) => /^[A-Za-z0-9_-]{1,40}$/.test(value);

/** The token's parts when it is shaped like one `signLink` makes (the MAC 32 bytes), or null. */
export function readLink(token: unknown): LinkParts | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [submissionId, version, macText] = parts as [string, string, string];
  if (!isPart(submissionId) || !isVersion(version)) return null;
  const mac = fromBase64url(macText);
  return mac && mac.length === 32 ? { submissionId, version, mac } : null;
}

/**
 * Whether the token's MAC is the one for this purpose and the booking's current nonce, compared in constant
 * time by Web Crypto.
 */
export async function verifyLink(
  secret: string,
  parts: LinkParts,
  { purpose, nonce }: { purpose: LinkPurpose; nonce: string },
): Promise<boolean> {
  const claims = { purpose, submissionId: parts.submissionId, nonce, version: parts.version };
  return crypto.subtle.verify('HMAC', await hmacKey(secret), parts.mac, signed(claims));
}

/** The version part of a booking page's token: the client's, and the booker's read-only one (issue 52). */
export const BOOKING_LINK_VERSION = { client: '-', booker: 'view' } as const;

/** The client's booking page link's token (issue 41): purpose 'booking', version '-', the booking's nonce. */
export function bookingPageToken(secret: string, submissionId: string, nonce: string): Promise<string> {
  return signLink(secret, { purpose: 'booking', submissionId, nonce, version: BOOKING_LINK_VERSION.client });
}

/**
 * The booker's token for the same page (issue 52): purpose 'booking-view', version 'view'. It can never cancel,
 * and asks for another time only where the business lets that booker; a revoke (a new nonce) ends it too.
 */
export function bookingViewToken(secret: string, submissionId: string, nonce: string): Promise<string> {
  return signLink(secret, {
    purpose: 'booking-view',
    submissionId,
    nonce,
    version: BOOKING_LINK_VERSION.booker,
  });
}

/** `${siteOrigin}/booking/<token>`: the client's booking page. */
export function bookingPageUrl(siteOrigin: string, token: string): string {
  return new URL(`/booking/${encodeURIComponent(token)}`, `${siteOrigin}/`).href;
}

/**
 * The review request's unsubscribe link (issue 59): a signed link (../booking/links.ts) of purpose
 * 'unsubscribe' on the report page's own routes, `/report/<token>` and `/api/report/<token>/unsubscribe`, so
 * no host needs a route of its own. Its version part is `u` and the second the request was made, base 36; the
 * report handler sends a `u…` token here and never to the report. Its nonce is a constant, not the booking's:
 * the office's "revoke links" ends the report's link and never this one, and it has no expiry, so it keeps
 * working for far longer than the 30 days the Spam Act 2003 asks.
 */
import { type LinkParts, signLink, verifyLink } from '../booking/links.js';

/** In the MAC where a booking's links have the booking's nonce. */
const UNSUBSCRIBE_NONCE = 'review-unsubscribe';

/** Whether a token's version part is an unsubscribe's: the report handler dispatches on it. */
export const isUnsubscribeVersion = (version: string) => version.startsWith('u');

const versionAt = (at: Date) => `u${Math.floor(at.getTime() / 1000).toString(36)}`;

export function unsubscribeToken(secret: string, submissionId: string, sentAt: Date): Promise<string> {
  return signLink(secret, {
    purpose: 'unsubscribe',
    submissionId,
    nonce: UNSUBSCRIBE_NONCE,
    version: versionAt(sentAt),
  });
}

/** `${siteOrigin}/report/<token>`: the page with the "Stop these e-mails" button. */
export function unsubscribePageUrl(siteOrigin: string, token: string): string {
  return new URL(`/report/${encodeURIComponent(token)}`, `${siteOrigin}/`).href;
}

/** `${siteOrigin}/api/report/<token>/unsubscribe`: what a mail provider's one-click POSTs to (RFC 8058). */
export function unsubscribeApiUrl(siteOrigin: string, token: string): string {
  return new URL(`/api/report/${encodeURIComponent(token)}/unsubscribe`, `${siteOrigin}/`).href;
}

/** Whether a token is an unsubscribe link this server made: its version's shape, then its MAC. */
export async function checkUnsubscribeLink(secret: string, parts: LinkParts): Promise<boolean> {
  if (!/^u[0-9a-z]{1,12}$/.test(parts.version)) return false;
  return verifyLink(secret, parts, { purpose: 'unsubscribe', nonce: UNSUBSCRIBE_NONCE });
}

/**
 * The client's report link (issue 58): `/report/<token>`, a signed link of purpose 'report' (../booking/links.ts),
 * bound to the booking's nonce, so the office's "revoke links" ends it. Its version part is `r` and the second
 * it was made, base 36: inside the MAC, so the link runs out REPORT_LINK_DAYS after it was made and nobody can
 * move that. Past that the page still knows whose link it was (the MAC holds), and offers a fresh one by mail.
 */
import { REPORT_LINK_DAYS } from '../../api/report.js';
import { type LinkParts, signLink, verifyLink } from '../booking/links.js';

const DAY_MS = 24 * 60 * 60_000;

/** The token's version part for a link made at `at`. */
const versionAt = (at: Date) => `r${Math.floor(at.getTime() / 1000).toString(36)}`;

/** When a report link's version part says it was made; null for any other version. */
export function reportLinkMadeAt(version: string): Date | null {
  const match = /^r([0-9a-z]{1,12})$/.exec(version);
  if (!match) return null;
  const seconds = parseInt(match[1]!, 36);
  return Number.isSafeInteger(seconds) ? new Date(seconds * 1000) : null;
}

/** When a link made at `madeAt` runs out. */
export const reportLinkExpiresAt = (madeAt: Date) => new Date(madeAt.getTime() + REPORT_LINK_DAYS * DAY_MS);

export function reportToken(
  secret: string,
  submissionId: string,
  nonce: string,
  madeAt: Date,
): Promise<string> {
  return signLink(secret, { purpose: 'report', submissionId, nonce, version: versionAt(madeAt) });
}

/** `${siteOrigin}/report/<token>`. */
export function reportUrl(siteOrigin: string, token: string): string {
  return new URL(`/report/${encodeURIComponent(token)}`, `${siteOrigin}/`).href;
}

/**
 * What a token says once its MAC is checked against the booking's nonce: when it was made and whether it has
 * run out; null for a tampered or revoked link, or one of another purpose.
 */
export async function checkReportLink(
  secret: string,
  parts: LinkParts,
  nonce: string,
  now: Date,
): Promise<{ madeAt: Date; expired: boolean } | null> {
  const madeAt = reportLinkMadeAt(parts.version);
  if (!madeAt) return null;
  if (!(await verifyLink(secret, parts, { purpose: 'report', nonce }))) return null;
  return { madeAt, expired: now.getTime() >= reportLinkExpiresAt(madeAt).getTime() };
}

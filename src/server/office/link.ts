/**
 * The CLI's way in (`npm run office -- link <address>`): a one-time sign-in link for a listed address, for
 * local use and for recovery when no mail arrives. The token travels in the link's fragment
 * (`/office#link=<token>`), which no server or log sees; the page POSTs it to OFFICE_API.linkSignIn from a
 * "Sign in" button, so opening the link (a GET) never signs anyone in.
 */
import type { Db } from '../ledger/db.js';
import { isListed, type OfficeSettings } from './config.js';
import { officeAddress, randomToken, tokenHash } from './secrets.js';
import { officeStore } from './store.js';

/** What `npm run office -- link` gets back: a token, or why there is none. */
export type OfficeLinkResult = { ok: true; token: string } | { ok: false; message: string };

/**
 * A link's token for a listed address, kept as its SHA-256 for LINK_TTL_MS. It ignores the code limits, so
 * a stranger asking for codes cannot lock the owner out.
 */
export async function makeOfficeLink(
  /** Who is listed (a link needs no secret: it is kept as a SHA-256). */
  office: Pick<OfficeSettings, 'emails'> | null,
  db: Db,
  email: string,
  now = new Date(),
): Promise<OfficeLinkResult> {
  if (!office || office.emails.length === 0) {
    return { ok: false, message: 'There is no office: BOOKING_OFFICE_EMAILS is not set.' };
  }
  if (!isListed(office, email)) {
    return {
      ok: false,
      message: `${email} is not in BOOKING_OFFICE_EMAILS: only a listed address gets a link.`,
    };
  }
  const token = randomToken();
  await officeStore(db).createLink(await tokenHash(token), officeAddress(email), now);
  return { ok: true, token };
}

/** The address the link opens: the office page, the token in its fragment. */
export function officeLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/office#link=${token}`;
}

/**
 * The pre-inspection agreement's API (issue 40), as the page at `/agreement/<token>` (src/features/agreement/)
 * and the server (src/server/agreement/) both see it, with the accept body's one schema, which the page's form
 * and the server both check with. Nothing of the server.
 *
 * The token is a signed link (src/server/booking/links.ts). Every answer carries `Cache-Control: no-store` and
 * `Referrer-Policy: no-referrer`. The POST must carry an `Origin` equal to the request's own origin (403
 * `{ error: 'origin' }` otherwise), as the office's do.
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { z } from 'zod';
import { hasControlBesideNewlines, withoutInvisibleControls } from '../domain/booking/text.js';
import type { SignedLinkViewBase } from './signed-link.js';

/** GET: the agreement a token opens. 200 `AgreementView`; 404 `{ error: 'link' }` for any link that does not open one. */
export const agreementPath = (token: string) => `/api/agreement/${encodeURIComponent(token)}`;
/**
 * POST `AcceptBody`: accept it. 200 `AgreementView` (now `accepted`); 409 `{ error: 'changed', current:
 * AgreementView }` when the version or the text's hash is not the current one's; 400 `{ error: 'invalid',
 * field }`; 403 `{ error: 'read-only' }` for a link that may only read (the agent's); 404 as above.
 */
export const acceptPath = (token: string) => `${agreementPath(token)}/accept`;

/** The kinds of agreement, one content module each (src/content/agreements/). */
export type AgreementKind = 'building' | 'timber-pest' | 'building-and-pest' | 'general';

export interface AgreementSection {
  heading: string;
  /**
   * Paragraphs: plain text, except that a link is written `[words](href)` (the content's own form); the page
   * shows it as a link, and nothing else in the text is markup.
   */
  paragraphs: string[];
  /** A list after the paragraphs, its items written as the paragraphs are; empty for none. */
  items: string[];
}

export interface AgreementView extends SignedLinkViewBase {
  /**
   * `open`: this link may accept, and no one has accepted this version yet. `accepted`: accepted (the record
   * below). `read-only`: the text, shown to someone who may not accept it (an agent who booked for a client).
   * `closed`: the booking was cancelled or is done, and nothing can be accepted.
   */
  status: 'open' | 'accepted' | 'read-only' | 'closed';
  /**
   * Issue 57: where the booking stands now, whatever the agreement's status: `booked`, `cancelled` (the
   * inspection will not take place; an accepted agreement still shows its record) or `done`.
   */
  bookingStatus: 'booked' | 'cancelled' | 'done';
  kind: AgreementKind;
  /** The version of the text (changes when the inspection or the price changes). */
  version: string;
  /** SHA-256 (hex) of `text`: the accept request sends it back. */
  hash: string;
  /** The exact text the hash is of, as plain text (what the copies by e-mail carry). */
  text: string;
  /** Issue 55: the main points that open the text (scope, not covered, price, cancelling); [] for an old text. */
  mainPoints: string[];
  /** The same text in sections, for the page. */
  sections: AgreementSection[];
  /**
   * Set once accepted: who (the name as typed), when (ISO 8601, UTC), and the client's particular concerns as
   * given when accepting (issue 54; '' for none).
   */
  accepted: { name: string; at: string; onBehalf: boolean; concerns?: string } | null;
}

export interface AcceptBody {
  version: string;
  hash: string;
  /** The full name as typed, 2 to 100 characters. */
  name: string;
  /** "I have read and accept this agreement": must be true. */
  agreed: true;
  /**
   * "I accept on behalf of the client named in this booking" (an attorney, a company's officer): recorded with
   * the name. False when the person accepts for themselves.
   */
  onBehalf: boolean;
  /**
   * Issue 54: the client's particular concerns about the property, optional, at most CONCERNS_MAX_LENGTH
   * characters. Kept inside the accepted record and its hash, and shown to the office.
   */
  concerns?: string;
}

export type AgreementError = 'link' | 'origin' | 'invalid' | 'read-only' | 'changed' | 'no-ledger';

/** The longest name taken. */
export const ACCEPT_NAME_MAX_LENGTH = 100;

// eslint-disable-next-line no-control-regex -- a name with a control character is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The shortest name taken. */
export const ACCEPT_NAME_MIN_LENGTH = 2;
/** The longest concerns taken (issue 54). */
export const CONCERNS_MAX_LENGTH = 1000;

/** What the concerns field says. */
export const CONCERNS_MESSAGES = {
  long: `Your concerns can be at most ${CONCERNS_MAX_LENGTH} characters.`,
  control: 'Take out the control characters.',
} as const;

/**
 * AcceptBody, checked, with the words the page shows: the name as typed, without the invisible controls
 * (bidi, zero-width: issue 56), its runs of spaces made one, 2 to ACCEPT_NAME_MAX_LENGTH characters and no
 * control character; the tick; on the client's behalf or not; and the version and the hash of the text shown.
 */
export const acceptBodySchema = z.object({
  version: z.string().min(1),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  name: z
    .string('Type your full name.')
    .transform((name) => withoutInvisibleControls(name).replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(ACCEPT_NAME_MIN_LENGTH, 'Type your full name.')
        .max(ACCEPT_NAME_MAX_LENGTH, `Your name can be at most ${ACCEPT_NAME_MAX_LENGTH} characters.`)
        .refine((name) => !CONTROL.test(name), 'Type your name without control characters.'),
    ),
  agreed: z.boolean().refine((agreed) => agreed, 'Tick this box to accept the agreement.'),
  onBehalf: z.boolean(),
  // Issue 54: a CRLF counts as one line feed, the invisible controls are taken out, then trimmed.
  concerns: z
    .string()
    .optional()
    .transform((value) => withoutInvisibleControls((value ?? '').replace(/\r\n/g, '\n')).trim())
    .refine((text) => text.length <= CONCERNS_MAX_LENGTH, CONCERNS_MESSAGES.long)
    .refine((text) => !hasControlBesideNewlines(text), CONCERNS_MESSAGES.control),
});

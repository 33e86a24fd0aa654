/**
 * The client's booking page's API (issue 41), as the page at `/booking/<token>` (src/features/booking-page/)
 * and the server (src/server/booking-page/) both see it. Types and constants only, so the page's chunk imports
 * nothing of the server.
 *
 * The token is a signed link of purpose 'booking', the client's (src/server/booking/links.ts `bookingPageToken`),
 * or 'booking-view', the read-only one of whoever booked for the client (issue 52, `bookingViewToken`): that one
 * never cancels (403 `{ error: 'read-only' }`), and asks for another time only where `access` says it may.
 * Every answer carries `Cache-Control: no-store` and `Referrer-Policy: no-referrer`. A POST must carry an
 * `Origin` equal to the request's own origin (403 `{ error: 'origin' }` otherwise).
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { z } from 'zod';
import { withoutInvisibleControls } from '../domain/booking/text.js';
import type { SignedLinkViewBase } from './signed-link.js';
import type { PaymentSummary } from './payment.js';

/** GET: the booking a token opens. 200 `BookingPageView`; 404 `{ error: 'link' }` for any link that opens none. */
export const bookingPagePath = (token: string) => `/api/booking/${encodeURIComponent(token)}`;
/**
 * POST `ChangeRequestBody`: ask for another time. 200 `BookingPageView`; 409 `{ error: 'closed', current }` when
 * the booking is no longer booked; 400 `{ error: 'invalid', field }`; 404 as above. The same request again
 * within 10 minutes (a second press, a retry) answers 200 and is recorded and sent once; past 5 in 24 hours,
 * 429 `{ error: 'too-many' }` with `Retry-After`.
 */
export const changeRequestPath = (token: string) => `${bookingPagePath(token)}/change-request`;
/**
 * Issue 60, GET: "Pay the deposit by card". 302 to the business's Stripe Payment Link with
 * `?client_reference_id=<reference>` and nothing else (never an e-mail address), only while the deposit is due
 * on a booked inspection; 409 `{ error: 'not-due', state }` for a cancelled or done booking or one whose deposit
 * is paid (it redirects nowhere); 403 `read-only` for the booker's link unless the business lets them pay
 * (business.payments.bookerMayPay); 404 `link` where the business has no Payment Link.
 */
export const bookingPayPath = (token: string) => `${bookingPagePath(token)}/pay`;
/** POST `CancelBody`: cancel the inspection. Answers as the change request does (the view now `cancelled`). */
export const cancelPath = (token: string) => `${bookingPagePath(token)}/cancel`;

export interface BookingPageView extends SignedLinkViewBase {
  /** `booked`: both actions offered. `cancelled`, `done`: shown, no actions. */
  status: 'booked' | 'cancelled' | 'done';
  reference: string;
  /** The agreement's state, when one is sent for this booking; null otherwise. */
  agreement: 'accepted' | 'not-accepted' | null;
  /** The business's cancellation terms (business.agreement), shown before the cancel is pressed. */
  cancellationTerms: string[];
  /**
   * ISO 8601 UTC of the client's last request for another time, so the page can say it was sent; null for none,
   * and null once the office answered it (issue 57: a move, or "handled" after a call).
   */
  lastRequestAt: string | null;
  /**
   * Issue 57: ISO 8601 UTC of the office's latest move of the booking (the time shown is the new one), when no
   * request for another time came after it; null otherwise. At most one of this and `lastRequestAt` is set.
   */
  movedAt: string | null;
  /**
   * Issue 52: whose link opened it. `client`: the client's own page, both actions. `booker`: the page of whoever
   * booked for the client, read only. `booker-may-ask`: theirs, where the business lets them ask for another
   * time on the client's behalf; never cancel.
   */
  access: BookingPageAccess;
  /** Issue 52: the client's name when someone else booked for them ('' otherwise), for the booker's page. */
  clientName: string;
  /** Issue 60: where the booking's payment stands and how to pay; null for none asked and nothing paid. */
  payment: BookingPagePayment | null;
}

/**
 * Issue 60: the booking page's payment section. The ways to pay are offered only on the client's own page (or a
 * booker's where business.payments.bookerMayPay is confirmed), and only while something is owed.
 */
export interface BookingPagePayment {
  summary: PaymentSummary;
  /** Whether "Pay the deposit by card" is offered (`bookingPayPath`): the deposit due, a Payment Link set. */
  card: boolean;
  /** The business's bank account, with the reference to quote; null when not offered. */
  bank: { accountName: string; bsb: string; accountNumber: string } | null;
  payId: { id: string; name: string } | null;
}

export type BookingPageAccess = 'client' | 'booker' | 'booker-may-ask';

/** The most preferred times a request for another time takes, and the longest of each, of the note and the reason. */
export const PREFERRED_MAX = 3;
export const PREFERRED_MAX_LENGTH = 100;
export const CLIENT_NOTE_MAX_LENGTH = 500;

export interface ChangeRequestBody {
  /** 1 to PREFERRED_MAX preferred dates or times, as the client puts them (plain text). */
  preferred: string[];
  /** '' for none. */
  note: string;
}

export interface CancelBody {
  /** 1 to CLIENT_NOTE_MAX_LENGTH characters. */
  reason: string;
  /** "I have read the cancellation terms": must be true. */
  agreed: true;
}

export type BookingPageError =
  'link' | 'origin' | 'invalid' | 'closed' | 'too-many' | 'no-ledger' | 'read-only' | 'not-due';

// ---- The bodies, checked by the page's forms and by the server with one schema each ----

// eslint-disable-next-line no-control-regex -- a control character (but a line break in a note) is refused
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** What each rule says, where the page shows it. */
export const BODY_MESSAGES = {
  preferred: 'Give at least one date or time that suits you.',
  preferredEach: `Each date or time can be at most ${PREFERRED_MAX_LENGTH} characters.`,
  note: `The note can be at most ${CLIENT_NOTE_MAX_LENGTH} characters.`,
  reason: 'Tell us why you are cancelling.',
  reasonLong: `The reason can be at most ${CLIENT_NOTE_MAX_LENGTH} characters.`,
  agreed: 'Tick this box to cancel on these terms.',
} as const;

/**
 * ChangeRequestBody, checked: up to PREFERRED_MAX times in the client's own words (runs of spaces made one,
 * blanks dropped, at least one given), and a note. Every text loses the invisible controls first (bidi,
 * zero-width: issue 56), as the enquiry's fields do.
 */
export const changeRequestBodySchema = z.object({
  preferred: z
    .array(
      z
        .string(BODY_MESSAGES.preferred)
        .transform((time) => withoutInvisibleControls(time).trim().replace(/\s+/g, ' ')),
    )
    .max(PREFERRED_MAX, BODY_MESSAGES.preferred)
    .transform((times) => times.filter((time) => time !== ''))
    .refine((times) => times.length > 0, BODY_MESSAGES.preferred)
    .refine(
      (times) => times.every((time) => time.length <= PREFERRED_MAX_LENGTH && !CONTROL.test(time)),
      BODY_MESSAGES.preferredEach,
    ),
  note: z
    .string(BODY_MESSAGES.note)
    .optional()
    .transform((note) => withoutInvisibleControls(note ?? '').trim())
    .refine((note) => note.length <= CLIENT_NOTE_MAX_LENGTH && !CONTROL.test(note), BODY_MESSAGES.note),
});

/** CancelBody, checked: a reason (without the invisible controls), and the tick under the cancellation terms. */
export const cancelBodySchema = z.object({
  reason: z
    .string(BODY_MESSAGES.reason)
    .transform((reason) => withoutInvisibleControls(reason).trim())
    .refine((reason) => reason.length > 0, BODY_MESSAGES.reason)
    .refine(
      (reason) => reason.length <= CLIENT_NOTE_MAX_LENGTH && !CONTROL.test(reason),
      BODY_MESSAGES.reasonLong,
    ),
  agreed: z.boolean(BODY_MESSAGES.agreed).refine((agreed) => agreed, BODY_MESSAGES.agreed),
});

/**
 * The office's API, as the page (src/features/office/) and the server (src/server/office/) both see it: the
 * paths, the JSON each answers with, the states an enquiry passes through, and one zod schema per request
 * body, which the page's forms and the server both check with. Nothing of the server.
 *
 * Every path answers with `Cache-Control: no-store`. Every request that changes something (POST) must carry an
 * `Origin` equal to the request's own origin, or it is refused with 403 `{ error: 'origin' }`. Every path but
 * `STATUS`, `CODE`, `SIGN_IN` and `LINK_SIGN_IN` answers 401 `{ error: 'signed-out' }` without a live session,
 * and holds no enquiry data then.
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import type { OfficeReport } from './report.js';
import { z } from 'zod';
import type { PaymentEntry, PaymentSummary } from './payment.js';
import { isIsoDate, sydneyInstant, TIME } from '../domain/booking/sydney-time.js';
import { formatClock } from '../domain/booking/words.js';
import type { PartOfDay } from '../domain/booking/preferred-time.js';
import type {
  AgreementEvent,
  BookingSlot,
  ChangeEvent,
  ClientEvent,
  EnquiryState,
  LinksEvent,
  ReportEvent,
  OfficeAction,
  PaymentEvent,
  UpdateChannelName,
} from '../domain/booking/states.js';
import type { ScheduleRange } from './office-paths.js';
import { hasControlBesideNewlines, withoutInvisibleControls } from '../domain/booking/text.js';
import {
  ADD_ON_SLUGS,
  normalJob,
  PRODUCT_SLUGS,
  PROPERTY_TYPES,
  STAGE_IDS,
  STAGED_PRODUCT,
  type BookingJob,
} from '../domain/booking/job.js';

export const OFFICE_API = {
  /** GET: whether there is an office here, and who is signed in. Never 401. */
  status: '/api/office/status',
  /**
   * POST `{ email }`: mail a one-time code and a sign-in link to a listed address. 202 `{ ok: true }`, or 429
   * `OfficeLimited` past a limit on codes, the same whether or not the address is listed. Both set the cookie that
   * binds the mail's link to this browser (HttpOnly, Path=/api/office, 10 minutes).
   */
  code: '/api/office/code',
  /** POST `{ email, code }`: sign in with a mailed code. 200 `OfficeStatus` and the session cookie. */
  signIn: '/api/office/sign-in',
  /**
   * POST `{ token }`: sign in with a one-time link, the code mail's or the CLI's (`npm run office -- link
   * <address>`). 200 `OfficeStatus` and the session cookie; 401 `expired`; 429 `locked`; 403 `other-browser` for a
   * code mail's link without the binding cookie of the browser that asked for the code (the link stays unused:
   * type the code instead).
   */
  linkSignIn: '/api/office/link',
  /** POST: end this session on the server. 204, and the cookie cleared. */
  signOut: '/api/office/sign-out',
  /**
   * GET `?tab=<OfficeTab>&q=<search>`: the list, newest first. `OfficeList`. With a search, the matches in every
   * tab (issue 57). 400 `{ error: 'invalid' }` for an unknown tab or a search with a control character.
   */
  enquiries: '/api/office/enquiries',
  /** GET `?range=<ScheduleRange>`: the schedule (issue 57). `OfficeSchedule`. 400 for an unknown range. */
  schedule: '/api/office/schedule',
  /** GET `?tab=&q=`: the same list as CSV, each cell through `csvCell`. */
  csv: '/api/office/enquiries.csv',
} as const;

/**
 * GET `${OFFICE_API.enquiries}/<reference>`: one enquiry. `OfficeEnquiryDetail`. On this path and every one
 * under it, a reference with a control character is 400 `{ error: 'invalid' }`.
 */
export const enquiryPath = (reference: string) => `${OFFICE_API.enquiries}/${encodeURIComponent(reference)}`;
/**
 * POST `{ channel }` (or `{ channel, eventId }` for an update's delivery) to `${enquiryPath(reference)}/resend`:
 * deliver that channel again. 202.
 */
export const resendPath = (reference: string) => `${enquiryPath(reference)}/resend`;
/**
 * The pre-inspection agreement of a booked enquiry (issue 40), when `business.decisions.writtenAgreement` is
 * confirmed. POST (no body needed; `{}` is fine) to:
 * - `agreementResendPath`: send the agreement's link again (to the client's address when an agent booked);
 * - `agreementRevokePath`: revoke every link of the booking (a new nonce), then send a fresh one.
 * Each answers 200 `OfficeEnquiryDetail` (the e-mail follows the answer); 409 `{ error: 'conflict', current }`
 * when the enquiry is not booked or sends no agreement.
 */
export const agreementResendPath = (reference: string) => `${enquiryPath(reference)}/agreement/resend`;
export const agreementRevokePath = (reference: string) => `${enquiryPath(reference)}/agreement/revoke`;
/**
 * Issue 41: POST (`{}` body) to clear the "needs attention" flag a client's request from the booking page set,
 * once the office has dealt with it some other way (a call). A move, a cancel or a done clears it too. 200
 * `OfficeEnquiryDetail`.
 */
export const handledPath = (reference: string) => `${enquiryPath(reference)}/handled`;

/**
 * What the office does to an enquiry (issue 39). Each is a POST to `actionPath(reference, action)` with the
 * body below, and answers:
 * - 200 `OfficeEnquiryDetail`, the enquiry as it is now, once the change and its event row are committed (the
 *   e-mail and the automation's event are delivered after the answer, like an enquiry's channels);
 * - 409 `{ error: 'conflict', current: OfficeEnquiryDetail }` when the action is not allowed in the enquiry's
 *   state, or `version` is not the enquiry's version (another tab changed it meanwhile);
 * - 400 `{ error: 'invalid', field }` naming the first field that is wrong (a `keyof` the body, or `slot.<key>`);
 * - for `done`, 409 `OfficeTooEarly` before the inspection's own day (the booked date in Sydney, by the server's
 *   clock): nothing is written (issue 57).
 */
export const actionPath = (reference: string, action: OfficeAction) => `${enquiryPath(reference)}/${action}`;

/** The longest note to the client and the longest reason, in characters. */
export const NOTE_MAX_LENGTH = 500;
export const REASON_MAX_LENGTH = 500;

/** The Sydney wall-clock hours an arrival window must fall within ('HH:MM'); the server refuses others. */
export const ARRIVAL_HOURS = { from: '06:00', to: '20:00' } as const;

export interface ConfirmBody {
  /** `OfficeEnquiryDetail.version` as the page last read it. */
  version: number;
  slot: BookingSlot;
  /** "I have agreed this time with the client": must be true. */
  agreed: true;
  /**
   * The client's e-mail address when someone else booked for them (`prefill.clientEmailRequired`, issue 52):
   * the booking's e-mails, calendar and booking page go there. Required at confirm (400 field 'clientEmail'),
   * ignored for a client's own booking. On a move it may be left out (the one given before is kept); a new one
   * moves the calendar to it. An agent's or conveyancer's own address is refused (400 field 'clientEmail',
   * `reason: 'booker'`).
   */
  clientEmail?: string;
}
/** `move` takes the same body as `confirm`. */
export type MoveBody = ConfirmBody;
export interface ReasonBody {
  version: number;
  /** Plain text, 1 to REASON_MAX_LENGTH characters: the e-mail to the client gives it. */
  reason: string;
}
/** `decline` and `cancel` take a reason; `done` takes the version alone. */
export type DeclineBody = ReasonBody;
export type CancelBody = ReasonBody;
export interface DoneBody {
  version: number;
}

export interface OfficeConflict {
  error: 'conflict';
  current: OfficeEnquiryDetail;
}

/**
 * Issue 57: "done" asked for before the inspection's day. `date` is the booked date (YYYY-MM-DD, Sydney), from
 * which it may be marked done; `current` the enquiry as it is now (another tab may have moved it).
 */
export interface OfficeTooEarly {
  error: 'too-early';
  date: string;
  current: OfficeEnquiryDetail;
}

/**
 * A request the page makes on its own (react-query's interval and focus refreshes) carries this header with
 * the value `background`. Such a request does not count as activity for the session's 30-minute idle limit;
 * every other request does.
 */
export const OFFICE_ACTIVITY_HEADER = 'X-Office-Request';

/** The inbox's tabs, and the states each shows. */
export const OFFICE_TABS = {
  new: ['new'],
  booked: ['booked'],
  done: ['done'],
  closed: ['declined', 'cancelled'],
} as const satisfies Record<string, readonly EnquiryState[]>;
export type OfficeTab = keyof typeof OFFICE_TABS;

/** Why there is no office here (the page explains each). */
export type OfficeUnavailable = 'no-office' | 'no-ledger';

export type OfficeStatus =
  | {
      office: 'ready';
      signedInAs: string | null;
      /**
       * Issue 56: signed in, the session's idle limit in ms (30 minutes, or less where the business set it):
       * the page warns before it, and clears what it shows at it.
       */
      idleMs?: number;
    }
  | { office: OfficeUnavailable; signedInAs: null };

export type ChannelName = 'automation' | 'mailbox' | 'confirmation';

/** Issue 40: where a booked enquiry's agreement stands. */
export type AgreementState = 'accepted' | 'sent' | 'not-sent';

export interface OfficeAgreement {
  /** accepted: the current version is accepted; sent: a link went (or is on its way); not-sent: neither. */
  state: AgreementState;
  /** The current version of the text; null before the booking. */
  version: string | null;
  /** The name as typed, and ISO 8601 UTC: for the current version's acceptance; null otherwise. */
  acceptedBy: string | null;
  acceptedAt: string | null;
  /** Whether the person who accepted said they did so on the client's behalf. */
  onBehalf: boolean;
  /** Issue 54: the client's particular concerns, given when accepting; '' for none, null before. */
  concerns: string | null;
}

export interface OfficeChannel {
  channel: ChannelName;
  state: 'delivered' | 'pending' | 'failed';
  /** The far end's last answer, or the last error, for the tooltip. Null before any attempt. */
  lastAnswer: string | null;
  attempts: number;
}

/** Issue 57: a phone number as shown, and its `tel:` link (E.164). */
export interface OfficePhone {
  display: string;
  href: string;
}

export interface OfficeListRow {
  reference: string;
  state: EnquiryState;
  /** Issue 57: the client's name (the form's client name when someone else booked), shown first. */
  name: string;
  /** Who booked, when not the client; null otherwise. */
  bookedBy: string | null;
  /** The client's phone, when one was given (an agent may give an e-mail address instead); null otherwise. */
  phone: OfficePhone | null;
  /** Whoever booked's phone, when not the client. */
  bookerPhone: OfficePhone | null;
  /** The property's address in one line ('4/12A Harbour View Road, Mosman NSW 2088'), for the map link. */
  address: string;
  /** The booked date and window while booked or done (and as it was, once cancelled); null before. */
  slot: Pick<BookingSlot, 'date' | 'windowFrom' | 'windowTo'> | null;
  /** The inspection's name, as the form lists it. */
  inspection: string;
  addon: string | null;
  suburb: string;
  /** ISO 8601, UTC. The page shows it in Sydney time. */
  receivedAt: string;
  /** As the visitor gave them (YYYY-MM-DD and the time-of-day choice's label), or null. */
  preferredDate: string | null;
  preferredTime: string | null;
  channels: OfficeChannel[];
  /** Issue 40: a booked (or done) enquiry's agreement state; null when no agreement is sent (decision off, not booked). */
  agreement?: AgreementState | null;
  /**
   * Issue 41: ISO 8601 UTC of the client's latest request from the booking page (another time, a cancel) that
   * no office action has dealt with since; null when none. Such rows come first in every tab.
   */
  attention?: string | null;
  /**
   * Issue 59: when a booked or done inspection's report is due (ISO 8601, UTC) and whether it is overdue; null
   * when none is due (published, or a product that promises no time).
   */
  reportDue?: { due: string; overdue: boolean } | null;
  /** Issue 60: where a booked (done, cancelled) inspection's payment stands; null before it is booked. */
  payment?: PaymentSummary | null;
}

export interface OfficeList {
  tab: OfficeTab;
  /** A tab's rows; with a search (issue 57), the matches in every tab, each row's `state` saying which. */
  rows: OfficeListRow[];
  /** How many enquiries each tab holds, for the tabs' labels (before the search). */
  counts: Record<OfficeTab, number>;
}

/** Issue 57: the schedule's range, Sydney dates, both included, and its inspections in booked-time order. */
export interface OfficeSchedule {
  range: ScheduleRange;
  /** YYYY-MM-DD: today in Sydney, and the range's last day. */
  from: string;
  to: string;
  rows: OfficeListRow[];
  /**
   * Issue 59: the reports due for inspections up to today (from 30 days back), the earliest due first: a booked
   * or done inspection of a product whose page promises a time, with no version published.
   */
  reportsDue: OfficeReportDue[];
  /** Issue 59: how the last 30 days' reports kept their promise. */
  turnaround: OfficeTurnaround;
}

/** Issue 59: a report due, with whom and what it is for. */
export interface OfficeReportDue {
  reference: string;
  /** The client's name. */
  name: string;
  inspection: string;
  suburb: string;
  /** ISO 8601, UTC: the window's end plus the product's promised hours. */
  due: string;
  /** Past its due time and still unpublished. */
  overdue: boolean;
}

/**
 * Issue 59: the reports first published in the last `days` days. Hours run from the end of the booking's arrival
 * window to the report's first version; the median and 90th percentile are nearest-rank (one of the values,
 * never an interpolation: domain/booking/turnaround.ts), null when none was published.
 */
export interface OfficeTurnaround {
  days: number;
  published: number;
  medianHours: number | null;
  p90Hours: number | null;
  /** How many of the reports were of a product that promises a time, and how many of those came within it. */
  promised: number;
  withinPromise: number;
}

export interface OfficeHistoryItem {
  /** ISO 8601, UTC. */
  at: string;
  event:
    | 'received'
    | 'delivered'
    | 'failed'
    | 'resent'
    | 'handled'
    | ChangeEvent
    | AgreementEvent
    | ClientEvent
    | LinksEvent
    | ReportEvent
    | PaymentEvent;
  channel: ChannelName | UpdateChannelName | null;
  /** For a change: the slot in words, or the reason. For a delivery: the far end's answer. */
  detail: string | null;
  /** Who made a change or a resend (the office address signed in); null for the system's own events. */
  by: string | null;
}

/** One delivery of one change (an `UpdateChannelName`), for the detail and its "Send again". */
export interface OfficeUpdateDelivery extends Omit<OfficeChannel, 'channel'> {
  channel: UpdateChannelName;
  eventId: number;
  event: ChangeEvent | AgreementEvent | ClientEvent | LinksEvent | ReportEvent | PaymentEvent;
}

export interface OfficeEnquiryDetail {
  row: OfficeListRow;
  /** Every field the visitor gave, in the form's field order, labelled as the form labels it. */
  fields: { name: string; label: string; value: string }[];
  /** The business's history: received, each change and who made it, the agreement, the client's requests. */
  history: OfficeHistoryItem[];
  /** Issue 57: each delivery's outcome and each "send again", apart from the history, oldest first. */
  deliveryLog: OfficeHistoryItem[];
  /** Raised by every change; an action carries the version it was based on. */
  version: number;
  /** The booked time and terms while booked or done (and as they were, once cancelled); null before. */
  booking: BookingSlot | null;
  /** The actions the state allows now, in OFFICE_ACTIONS order. */
  actions: OfficeAction[];
  /** What the confirm dialog starts with. */
  prefill: {
    /**
     * The product page's price plus the chosen add-on's, in cents, when the product's price is a number;
     * null for "Contact for Quote".
     */
    priceCents: number | null;
    /**
     * Issue 55: where the figures come from, with the add-on's price: the product page's (`priceCents` starts
     * from it) and the booking form's estimate (the home card's starting price, which the client saw). Null
     * where the product is priced by quote.
     */
    priceSources: { productPageCents: number | null; formEstimateCents: number | null };
    /** Whether the price label says "incl. GST" (business.decisions.pricesIncludeGst is confirmed). */
    priceIncludesGst: boolean;
    /**
     * Issue 52: someone other than the client booked, so the confirm dialog asks for the client's e-mail
     * (ConfirmBody.clientEmail), and the move dialog offers to change it.
     */
    clientEmailRequired: boolean;
    /**
     * Issue 54: the client is sent an agreement that names the price, so a confirm or a move needs one: with
     * none, the server answers 400 field 'slot.priceCents', `reason: 'agreement'`. False while agreements are
     * off, when a quote may follow.
     */
    priceRequired: boolean;
    /**
     * Issue 54: the job the dialog starts with: the booking's, else what the enquiry asked for. The agreement is
     * chosen and filled from the job the office books.
     */
    job: BookingJob;
    /**
     * The client's address given before, else the form's "client's phone or email" when it is one: what the
     * dialog starts with, for the office to confirm. Null when neither.
     */
    clientEmail: string | null;
    /**
     * Issue 52: who booked, when not the client: their address (the dialog warns when it is given as the
     * client's) and whether they act in the sale (an agent, a conveyancer: the server refuses their address).
     */
    booker?: { email: string; professional: boolean } | null;
  };
  /** Issue 40: the agreement, when it is sent for this enquiry (decision on, booked or after); null otherwise. */
  agreement?: OfficeAgreement | null;
  /** Each change's deliveries, oldest first. */
  updates: OfficeUpdateDelivery[];
  /** Issue 57: the request behind the "needs attention" flag, while it is set; null otherwise. */
  request?: OfficeClientRequest | null;
  /** Issue 58: the report, once the enquiry is booked (its versions, the gate, the first opening); null before. */
  report?: OfficeReport | null;
  /** Issue 60: the payment summary and every payment and refund, oldest first; null before a booking. */
  payments?: { summary: PaymentSummary; entries: PaymentEntry[] } | null;
}

/**
 * Issue 57: the client's request from the booking page that set the "needs attention" flag: another time asked
 * for (by the client, or by whoever booked where the business lets them), or the client's cancel.
 */
export interface OfficeClientRequest {
  kind: 'change-requested' | 'cancelled';
  by: 'client' | 'booker';
  /** ISO 8601 UTC. */
  at: string;
  /**
   * Each time asked for, as written, with what it was read as (src/domain/booking/preferred-time.ts), counted
   * from the Sydney day it was asked on: the day (YYYY-MM-DD) where the words name one, the part of the day,
   * a clock time. The move dialog starts from the first with a day still to come.
   */
  times: { words: string; date: string | null; part: PartOfDay | null; time: string | null }[];
  /** The client's note with a request ('' for none). */
  note: string;
  /** A cancel's reason; null for a request. */
  reason: string | null;
}

/** The errors the office API answers with, as `{ error }`. */
export type OfficeError =
  | 'signed-out'
  | 'origin'
  | 'invalid'
  | 'wrong-code'
  | 'locked'
  | 'expired'
  | 'not-found'
  | 'conflict'
  /** 409 to "done" before the inspection's own day (`OfficeTooEarly`). */
  | 'too-early'
  | 'no-office'
  | 'no-ledger'
  /** 429 to a code request: no code is made or sent until `retryAt` (`OfficeLimited`). */
  | 'limited'
  /** 403 to a code mail's link opened in a browser other than the one that asked for the code. */
  | 'other-browser'
  /** Issue 60: 409 to a payment recorded against another version of the enquiry (`recordPaymentPath`). */
  | 'stale';

/**
 * The answer to a code request past a limit on codes, the same for every address (the limits count every address
 * typed, listed or not): no code is made or sent. `retryAt` (ISO 8601 UTC, on the minute) is when a code can be
 * asked for again from here; the header `Retry-After` gives the same in seconds.
 */
export interface OfficeLimited {
  error: 'limited';
  retryAt: string;
}

// ---- The bodies, checked by the page's forms and by the server with one schema each ----

/** The highest price taken: $100,000 in cents. */
export const MAX_PRICE_CENTS = 10_000_000;
/** The longest e-mail address taken (RFC 5321's path limit). */
export const MAX_ADDRESS_LENGTH = 254;

/** What each rule says, where the page shows it. */
export const BODY_MESSAGES = {
  date: 'Choose the date of the inspection.',
  windowFrom: 'Give the time the arrival window opens.',
  windowTo: 'Give the time the arrival window closes.',
  hours: `Arrival windows fall between ${formatClock(ARRIVAL_HOURS.from)} and ${formatClock(ARRIVAL_HOURS.to)}, Sydney time.`,
  order: 'The window closes after it opens.',
  skipped: 'That time does not exist in Sydney that day: the clocks skip it.',
  note: `The note can be at most ${NOTE_MAX_LENGTH} characters.`,
  reason: 'Give the reason: the e-mail to the client says it.',
  reasonLong: `The reason can be at most ${REASON_MAX_LENGTH} characters.`,
  control: 'Take out the control characters.',
  clientEmail: 'Give an e-mail address such as name@example.com.',
  agreed: 'Tick this once you have agreed the time with the client.',
  priceForAgreement:
    "Give the price: the client's agreement names it, and is accepted before the inspection.",
  service: 'Choose the inspection booked.',
  property: 'Choose the kind of property.',
  stages: 'Tick the stages booked: the agreement names them.',
} as const;

/**
 * A text the office types for the client: a CRLF counts as one line feed, the invisible controls that could
 * reorder what the reader sees are taken out (as from an enquiry), then trimmed; no other control character,
 * at most `max` characters.
 */
export function officeTextSchema(max: number, { long, empty }: { long: string; empty?: string }) {
  return z
    .string(empty ?? long)
    .transform((value) => withoutInvisibleControls(value.replace(/\r\n/g, '\n')).trim())
    .refine((text) => !empty || text.length > 0, empty)
    .refine((text) => text.length <= max, long)
    .refine((text) => !hasControlBesideNewlines(text), BODY_MESSAGES.control);
}

const inHours = (time: string) => time >= ARRIVAL_HOURS.from && time <= ARRIVAL_HOURS.to;
/** Whether a wall-clock time exists in Sydney on that date (not in the hour the clocks skip). */
function existsOn(date: string, time: string): boolean {
  try {
    sydneyInstant(date, time);
    return true;
  } catch {
    return false;
  }
}

/** A window's time: 'HH:MM', 24-hour, within the arrival hours. Such strings compare in time order. */
const windowTime = (message: string) =>
  z.string(message).regex(TIME, message).refine(inHours, BODY_MESSAGES.hours);

/** The date, the window and the note of a slot: the rules the confirm dialog shows, as the server checks them. */
export const slotFieldRules = {
  date: z.string(BODY_MESSAGES.date).refine(isIsoDate, BODY_MESSAGES.date),
  windowFrom: windowTime(BODY_MESSAGES.windowFrom),
  windowTo: windowTime(BODY_MESSAGES.windowTo),
  note: officeTextSchema(NOTE_MAX_LENGTH, { long: BODY_MESSAGES.note }),
};

/** The window's rules across its fields: it closes after it opens, and both its times exist that day. */
export function checkWindow(
  slot: { date: string; windowFrom: string; windowTo: string },
  ctx: z.RefinementCtx,
): void {
  if (slot.windowTo <= slot.windowFrom) {
    ctx.addIssue({ code: 'custom', path: ['windowTo'], message: BODY_MESSAGES.order });
  }
  for (const key of ['windowFrom', 'windowTo'] as const) {
    if (!existsOn(slot.date, slot[key])) {
      ctx.addIssue({ code: 'custom', path: [key], message: BODY_MESSAGES.skipped });
    }
  }
}

/**
 * Issue 54: the job as a body carries it: the inspection, the property, the add-ons and, for a progress
 * inspection, at least one stage. Normalised (`normalJob`), so the same job always fills the same agreement.
 */
export const jobSchema = z
  .object({
    service: z.enum(PRODUCT_SLUGS, BODY_MESSAGES.service),
    property: z.enum(PROPERTY_TYPES, BODY_MESSAGES.property),
    addOns: z.array(z.enum(ADD_ON_SLUGS)).max(ADD_ON_SLUGS.length),
    stages: z.array(z.enum(STAGE_IDS)).max(STAGE_IDS.length),
  })
  .superRefine((job, ctx) => {
    if (job.service === STAGED_PRODUCT && job.stages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['stages'], message: BODY_MESSAGES.stages });
    }
  })
  .transform((job): BookingJob => normalJob(job));

/** A `BookingSlot` as a body carries it; without a job, the server keeps the booking's or the enquiry's. */
export const slotSchema = z
  .object({
    ...slotFieldRules,
    priceCents: z.number().int().min(0).max(MAX_PRICE_CENTS).nullable(),
    note: slotFieldRules.note.optional().transform((note) => note ?? ''),
    job: jobSchema.optional(),
  })
  .superRefine(checkWindow);

const versionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The client's address (issue 52): empty counts as none; a loose shape, lowercased. */
export const clientEmailSchema = z
  .string(BODY_MESSAGES.clientEmail)
  .nullable()
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .refine(
    (value) =>
      value === '' ||
      (value.length <= MAX_ADDRESS_LENGTH &&
        /^[^\s@]+@[^\s@]+$/.test(value) &&
        // eslint-disable-next-line no-control-regex -- an address with a control character is refused
        !/[\u0000-\u001f\u007f]/.test(value)),
    BODY_MESSAGES.clientEmail,
  )
  .transform((value) => (value === '' ? null : value.toLowerCase()));

/** ConfirmBody and MoveBody, checked. */
export const slotBodySchema = z.object({
  version: versionSchema,
  slot: slotSchema,
  agreed: z.boolean(BODY_MESSAGES.agreed).refine((agreed) => agreed, BODY_MESSAGES.agreed),
  clientEmail: clientEmailSchema,
});

/** ReasonBody (decline, cancel), checked. */
export const reasonBodySchema = z.object({
  version: versionSchema,
  reason: officeTextSchema(REASON_MAX_LENGTH, {
    long: BODY_MESSAGES.reasonLong,
    empty: BODY_MESSAGES.reason,
  }),
});

/** DoneBody, checked. */
export const doneBodySchema = z.object({ version: versionSchema });

/** Each action's body schema. */
export const ACTION_BODIES = {
  confirm: slotBodySchema,
  move: slotBodySchema,
  decline: reasonBodySchema,
  cancel: reasonBodySchema,
  done: doneBodySchema,
} as const satisfies Record<OfficeAction, z.ZodType>;

// ---- Issue 57: the business's calendar feed ----

/**
 * The business's own calendar feed: a secret address that Google, Apple and Outlook calendars subscribe to,
 * holding every booked (and done) inspection from `CALENDAR_FEED_DAYS.back` days ago to `.ahead` days on. The
 * feed itself (`calendarFeedPath`) needs no session: its token is its secret, kept by the server only as a
 * SHA-256. One feed at a time: making one revokes the one before. The three paths below need a session, like
 * the rest of the office; the POSTs take `{}`.
 * - GET `state`: `CalendarFeedState`.
 * - POST `make`: 201 `CalendarFeedMade`, the one time its address is ever shown.
 * - POST `revoke`: 200 `CalendarFeedState` (no feed).
 */
export const CALENDAR_FEED_API = {
  state: '/api/office/calendar-feed',
  make: '/api/office/calendar-feed/make',
  revoke: '/api/office/calendar-feed/revoke',
} as const;

/**
 * GET: the feed as `text/calendar; charset=utf-8` (RFC 5545), or 404 `not-found` for a token that is unknown,
 * revoked or replaced. `token` is 43 base64url characters (256 random bits).
 */
export const calendarFeedPath = (token: string) => `/api/office/calendar/${token}.ics`;

/** The days the feed reaches: back from today (Sydney), and ahead. */
export const CALENDAR_FEED_DAYS = { back: 30, ahead: 180 } as const;

export interface CalendarFeedState {
  /** Null when there is no live feed. */
  feed: {
    /** ISO 8601 UTC. */
    createdAt: string;
    /** The office address that made it, while it is still in BOOKING_OFFICE_EMAILS; null once it is not. */
    createdBy: string | null;
    /** ISO 8601 UTC of the last time a calendar read it (to the minute); null before the first. */
    lastFetchedAt: string | null;
  } | null;
  /** Whether each event carries the client's name, phone and full address (business.ts, an owner decision). */
  fullDetails: boolean;
}

export interface CalendarFeedMade extends CalendarFeedState {
  /** The feed's address, shown this once: the server keeps only its token's SHA-256. */
  url: string;
}

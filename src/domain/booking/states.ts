/**
 * An enquiry's states and the office's actions on them, the one place the rules are written: new, then
 * booked, then done; or new, then declined; or booked, then cancelled. A move keeps a booked inspection
 * booked at another time. Pure functions: the ledger's compare-and-set (ledger.ts `change`) takes its
 * from-states from here, and the inbox its list of actions.
 */

import type { BookingDeposit } from './deposit.js';
import type { BookingJob } from './job.js';
import { sydneyDate } from './sydney-time.js';

/** What the office does to an enquiry (issue 39): src/api/office.ts `actionPath` says how it is asked. */
export const OFFICE_ACTIONS = ['confirm', 'move', 'decline', 'cancel', 'done'] as const;
export type OfficeAction = (typeof OFFICE_ACTIONS)[number];

/** A booked inspection's time and terms, as the office agreed them with the client. */
export interface BookingSlot {
  /** YYYY-MM-DD, a Sydney date. */
  date: string;
  /** The arrival window, 'HH:MM' (24-hour) in Sydney wall time; `windowFrom` < `windowTo`. */
  windowFrom: string;
  windowTo: string;
  /** In cents; null when the price is not settled (a quote to follow). */
  priceCents: number | null;
  /** Plain text to the client, at most NOTE_MAX_LENGTH characters; '' for none. */
  note: string;
  /**
   * Issue 54: the job the office booked (the inspection, the property, the add-ons, the stages), from which the
   * agreement is chosen. Unset on bookings made before it, which read the enquiry's (`jobOfEnquiry`).
   */
  job?: BookingJob;
  /**
   * Issue 60: the deposit asked, recorded by the server at the confirm and each move (deposit.ts); unset or
   * null when none was asked. Never taken from the office's body.
   */
  deposit?: BookingDeposit | null;
}

/**
 * An enquiry's states: new, then booked, then done; or new, then declined; or booked, then cancelled. Which
 * action moves which state is below, the one place the rules are written.
 */
export const ENQUIRY_STATES = ['new', 'booked', 'done', 'declined', 'cancelled'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/**
 * The deliveries an office action makes, one of each per change: the client's e-mail ("booked", "moved",
 * "declined", "cancelled"; none for "done"), and the automation's event when BOOKING_FORWARD_EVENTS=on.
 */
export type UpdateChannelName =
  | 'client-update'
  | 'automation-event'
  /** Issue 40: the agreement's link to the client (an agent's booking, a resend, a revoke). */
  | 'agreement'
  /** Issue 40: the accepted agreement's copy to the client, and to the business (BOOKING_NOTIFY_TO). */
  | 'agreement-copy'
  | 'agreement-office'
  /** Issue 41: the client's request from the booking page (another time, a cancel), to the business. */
  | 'booking-office'
  /**
   * Issue 52, a booking made for a client: the short notice of each change to whoever booked it (no link that
   * can change anything); the calendar's CANCEL to the client's former address when a move changed it; and the
   * client's fresh links after the office revoked the old ones.
   */
  | 'booker-update'
  | 'client-former'
  | 'client-links'
  /**
   * Issue 58: "Your report is ready" to the client (the link, and what the gate still needs; no summary, no
   * attachment), and the notice with no link to whoever booked.
   */
  | 'report-ready'
  | 'report-booker'
  /** Issue 59: a copy's link to the adviser the client named (a fixed text), and the office's notice of it. */
  | 'report-copy'
  | 'report-copy-office'
  /** Issue 59: the one review request to the client, where the business has a review link. */
  | 'review-request';

/** Issue 40: the events of the agreement: a link sent from the office, and an acceptance. */
export type AgreementEvent = 'agreement-sent' | 'agreement-accepted';

/** Issue 41: the client asked for another time on the booking page (the booking stays as it is). */
export type ClientEvent = 'change-requested';

/** Issue 52: the office revoked every link of a booking (or a migration did), and the client was sent fresh ones. */
export type LinksEvent = 'links-revoked';

/**
 * Issue 58: a version of the report published from the office, the client's first opening of its page, and the
 * office letting the file go past the gate (with its reason), and a fresh link mailed at the client's request.
 */
export type ReportEvent =
  | 'report-published'
  | 'report-opened'
  | 'report-released'
  | 'report-link-sent'
  /** Issue 59: a copy sent by the client to an adviser, and a copy withdrawn (by the client or the office). */
  | 'report-copy-sent'
  | 'report-copy-revoked'
  /** Issue 59: the one review request, five days after the first opening (src/server/review/). */
  | 'review-requested';

/** The events an office action records, named for the state it leads to ('moved' stays booked). */
export type ChangeEvent = 'booked' | 'moved' | 'declined' | 'cancelled' | 'done';

/** Issue 60: a payment or a refund recorded (from Stripe's webhook, or by the office). */
export type PaymentEvent = 'payment-received' | 'payment-refunded';

/** Every event a booking records: the office's changes, the agreement's, the client's, the links'. */
export type BookingEvent =
  ChangeEvent | AgreementEvent | ClientEvent | LinksEvent | ReportEvent | PaymentEvent;

export interface Transition {
  /** The states the action may start from. */
  from: readonly EnquiryState[];
  /** The state it leads to. */
  to: EnquiryState;
  /** The event it records. */
  event: ChangeEvent;
}

export const TRANSITIONS: Readonly<Record<OfficeAction, Transition>> = {
  confirm: { from: ['new'], to: 'booked', event: 'booked' },
  move: { from: ['booked'], to: 'booked', event: 'moved' },
  decline: { from: ['new'], to: 'declined', event: 'declined' },
  cancel: { from: ['booked'], to: 'cancelled', event: 'cancelled' },
  done: { from: ['booked'], to: 'done', event: 'done' },
};

/** Where `action` takes an enquiry in `state`, or null when the state does not allow it. */
export function transition(state: EnquiryState, action: OfficeAction): Transition | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(state) ? rule : null;
}

/** The actions `state` allows, in OFFICE_ACTIONS order. */
export function allowedActions(state: EnquiryState): OfficeAction[] {
  return OFFICE_ACTIONS.filter((action) => transition(state, action) !== null);
}

/**
 * Issue 57: an inspection is marked done only from its own day, the booked slot's date in Sydney, whatever the
 * clock of the device or the server's own zone: before it, the inspection cannot have taken place. True when
 * `now` falls on that day or after it.
 */
export function inspectionDayReached(bookedDate: string, now: Date): boolean {
  return sydneyDate(now) >= bookedDate;
}

/** The actions whose body carries a slot (the confirm dialog), and those that carry a reason. */
export const SLOT_ACTIONS: readonly OfficeAction[] = ['confirm', 'move'];
export const REASON_ACTIONS: readonly OfficeAction[] = ['decline', 'cancel'];

/**
 * Whether an event changes the visitor's calendar entry, so its e-mail carries a file and raises the
 * enquiry's SEQUENCE: every one but 'done', which sends nothing.
 */
export function changesCalendar(event: ChangeEvent): boolean {
  return event !== 'done';
}

/**
 * Issue 41: what the client may do on the booking page. 'change-request' asks for another time and changes
 * no state (the office moves the booking, or not); 'cancel' is the office's cancel transition itself, made by
 * the client. Both only while booked: a cancelled or done booking offers neither.
 */
export const CLIENT_ACTIONS = ['change-request', 'cancel'] as const;
export type ClientAction = (typeof CLIENT_ACTIONS)[number];

export const CLIENT_TRANSITIONS: Readonly<Record<ClientAction, { from: readonly EnquiryState[] }>> = {
  'change-request': { from: TRANSITIONS.move.from },
  cancel: TRANSITIONS.cancel,
};

/** The actions the booking page offers in `state`, in CLIENT_ACTIONS order. */
export function clientActions(state: EnquiryState): ClientAction[] {
  return CLIENT_ACTIONS.filter((action) => CLIENT_TRANSITIONS[action].from.includes(state));
}

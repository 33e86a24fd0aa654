/**
 * The ledger's vocabulary: its channels, the limits it keeps, and the shapes of what it records and returns
 * (ledger.ts). Types and constants only.
 */
import type { CopyRole } from '../../api/report.js';
import type { PaymentFlag, PaymentMethod } from '../../api/payment.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import {
  type AgreementEvent,
  type BookingEvent,
  type BookingSlot,
  type ChangeEvent,
  type ClientEvent,
  type EnquiryState,
  type LinksEvent,
  type OfficeAction,
  type UpdateChannelName,
} from '../../domain/booking/states.js';

export const CHANNELS = ['automation', 'mailbox', 'confirmation'] as const;
export type Channel = (typeof CHANNELS)[number];
/** An office change's deliveries (issue 39): the client's e-mail and the automation's event. */
export const UPDATE_CHANNELS = [
  'client-update',
  'automation-event',
  'agreement',
  'agreement-copy',
  'agreement-office',
  'booking-office',
  'booker-update',
  'client-former',
  'client-links',
  'report-ready',
  'report-booker',
  'report-copy',
  'report-copy-office',
  'review-request',
] as const satisfies readonly UpdateChannelName[];
/** Every channel a delivery row may name: an enquiry's own (event_id 0), or a change's (its event's id). */
export type DeliveryChannel = Channel | UpdateChannelName;
export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** How long one delivery may hold its channel; after that another process may try it. */
export const CLAIM_MS = 2 * 60_000;
/** At most this many confirmations to one address in CONFIRMATION_WINDOW_MS. */
export const CONFIRMATION_LIMIT = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;
/** How long a client IP is kept: the window of the per-IP limit. The sweep clears it after that. */
export const CLIENT_IP_KEPT_MS = CONFIRMATION_WINDOW_MS;
export const SITE_WINDOW_MS = 60 * 60_000;

/**
 * The limits on the visitor's confirmation. Past any of them the enquiry is recorded and delivered as usual;
 * only the confirmation is held back, and the business's mail says why.
 */
export interface ConfirmationLimits {
  /** To one address (addressKey) in CONFIRMATION_WINDOW_MS. */
  perAddress: number;
  /** To enquiries from one client IP (an IPv6 /64) in CONFIRMATION_WINDOW_MS. */
  perClientIp: number;
  /** From the whole site in SITE_WINDOW_MS. */
  sitePerHour: number;
}

/**
 * An office of agents behind one address books a handful a day; a small business's site confirms a few dozen
 * enquiries on its busiest day. A flood of forged ones stops at these.
 */
export const DEFAULT_CONFIRMATION_LIMITS: ConfirmationLimits = {
  perAddress: CONFIRMATION_LIMIT,
  perClientIp: 10,
  sitePerHour: 30,
};

/** What a channel said when it was tried. `status` is the HTTP or SMTP code, when there was one. */
export interface ChannelResult {
  ok: boolean;
  answer: string;
  status?: number;
}

export interface DeliveryRow {
  channel: Channel;
  state: DeliveryState;
  attempts: number;
  lastAnswer: string | null;
  lastStatus: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

export interface LedgerEntry {
  submissionId: string;
  reference: string;
  receivedAt: Date;
  enquiry: Enquiry;
  deliveries: DeliveryRow[];
}

/** An acceptance of an agreement, as agreement_acceptances keeps it (migration 0005). */
export interface AcceptanceRecord {
  id: number;
  submissionId: string;
  reference: string;
  version: string;
  textSha256: string;
  text: string;
  name: string;
  onBehalf: boolean;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  bookingState: EnquiryState;
  booking: BookingSlot | null;
  keepUntil: Date;
  /** Issue 54: the client's particular concerns, given when accepting ('' for none; unset before). */
  concerns?: string;
}

/** What a change's event row says of the agreement (issue 40). */
export interface ChangeAgreement {
  /** The version the change made current. */
  version: string;
  /** Whether it differs from the version before the change (the inspection or the price changed). */
  changed: boolean;
}

/**
 * A booking's links as the ledger holds them when a delivery is claimed (issue 40). Every booking has a nonce
 * from its confirm (the client's booking page, issue 41); the agreement's version only once one was sent.
 */
export interface BookingLinks {
  nonce: string;
  /** The agreement's version sent with the booking; null when none was (the decision off). */
  version: string | null;
  /** The client's address an agent's booking gave; null when the booker is the client. */
  clientEmail: string | null;
}

/** One change of an enquiry's state, as its event row keeps it and its deliveries carry it. */
export interface ChangeRecord {
  /** booking_events.id: in the delivery's key, the e-mail's Message-ID and the automation's Idempotency-Key. */
  id: number;
  event: BookingEvent;
  at: Date;
  /** The office address signed in that made it. */
  actor: string | null;
  fromState: EnquiryState;
  toState: EnquiryState;
  /** booked, moved, done: the slot now; cancelled: the slot as it was; declined: null. */
  slot: BookingSlot | null;
  /** declined, cancelled: the office's reason. */
  reason: string | null;
  /** The enquiry's calendar SEQUENCE after this change (raised by all but done). */
  sequence: number;
  /** Issue 40: the agreement's version this change made current (confirm, move); unset otherwise. */
  agreement?: ChangeAgreement | null;
  /** Issue 40: the acceptance an 'agreement-accepted' event carries (its copies' text). */
  acceptance?: AcceptanceRecord | null;
  /**
   * Issue 41: 'client' when the client made it on the booking page (a cancel, a request for another time);
   * issue 52: 'booker' when whoever booked for the client asked for another time, where the business lets them.
   */
  by?: 'client' | 'booker';
  /** Issue 54, a client's cancel: the accepted cancellation terms, or null with none accepted. */
  terms?: readonly string[] | null;
  /** Issue 41, 'change-requested': the times the client would prefer (1 to 3) and their note. */
  request?: ClientRequest | null;
  /**
   * Issue 52: the client's address the office gave for a booking made by someone else, as it stood after this
   * change (null when none was given); and, on a move that changed it, the one before, whose calendar entry is
   * cancelled.
   */
  clientEmail?: string | null;
  formerClientEmail?: string | null;
  /** Issue 58, a report's events: the version, whether it revises an earlier one, and what the gate needed then. */
  report?: ReportChange | null;
  /** Issue 59, 'report-copy-sent' and 'report-copy-revoked': the copy. */
  copy?: ReportCopyChange | null;
  /** Issue 60, 'payment-received' and 'payment-refunded': the payment as recorded. */
  payment?: PaymentChange | null;
}

/** Issue 60: what a payment's event carries (never card data). */
export interface PaymentChange {
  /** booking_payments.id */
  id: number;
  kind: 'payment' | 'refund';
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  source: 'stripe' | 'office';
  flags: PaymentFlag[];
}

/** Issue 59: the copy a copy's event carries to its deliveries. */
export interface ReportCopyChange {
  id: number;
  email: string;
  role: CopyRole;
  /** The copy's own nonce: its link's MAC is bound to it. */
  nonce: string;
  /** Who withdrew it, on 'report-copy-revoked'. */
  revokedBy?: 'client' | 'office';
}

/** Issue 58: what a report's event carries to its deliveries. */
export interface ReportChange {
  version: number;
  revised: boolean;
  /** The gate was shut for the agreement when it was published: the e-mail says to accept it first. */
  needsAgreement: boolean;
}

/** Issue 41: what a client's request for another time says. */
export interface ClientRequest {
  /** As the client typed them, 1 to 3. */
  preferred: string[];
  /** '' for none. */
  note: string;
}

/** A channel of one enquiry (or of one of its changes), claimed for delivery by this process. */
export interface ClaimedDelivery {
  submissionId: string;
  channel: DeliveryChannel;
  /** 0 for the enquiry's own channels; the change's event id for an update. */
  eventId: number;
  /** Attempts so far, this one included. */
  attempts: number;
  retryWaitS: number;
  receivedAt: Date;
  enquiry: Enquiry;
  /** Why the confirmation was held back, for the business's mail; null when it was not. */
  confirmationHeld: string | null;
  /** The change an update carries; null (or unset) for the enquiry's own channels. */
  change?: ChangeRecord | null;
  /** Issue 40: the booking's links now (its nonce may be newer than the change); null before any. */
  links?: BookingLinks | null;
}

export type RecordResult =
  | {
      kind: 'recorded';
      channels: Channel[];
      confirmationLimited: boolean;
      /** Why the confirmation was held back (the business's mail says it); null when it was not. */
      confirmationHeld: string | null;
      /** Each channel, already claimed by this process for its first attempt (`deliverClaimed`). */
      claims: ClaimedDelivery[];
    }
  | { kind: 'duplicate'; reference: string; changed: boolean };

export interface RecordInput {
  enquiry: Enquiry;
  /** contentHash(enquiry): the same for a replay, different for a changed duplicate. */
  contentHash: string;
  /** The channels to deliver to; 'confirmation' is dropped past the limit. */
  channels: readonly Channel[];
  /** The booker's address, when a confirmation is to be sent. */
  confirmTo: string | null;
  /** The client's IP as the host saw it (clientIpGroup); null when the host did not say. */
  clientIp?: string | null;
  /** The limits on the confirmation; DEFAULT_CONFIRMATION_LIMITS unless set. */
  limits?: Partial<ConfirmationLimits>;
  now: Date;
}

/** What an office action asks of the ledger (`change`). */
export interface ChangeInput {
  submissionId: string;
  action: OfficeAction;
  /** The version the office last read: the change is made only if the enquiry is still at it. */
  version: number;
  /** The office address signed in; null for the client's own cancel (`by`). */
  actor: string | null;
  /**
   * Issue 41: 'client' for the client's cancel on the booking page: the booking is flagged as needing the
   * office's attention. Any other change (the office's) clears that flag.
   */
  by?: 'client';
  /**
   * Issue 54, the client's cancel: the cancellation terms of the agreement they accepted, word for word; null when
   * they accepted none (no fee applies). The cancelled e-mail says which.
   */
  terms?: readonly string[] | null;
  /** confirm, move: the new slot. */
  slot?: BookingSlot | null;
  /** decline, cancel: the reason. */
  reason?: string | null;
  /** The deliveries to make (states.ts `updateChannels`), claimed for their first attempt. */
  channels: readonly UpdateChannelName[];
  /**
   * Issue 40, confirm and move with the agreement sent: its version for the new slot, and the client's address
   * when an agent booked (null keeps the one given before). The booking's link nonce is made when it has none.
   * `sent`: whether an e-mail carrying the agreement's link is queued with this change (true unless said);
   * only then is `agreement_sent_at` set, so the office never shows as sent an agreement no e-mail carries.
   */
  agreement?: { version: string; nonce: string; sent?: boolean } | null;
  /**
   * Issue 52, confirm and move of a booking made for a client: the client's address, the booking's addressee
   * from now on (null keeps the one given before).
   */
  clientEmail?: string | null;
  /**
   * Issue 41, confirm and move: the link nonce a booking without one gets, for the client's booking page
   * (`/booking/<token>`), whether or not an agreement is sent. Kept when the booking has one.
   */
  linkNonce?: string | null;
  now: Date;
}

export type ChangeResult =
  | { kind: 'changed'; change: ChangeRecord; version: number; claims: ClaimedDelivery[] }
  /** The enquiry is not at `version`, or its state does not allow the action: nothing was written. */
  | { kind: 'conflict' };

/** What a pending 'confirmation' (the "requested" e-mail) says once a booking made it pointless. */
export const DROPPED_BY_BOOKING = 'dropped: booked before it was sent';

/** One delivery of one change, for the office's detail. */
export interface UpdateDeliveryRow {
  channel: UpdateChannelName;
  eventId: number;
  event: ChangeEvent | AgreementEvent | ClientEvent | LinksEvent;
  state: DeliveryState;
  attempts: number;
  lastAnswer: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** A waiting enquiry as the automation alert lists it. */
export interface WaitingEnquiry {
  reference: string;
  receivedAt: Date;
  enquiry: Enquiry;
  attempts: number;
  lastAnswer: string | null;
  lastStatus: number | null;
}

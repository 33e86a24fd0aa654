/**
 * The automation channel: the business's Make, Zapier or n8n webhook at BOOKING_FORWARD_URL. Runs on every
 * host (fetch only).
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { ChangeRecord, ChannelResult } from '../ledger/ledger.js';
import {
  type AgreementEvent,
  type BookingSlot,
  type ChangeEvent,
  type ClientEvent,
  type EnquiryState,
  type PaymentEvent,
  type ReportEvent,
} from '../../domain/booking/states.js';

export interface AutomationOptions {
  url: string;
  fetch?: typeof fetch;
}

/** The longest one delivery may take, its retry included: within the visitor's 10 s with room to answer. */
export const FORWARD_TIMEOUT_MS = 8_000;

export interface AutomationChannel {
  /** POSTs the enquiry; `timeoutMs` caps the whole attempt, its retry included. */
  deliver(enquiry: Enquiry, timeoutMs?: number): Promise<ChannelResult>;
  /**
   * POSTs an office change as an `AutomationEvent` (only with BOOKING_FORWARD_EVENTS=on), with
   * `Idempotency-Key: <submissionId>:<eventId>`; the same rules as `deliver`. `automationChannel` always
   * has it; a channel without it (a test's) takes no events.
   */
  deliverEvent?(event: AutomationEvent, timeoutMs?: number): Promise<ChannelResult>;
}

/** Each change's `type`, as the automation sees it. */
export const AUTOMATION_EVENT_TYPES = {
  booked: 'booking.confirmed',
  moved: 'booking.moved',
  declined: 'booking.declined',
  cancelled: 'booking.cancelled',
  done: 'booking.done',
  /** Issue 40: the client accepted the pre-inspection agreement. */
  'agreement-accepted': 'agreement.accepted',
  /** Issue 41: the client asked for another time on the booking page (nothing changed yet). */
  'change-requested': 'booking.change_requested',
  /** Issue 58: a version of the report published, and the client's first opening of its page. */
  'report-published': 'report.published',
  'report-opened': 'report.opened',
  /** Issue 60: a payment or a refund recorded, from Stripe's webhook or by the office. */
  'payment-received': 'payment.received',
  'payment-refunded': 'payment.refunded',
} as const satisfies Record<
  Exclude<
    ChangeEvent | AgreementEvent | ClientEvent | ReportEvent | PaymentEvent,
    | 'agreement-sent'
    | 'report-released'
    | 'report-link-sent'
    | 'report-copy-sent'
    | 'report-copy-revoked'
    | 'review-requested'
  >,
  string
>;
export type AutomationEventType = (typeof AUTOMATION_EVENT_TYPES)[keyof typeof AUTOMATION_EVENT_TYPES];

/**
 * What the automation receives for an office change. It has a `type`, so an automation built for the
 * enquiry's body (which has none) can tell the two apart; the events are opt-in all the same.
 */
export interface AutomationEvent {
  type: AutomationEventType;
  /** `<submissionId>:<eventId>`, the same as the Idempotency-Key: one per change, the same for a retry. */
  id: string;
  /** The enquiry's reference (HBI-…), as its own delivery carried it. */
  reference: string;
  /** ISO 8601, UTC: when the office made the change. */
  occurredAt: string;
  /** The enquiry's state after the change. */
  state: EnquiryState;
  /** booked, moved, done: the slot; cancelled: the slot as it was. */
  booking?: BookingSlot;
  /** declined, cancelled: the office's reason. */
  reason?: string;
  /** agreement.accepted: the version accepted, when, and whether on the client's behalf (never the name). */
  agreement?: { version: string; acceptedAt: string; onBehalf: boolean };
  /** Issue 41, booking.change_requested: the times the client would prefer, and their note. */
  request?: { preferred: string[]; note: string };
  /** Issue 58, report.published and report.opened: the version (never the summary or the file). */
  report?: { version: number; revised: boolean };
  /** Issue 60, payment.received and payment.refunded: the amount and how (never card data). */
  payment?: {
    kind: 'payment' | 'refund';
    amountCents: number;
    currency: string;
    method: string;
    source: string;
  };
  /**
   * Who made it: the office (the address signed in is not sent), or the client (agreement.accepted, and from
   * the booking page booking.change_requested and booking.cancelled).
   */
  by: 'office' | 'client' | 'booker';
}

/** The Idempotency-Key of a change's event: one per change, whatever the number of attempts. */
export function eventKey(submissionId: string, eventId: number): string {
  return `${submissionId}:${eventId}`;
}

export function automationEvent(
  enquiry: Pick<Enquiry, 'submissionId' | 'reference'>,
  change: ChangeRecord,
): AutomationEvent | null {
  // The links' own events change nothing the automation knows of.
  if (
    change.event === 'agreement-sent' ||
    change.event === 'links-revoked' ||
    change.event === 'report-released' ||
    change.event === 'report-link-sent' ||
    // Issue 59: a copy names an adviser's address, which the automation has no need of.
    change.event === 'report-copy-sent' ||
    change.event === 'report-copy-revoked' ||
    change.event === 'review-requested'
  )
    return null;
  const type = AUTOMATION_EVENT_TYPES[change.event];
  // What every event says: its type, its key, the enquiry, when, and the state after it.
  const head = {
    type,
    id: eventKey(enquiry.submissionId, change.id),
    reference: enquiry.reference,
    occurredAt: change.at.toISOString(),
    state: change.toState,
  };
  if (change.event === 'payment-received' || change.event === 'payment-refunded') {
    const payment = change.payment;
    if (!payment) return null;
    const { kind, amountCents, currency, method, source } = payment;
    return {
      ...head,
      payment: { kind, amountCents, currency, method, source },
      by: source === 'office' ? 'office' : 'client',
    };
  }
  if (change.event === 'report-published' || change.event === 'report-opened') {
    if (!change.report) return null;
    return {
      ...head,
      report: { version: change.report.version, revised: change.report.revised },
      by: change.event === 'report-opened' ? 'client' : 'office',
    };
  }
  if (change.event === 'agreement-accepted') {
    const accepted = change.acceptance;
    if (!accepted) return null;
    return {
      ...head,
      agreement: {
        version: accepted.version,
        acceptedAt: accepted.acceptedAt.toISOString(),
        onBehalf: accepted.onBehalf,
      },
      by: 'client',
    };
  }
  return {
    ...head,
    ...(change.slot ? { booking: change.slot } : {}),
    ...(change.reason !== null ? { reason: change.reason } : {}),
    ...(change.request ? { request: change.request } : {}),
    by: change.by ?? 'office',
  };
}

/**
 * POSTs the enquiry as JSON with `Idempotency-Key: <submissionId>` (an office change: its event, with
 * `<submissionId>:<eventId>`). Any 2xx is accepted. A network error or a 5xx is tried once more (same key, so
 * the automation can drop the duplicate); a 4xx, a second failure or the time-out is a failed delivery.
 * Answers never include the URL, which is a secret.
 */
export function automationChannel({
  url,
  fetch: fetchImpl = globalThis.fetch,
}: AutomationOptions): AutomationChannel {
  const post = async (body: string, key: string, timeoutMs: number): Promise<ChannelResult> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    // Settles the race below even if a fetch implementation ignored the signal.
    const deadline = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new Error('time-out')), { once: true }),
    );
    deadline.catch(() => {});
    let failure = '';
    let status: number | undefined;
    let attempts = 0;
    try {
      while (attempts < 2) {
        attempts++;
        let response: Response;
        try {
          const request = fetchImpl(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body,
            signal: controller.signal,
            // A redirect would turn the POST into a GET on 301/302; treat it as a refusal instead.
            redirect: 'manual',
          });
          request.catch(() => {}); // its rejection after the deadline won is not news
          response = await Promise.race([request, deadline]);
        } catch {
          if (controller.signal.aborted) {
            return { ok: false, answer: `no answer within ${timeoutMs} ms`, status };
          }
          failure = 'the automation could not be reached';
          status = undefined;
          continue;
        }
        // The answer's body is not needed; cancelling it frees the connection.
        response.body?.cancel().catch(() => {});
        status = response.status;
        if (response.status >= 200 && response.status < 300) {
          return { ok: true, answer: `the automation answered ${response.status}`, status };
        }
        failure = `the automation answered ${response.status}`;
        if (response.status < 500) break;
      }
      return { ok: false, answer: attempts > 1 ? `${failure} (tried twice)` : failure, status };
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    deliver: (enquiry, timeoutMs = FORWARD_TIMEOUT_MS) =>
      post(JSON.stringify(enquiry), enquiry.submissionId, timeoutMs),
    deliverEvent: (event, timeoutMs = FORWARD_TIMEOUT_MS) => post(JSON.stringify(event), event.id, timeoutMs),
  };
}

/**
 * What each event of a booking makes happen: the deliveries it queues, each with its condition. The one place
 * this is decided (issue 53): the office's actions, the agreement's acceptance, the client's requests, the
 * links' revoking, and which sender an event has a message for, all read this table. A new event is a row
 * here and a sender in src/server/delivery.ts.
 */
import type { BookingEvent, UpdateChannelName } from './states.js';

/** What the conditions look at. */
export interface EffectContext {
  /** SMTP is set up: e-mails to the client and to whoever booked can go. */
  mail: boolean;
  /** BOOKING_NOTIFY_TO is set too: e-mails to the business can go. */
  notify: boolean;
  /** BOOKING_FORWARD_EVENTS=on (and an automation): the automation hears each event. */
  automationEvents: boolean;
  /** The client's address is known (always, when the client booked). */
  client: boolean;
  /** Someone other than the client booked, and is told of each change (issue 52). */
  booker: boolean;
  /** This move gave the client's calendar entry another address (issue 52). */
  formerClient?: boolean;
  /** Who made the event, when not the office: the client (their booking page), or whoever booked for them. */
  by?: 'office' | 'client' | 'booker';
}

type Condition = (context: EffectContext) => boolean;

const toClient: Condition = ({ mail, client }) => mail && client;
const toBooker: Condition = ({ mail, booker }) => mail && booker;
const toBusiness: Condition = ({ mail, notify }) => mail && notify;
const toAutomation: Condition = ({ automationEvents }) => automationEvents;

/** Each event's deliveries, in the order they are queued, with when each is made. */
export const EFFECTS: Readonly<
  Record<BookingEvent, readonly { channel: UpdateChannelName; when: Condition }[]>
> = {
  booked: [
    { channel: 'client-update', when: toClient },
    { channel: 'booker-update', when: toBooker },
    { channel: 'automation-event', when: toAutomation },
  ],
  moved: [
    { channel: 'client-update', when: toClient },
    { channel: 'booker-update', when: toBooker },
    { channel: 'client-former', when: (context) => context.mail && !!context.formerClient },
    { channel: 'automation-event', when: toAutomation },
  ],
  declined: [
    { channel: 'client-update', when: toClient },
    { channel: 'booker-update', when: toBooker },
    { channel: 'automation-event', when: toAutomation },
  ],
  cancelled: [
    { channel: 'client-update', when: toClient },
    { channel: 'booker-update', when: toBooker },
    // The client's own cancel on the booking page: the business hears of it.
    { channel: 'booking-office', when: (context) => toBusiness(context) && context.by === 'client' },
    { channel: 'automation-event', when: toAutomation },
  ],
  // "done" tells nobody but the automation.
  done: [{ channel: 'automation-event', when: toAutomation }],
  // The office sends the agreement's link again.
  'agreement-sent': [{ channel: 'agreement', when: toClient }],
  'agreement-accepted': [
    { channel: 'agreement-copy', when: ({ mail }) => mail },
    { channel: 'agreement-office', when: toBusiness },
    { channel: 'automation-event', when: toAutomation },
  ],
  'change-requested': [
    { channel: 'booking-office', when: toBusiness },
    { channel: 'automation-event', when: toAutomation },
  ],
  'links-revoked': [{ channel: 'client-links', when: toClient }],
  // Issue 58: the client is told the report is ready, whoever booked is told without a link.
  'report-published': [
    { channel: 'report-ready', when: toClient },
    { channel: 'report-booker', when: toBooker },
    { channel: 'automation-event', when: toAutomation },
  ],
  'report-opened': [{ channel: 'automation-event', when: toAutomation }],
  'report-released': [],
  // The client asked for a fresh link: it goes to their address on file, as "Your report is ready" does.
  'report-link-sent': [{ channel: 'report-ready', when: toClient }],
  // Issue 59: the copy's link to the adviser the client named, and the business is told of each copy.
  'report-copy-sent': [
    { channel: 'report-copy', when: ({ mail }) => mail },
    { channel: 'report-copy-office', when: toBusiness },
  ],
  'report-copy-revoked': [],
  // Issue 59: the sweep's one review request, to the client's own address.
  'review-requested': [{ channel: 'review-request', when: toClient }],
  // Issue 60: the automation hears of each payment and refund (payment.received, payment.refunded).
  'payment-received': [{ channel: 'automation-event', when: toAutomation }],
  'payment-refunded': [{ channel: 'automation-event', when: toAutomation }],
};

/** The deliveries `event` makes in `context`. */
export function effectsOf(event: BookingEvent, context: EffectContext): UpdateChannelName[] {
  return EFFECTS[event].filter(({ when }) => when(context)).map(({ channel }) => channel);
}

/** Whether `event` ever delivers on `channel`: a sender has a message only for the events that do. */
export function deliversOn(event: BookingEvent, channel: UpdateChannelName): boolean {
  return EFFECTS[event].some((effect) => effect.channel === channel);
}

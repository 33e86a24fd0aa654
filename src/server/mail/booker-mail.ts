/**
 * Issue 52: the e-mails of a booking made by someone other than the client.
 *
 * - The booker's notice of each change (booked, moved, cancelled, declined): what changed and the time, and
 *   their read-only view of the booking. No link in it can change or cancel anything, and it carries no
 *   calendar file: the client's calendar is the one that follows the booking.
 * - The client's fresh links, after the office revoked the old ones (or a migration did): their booking page,
 *   and the agreement while the business sends one.
 *
 * Every value a person typed is escaped.
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { inspectionTitle } from './enquiry-mail.js';
import type { MailMessage } from './message.js';
import { agreementSection, letter, linkSection, plain, questionsText } from './parts.js';
import { formatClock, formatDayDate, windowText, propertyAddress } from '../../domain/booking/words.js';
import { type BookingSlot, type ChangeEvent } from '../../domain/booking/states.js';

/** The changes a booker is told of. */
export type BookerNoticeKind = Exclude<ChangeEvent, 'done'>;

/** The subjects' words, by kind: for the one who booked, about their client's inspection. */
export const BOOKER_NOTICE_TITLES = {
  booked: "Your client's inspection is booked",
  moved: "Your client's inspection has moved",
  cancelled: "Your client's inspection is cancelled",
  declined: 'We cannot take the booking request',
} as const satisfies Record<BookerNoticeKind, string>;

/** What the notice says of the booking page link it carries. */
export const BOOKER_VIEW_NOTE =
  'You can see the booking as it stands here. It is read only: the client manages the booking.';
export const BOOKER_ASK_NOTE =
  'You can see the booking here, and ask for another time on your client’s behalf. Only the client can cancel.';

export interface BookerNotice {
  kind: BookerNoticeKind;
  enquiry: Enquiry;
  /** booked, moved: the slot now; cancelled: as it was; declined: null. */
  slot: BookingSlot | null;
  /** booking_events.id: in the Message-ID. */
  eventId: number;
  /** Who cancelled, when the client did it on their booking page. */
  by?: 'client' | 'office';
}

export interface BookerNoticeOptions {
  from: string;
  siteOrigin: string;
  /** The booker's read-only booking page (`/booking/<view token>`); null when there is no link. */
  viewUrl: string | null;
  /** Whether that page lets them ask for another time (business.decisions.bookerMayAskForAnotherTime). */
  mayAsk?: boolean;
}

function when(slot: BookingSlot): string {
  return `${formatDayDate(slot.date)}, ${windowText(slot)} (arrival window, Sydney time)`;
}

/** The booker's notice of one change: what changed, the time, and no link that can change anything. */
export function bookerNoticeMail(notice: BookerNotice, options: BookerNoticeOptions): MailMessage {
  const { kind, enquiry, slot } = notice;
  const client = enquiry.clientName || 'your client';
  const subject = `${BOOKER_NOTICE_TITLES[kind]}: ${enquiry.reference}`;
  const said =
    kind === 'booked'
      ? `You asked us to inspect a property for ${client}. The inspection is booked, and we have e-mailed ` +
        `${client} the details, their calendar invitation and their booking page.`
      : kind === 'moved'
        ? `The inspection you booked for ${client} has a new time, and we have e-mailed ${client} the new ` +
          'details and their calendar invitation.'
        : kind === 'cancelled'
          ? `The inspection you booked for ${client} is cancelled${notice.by === 'client' ? ` at ${client}’s request` : ''}, ` +
            `and we have told ${client}.`
          : `We cannot take on the inspection you asked us to book for ${client}, and we have told ${client} ` +
            'where we have their address.';
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Inspection', inspectionTitle(enquiry.service)],
    ...(kind === 'declined'
      ? [['Property postcode', `NSW ${enquiry.postcode}`] as [string, string]]
      : [['Property', propertyAddress(enquiry)] as [string, string]]),
    ...(slot && kind !== 'declined'
      ? [[kind === 'cancelled' ? 'Was booked for' : 'When', when(slot)] as [string, string]]
      : []),
  ];
  const view = kind === 'declined' ? null : options.viewUrl;
  const viewNote = options.mayAsk ? BOOKER_ASK_NOTE : BOOKER_VIEW_NOTE;
  return letter({
    from: options.from,
    to: enquiry.email,
    reference: enquiry.reference,
    purpose: `booker-${kind}-${notice.eventId}`,
    subject,
    intro: said,
    rows,
    sections: view ? [linkSection('The booking', viewNote, view, 'See the booking')] : [],
    questions: plain(questionsText(enquiry.reference)),
    siteOrigin: options.siteOrigin,
  });
}

/** The subject's words of the client's fresh links. */
export const CLIENT_LINKS_TITLE = 'New links to your booking';

/**
 * The client's fresh links, after every earlier one was revoked: the booking page, and the agreement to read
 * and accept while the business sends one. Only to the client's own address.
 */
export function clientLinksMail(
  enquiry: Enquiry,
  {
    to,
    bookingPageUrl,
    agreementUrl,
    reportUrl = null,
    slot,
    eventId,
    from,
    siteOrigin,
  }: {
    to: string;
    bookingPageUrl: string;
    agreementUrl: string | null;
    /** Issue 58: the report's page, once a report is published. */
    reportUrl?: string | null;
    slot: BookingSlot | null;
    eventId: number;
    from: string;
    siteOrigin: string;
  },
): MailMessage {
  const subject = `${CLIENT_LINKS_TITLE}: ${enquiry.reference}`;
  const said =
    'We have replaced the links to your booking, so the ones we sent before no longer work. These are your ' +
    'new links. They are for you alone: please do not forward them.';
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Inspection', inspectionTitle(enquiry.service)],
    ['Property', propertyAddress(enquiry)],
    ...(slot
      ? [['When', `${formatDayDate(slot.date)}, from ${formatClock(slot.windowFrom)}`] as [string, string]]
      : []),
  ];
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `links-${eventId}`,
    subject,
    intro: said,
    rows,
    sections: [
      linkSection(
        'Your booking page',
        'To ask for another time or to cancel:',
        bookingPageUrl,
        'Your booking page',
      ),
      ...(agreementUrl
        ? [agreementSection('To read the agreement, and accept it if you have not:', agreementUrl)]
        : []),
      ...(reportUrl
        ? [
            linkSection(
              'Your inspection report',
              'To read the summary and download the report:',
              reportUrl,
              'Your report',
            ),
          ]
        : []),
    ],
    questions: plain(questionsText(enquiry.reference)),
    siteOrigin,
  });
}

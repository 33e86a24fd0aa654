/**
 * The e-mails the office's actions send to the client (issue 39; issue 52: to the client's address the office
 * gave, when someone else booked for them): "Your inspection is booked",
 * "Your inspection has moved", a declined request and a cancelled inspection, each with its calendar file
 * (ics.ts says which METHOD and why).
 *
 * Booked and moved carry the property's full address: by then the office has agreed the time with this
 * person on the phone, so it is no longer a stranger's words sent to whoever's address was typed in (the
 * privacy page says so). A declined request was never agreed with anyone, so its e-mail says no more than
 * the "requested" one did: the reference, the inspection and the postcode. Every value typed by a visitor or
 * by the office is escaped.
 */
import { business } from '../../content/business.js';
import { buildingHours, buildingPestHours } from '../../content/time-on-site.js';
import { paths } from '../../lib/paths.js';
import { NO_ADDONS, currentServiceLabel, serviceOptions } from '../../domain/booking/options.js';
import { sydneyInstant, sydneyWallTime } from '../../domain/booking/sydney-time.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { bookedInspectionTitle, inspectionTitle } from './enquiry-mail.js';
import {
  bookedVisitIcs,
  cancelledVisitIcs,
  declinedVisitIcs,
  type CalendarParty,
  type SydneyTime,
  type VisitUpdate,
} from './ics.js';
import { linkHtml } from './layout.js';
import { addressDomain, type MailAttachment, type MailMessage } from './message.js';
import {
  CALENDAR_PRODUCT_ID,
  accessSection,
  agreementSection,
  calendarFile,
  letter,
  linkedQuestions,
  linkSection,
  bodySection,
  phoneText,
  plain,
  type MailSection,
  type Paragraph,
} from './parts.js';
import { formatDayDate, formatPrice, windowText, propertyAddress } from '../../domain/booking/words.js';
import { type BookingSlot, type ChangeEvent } from '../../domain/booking/states.js';
import { DEPOSIT_WORDS } from '../../api/payment.js';

export interface BookingUpdate {
  /** 'done' sends no e-mail. */
  kind: Exclude<ChangeEvent, 'done'>;
  /** The stored payload. */
  enquiry: Enquiry;
  /** booked/moved: the new slot; cancelled: the slot as it was; declined: null. */
  slot: BookingSlot | null;
  /** declined/cancelled: the office's reason, or the client's own (`by`). */
  reason: string | null;
  /** Issue 54: 'client' when the client cancelled on their booking page. */
  by?: 'client' | 'booker';
  /** Issue 54, the client's cancel: the cancellation terms they accepted; null (or unset) when none. */
  terms?: readonly string[] | null;
  /** This e-mail's calendar SEQUENCE (ledger-kept, already raised). */
  sequence: number;
  /** booking_events.id: goes into the Message-ID. */
  eventId: number;
  /** DTSTAMP. */
  at: Date;
}

export interface BookingUpdateOptions {
  /** BOOKING_MAIL_FROM. */
  from: string;
  /** The business's name and the first BOOKING_NOTIFY_TO address: a mailbox someone reads. */
  organizer: CalendarParty;
  siteOrigin: string;
  /**
   * Issue 40: the pre-inspection agreement's link for a booked or moved e-mail, with the sentence before it
   * (to read and accept it; or, to an agent who booked, that it went to the client and this link only reads).
   */
  agreement?: { url: string; note: string } | null;
  /** Issue 41: the booking page's link (`/booking/<token>`) for a booked or moved e-mail; null for none. */
  bookingPage?: string | null;
  /**
   * Issue 52: the client's address, when it is not the form's own (someone else booked): the e-mail and the
   * calendar's ATTENDEE. The form's address unless given.
   */
  to?: string;
}

/** Issue 41: what the booked and moved e-mails say before the booking page's link. */
export const BOOKING_PAGE_NOTE =
  'To ask for another time or to cancel, use your booking page. The link is for you alone: please do not forward it.';

/** The subjects' and titles' words, by kind. */
export const BOOKING_UPDATE_TITLES = {
  booked: 'Your inspection is booked',
  moved: 'Your inspection has moved',
  declined: 'We cannot take your booking request',
  cancelled: 'Your inspection is cancelled',
} as const satisfies Record<BookingUpdate['kind'], string>;

/** The time on site each inspection's page states (time-on-site.ts); null where none is stated. */
const timeOnSite: Record<string, string> = {
  'pre-purchase-building-inspection': buildingHours,
  'pre-purchase-building-pest-inspection': buildingPestHours,
  'pre-sale-vendor-inspection': buildingHours,
};

function serviceSlug(service: string): string | null {
  const label = currentServiceLabel(service);
  return serviceOptions.find((option) => option.label === label)?.slug ?? null;
}

/** The stated time on site for the enquiry's inspection ('3–4 hours'), or null. */
export function hoursOnSite(service: string): string | null {
  const slug = serviceSlug(service);
  return (slug && timeOnSite[slug]) || null;
}

/**
 * Where the calendar event ends: the end of the arrival window plus the upper figure of the time on site,
 * counted in real hours (so across a change of clocks too); the window's end where no time is stated.
 */
export function visitEnd(slot: Pick<BookingSlot, 'date' | 'windowTo'>, service: string): SydneyTime {
  const stated = hoursOnSite(service);
  const upper = stated ? Number(/(\d+)\D*hours?$/.exec(stated)?.[1] ?? 0) : 0;
  if (upper === 0) return { date: slot.date, time: slot.windowTo };
  return sydneyWallTime(new Date(sydneyInstant(slot.date, slot.windowTo).getTime() + upper * 3_600_000));
}

export function bookingUpdateMail(update: BookingUpdate, options: BookingUpdateOptions): MailMessage {
  const { kind, enquiry, slot, reason } = update;
  const { siteOrigin } = options;
  const inspection = bookedInspectionTitle(enquiry, slot);
  const title = BOOKING_UPDATE_TITLES[kind];
  const subject = `${title}: ${enquiry.reference}`;
  const bookingUrl = new URL(paths.booking(serviceSlug(enquiry.service)), `${siteOrigin}/`).href;
  const addon = enquiry.addon && enquiry.addon !== NO_ADDONS ? enquiry.addon : null;
  const stated = hoursOnSite(enquiry.service);

  const rows: [string, string][] = [['Reference', enquiry.reference]];
  let intro: string;
  const sections: MailSection[] = [];
  let calendarNote = '';
  let again: Paragraph | null = null;

  if (kind === 'booked' || kind === 'moved') {
    if (!slot) throw new Error(`A "${kind}" e-mail needs the booked slot`);
    intro =
      kind === 'booked'
        ? 'Thank you for speaking with us. Your inspection is booked for the time we agreed:'
        : 'As agreed with you, your inspection has a new time. The new details are:';
    rows.push(
      ['Date', formatDayDate(slot.date)],
      ['Arrival window', `${windowText(slot)}, Sydney time`],
      ...(stated ? [['Time on site', `Allow ${stated}`] as [string, string]] : []),
      ['Property', propertyAddress(enquiry)],
      ['Inspection', inspection],
      ...(addon ? [['Add-on', addon] as [string, string]] : []),
      ['Price', formatPrice(slot.priceCents)],
      ...(slot.note ? [['Note from us', slot.note] as [string, string]] : []),
    );
    if (options.agreement) sections.push(agreementSection(options.agreement.note, options.agreement.url));
    sections.push(depositSection(slot, options.bookingPage ?? null));
    if (options.bookingPage) {
      sections.push(
        linkSection('Your booking page', BOOKING_PAGE_NOTE, options.bookingPage, 'Your booking page'),
      );
    }
    const access = accessSection();
    if (access) sections.push(access);
    calendarNote =
      kind === 'booked'
        ? 'The attached calendar invitation holds this time and is already accepted, so there is nothing to reply to.'
        : 'The attached calendar invitation moves the entry in your calendar to the new time.';
  } else if (kind === 'cancelled') {
    const when = slot ? ` on ${formatDayDate(slot.date)}, ${windowText(slot)}` : '';
    if (update.by === 'client') {
      // Issue 54: the client's own choice: no apology, their reason as theirs, and a fee only where agreed.
      intro = `As you asked on your booking page, your inspection${when ? `${when},` : ''} is cancelled.`;
      sections.push(clientCancelTerms(update.terms ?? null));
    } else {
      intro = `We are sorry: we have had to cancel your inspection${when}.`;
      sections.push(businessCancelNext());
    }
    calendarNote = 'The attached calendar file removes the inspection from your calendar.';
  } else {
    intro = 'Thank you for your booking request. We are sorry, but we cannot take on this inspection.';
    rows.push(['Inspection', inspection], ['Property postcode', `NSW ${enquiry.postcode}`]);
    calendarNote = enquiry.preferredDate
      ? 'The attached calendar file marks the requested date in your calendar as cancelled.'
      : '';
  }
  if (kind === 'declined' || kind === 'cancelled') {
    if (reason) rows.push([update.by === 'client' ? 'Your reason' : 'Reason', reason]);
  }
  // A cancel by the business offers another time itself (businessCancelNext); the others may book again.
  if (kind === 'declined' || (kind === 'cancelled' && update.by === 'client')) {
    again = {
      text: `To book again, send the booking form at ${bookingUrl}.`,
      html: `To book again, ${linkHtml(bookingUrl, 'send the booking form')}.`,
    };
  }

  const calendar = calendarAttachment(update, options, inspection);
  return {
    ...letter({
      from: options.from,
      to: options.to ?? enquiry.email,
      reference: enquiry.reference,
      purpose: `${kind}-${update.eventId}`,
      subject,
      title,
      intro,
      rows,
      sections,
      notes: [...(calendarNote ? [plain(calendarNote)] : []), ...(again ? [again] : [])],
      questions: linkedQuestions(enquiry.reference),
      siteOrigin,
    }),
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}

/**
 * Issue 60: the deposit asked (the slot records it), by when, and where to see how to pay it: the booking page,
 * never bank details in the e-mail. Until the business decides one, the office tells the client how to pay.
 */
export function depositSection(slot: BookingSlot, bookingPage: string | null): MailSection {
  const deposit = slot.deposit;
  if (!deposit) return bodySection(DEPOSIT_WORDS.heading, DEPOSIT_WORDS.notSet);
  if (!bookingPage) {
    return bodySection(DEPOSIT_WORDS.heading, `${DEPOSIT_WORDS.due(deposit)} ${DEPOSIT_WORDS.weWillTell}`);
  }
  return linkSection(
    DEPOSIT_WORDS.heading,
    `${DEPOSIT_WORDS.due(deposit)} ${DEPOSIT_WORDS.howToPay}`,
    bookingPage,
    'How to pay the deposit',
  );
}

/** Issue 54: what happens when the business cancels: the agreement's promise, whatever notice was given. */
export const BUSINESS_CANCEL_NEXT =
  'You choose what happens next: another time that suits you, or a full refund of anything you have paid ' +
  'for this inspection. No fee applies to you.';

function businessCancelNext(): MailSection {
  return bodySection('What happens next', `${BUSINESS_CANCEL_NEXT} Call us on ${phoneText()} to choose.`);
}

/** Issue 54: with no agreement accepted, no fee was agreed. */
export const NO_FEE_AGREED =
  'No cancellation fee applies: you had not accepted an agreement that sets one. If you have paid anything ' +
  'for this inspection, it is refunded in full.';
export const ACCEPTED_TERMS_INTRO = 'The cancellation terms of the agreement you accepted:';

/** The client's cancel: the terms they accepted, word for word, or that no fee applies. */
function clientCancelTerms(terms: readonly string[] | null): MailSection {
  return bodySection(
    'Fees and refunds',
    terms && terms.length > 0 ? [ACCEPTED_TERMS_INTRO, ...terms].join('\n\n') : NO_FEE_AGREED,
  );
}

/** What every calendar file of one booking shares: its UID's parts, who wrote it, when, and its SEQUENCE. */
function calendarBase(
  update: Pick<BookingUpdate, 'enquiry' | 'sequence' | 'at'>,
  options: Pick<BookingUpdateOptions, 'from' | 'organizer'>,
): Omit<VisitUpdate, 'summary' | 'location' | 'description'> {
  return {
    reference: update.enquiry.reference,
    domain: addressDomain(options.from),
    productId: CALENDAR_PRODUCT_ID,
    stamp: update.at,
    sequence: update.sequence,
    organizer: options.organizer,
  };
}

function calendarAttachment(
  update: BookingUpdate,
  options: BookingUpdateOptions,
  inspection: string,
): MailAttachment | null {
  const { kind, enquiry, slot } = update;
  const base = calendarBase(update, options);
  const contact = `Phone ${phoneText()}, email ${business.email}.`;
  if (kind === 'booked' || kind === 'moved') {
    if (!slot) return null;
    const stated = hoursOnSite(enquiry.service);
    return calendarFile(
      'REQUEST',
      bookedVisitIcs({
        ...base,
        summary: `${inspection}, ${business.name}`,
        location: propertyAddress(enquiry),
        description:
          `Inspection ${enquiry.reference} with ${business.name}. Arrival window ${windowText(slot)} ` +
          'Sydney time' +
          `${stated ? `; allow ${stated} on site` : ''}. Price: ${formatPrice(slot.priceCents)}.` +
          `${slot.note ? ` Note from us: ${slot.note}` : ''} ${contact}`,
        attendee: options.to ?? enquiry.email,
        start: { date: slot.date, time: slot.windowFrom },
        end: visitEnd(slot, enquiry.service),
      }),
    );
  }
  if (kind === 'cancelled') {
    return calendarFile(
      'CANCEL',
      cancelledVisitIcs({
        ...base,
        summary: `Cancelled: ${inspection}, ${business.name}`,
        location: '',
        description: `Inspection ${enquiry.reference} with ${business.name} is cancelled. ${contact}`,
        attendee: options.to ?? enquiry.email,
        start: slot ? { date: slot.date, time: slot.windowFrom } : null,
        end: slot ? visitEnd(slot, enquiry.service) : null,
      }),
    );
  }
  if (!enquiry.preferredDate) return null;
  return calendarFile(
    'PUBLISH',
    declinedVisitIcs({
      ...base,
      date: enquiry.preferredDate,
      summary: `Inspection request declined: ${inspection}`,
      location: `NSW ${enquiry.postcode}`,
      description: `Booking request ${enquiry.reference} with ${business.name}: declined, nothing is booked. ${contact}`,
    }),
  );
}

/** Issue 52: the subject's words of the calendar's CANCEL to a client's former address. */
export const FORMER_CLIENT_TITLE = 'Inspection removed from this calendar';

/**
 * Issue 52: a move that changed the client's address. The old address gets the calendar's CANCEL for the
 * booking's one event (its UID, the move's SEQUENCE), so the entry leaves that calendar while the new address
 * gets the REQUEST. It says no more than the reference and the inspection: whoever reads it may not be the
 * client.
 */
export function formerClientMail(
  update: Pick<BookingUpdate, 'enquiry' | 'sequence' | 'eventId' | 'at'>,
  options: Pick<BookingUpdateOptions, 'from' | 'organizer' | 'siteOrigin'> & { to: string },
): MailMessage {
  const { enquiry } = update;
  const inspection = inspectionTitle(enquiry.service);
  const said =
    `The calendar invitation for inspection ${enquiry.reference} (${inspection}) now goes to another address, ` +
    'so the attached file removes it from this calendar. The inspection itself is unchanged.';
  const questions = `If this is a mistake, call us on ${phoneText()} and quote ${enquiry.reference}.`;
  const content = cancelledVisitIcs({
    ...calendarBase(update, options),
    summary: `Removed: ${inspection}, ${business.name}`,
    location: '',
    description: `${said} ${questions}`,
    attendee: options.to,
    start: null,
    end: null,
  });
  return {
    ...letter({
      from: options.from,
      to: options.to,
      reference: enquiry.reference,
      purpose: `former-${update.eventId}`,
      subject: `${FORMER_CLIENT_TITLE}: ${enquiry.reference}`,
      intro: said,
      questions: plain(questions),
      siteOrigin: options.siteOrigin,
    }),
    attachments: [calendarFile('CANCEL', content)],
  };
}

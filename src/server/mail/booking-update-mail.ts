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
import { bookingProcessPage } from '../../content/pages/booking-process.js';
import { buildingHours, buildingPestHours } from '../../content/time-on-site.js';
import { paths } from '../../lib/paths.js';
import { NO_ADDONS, currentServiceLabel, serviceOptions } from '../../domain/booking/options.js';
import { sydneyInstant, sydneyWallTime } from '../../domain/booking/sydney-time.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { inspectionTitle } from './enquiry-mail.js';
import {
  bookedVisitIcs,
  cancelledVisitIcs,
  declinedVisitIcs,
  type CalendarParty,
  type SydneyTime,
  type VisitUpdate,
} from './ics.js';
import { escapeHtml, headingHtml, linkHtml, pageHtml, paragraphHtml, rowsHtml, rowsText } from './layout.js';
import { addressDomain, stableMessageId, type MailAttachment, type MailMessage } from './message.js';
import { formatDayDate, formatPrice, windowText } from '../../domain/booking/words.js';
import { type BookingSlot, type ChangeEvent } from '../../domain/booking/states.js';

export interface BookingUpdate {
  /** 'done' sends no e-mail. */
  kind: Exclude<ChangeEvent, 'done'>;
  /** The stored payload. */
  enquiry: Enquiry;
  /** booked/moved: the new slot; cancelled: the slot as it was; declined: null. */
  slot: BookingSlot | null;
  /** declined/cancelled: the office's reason. */
  reason: string | null;
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

const accessStep = bookingProcessPage.steps.find((step) => step.id === 'access');

/** A content body ('\n\n' between paragraphs, '- ' list lines) as mail HTML. */
export function bodyHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        const items = lines
          .map((line) => `<li style="margin:4px 0;">${escapeHtml(line.slice(2))}</li>`)
          .join('');
        return (
          `<ul style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;margin:8px 0;` +
          `padding-left:22px;font-size:15px;line-height:1.5;color:#111923;">${items}</ul>`
        );
      }
      return paragraphHtml(escapeHtml(block));
    })
    .join('');
}

export function phoneText(): string {
  return business.phone.display.replace(/\u00a0/g, ' ');
}

export function bookingUpdateMail(update: BookingUpdate, options: BookingUpdateOptions): MailMessage {
  const { kind, enquiry, slot, reason } = update;
  const { siteOrigin } = options;
  const inspection = inspectionTitle(enquiry.service);
  const title = BOOKING_UPDATE_TITLES[kind];
  const subject = `${title}: ${enquiry.reference}`;
  const privacyUrl = new URL(paths.privacy(), `${siteOrigin}/`).href;
  const bookingUrl = new URL(paths.booking(serviceSlug(enquiry.service)), `${siteOrigin}/`).href;
  const addon = enquiry.addon && enquiry.addon !== NO_ADDONS ? enquiry.addon : null;
  const stated = hoursOnSite(enquiry.service);

  const questionsText = `Questions? Call us on ${phoneText()} or email ${business.email}, and quote ${enquiry.reference}.`;
  const questionsHtml =
    `Questions? Call us on ${linkHtml(`tel:${business.phone.e164}`, business.phone.display)} or email ` +
    `${linkHtml(`mailto:${business.email}`, business.email)}, and quote ` +
    `<span style="white-space:nowrap;">${escapeHtml(enquiry.reference)}</span>.`;

  const rows: [string, string][] = [['Reference', enquiry.reference]];
  const intro: string[] = [];
  const sections: { heading: string; text: string; html: string }[] = [];
  let calendarNote = '';
  let againText = '';
  let againHtml = '';

  if (kind === 'booked' || kind === 'moved') {
    if (!slot) throw new Error(`A "${kind}" e-mail needs the booked slot`);
    intro.push(
      kind === 'booked'
        ? 'Thank you for speaking with us. Your inspection is booked for the time we agreed:'
        : 'As agreed with you, your inspection has a new time. The new details are:',
    );
    rows.push(
      ['Date', formatDayDate(slot.date)],
      ['Arrival window', `${windowText(slot)}, Sydney time`],
      ...(stated ? [['Time on site', `Allow ${stated}`] as [string, string]] : []),
      ['Property', enquiry.address],
      ['Inspection', inspection],
      ...(addon ? [['Add-on', addon] as [string, string]] : []),
      ['Price', formatPrice(slot.priceCents)],
      ...(slot.note ? [['Note from us', slot.note] as [string, string]] : []),
    );
    if (options.agreement) {
      sections.push({
        heading: 'Pre-inspection agreement',
        text: `${options.agreement.note}\n${options.agreement.url}`,
        html:
          paragraphHtml(escapeHtml(options.agreement.note)) +
          paragraphHtml(linkHtml(options.agreement.url, 'The pre-inspection agreement')),
      });
    }
    if (options.bookingPage) {
      sections.push({
        heading: 'Your booking page',
        text: `${BOOKING_PAGE_NOTE}\n${options.bookingPage}`,
        html:
          paragraphHtml(escapeHtml(BOOKING_PAGE_NOTE)) +
          paragraphHtml(linkHtml(options.bookingPage, 'Your booking page')),
      });
    }
    if (accessStep) {
      sections.push({
        heading: 'How access works',
        text: accessStep.body,
        html: bodyHtml(accessStep.body),
      });
    }
    calendarNote =
      kind === 'booked'
        ? 'The attached calendar invitation holds this time and is already accepted, so there is nothing to reply to.'
        : 'The attached calendar invitation moves the entry in your calendar to the new time.';
  } else if (kind === 'cancelled') {
    intro.push(
      slot
        ? `We are sorry: your inspection on ${formatDayDate(slot.date)}, ${windowText(slot)}, is cancelled.`
        : 'We are sorry: your inspection is cancelled.',
    );
    calendarNote = 'The attached calendar file removes the inspection from your calendar.';
  } else {
    intro.push('Thank you for your booking request. We are sorry, but we cannot take on this inspection.');
    rows.push(['Inspection', inspection], ['Property postcode', `NSW ${enquiry.postcode}`]);
    calendarNote = enquiry.preferredDate
      ? 'The attached calendar file marks the requested date in your calendar as cancelled.'
      : '';
  }
  if (kind === 'declined' || kind === 'cancelled') {
    if (reason) rows.push(['Reason', reason]);
    againText = `To book again, send the booking form at ${bookingUrl}.`;
    againHtml = `To book again, ${linkHtml(bookingUrl, 'send the booking form')}.`;
  }

  const text = [
    subject,
    '',
    ...intro,
    '',
    rowsText(rows),
    ...sections.flatMap((section) => ['', section.heading.toUpperCase(), section.text]),
    ...(calendarNote ? ['', calendarNote] : []),
    ...(againText ? ['', againText] : []),
    '',
    questionsText,
    '',
    business.name,
    `How we handle your details: ${privacyUrl}`,
    '',
  ].join('\n');
  const html = pageHtml({
    title,
    body:
      intro.map((line) => paragraphHtml(escapeHtml(line))).join('') +
      rowsHtml(rows) +
      sections.map((section) => headingHtml(section.heading) + section.html).join('') +
      (calendarNote ? paragraphHtml(escapeHtml(calendarNote)) : '') +
      (againHtml ? paragraphHtml(againHtml) : '') +
      paragraphHtml(questionsHtml),
    footer: `${escapeHtml(business.name)} · ${linkHtml(privacyUrl, 'How we handle your details')}`,
  });

  const calendar = calendarAttachment(update, options, inspection);
  return {
    from: options.from,
    to: [options.to ?? enquiry.email],
    replyTo: business.email,
    subject,
    text,
    html,
    messageId: stableMessageId(enquiry.reference, `${kind}-${update.eventId}`, options.from),
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}

function calendarAttachment(
  update: BookingUpdate,
  options: BookingUpdateOptions,
  inspection: string,
): MailAttachment | null {
  const { from, organizer } = options;
  const { kind, enquiry, slot } = update;
  const base: Omit<VisitUpdate, 'summary' | 'location' | 'description'> = {
    reference: enquiry.reference,
    domain: addressDomain(from),
    productId: `-//${business.name}//Booking requests//EN`,
    stamp: update.at,
    sequence: update.sequence,
    organizer,
  };
  const contact = `Phone ${phoneText()}, email ${business.email}.`;
  const attachment = (method: string, content: string): MailAttachment => ({
    filename: 'inspection.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  });
  if (kind === 'booked' || kind === 'moved') {
    if (!slot) return null;
    const stated = hoursOnSite(enquiry.service);
    return attachment(
      'REQUEST',
      bookedVisitIcs({
        ...base,
        summary: `${inspection}, ${business.name}`,
        location: enquiry.address,
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
    return attachment(
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
  return attachment(
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
  const subject = `${FORMER_CLIENT_TITLE}: ${enquiry.reference}`;
  const privacyUrl = new URL(paths.privacy(), `${options.siteOrigin}/`).href;
  const said =
    `The calendar invitation for inspection ${enquiry.reference} (${inspection}) now goes to another address, ` +
    'so the attached file removes it from this calendar. The inspection itself is unchanged.';
  const questions = `If this is a mistake, call us on ${phoneText()} and quote ${enquiry.reference}.`;
  const content = cancelledVisitIcs({
    reference: enquiry.reference,
    domain: addressDomain(options.from),
    productId: `-//${business.name}//Booking requests//EN`,
    stamp: update.at,
    sequence: update.sequence,
    organizer: options.organizer,
    summary: `Removed: ${inspection}, ${business.name}`,
    location: '',
    description: `${said} ${questions}`,
    attendee: options.to,
    start: null,
    end: null,
  });
  return {
    from: options.from,
    to: [options.to],
    replyTo: business.email,
    subject,
    text: [
      subject,
      '',
      said,
      '',
      questions,
      '',
      business.name,
      `How we handle your details: ${privacyUrl}`,
      '',
    ].join('\n'),
    html: pageHtml({
      title: subject,
      body: paragraphHtml(escapeHtml(said)) + paragraphHtml(escapeHtml(questions)),
      footer: `${escapeHtml(business.name)} · ${linkHtml(privacyUrl, 'How we handle your details')}`,
    }),
    messageId: stableMessageId(enquiry.reference, `former-${update.eventId}`, options.from),
    attachments: [
      {
        filename: 'inspection.ics',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        content,
      },
    ],
  };
}

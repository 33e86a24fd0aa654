/**
 * The visitor's confirmation that the enquiry arrived. It goes only to the booker's own address, and it
 * repeats only what the business chose, never what the visitor typed as free text: no name, no street or
 * unit, no suburb, no message, no client's details. Anyone can type someone else's address into a form; this
 * keeps such a message from carrying a stranger's words (or a link of their choosing) to that person. The
 * property is named by its postcode alone: a suburb is free text (50 letters of anyone's choosing), and no
 * kept list of NSW localities fits a Worker (docs/bookings.md#limits-the-confirmation-a-burst-of-mail-a-flood says what was looked for).
 */
import { business } from '../../content/business.js';
import { NO_ADDONS } from '../../domain/booking/options.js';
import { paths } from '../../lib/paths.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { inspectionTitle } from './enquiry-mail.js';
import { requestedVisitIcs } from './ics.js';
import { escapeHtml, headingHtml, linkHtml, pageHtml, paragraphHtml, rowsHtml, rowsText } from './layout.js';
import { addressDomain, stableMessageId, type MailMessage } from './message.js';
import { formatDayDate } from '../../domain/booking/words.js';

/** What happens next, in the business's own terms: a call to confirm the time and price, then a deposit. */
export const NEXT_STEPS =
  'We will call you to confirm the time of the inspection and its final price, which depends on the ' +
  "property's size, location and complexity. A deposit then secures the booking.";

export interface ConfirmationOptions {
  from: string;
  /** The site's canonical origin, for the privacy page's link. */
  siteOrigin: string;
  now?: Date;
}

/** 'Monday 7 December 2026, morning', 'Morning', or '' when no timing was given. */
export function preferredTiming(enquiry: Pick<Enquiry, 'preferredDate' | 'preferredTime'>): string {
  const time = enquiry.preferredTime ? enquiry.preferredTime.toLowerCase() : '';
  if (enquiry.preferredDate) return [formatDayDate(enquiry.preferredDate), time].filter(Boolean).join(', ');
  return enquiry.preferredTime;
}

export function confirmationMail(
  enquiry: Enquiry,
  { from, siteOrigin, now = new Date() }: ConfirmationOptions,
): MailMessage {
  const inspection = inspectionTitle(enquiry.service);
  const place = `NSW ${enquiry.postcode}`;
  const timing = preferredTiming(enquiry);
  const privacyUrl = new URL(paths.privacy(), `${siteOrigin}/`).href;
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Inspection', inspection],
    ...(enquiry.addon && enquiry.addon !== NO_ADDONS ? [['Add-on', enquiry.addon] as [string, string]] : []),
    ['Property postcode', place],
    ...(timing ? [['Preferred timing', timing] as [string, string]] : []),
  ];
  const subject = `We have your booking request ${enquiry.reference}`;
  const calendarNote = enquiry.preferredDate
    ? 'The attached calendar entry holds your preferred date as requested; we will agree the time when we call.'
    : '';
  const ignore =
    'If you did not send this request, you can ignore this email: nothing is booked until we have spoken ' +
    'with you.';
  const text = [
    subject,
    '',
    'Thank you. We have received your booking request. This is not yet a confirmed booking.',
    '',
    rowsText(rows),
    '',
    'WHAT HAPPENS NEXT',
    NEXT_STEPS,
    ...(calendarNote ? ['', calendarNote] : []),
    '',
    `Questions? Call us on ${business.phone.display.replace(/\u00a0/g, ' ')} or email ${business.email}, and ` +
      `quote ${enquiry.reference}.`,
    '',
    ignore,
    '',
    `${business.name}`,
    `How we handle your details: ${privacyUrl}`,
    '',
  ].join('\n');
  const html = pageHtml({
    title: 'We have your booking request',
    body:
      paragraphHtml(
        'Thank you. We have received your booking request. This is not yet a confirmed booking.',
      ) +
      rowsHtml(rows) +
      headingHtml('What happens next') +
      paragraphHtml(escapeHtml(NEXT_STEPS)) +
      (calendarNote ? paragraphHtml(escapeHtml(calendarNote)) : '') +
      paragraphHtml(
        `Questions? Call us on ${linkHtml(`tel:${business.phone.e164}`, business.phone.display)} or email ` +
          `${linkHtml(`mailto:${business.email}`, business.email)}, and quote ${escapeHtml(enquiry.reference)}.`,
      ),
    footer:
      `${escapeHtml(ignore)}<br><br>${escapeHtml(business.name)} · ` +
      linkHtml(privacyUrl, 'How we handle your details'),
  });
  const attachments = enquiry.preferredDate
    ? [
        {
          filename: 'inspection-request.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: requestedVisitIcs({
            reference: enquiry.reference,
            domain: addressDomain(from),
            date: enquiry.preferredDate,
            summary: `Inspection requested: ${inspection}`,
            location: place,
            description:
              `Booking request ${enquiry.reference} with ${business.name}` +
              `${enquiry.preferredTime ? ` (preferred time: ${enquiry.preferredTime.toLowerCase()})` : ''}. ` +
              `Requested, not yet booked: ${NEXT_STEPS} Phone ${business.phone.display.replace(/\u00a0/g, ' ')}.`,
            productId: `-//${business.name}//Booking requests//EN`,
            stamp: now,
            organizer: { name: business.name, address: business.email },
          }),
        },
      ]
    : undefined;
  return {
    from,
    to: [enquiry.email],
    replyTo: business.email,
    subject,
    text,
    html,
    messageId: stableMessageId(enquiry.reference, 'confirmation', from),
    attachments,
  };
}

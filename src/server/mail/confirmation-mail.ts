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
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { inspectionTitle } from './enquiry-mail.js';
import { requestedVisitIcs } from './ics.js';
import { addressDomain, type MailMessage } from './message.js';
import {
  CALENDAR_PRODUCT_ID,
  bodySection,
  calendarFile,
  letter,
  linkedQuestions,
  phoneText,
  plain,
} from './parts.js';
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
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Inspection', inspection],
    ...(enquiry.addon && enquiry.addon !== NO_ADDONS ? [['Add-on', enquiry.addon] as [string, string]] : []),
    ['Property postcode', place],
    ...(timing ? [['Preferred timing', timing] as [string, string]] : []),
  ];
  const calendarNote = enquiry.preferredDate
    ? 'The attached calendar entry holds your preferred date as requested; we will agree the time when we call.'
    : '';
  const attachments = enquiry.preferredDate
    ? [
        calendarFile(
          'PUBLISH',
          requestedVisitIcs({
            reference: enquiry.reference,
            domain: addressDomain(from),
            date: enquiry.preferredDate,
            summary: `Inspection requested: ${inspection}`,
            location: place,
            description:
              `Booking request ${enquiry.reference} with ${business.name}` +
              `${enquiry.preferredTime ? ` (preferred time: ${enquiry.preferredTime.toLowerCase()})` : ''}. ` +
              `Requested, not yet booked: ${NEXT_STEPS} Phone ${phoneText()}.`,
            productId: CALENDAR_PRODUCT_ID,
            stamp: now,
            organizer: { name: business.name, address: business.email },
          }),
          'inspection-request.ics',
        ),
      ]
    : undefined;
  return {
    ...letter({
      from,
      to: enquiry.email,
      reference: enquiry.reference,
      purpose: 'confirmation',
      subject: `We have your booking request ${enquiry.reference}`,
      title: 'We have your booking request',
      intro: 'Thank you. We have received your booking request. This is not yet a confirmed booking.',
      rows,
      sections: [bodySection('What happens next', NEXT_STEPS)],
      notes: calendarNote ? [plain(calendarNote)] : [],
      questions: linkedQuestions(enquiry.reference, { wrapReference: true }),
      postscript:
        'If you did not send this request, you can ignore this email: nothing is booked until we have spoken ' +
        'with you.',
      siteOrigin,
    }),
    attachments,
  };
}

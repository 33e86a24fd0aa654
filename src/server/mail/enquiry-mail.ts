/**
 * The business's copy of an enquiry: every field of the form, taken from its field list (fields.ts), with
 * who booked and the client kept apart. Reply-To is the booker, so a reply goes to them. It opens with the
 * enquiry's office link and a tap to call (office-links.ts).
 */
import { productTitleOf, type BookingJob } from '../../domain/booking/job.js';
import { bookingFields, fieldLabel, type BookingFieldSpec } from '../../domain/booking/fields.js';
import {
  bookedBySellingAgentForBuyer,
  bookingForClient,
  serviceOptions,
} from '../../domain/booking/options.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { headingHtml, pageHtml, paragraphHtml, rowsHtml, rowsText, escapeHtml } from './layout.js';
import { rowsSection, sectionsHtml, sectionsText } from './parts.js';
import { officeLinks } from './office-links.js';
import { isIsoDate } from '../../domain/booking/sydney-time.js';
import { stableMessage, type MailMessage } from './message.js';
import { formatDayDate, formatSydneyTime, propertyAddress } from '../../domain/booking/words.js';

/** The inspection's title ('Pre-Purchase Building Inspection'), from its option label with the price. */
export function inspectionTitle(serviceLabel: string): string {
  return serviceOptions.find((option) => option.label === serviceLabel)?.title ?? serviceLabel;
}

/** Issue 54: the inspection as booked: the job the office booked, else the one the enquiry asked for. */
export function bookedInspectionTitle(
  enquiry: Pick<Enquiry, 'service'>,
  slot: { job?: BookingJob } | null | undefined,
): string {
  return slot?.job ? productTitleOf(slot.job.service) : inspectionTitle(enquiry.service);
}

const groupHeadings: Record<BookingFieldSpec['group'], string> = {
  booker: 'Who is booking',
  client: 'The client',
  brief: 'Contact, property and inspection',
  timing: 'Timing and access',
};

/** The enquiry's fields as [heading, rows] in the form's order; the client's only when someone booked for them. */
export function enquirySections(enquiry: Enquiry): [string, [string, string][]][] {
  const forClient = bookingForClient(enquiry.bookedBy);
  const sections = new Map<string, [string, string][]>();
  for (const spec of bookingFields) {
    if (spec.group === 'client' && !forClient) continue;
    const heading =
      spec.group === 'brief' && forClient ? 'The booker, property and inspection' : groupHeadings[spec.group];
    const raw = (enquiry as Record<string, unknown>)[spec.name];
    const value = typeof raw === 'string' ? raw : '';
    const rows = sections.get(heading) ?? [];
    // A date as a person reads it, with the day of the week: '2026-12-07' is 'Monday 7 December 2026'.
    rows.push([
      fieldLabel(spec, forClient),
      spec.kind === 'date' && isIsoDate(value) ? formatDayDate(value) : value,
    ]);
    sections.set(heading, rows);
  }
  return [...sections];
}

export interface EnquiryMailOptions {
  from: string;
  to: string[];
  /** The site's origin, for the enquiry's address in the office (issue 57). */
  siteOrigin: string;
  /** Why the visitor's confirmation was held back, when it was: the business may want to confirm by hand. */
  confirmationHeld?: string | null;
}

/**
 * The business mail's flag on a buyer's pre-purchase inspection booked by the selling agent (issue 42): the
 * booking is taken, and the office knows the agent acts for the vendor while the report is the buyer's.
 */
export const SELLING_AGENT_FLAG = 'booked by the selling agent';

export function enquiryMail(
  enquiry: Enquiry,
  { from, to, siteOrigin, confirmationHeld = null }: EnquiryMailOptions,
): MailMessage {
  const title = inspectionTitle(enquiry.service);
  const flagged = bookedBySellingAgentForBuyer(enquiry.bookedBy, enquiry.service);
  const subject =
    `Booking request ${enquiry.reference}: ${title}, ${enquiry.suburb}` +
    `${flagged ? ` (${SELLING_AGENT_FLAG})` : ''}${enquiry.test ? ' (test)' : ''}`;
  const received = formatSydneyTime(new Date(enquiry.receivedAt));
  const sections = enquirySections(enquiry).map(([heading, rows]) => rowsSection(heading, rows));
  const about: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Received', received],
    ['Address', propertyAddress(enquiry)],
    ...(flagged
      ? [
          [
            'Flag',
            `A pre-purchase inspection ${SELLING_AGENT_FLAG}, who acts for the vendor: the report is made ` +
              'out to the buyer, the client below.',
          ] as [string, string],
        ]
      : []),
    ...(confirmationHeld
      ? [['Confirmation', `Not sent to the visitor: ${confirmationHeld}.`] as [string, string]]
      : []),
  ];
  const trailer: [string, string][] = [
    ['Sent from', enquiry.source],
    ['Submission id', enquiry.submissionId],
  ];
  const booker = bookingForClient(enquiry.bookedBy) ? `${enquiry.name} (${enquiry.bookedBy})` : enquiry.name;
  const act = officeLinks(enquiry, siteOrigin);
  const text = [
    `New booking request ${enquiry.reference}`,
    '',
    act.text,
    '',
    rowsText(about),
    ...sectionsText(sections),
    '',
    rowsText(trailer),
    '',
    `Reply to this email to write to ${booker}. Call to confirm the time and the final price; a deposit secures the booking.`,
    '',
  ].join('\n');
  const html = pageHtml({
    title: `New booking request ${enquiry.reference}`,
    body:
      act.html +
      rowsHtml(about) +
      sectionsHtml(sections) +
      headingHtml('Where it came from') +
      rowsHtml(trailer) +
      paragraphHtml(
        `Reply to this email to write to ${escapeHtml(booker)}. Call to confirm the time and the final ` +
          'price; a deposit secures the booking.',
      ),
  });
  return stableMessage(
    { from, to, replyTo: enquiry.email, subject, text, html },
    enquiry.reference,
    'enquiry',
  );
}

/**
 * The office's e-mail of a client's request from the booking page (issue 41): another time asked for, or the
 * inspection cancelled. To the business (BOOKING_NOTIFY_TO), once per request (its event's delivery row).
 */
import { business } from '../../content/business.js';
import { cancellationSectionOf } from '../agreement/content.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { ChangeRecord } from '../ledger/ledger.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import { pageHtml } from '../mail/layout.js';
import { openingHtml, openingText } from '../mail/parts.js';
import { stableMessage, type MailMessage } from '../mail/message.js';
import {
  formatClock,
  formatDayDate,
  formatPrice,
  formatSydneyTime,
  propertyAddress,
} from '../../domain/booking/words.js';

export const CLIENT_REQUEST_TITLES = {
  'change-requested': 'The client asks for another time',
  cancelled: 'The client cancelled the inspection',
} as const;

/**
 * Issue 54: with no agreement accepted, no fee was agreed, so none is shown or charged (ACL s18, s29(1)(m)).
 */
export const TERMS_WITHOUT_AGREEMENT = [
  'You can cancel at no cost.',
  'No cancellation fee applies: you have not accepted an agreement that sets one.',
] as const;

/**
 * The cancellation terms the booking page shows: those of the agreement the client accepted, word for word
 * from the accepted text (its "Cancelling or moving the inspection" section), so a fee shows only where the
 * client agreed to it; with none accepted, no fee (TERMS_WITHOUT_AGREEMENT).
 */
export function cancellationTerms(acceptedText: string | null): string[] {
  const accepted = acceptedText ? cancellationSectionOf(acceptedText) : null;
  return accepted && accepted.length > 0 ? accepted : [...TERMS_WITHOUT_AGREEMENT];
}

/** The office's e-mail of a 'change-requested' or a client's 'cancelled' change; null for any other. */
export function clientRequestMail(
  enquiry: Enquiry,
  change: ChangeRecord,
  { to, from }: { to: string[]; from: string },
): MailMessage | null {
  if (change.event !== 'change-requested' && !(change.event === 'cancelled' && change.by === 'client')) {
    return null;
  }
  const title = CLIENT_REQUEST_TITLES[change.event];
  const subject = `${title}: ${enquiry.reference}`;
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Inspection', inspectionTitle(enquiry.service)],
    ['Property', propertyAddress(enquiry)],
    [
      'Booked for',
      change.slot
        ? `${formatDayDate(change.slot.date)}, ${formatClock(change.slot.windowFrom)} to ` +
          `${formatClock(change.slot.windowTo)}, ${formatPrice(change.slot.priceCents)}`
        : '(no time)',
    ],
    ['When', formatSydneyTime(change.at)],
  ];
  if (change.event === 'change-requested') {
    (change.request?.preferred ?? []).forEach((time, i) => rows.push([`Preferred time ${i + 1}`, time]));
    if (change.request?.note) rows.push(['Note', change.request.note]);
  } else {
    rows.push(['Reason', change.reason ?? '']);
  }
  const asker =
    change.by === 'booker'
      ? `The ${enquiry.bookedBy.toLowerCase()} who booked this for the client`
      : 'The client';
  const intro =
    change.event === 'change-requested'
      ? `${asker} asked for another time on their booking page. Nothing has changed yet: call them, then ` +
        'move the booking in the office (or mark the request handled).'
      : 'The client cancelled this inspection on their booking page. It is cancelled in the office, and the ' +
        'client was sent the calendar cancellation.';
  const text = [...openingText(subject, intro, rows), '', business.name, ''].join('\n');
  const html = pageHtml({ title, body: openingHtml(intro, rows) });
  return stableMessage(
    { from, to, replyTo: enquiry.email, subject, text, html },
    enquiry.reference,
    `client-request-${change.id}`,
  );
}

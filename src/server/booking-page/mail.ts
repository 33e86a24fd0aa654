/**
 * The office's e-mail of a client's request from the booking page (issue 41): another time asked for, or the
 * inspection cancelled. To the business (BOOKING_NOTIFY_TO), once per request (its event's delivery row).
 */
import { business } from '../../content/business.js';
import { cancellationSectionOf } from '../agreement/content.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { ChangeRecord } from '../ledger/ledger.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import { escapeHtml, pageHtml, paragraphHtml, rowsHtml, rowsText } from '../mail/layout.js';
import { officeLinks } from '../mail/office-links.js';
import { openingHtml, openingText } from '../mail/parts.js';
import { bookingForClient } from '../../domain/booking/options.js';
import { askedTimeText, readPreferredTime } from '../../domain/booking/preferred-time.js';
import { sydneyDate } from '../../domain/booking/sydney-time.js';
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

/** The lines of the change-request mail that say how its times were read (issue 57). */
export const ASKED_TIMES_NOTE =
  'Each time is as they wrote it; in brackets, the day we read in it, counted from the Sydney day they asked ' +
  'on. Check it with them on the call.';

/**
 * Who asked: the client by name, or whoever booked for them (issue 52), as the mail and the office say it.
 * 'the client, Priya Shah' or 'the selling agent who booked for the client, Jo Wombat'.
 */
export function askerOf(enquiry: Enquiry, by: ChangeRecord['by']): string {
  if (by === 'booker')
    return `the ${enquiry.bookedBy.toLowerCase()} who booked for the client, ${enquiry.name}`;
  return `the client, ${bookingForClient(enquiry.bookedBy) ? enquiry.clientName : enquiry.name}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The office's e-mail of a 'change-requested' or a client's 'cancelled' change; null for any other. It opens
 * with the enquiry's office link and the calls (office-links.ts); a request gives each time asked for, read
 * into a day where the words name one (preferred-time.ts); a cancel says the client cancelled, with the reason.
 */
export function clientRequestMail(
  enquiry: Enquiry,
  change: ChangeRecord,
  { to, from, siteOrigin }: { to: string[]; from: string; siteOrigin: string },
): MailMessage | null {
  if (change.event !== 'change-requested' && !(change.event === 'cancelled' && change.by === 'client')) {
    return null;
  }
  const title = CLIENT_REQUEST_TITLES[change.event];
  const subject = `${title}: ${enquiry.reference}`;
  const asker = askerOf(enquiry, change.by);
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Inspection', inspectionTitle(enquiry.service)],
    ['Property', propertyAddress(enquiry)],
    [
      change.event === 'cancelled' ? 'Was booked for' : 'Booked for',
      change.slot
        ? `${formatDayDate(change.slot.date)}, ${formatClock(change.slot.windowFrom)} to ` +
          `${formatClock(change.slot.windowTo)}, ${formatPrice(change.slot.priceCents)}`
        : '(no time)',
    ],
    [change.event === 'cancelled' ? 'Cancelled' : 'Asked', formatSydneyTime(change.at)],
  ];
  const askedOn = sydneyDate(change.at);
  if (change.event === 'change-requested') {
    (change.request?.preferred ?? []).forEach((time, i) =>
      rows.push([`Time ${i + 1} asked for`, askedTimeText(time, readPreferredTime(time, askedOn))]),
    );
    if (change.request?.note) rows.push(['Note', change.request.note]);
  }
  const intro =
    change.event === 'change-requested'
      ? `${capitalised(asker)}, asked for another time on the booking page. Nothing has changed yet: call ` +
        'them, agree a time, then move the booking in the office (or mark the request handled).'
      : `${capitalised(asker)}, cancelled this inspection on their booking page. It is cancelled in the ` +
        'office, and the client was sent the calendar cancellation.';
  // The cancel's reason in their words, on its own line, before anything else.
  const reason = change.event === 'cancelled' ? `Their reason: ${change.reason ?? ''}` : null;
  const act = officeLinks(enquiry, siteOrigin);
  const asked = change.event === 'change-requested';
  const text = [
    ...openingText(subject, intro),
    ...(reason ? ['', reason] : []),
    '',
    act.text,
    '',
    rowsText(rows),
    ...(asked ? ['', ASKED_TIMES_NOTE] : []),
    '',
    business.name,
    '',
  ].join('\n');
  const html = pageHtml({
    title,
    body:
      openingHtml(intro) +
      (reason ? paragraphHtml(escapeHtml(reason)) : '') +
      act.html +
      rowsHtml(rows) +
      (asked ? paragraphHtml(escapeHtml(ASKED_TIMES_NOTE)) : ''),
  });
  return stableMessage(
    { from, to, replyTo: enquiry.email, subject, text, html },
    enquiry.reference,
    `client-request-${change.id}`,
  );
}

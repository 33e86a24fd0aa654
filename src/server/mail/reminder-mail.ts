/**
 * The day-before e-mails (issue 41): the client's reminder of tomorrow's inspection, and the office's list of
 * tomorrow's inspections with each agreement's state. The reminder says what the booked e-mail said (date,
 * window, address, how access works, from the same content), the agreement's link while it is not accepted,
 * and the client's booking page. Every value typed by a visitor or by the office is escaped.
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { DigestEntry, DroppedReminder } from '../ledger/reminders.js';
import { hoursOnSite } from './booking-update-mail.js';
import { TERMS_WITHOUT_AGREEMENT } from '../booking-page/mail.js';
import { inspectionTitle } from './enquiry-mail.js';
import { escapeHtml, headingHtml, listHtml, pageHtml, paragraphHtml } from './layout.js';
import { stableMessage, type MailMessage } from './message.js';
import {
  accessSection,
  agreementSection,
  letter,
  linkedQuestions,
  linkSection,
  type MailSection,
} from './parts.js';
import { formatDayDate, formatSydneyTime, windowText, propertyAddress } from '../../domain/booking/words.js';
import { type BookingSlot } from '../../domain/booking/states.js';
import { DEPOSIT_WORDS, type PaymentSummary } from '../../api/payment.js';
import { bodySection } from './parts.js';

export const REMINDER_TITLE = 'Your inspection is tomorrow';
export const DIGEST_TITLE = "Tomorrow's inspections";

/** The sentence before the agreement's link in a reminder. */
export const REMINDER_AGREEMENT_NOTE =
  'The pre-inspection agreement is not accepted yet. Please read it and accept it online before we arrive:';
export const REMINDER_ASK = 'Need another time, or to cancel?';
export const REMINDER_BOOKING_PAGE_NOTE = 'Your booking page shows the booking and lets you ask:';
/**
 * Issue 55: a day before, a cancel may be inside the notice the accepted terms give, so the invitation warns of
 * the fee; with no agreement accepted, none applies, and it says so (booking-page/mail.ts).
 */
export const REMINDER_FEE_WARNING =
  'A cancellation this close to the inspection may carry the fee in the agreement you accepted.';
export const REMINDER_NO_FEE = TERMS_WITHOUT_AGREEMENT[1];

export interface ReminderMail {
  enquiry: Enquiry;
  slot: BookingSlot;
  to: string;
  /** The agreement's link, while it is not accepted; null otherwise. */
  agreementUrl: string | null;
  /** Issue 55: whether the client accepted an agreement (its cancellation terms then apply to a cancel). */
  accepted?: boolean;
  /** The client's booking page (`/booking/<token>`); null without a link secret or nonce. */
  bookingPageUrl: string | null;
  /**
   * Issue 52: the page is the booker's read-only one (a booking made for a client whose address was never
   * given): the note says it only shows the booking.
   */
  readOnlyPage?: boolean;
  /** Issue 60: where the booking's payment stands, to say whether the deposit asked was received. */
  payment?: PaymentSummary | null;
}

/** The sentence before a read-only booking page's link in a reminder to the booker. */
export const REMINDER_VIEW_NOTE = 'The booking as it stands (read only):';

export function reminderMail(
  {
    enquiry,
    slot,
    to,
    agreementUrl,
    bookingPageUrl,
    readOnlyPage = false,
    accepted = false,
    payment = null,
  }: ReminderMail,
  { from, siteOrigin }: { from: string; siteOrigin: string },
): MailMessage {
  const subject = `${REMINDER_TITLE}: ${enquiry.reference}`;
  const stated = hoursOnSite(enquiry.service);
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Date', formatDayDate(slot.date)],
    ['Arrival window', `${windowText(slot)}, Sydney time`],
    ...(stated ? [['Time on site', `Allow ${stated}`] as [string, string]] : []),
    ['Property', propertyAddress(enquiry)],
    ['Inspection', inspectionTitle(enquiry.service)],
    ...(slot.note ? [['Note from us', slot.note] as [string, string]] : []),
  ];
  const access = accessSection();
  const deposit = reminderDeposit(slot, payment);
  const sections: MailSection[] = [
    ...(deposit ? [bodySection(DEPOSIT_WORDS.heading, deposit)] : []),
    ...(agreementUrl ? [agreementSection(REMINDER_AGREEMENT_NOTE, agreementUrl)] : []),
    ...(access ? [access] : []),
    ...(bookingPageUrl
      ? [
          readOnlyPage
            ? linkSection('The booking', REMINDER_VIEW_NOTE, bookingPageUrl, 'See the booking')
            : linkSection(
                'Your booking',
                `${REMINDER_ASK} ${accepted ? REMINDER_FEE_WARNING : REMINDER_NO_FEE} ${REMINDER_BOOKING_PAGE_NOTE}`,
                bookingPageUrl,
                'Your booking page',
              ),
        ]
      : []),
  ];
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `reminder-${slot.date}`,
    subject,
    title: REMINDER_TITLE,
    // Issue 55: a buyer's inspection is of a property that is not theirs yet.
    intro: REMINDER_INTRO,
    rows,
    sections,
    questions: linkedQuestions(enquiry.reference),
    siteOrigin,
  });
}

/**
 * Issue 60: whether the deposit asked was received, in the reminder; null when none was asked. Never bank
 * details: the booking page shows how to pay.
 */
export function reminderDeposit(slot: BookingSlot, payment: PaymentSummary | null): string | null {
  if (!slot.deposit || !payment) return null;
  if (payment.state === 'paid-in-full') return DEPOSIT_WORDS.paidInFull;
  if (payment.state === 'deposit-paid') return DEPOSIT_WORDS.received;
  if (payment.state === 'deposit-due') return DEPOSIT_WORDS.notReceived(slot.deposit);
  return null;
}

/** Issue 60: the daily list's words for an inspection whose deposit is still due. */
export const DIGEST_DEPOSIT_DUE = 'Deposit still due';

/** What the office's list says of an agreement. */
export function digestAgreement(entry: DigestEntry, agreements: boolean): string {
  if (!agreements || !entry.agreementVersion) return 'No agreement sent';
  if (entry.accepted) return 'Agreement accepted';
  return entry.agreementSent ? 'Agreement not accepted yet' : 'Agreement not sent';
}

/** Issue 54: how the daily list introduces a client's particular concerns. */
export const CONCERNS_LABEL = "The client's concerns";

/** The reminder's first line: "the property", which for a buyer is not theirs yet (issue 55). */
export const REMINDER_INTRO = 'A reminder that we inspect the property tomorrow, at the time we agreed:';

/** Issue 59: a report the daily list names, due tomorrow or overdue (report/turnaround.ts `reportsDue`). */
export interface DigestReportDue {
  reference: string;
  enquiry: Enquiry;
  due: Date;
  overdue: boolean;
}

/** Issue 59: the daily list's heading over the reports due. */
export const DIGEST_REPORTS_HEADING = 'Reports due';

/** Issue 59: one report due in the daily list: the reference, the inspection and the property, and when. */
export function digestReportLine(report: DigestReportDue): string {
  const when = report.overdue
    ? `Overdue: it was due ${formatSydneyTime(report.due)}`
    : `Due ${formatSydneyTime(report.due)}`;
  return `${report.reference}, ${inspectionTitle(report.enquiry.service)}, ${propertyAddress(report.enquiry)}. ${when}.`;
}

export function digestMail(
  date: string,
  entries: readonly DigestEntry[],
  dropped: readonly DroppedReminder[],
  {
    from,
    to,
    agreements,
    reports = [],
  }: { from: string; to: string[]; agreements: boolean; reports?: readonly DigestReportDue[] },
): MailMessage {
  const day = formatDayDate(date);
  const subject = `Bookings: ${DIGEST_TITLE.toLowerCase()}, ${day} (${entries.length})`;
  // Each inspection: when and which first, then where and for whom, then the agreement's state on a line of
  // its own (in bold while it is not accepted, which is what the office acts on).
  const lines = entries.map((entry) => {
    const when = `${entry.reference}, ${windowText(entry.slot)}`;
    const what = `${inspectionTitle(entry.enquiry.service)}, ${propertyAddress(entry.enquiry)}, ${entry.enquiry.name}`;
    const agreement =
      digestAgreement(entry, agreements) +
      (entry.payment?.state === 'deposit-due' ? `. ${DIGEST_DEPOSIT_DUE}` : '');
    const pending = agreements && !!entry.agreementVersion && !entry.accepted;
    // Issue 54: the client's particular concerns, given when accepting, for the inspector to read first.
    const concerns = entry.concerns ? `${CONCERNS_LABEL}: ${entry.concerns}` : '';
    return {
      text: `- ${when}: ${what}. ${agreement}.${concerns ? `\n  ${concerns.replace(/\n/g, '\n  ')}` : ''}`,
      html:
        `<strong>${escapeHtml(when)}</strong><br>${escapeHtml(what)}<br>` +
        (pending || entry.payment?.state === 'deposit-due'
          ? `<strong>${escapeHtml(agreement)}</strong>`
          : escapeHtml(agreement)) +
        (concerns ? `<br>${escapeHtml(concerns).replace(/\n/g, '<br>')}` : ''),
    };
  });
  const droppedLines = dropped.map((d) => {
    const what = `${d.reference}, inspection ${formatDayDate(d.bookedDate)}: the reminder was not sent${
      d.lastAnswer ? ` (last: ${d.lastAnswer})` : ''
    }.`;
    return { text: `- ${what}`, html: escapeHtml(what) };
  });
  const intro = entries.length
    ? `Booked for ${day}, agreements not accepted first:`
    : `Nothing is booked for ${day}.`;
  // Issue 59: the reports overdue first, then those due tomorrow.
  const reportLines = [...reports]
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.due.getTime() - b.due.getTime())
    .map((report) => {
      const line = digestReportLine(report);
      return {
        text: `- ${line}`,
        html: report.overdue ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line),
      };
    });
  const reportsIntro = `Reports overdue, and those due ${day}:`;
  const droppedIntro =
    'These clients got no reminder: it could not go before their inspection day began. Call them if it matters.';
  const text = [
    subject,
    '',
    intro,
    ...lines.map((l) => l.text),
    ...(reports.length ? ['', reportsIntro, ...reportLines.map((l) => l.text)] : []),
    ...(dropped.length ? ['', droppedIntro, ...droppedLines.map((l) => l.text)] : []),
    '',
  ].join('\n');
  const list = (items: { html: string }[]) => listHtml(items.map((item) => item.html));
  const html = pageHtml({
    title: `${DIGEST_TITLE}, ${day}`,
    body:
      paragraphHtml(escapeHtml(intro)) +
      (lines.length ? list(lines) : '') +
      (reports.length
        ? headingHtml(DIGEST_REPORTS_HEADING) + paragraphHtml(escapeHtml(reportsIntro)) + list(reportLines)
        : '') +
      (dropped.length
        ? headingHtml('Reminders not sent') + paragraphHtml(escapeHtml(droppedIntro)) + list(droppedLines)
        : ''),
  });
  return stableMessage({ from, to, subject, text, html }, 'office', `digest-${date}`);
}

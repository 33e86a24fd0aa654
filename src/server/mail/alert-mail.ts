/**
 * The alarm the business gets when its automation has not taken enquiries: each one named by reference,
 * inspection and suburb, with the automation's last answer. Its subject always says "automation", so a mail
 * rule can pick it out; the enquiries' own e-mails never do.
 */
import type { WaitingEnquiry } from '../ledger/ledger.js';
import { inspectionTitle } from './enquiry-mail.js';
import { escapeHtml, pageHtml, paragraphHtml } from './layout.js';
import { addressDomain, type MailMessage } from './message.js';
import { formatSydneyTime } from '../../domain/booking/words.js';

export interface AlertOptions {
  from: string;
  to: string[];
  /** Whether each enquiry also went to the business mailbox (BOOKING_SMTP_URL with BOOKING_NOTIFY_TO). */
  mailboxToo: boolean;
  now: Date;
}

export function automationAlertMail(
  waiting: readonly WaitingEnquiry[],
  { from, to, mailboxToo, now }: AlertOptions,
): MailMessage {
  const count = waiting.length;
  const subject = `Bookings: the automation has not taken ${count} ${count === 1 ? 'enquiry' : 'enquiries'}`;
  const lines = waiting.map((w) => {
    const answer = w.lastAnswer ?? 'not tried yet';
    return {
      text:
        `- ${w.reference}: ${inspectionTitle(w.enquiry.service)}, ${w.enquiry.suburb}. Received ` +
        `${formatSydneyTime(w.receivedAt)}; ${w.attempts} ${w.attempts === 1 ? 'attempt' : 'attempts'}; last ` +
        `answer: ${answer}.`,
      html:
        `<li style="margin:8px 0;"><strong>${escapeHtml(w.reference)}</strong>: ` +
        `${escapeHtml(inspectionTitle(w.enquiry.service))}, ${escapeHtml(w.enquiry.suburb)}.<br>Received ` +
        `${escapeHtml(formatSydneyTime(w.receivedAt))}; ${w.attempts} ` +
        `${w.attempts === 1 ? 'attempt' : 'attempts'}; last answer: ${escapeHtml(answer)}.</li>`,
    };
  });
  const intro =
    'The booking system could not hand these enquiries to your automation (Make, Zapier or n8n). It keeps ' +
    'trying: every few minutes at first, then every 15 minutes, for 24 hours.';
  const where = mailboxToo
    ? 'Each one also reached this mailbox as its own email, so nobody is left waiting: call them from there.'
    : 'Call each person back from the enquiry list: npm run enquiries.';
  const fix =
    'Check that the automation is switched on and its webhook address is the one in BOOKING_FORWARD_URL. ' +
    'Once it works again, waiting enquiries go through by themselves; to send one at once: ' +
    'npm run enquiries -- --resend <reference> automation.';
  const text = [
    subject,
    '',
    intro,
    '',
    ...lines.map((l) => l.text),
    '',
    where,
    '',
    fix,
    '',
    'The next alert waits at least an hour.',
    '',
  ].join('\n');
  const html = pageHtml({
    title: subject,
    body:
      paragraphHtml(escapeHtml(intro)) +
      `<ul style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;padding-left:20px;color:#111923;">${lines
        .map((l) => l.html)
        .join('')}</ul>` +
      paragraphHtml(escapeHtml(where)) +
      paragraphHtml(escapeHtml(fix)),
    footer: 'The next alert waits at least an hour.',
  });
  return {
    from,
    to,
    subject,
    text,
    html,
    messageId: `<alert.${now.getTime().toString(36)}.${Math.random().toString(36).slice(2, 10)}@${addressDomain(from)}>`,
  };
}

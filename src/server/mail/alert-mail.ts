/**
 * The alarm the business gets when its automation has not taken enquiries: each one named by reference,
 * inspection and suburb, with the automation's last answer. Its subject always says "automation", so a mail
 * rule can pick it out; the enquiries' own e-mails never do.
 */
import type { WaitingEnquiry } from '../ledger/ledger.js';
import { inspectionTitle } from './enquiry-mail.js';
import { escapeHtml, pageHtml, paragraphHtml } from './layout.js';
import { addressDomain, type MailMessage } from './message.js';
import { dollars, formatSydneyTime } from '../../domain/booking/words.js';

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

/** A Stripe payment or refund recorded for no booking the ledger knows (issue 60), as the alert names it. */
export interface UnmatchedPayment {
  /** The row's id in booking_payments, for the office to find it. */
  id: number;
  kind: 'payment' | 'refund';
  amountCents: number;
  currency: string;
  /** Stripe's client_reference_id as it came; null when none did. */
  reference: string | null;
  /** The Sydney date Stripe says it was paid or refunded. */
  paidOn: string;
}

/**
 * The business is told of each Stripe payment or refund that names no booking (issue 60): recorded and flagged,
 * never lost, and matched by the office. Its subject always says "payment", so a mail rule can pick it out.
 * Stripe's ids and the amount only: never card data, never the payer's address.
 */
export function unmatchedPaymentMail(
  payment: UnmatchedPayment,
  { from, to, now }: Omit<AlertOptions, 'mailboxToo'>,
): MailMessage {
  const what = payment.kind === 'payment' ? 'payment' : 'refund';
  const amount =
    payment.currency === 'aud'
      ? dollars(payment.amountCents)
      : `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;
  const subject = `Bookings: a Stripe ${what} of ${amount} names no booking`;
  const named = payment.reference
    ? `It names the reference ${payment.reference}, which is no booking in the ledger.`
    : 'It names no booking reference at all.';
  const lines = [
    `Stripe's webhook recorded a ${what} of ${amount} on ${payment.paidOn} (payment record #${payment.id}). ${named}`,
    'It is kept, flagged "unknown reference", in the ledger. Find the booking it belongs to from Stripe\'s ' +
      'dashboard (the payment shows who paid): until it is matched, no booking shows it as paid.',
  ];
  return {
    from,
    to,
    subject,
    text: [subject, '', ...lines.flatMap((line) => [line, '']), ''].join('\n'),
    html: pageHtml({ title: subject, body: lines.map((line) => paragraphHtml(escapeHtml(line))).join('') }),
    messageId: `<payment.${payment.id}.${now.getTime().toString(36)}@${addressDomain(from)}>`,
  };
}

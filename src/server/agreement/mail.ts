/**
 * The agreement's e-mails (issue 40): the link to read and accept it (sent to the client when an agent
 * booked, and when the office sends it again), and the copy of the accepted text to the client and to the
 * business. The link is a bearer credential: it goes only to the address it is for, never into a log.
 */
import { business } from '../../content/business.js';
import { paths } from '../../lib/paths.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { AcceptanceRecord } from '../ledger/ledger.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import { escapeHtml, linkHtml, pageHtml, paragraphHtml, rowsHtml, rowsText } from '../mail/layout.js';
import { stableMessageId, type MailMessage } from '../mail/message.js';
import { formatSydneyTime } from '../../domain/booking/words.js';

export const AGREEMENT_MAIL_TITLES = {
  link: 'Your pre-inspection agreement',
  copy: 'Your accepted pre-inspection agreement',
  office: 'Pre-inspection agreement accepted',
} as const;

/** The page of an agreement link: /agreement/<token> on the site's origin. */
export function agreementUrl(siteOrigin: string, token: string): string {
  return new URL(`/agreement/${encodeURIComponent(token)}`, `${siteOrigin}/`).href;
}

const phone = () => business.phone.display.replace(/\u00a0/g, ' ');

function privacyUrl(siteOrigin: string): string {
  return new URL(paths.privacy(), `${siteOrigin}/`).href;
}

/** The link to read and accept the agreement, to `to`. */
export function agreementLinkMail(
  enquiry: Enquiry,
  {
    to,
    url,
    eventId,
    from,
    siteOrigin,
  }: { to: string; url: string; eventId: number; from: string; siteOrigin: string },
): MailMessage {
  const title = AGREEMENT_MAIL_TITLES.link;
  const subject = `${title}: ${enquiry.reference}`;
  const intro =
    `Your ${inspectionTitle(enquiry.service)} with ${business.name} is booked. Before the inspection, please ` +
    'read the pre-inspection agreement, which sets out what the inspection covers, its limits and its price, ' +
    'and accept it online with your full name.';
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Property', enquiry.address],
  ];
  const questions = `Questions? Call us on ${phone()} or email ${business.email}, and quote ${enquiry.reference}.`;
  const text = [
    subject,
    '',
    intro,
    '',
    rowsText(rows),
    '',
    `Read and accept it: ${url}`,
    '',
    'The link is for you alone: please do not forward it.',
    '',
    questions,
    '',
    business.name,
    `How we handle your details: ${privacyUrl(siteOrigin)}`,
    '',
  ].join('\n');
  const html = pageHtml({
    title,
    body:
      paragraphHtml(escapeHtml(intro)) +
      rowsHtml(rows) +
      paragraphHtml(linkHtml(url, 'Read and accept the agreement')) +
      paragraphHtml('The link is for you alone: please do not forward it.') +
      paragraphHtml(escapeHtml(questions)),
    footer: `${escapeHtml(business.name)} · ${linkHtml(privacyUrl(siteOrigin), 'How we handle your details')}`,
  });
  return {
    from,
    to: [to],
    replyTo: business.email,
    subject,
    text,
    html,
    messageId: stableMessageId(enquiry.reference, `agreement-${eventId}`, from),
  };
}

/** The accepted text, as a copy to the client (`office: false`) or to the business. */
export function agreementCopyMail(
  enquiry: Enquiry,
  record: AcceptanceRecord,
  {
    to,
    eventId,
    from,
    siteOrigin,
    office,
  }: { to: string[]; eventId: number; from: string; siteOrigin: string; office: boolean },
): MailMessage {
  const title = office ? AGREEMENT_MAIL_TITLES.office : AGREEMENT_MAIL_TITLES.copy;
  const subject = `${title}: ${enquiry.reference}`;
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Accepted by', `${record.name}${record.onBehalf ? ", on the client's behalf" : ''}`],
    ['Accepted at', formatSydneyTime(record.acceptedAt)],
    ['Version', record.version],
    ['SHA-256 of the text', record.textSha256],
  ];
  const intro = office
    ? 'The pre-inspection agreement below was accepted online. The record is kept in the ledger.'
    : 'Thank you. This is your copy of the pre-inspection agreement you accepted, exactly as it was shown.';
  const text = [
    subject,
    '',
    intro,
    '',
    rowsText(rows),
    '',
    '---',
    '',
    record.text,
    '',
    '---',
    '',
    business.name,
    '',
  ].join('\n');
  const html = pageHtml({
    title,
    body:
      paragraphHtml(escapeHtml(intro)) +
      rowsHtml(rows) +
      record.text
        .split(/\n{2,}/)
        .map((block) => paragraphHtml(escapeHtml(block)))
        .join(''),
    footer: `${escapeHtml(business.name)} · ${linkHtml(privacyUrl(siteOrigin), 'How we handle your details')}`,
  });
  return {
    from,
    to,
    replyTo: business.email,
    subject,
    text,
    html,
    messageId: stableMessageId(enquiry.reference, `agreement-${office ? 'office' : 'copy'}-${eventId}`, from),
  };
}

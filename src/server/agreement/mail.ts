/**
 * The agreement's e-mails (issue 40): the link to read and accept it (sent to the client when an agent
 * booked, and when the office sends it again), and the copy of the accepted text to the client and to the
 * business. The link is a bearer credential: it goes only to the address it is for, never into a log.
 */
import { business } from '../../content/business.js';
import { signLink } from '../booking/links.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { AcceptanceRecord } from '../ledger/ledger.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import { escapeHtml, linkHtml, pageHtml, paragraphHtml } from '../mail/layout.js';
import { stableMessage, type MailMessage } from '../mail/message.js';
import { officeLinks } from '../mail/office-links.js';
import { letter, openingHtml, openingText, plain, privacyFooterHtml, questionsText } from '../mail/parts.js';
import { formatSydneyTime, propertyAddress } from '../../domain/booking/words.js';

export const AGREEMENT_MAIL_TITLES = {
  link: 'Your pre-inspection agreement',
  copy: 'Your accepted pre-inspection agreement',
  office: 'Pre-inspection agreement accepted',
} as const;

/** The page of an agreement link: /agreement/<token> on the site's origin. */
export function agreementUrl(siteOrigin: string, token: string): string {
  return new URL(`/agreement/${encodeURIComponent(token)}`, `${siteOrigin}/`).href;
}

/**
 * The client's agreement page for the booking's current version: its token signed for purpose 'agreement' with
 * the booking's nonce (the booked e-mail, a resend, fresh links, the report's gate all send this one).
 */
export async function clientAgreementUrl(
  secret: string,
  siteOrigin: string,
  submissionId: string,
  links: { nonce: string; version: string },
): Promise<string> {
  const token = await signLink(secret, {
    purpose: 'agreement',
    submissionId,
    nonce: links.nonce,
    version: links.version,
  });
  return agreementUrl(siteOrigin, token);
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
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `agreement-${eventId}`,
    subject: `${title}: ${enquiry.reference}`,
    title,
    intro:
      `Your ${inspectionTitle(enquiry.service)} with ${business.name} is booked. Before the inspection, please ` +
      'read the pre-inspection agreement, which sets out what the inspection covers, its limits and its price, ' +
      'and accept it online with your full name.',
    rows: [
      ['Reference', enquiry.reference],
      ['Property', propertyAddress(enquiry)],
    ],
    notes: [
      { text: `Read and accept it: ${url}`, html: linkHtml(url, 'Read and accept the agreement') },
      plain('The link is for you alone: please do not forward it.'),
    ],
    questions: plain(questionsText(enquiry.reference)),
    siteOrigin,
  });
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
    // Issue 55: the text carries its one version, by date. The client reads no hash; the business's copy
    // keeps the fingerprint the record holds.
    ...(office ? ([['SHA-256 of the text', record.textSha256]] as [string, string][]) : []),
  ];
  const intro = office
    ? 'The pre-inspection agreement below was accepted online. The record is kept in the ledger.'
    : 'Thank you. This is your copy of the pre-inspection agreement you accepted, exactly as it was shown.';
  // Issue 57: the business's copy opens with the enquiry's office link and the calls; the client's has neither.
  const act = office ? officeLinks(enquiry, siteOrigin) : null;
  const text = [
    ...openingText(subject, intro, rows),
    ...(act ? ['', act.text] : []),
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
      openingHtml(intro, rows) +
      (act?.html ?? '') +
      record.text
        .split(/\n{2,}/)
        .map((block) => paragraphHtml(escapeHtml(block)))
        .join(''),
    footer: privacyFooterHtml(siteOrigin),
  });
  return stableMessage(
    { from, to, replyTo: business.email, subject, text, html },
    enquiry.reference,
    `agreement-${office ? 'office' : 'copy'}-${eventId}`,
  );
}

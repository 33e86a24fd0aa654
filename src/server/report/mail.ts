/**
 * The report's e-mails (issue 58):
 * - to the client, "Your inspection report is ready": the link to their report page, and what the gate still
 *   needs (the agreement to accept first, with its link);
 * - to whoever booked for the client (an agent, a conveyancer): the report went to the client; no link;
 * - to the client, on request from a run-out link: a fresh link.
 *
 * None carries the report, an attachment or a word of its summary: a mailbox may be shared or forwarded, and
 * the report page, behind its link and the gate, is where the findings are. The link is a bearer credential:
 * it goes only to the client's address, never into a log.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  COPY_ROLE_NAMES,
  REPORT_COPY_LIMIT,
  REPORT_LINK_DAYS,
  REPORT_MESSAGES,
  type CopyRole,
} from '../../api/report.js';
import { bookedForClient } from '../../domain/booking/addressees.js';
import { pageHtml, rowsHtml, rowsText } from '../mail/layout.js';
import { stableMessage } from '../mail/message.js';
import { officeLinks } from '../mail/office-links.js';
import { business } from '../../content/business.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { propertyAddress } from '../../domain/booking/words.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import type { MailMessage } from '../mail/message.js';
import {
  agreementSection,
  letter,
  linkSection,
  openingHtml,
  openingText,
  plain,
  questionsText,
  type Paragraph,
} from '../mail/parts.js';

export const REPORT_MAIL_TITLES = {
  ready: 'Your inspection report is ready',
  revised: 'Your revised inspection report is ready',
  booker: "Your client's inspection report has been sent",
  bookerRevised: "Your client's revised inspection report has been sent",
  freshLink: 'A fresh link to your inspection report',
} as const;

/** What the link's section says of it, in the ready and the fresh-link mails. */
export const REPORT_LINK_NOTE =
  `The link is for you alone: please do not forward it. It works for ${REPORT_LINK_DAYS} days; after that, ` +
  'its page offers to e-mail you a fresh one.';

/** The words of the link itself. */
export const REPORT_LINK_TEXT = 'Open your report';

const facts = (enquiry: Enquiry): [string, string][] => [
  ['Reference', enquiry.reference],
  ['Inspection', inspectionTitle(enquiry.service)],
  ['Property', propertyAddress(enquiry)],
];

const questions = (enquiry: Enquiry): Paragraph => plain(questionsText(enquiry.reference));

export interface ReportReadyOptions {
  /** The client's address. */
  to: string;
  /** The client's report page: `/report/<token>` on the site's origin. */
  url: string;
  /** Whether the gate waits for the pre-inspection agreement's acceptance. */
  needsAgreement: boolean;
  /** The agreement's page for the client, when it is what the gate needs; null otherwise. */
  agreementUrl: string | null;
  version: number;
  /** Whether this version revises an earlier one. */
  revised: boolean;
  /** booking_events.id of the 'report-published' event: in the Message-ID. */
  eventId: number;
  from: string;
  siteOrigin: string;
}

/** To the client: the report is ready, its link, and what the gate still needs. */
export function reportReadyMail(
  enquiry: Enquiry,
  { to, url, needsAgreement, agreementUrl, version, revised, eventId, from, siteOrigin }: ReportReadyOptions,
): MailMessage {
  const title = revised ? REPORT_MAIL_TITLES.revised : REPORT_MAIL_TITLES.ready;
  const inspection = inspectionTitle(enquiry.service);
  const intro = revised
    ? `We have revised the report of your ${inspection} with ${business.name}. The link below opens the new ` +
      `version (version ${version}), which replaces the report we sent you before.`
    : needsAgreement
      ? `The report of your ${inspection} with ${business.name} is ready. The link below opens its page; the ` +
        'full report can be downloaded there once the pre-inspection agreement is accepted.'
      : `The report of your ${inspection} with ${business.name} is ready. The link below opens it: a short ` +
        'summary first, then the full report to download as a PDF.';
  const gate = needsAgreement
    ? agreementUrl
      ? [agreementSection(`${REPORT_MESSAGES.gate} Read and accept it here first:`, agreementUrl)]
      : []
    : [];
  const gateNote: Paragraph[] =
    needsAgreement && !agreementUrl
      ? [
          plain(
            `${REPORT_MESSAGES.gate} The link to read and accept it is in the e-mail we sent you with the ` +
              'booking; if you cannot find it, call us and we will send it again.',
          ),
        ]
      : [];
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `report-ready-${eventId}`,
    subject: `${title}: ${enquiry.reference}`,
    title,
    intro,
    rows: facts(enquiry),
    sections: [linkSection('Your report', REPORT_LINK_NOTE, url, REPORT_LINK_TEXT), ...gate],
    notes: gateNote,
    questions: questions(enquiry),
    siteOrigin,
  });
}

export interface ReportBookerNoticeOptions {
  /** The address of whoever booked for the client. */
  to: string;
  version: number;
  revised: boolean;
  /** booking_events.id of the 'report-published' event: in the Message-ID. */
  eventId: number;
  from: string;
  siteOrigin: string;
}

/** To whoever booked for the client: the report went to the client. No link, and nothing of the report. */
export function reportBookerNoticeMail(
  enquiry: Enquiry,
  { to, revised, eventId, from, siteOrigin }: ReportBookerNoticeOptions,
): MailMessage {
  const client = enquiry.clientName || 'your client';
  const title = revised ? REPORT_MAIL_TITLES.bookerRevised : REPORT_MAIL_TITLES.booker;
  const intro =
    (revised
      ? `We have sent ${client} a revised report of the inspection you booked for them, which replaces the ` +
        'one we sent before. '
      : `We have sent ${client} the report of the inspection you booked for them. `) +
    `It went to ${client}’s own e-mail address, with a link for them alone. The report is ${client}’s: for a ` +
    `copy, please ask ${client}.`;
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `report-booker-${eventId}`,
    subject: `${title}: ${enquiry.reference}`,
    title,
    intro,
    rows: facts(enquiry),
    questions: questions(enquiry),
    siteOrigin,
  });
}

export interface ReportFreshLinkOptions {
  /** The client's address on file. */
  to: string;
  /** The fresh link: `/report/<token>` on the site's origin. */
  url: string;
  from: string;
  siteOrigin: string;
}

/**
 * To the client, who asked from a run-out link: a fresh one. Its Message-ID comes from the link (a digest,
 * never the token), so a retry of one send is the same message and a later request is a new one.
 */
export function reportFreshLinkMail(
  enquiry: Enquiry,
  { to, url, from, siteOrigin }: ReportFreshLinkOptions,
): MailMessage {
  const title = REPORT_MAIL_TITLES.freshLink;
  const digest = bytesToHex(sha256(new TextEncoder().encode(url))).slice(0, 16);
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `report-link-${digest}`,
    subject: `${title}: ${enquiry.reference}`,
    title,
    intro:
      `You asked for a fresh link to the report of your ${inspectionTitle(enquiry.service)} with ` +
      `${business.name}, as the one we sent before has run out. Here it is.`,
    rows: facts(enquiry),
    sections: [linkSection('Your report', REPORT_LINK_NOTE, url, REPORT_LINK_TEXT)],
    questions: questions(enquiry),
    siteOrigin,
  });
}

// -----------------------------------------------------------------------------------------------------------------
// Issue 59: a read-only copy the client sent one of their advisers, and the office's notice of it.

/** The client's name as the form gave it: their own, or the one whoever booked for them gave. */
export const clientNameOf = (enquiry: Enquiry) =>
  bookedForClient(enquiry) ? enquiry.clientName || 'Our client' : enquiry.name;

export const REPORT_COPY_TITLES = {
  copy: 'A copy of an inspection report, sent at our client’s request',
  office: 'A report copy was sent at the client’s request',
} as const;

/** The words of the copy's link. */
export const REPORT_COPY_LINK_TEXT = 'Open the copy of the report';

export interface ReportCopyMailOptions {
  /** The adviser's address, as the client gave it. */
  to: string;
  role: CopyRole;
  /** The copy's page: `/report/<token>` on the site's origin. */
  url: string;
  /** booking_events.id of the 'report-copy-sent' event: in the Message-ID. */
  eventId: number;
  from: string;
  siteOrigin: string;
}

/**
 * To the adviser the client named: a fixed text, the client's name, the property, the business and the link.
 * Nothing the client typed for this copy is in it but the address it goes to, so it cannot carry a stranger's
 * message; the client's name and the property are the booking's, as the form checked them.
 */
export function reportCopyMail(
  enquiry: Enquiry,
  { to, role, url, eventId, from, siteOrigin }: ReportCopyMailOptions,
): MailMessage {
  const client = clientNameOf(enquiry);
  const title = REPORT_COPY_TITLES.copy;
  const intro =
    `${client} asked ${business.name} to send you a read-only copy of the report of the ` +
    `${inspectionTitle(enquiry.service)} we carried out at ${propertyAddress(enquiry)}. The link below opens ` +
    'it: a short summary, then the full report to download as a PDF.';
  const sellingAgent: Paragraph[] =
    role === 'selling-agent'
      ? [
          plain(
            `${client} chose to send this copy to the selling agent. The copy's page gives who wrote the ` +
              'report and when, as an agent’s record of a pre-purchase report needs.',
          ),
        ]
      : [];
  return letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `report-copy-${eventId}`,
    subject: `${title}: ${enquiry.reference}`,
    title,
    intro,
    rows: [
      ['Sent at the request of', client],
      ['Property', propertyAddress(enquiry)],
      ['Inspection', inspectionTitle(enquiry.service)],
      ['Reference', enquiry.reference],
    ],
    sections: [
      linkSection(
        'The report',
        `The link is for you alone. It works for ${REPORT_LINK_DAYS} days, unless ${client} or we withdraw it ` +
          'sooner. If you did not expect it, you can ignore this e-mail: nothing else will be sent to you.',
        url,
        REPORT_COPY_LINK_TEXT,
      ),
    ],
    notes: sellingAgent,
    questions: questions(enquiry),
    siteOrigin,
  });
}

export interface ReportCopyOfficeOptions {
  to: string[];
  copyId: number;
  email: string;
  role: CopyRole;
  eventId: number;
  from: string;
  siteOrigin: string;
}

/** To the business: the client sent a copy to an adviser; the office can withdraw it from the enquiry. */
export function reportCopyOfficeMail(
  enquiry: Enquiry,
  { to, copyId, email, role, eventId, from, siteOrigin }: ReportCopyOfficeOptions,
): MailMessage {
  const title = REPORT_COPY_TITLES.office;
  const subject = `${title}: ${enquiry.reference}`;
  const intro =
    `${clientNameOf(enquiry)} sent a read-only copy of the report from their report page (copy ${copyId} of ` +
    `${REPORT_COPY_LIMIT}). Nothing needs doing. To withdraw it, open the enquiry.`;
  const rows: [string, string][] = [
    ['Reference', enquiry.reference],
    ['Property', propertyAddress(enquiry)],
    ['Sent to', email],
    ['As', COPY_ROLE_NAMES[role]],
  ];
  const act = officeLinks(enquiry, siteOrigin);
  const text = [...openingText(subject, intro), '', act.text, '', rowsText(rows), '', business.name, ''].join(
    '\n',
  );
  const html = pageHtml({ title, body: openingHtml(intro) + act.html + rowsHtml(rows) });
  return stableMessage(
    { from, to, replyTo: business.email, subject, text, html },
    enquiry.reference,
    `report-copy-office-${eventId}`,
  );
}

/**
 * The parts the e-mails share: the opening (subject, first paragraph, facts), the "Questions? Call us" line,
 * sections under a heading (a link, the how-access-works text, rows), the sign-off with the privacy page, the
 * calendar file, and `letter`, which puts them together the same way in the plain text and the HTML. One
 * place for each, so a change to the sign-off or the questions line reaches every message that carries it.
 */
import { business } from '../../content/business.js';
import { accessBody, bookingProcessPage } from '../../content/pages/booking-process.js';
import { paths } from '../../lib/paths.js';
import {
  bodyHtml,
  escapeHtml,
  headingHtml,
  linkHtml,
  pageHtml,
  paragraphHtml,
  rowsHtml,
  rowsText,
} from './layout.js';
import { stableMessage, type MailAttachment, type MailMessage } from './message.js';

/** One paragraph in both forms: plain text, and HTML that goes inside a paragraph as it is. */
export interface Paragraph {
  text: string;
  html: string;
}

/** A paragraph of plain words, escaped for the HTML. */
export function plain(text: string): Paragraph {
  return { text, html: escapeHtml(text) };
}

/** The privacy page on the site's origin: every message to a person links it. */
function privacyUrl(siteOrigin: string): string {
  return new URL(paths.privacy(), `${siteOrigin}/`).href;
}

/** The phone number as plain text reads it: a plain space where the display has a no-break one. */
export function phoneText(): string {
  return business.phone.display.replace(/\u00a0/g, ' ');
}

/** 'Questions? Call us on … or email …, and quote HBI-…': the last line before the sign-off. */
export function questionsText(reference: string): string {
  return `Questions? Call us on ${phoneText()} or email ${business.email}, and quote ${reference}.`;
}

/**
 * The questions line with the phone number and the address as links (tel:, mailto:), and the reference kept
 * on one line. `wrapReference` lets the reference break, as the enquiry's confirmation has always had it.
 */
function questionsHtml(reference: string, { wrapReference = false } = {}): string {
  const quoted = wrapReference
    ? escapeHtml(reference)
    : `<span style="white-space:nowrap;">${escapeHtml(reference)}</span>`;
  return (
    `Questions? Call us on ${linkHtml(`tel:${business.phone.e164}`, business.phone.display)} or email ` +
    `${linkHtml(`mailto:${business.email}`, business.email)}, and quote ${quoted}.`
  );
}

/** The questions line as a paragraph whose HTML links the phone number and the address. */
export function linkedQuestions(reference: string, options: { wrapReference?: boolean } = {}): Paragraph {
  return { text: questionsText(reference), html: questionsHtml(reference, options) };
}

/** The HTML footer's sign-off: the business's name and the privacy page's link. */
export function privacyFooterHtml(siteOrigin: string): string {
  return `${escapeHtml(business.name)} · ${linkHtml(privacyUrl(siteOrigin), 'How we handle your details')}`;
}

/** A part of a message under its own heading (upper case in the plain text), in both forms. */
export interface MailSection {
  heading: string;
  text: string;
  html: string;
}

/** A section of one link: the sentence that says what it is for, then the link. */
export function linkSection(heading: string, note: string, url: string, linkText: string): MailSection {
  return {
    heading,
    text: `${note}\n${url}`,
    html: paragraphHtml(escapeHtml(note)) + paragraphHtml(linkHtml(url, linkText)),
  };
}

/** The pre-inspection agreement's link, with the sentence before it (to accept it, or only to read it). */
export function agreementSection(note: string, url: string): MailSection {
  return linkSection('Pre-inspection agreement', note, url, 'The pre-inspection agreement');
}

/** A section of label/value rows (the business's copy of an enquiry). */
export function rowsSection(heading: string, rows: readonly (readonly [string, string])[]): MailSection {
  return { heading, text: rowsText(rows), html: rowsHtml(rows) };
}

/** A section of the site's own words: paragraphs apart by a blank line, '- ' lines a list (bodyHtml). */
export function bodySection(heading: string, body: string): MailSection {
  return { heading, text: body, html: bodyHtml(body) };
}

const accessStep = bookingProcessPage.steps.find((step) => step.id === 'access');

/** "How access works", in the booking-process page's own words; null if the page ever drops that step. */
export function accessSection(): MailSection | null {
  // The booked form of the step: the time is agreed, so it is passed on, not confirmed (issue 55).
  return accessStep ? bodySection('How access works', accessBody('booked')) : null;
}

/** The sections' plain-text lines, each after a blank line. */
export function sectionsText(sections: readonly MailSection[]): string[] {
  return sections.flatMap((section) => ['', section.heading.toUpperCase(), section.text]);
}

/** The sections in HTML, each under its heading. */
export function sectionsHtml(sections: readonly MailSection[]): string {
  return sections.map((section) => headingHtml(section.heading) + section.html).join('');
}

/** The plain text's opening: the subject as the first line, the opening paragraph, then the facts. */
export function openingText(
  subject: string,
  intro: string,
  rows?: readonly (readonly [string, string])[],
): string[] {
  return [subject, '', intro, ...(rows ? ['', rowsText(rows)] : [])];
}

/** The HTML's opening (the page's heading carries the title): the opening paragraph, then the facts. */
export function openingHtml(intro: string, rows?: readonly (readonly [string, string])[]): string {
  return paragraphHtml(escapeHtml(intro)) + (rows ? rowsHtml(rows) : '');
}

/** Who a letter is from and for, and what it says in the order it says it. */
export interface Letter {
  from: string;
  /** The one address it goes to. */
  to: string;
  /** The enquiry's reference and the message's purpose, for its stable Message-ID. */
  reference: string;
  purpose: string;
  /** The subject, which is also the plain text's first line. */
  subject: string;
  /** The HTML's heading: the subject unless given. */
  title?: string;
  /** The opening paragraph. */
  intro: string;
  /** The facts (reference, inspection, property, time); none where the message names them in its words. */
  rows?: readonly (readonly [string, string])[];
  sections?: readonly MailSection[];
  /** Paragraphs after the sections: what a calendar file does, a link, how to book again. */
  notes?: readonly Paragraph[];
  /** Who to call, and what to quote. */
  questions: Paragraph;
  /** A line before the sign-off, which the HTML puts in the footer. */
  postscript?: string;
  /** The site's origin, for the privacy page's link in the sign-off. */
  siteOrigin: string;
  /** A paragraph after the sign-off, in the HTML's footer: a commercial message's sender and unsubscribe. */
  foot?: Paragraph;
}

/**
 * A message from the business to one person (the client, whoever booked for them, an old calendar address):
 * the plain text and the HTML built from the same parts in the same order, ending on the questions line and
 * the sign-off with the privacy page. Replies go to the business's own address.
 */
export function letter({
  from,
  to,
  reference,
  purpose,
  subject,
  title = subject,
  intro,
  rows,
  sections = [],
  notes = [],
  questions,
  postscript,
  siteOrigin,
  foot,
}: Letter): MailMessage {
  const text = [
    ...openingText(subject, intro, rows),
    ...sectionsText(sections),
    ...notes.flatMap((note) => ['', note.text]),
    '',
    questions.text,
    ...(postscript ? ['', postscript] : []),
    '',
    business.name,
    `How we handle your details: ${privacyUrl(siteOrigin)}`,
    ...(foot ? ['', foot.text] : []),
    '',
  ].join('\n');
  const html = pageHtml({
    title,
    body:
      openingHtml(intro, rows) +
      sectionsHtml(sections) +
      notes.map((note) => paragraphHtml(note.html)).join('') +
      paragraphHtml(questions.html),
    footer:
      (postscript ? `${escapeHtml(postscript)}<br><br>` : '') +
      privacyFooterHtml(siteOrigin) +
      (foot ? `<br><br>${foot.html}` : ''),
  });
  return stableMessage({ from, to: [to], replyTo: business.email, subject, text, html }, reference, purpose);
}

/** The calendar's PRODID: which program wrote the file. */
export const CALENDAR_PRODUCT_ID = `-//${business.name}//Booking requests//EN`;

/** A calendar file as an attachment; its METHOD (REQUEST, CANCEL, PUBLISH) goes in the content type too. */
export function calendarFile(method: string, content: string, filename = 'inspection.ics'): MailAttachment {
  return { filename, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/**
 * What every e-mail to the office about one enquiry starts with (issue 57), so that the owner can act on it from
 * a phone: the enquiry's own address in the office (`officeEnquiryUrl`, the reference and nothing else) and a
 * tap to call the client, and whoever booked when it was someone else, as `tel:` links in E.164. There is no map
 * link: mail scanners log the addresses they follow, and a street address in one would leave the office.
 */
import { officeEnquiryUrl } from '../../api/office-paths.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { bookingForClient } from '../../domain/booking/options.js';
import { telHref } from '../../domain/booking/phone.js';
import { phonesOf } from '../../domain/booking/addressees.js';
import { escapeHtml, paragraphHtml } from './layout.js';
import type { Paragraph } from './parts.js';

/** The words of the office link, for the page and the tests. */
export const OFFICE_LINK_TEXT = 'Open it in the office';

/** Someone the office may call about the enquiry: who they are, and the number as the form gave it. */
export interface Callee {
  /** 'the client, Priya Shah' or 'the booker, Jo Wombat (Selling agent)'. */
  who: string;
  phone: string;
  /** `tel:+61…`, or null when the number is not one the office can dial from a link. */
  href: string | null;
}

/** The people to call: the client first, then whoever booked for them; a client with no number is left out. */
export function calleesOf(
  enquiry: Pick<Enquiry, 'bookedBy' | 'name' | 'phone' | 'clientName' | 'clientContact'>,
): Callee[] {
  const phones = phonesOf(enquiry);
  if (!bookingForClient(enquiry.bookedBy)) {
    return [{ who: `the client, ${enquiry.name}`, phone: enquiry.phone, href: telHref(enquiry.phone) }];
  }
  const booker: Callee = {
    who: `the booker, ${enquiry.name} (${enquiry.bookedBy})`,
    phone: enquiry.phone,
    href: telHref(enquiry.phone),
  };
  const client = phones.client
    ? [{ who: `the client, ${enquiry.clientName}`, phone: phones.client, href: telHref(phones.client) }]
    : [];
  return [...client, booker];
}

// A link as a button a thumb can hit: a block at least 44 px high (WCAG 2.5.8 asks 24; the office keeps 44).
const button =
  "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;display:block;box-sizing:border-box;" +
  'min-height:44px;margin:8px 0;padding:11px 14px;border-radius:6px;font-size:16px;font-weight:600;' +
  'line-height:22px;text-decoration:none;';
const primary = `${button}background:#113659;color:#ffffff;`;
const secondary = `${button}background:#ffffff;color:#174877;border:1px solid #174877;`;

/** A button's words, and a tail kept on one line (a reference, a phone number). */
function buttonHtml(href: string, text: string, tail: string, style: string): string {
  return (
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)} ` +
    `<span style="white-space:nowrap;">${escapeHtml(tail)}</span></a>`
  );
}

/**
 * The office link and the calls, in both forms: the HTML as buttons, the text with each address on its own
 * line (a phone's mail app makes them links).
 */
export function officeLinks(
  enquiry: Pick<Enquiry, 'reference' | 'bookedBy' | 'name' | 'phone' | 'clientName' | 'clientContact'>,
  siteOrigin: string,
): Paragraph {
  const url = officeEnquiryUrl(siteOrigin, enquiry.reference);
  const callees = calleesOf(enquiry);
  const noClientPhone = bookingForClient(enquiry.bookedBy) && !telHref(enquiry.clientContact ?? '');
  const calls = callees.map((callee) => ({
    text: callee.href
      ? `Call ${callee.who}, on ${callee.phone}: ${callee.href}`
      : `Call ${callee.who}, on ${callee.phone}`,
    html: callee.href
      ? buttonHtml(callee.href, `Call ${callee.who},`, callee.phone, secondary)
      : paragraphHtml(escapeHtml(`Call ${callee.who}, on ${callee.phone}`)),
  }));
  const missing = noClientPhone ? 'The form gave no phone number for the client.' : null;
  return {
    text: [
      `${OFFICE_LINK_TEXT}: ${url}`,
      ...calls.map((call) => call.text),
      ...(missing ? [missing] : []),
    ].join('\n'),
    html:
      `<div style="margin:12px 0 16px;">${buttonHtml(url, `${OFFICE_LINK_TEXT}:`, enquiry.reference, primary)}` +
      calls.map((call) => call.html).join('') +
      `</div>` +
      (missing ? paragraphHtml(escapeHtml(missing)) : ''),
  };
}

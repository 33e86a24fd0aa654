/**
 * Whose booking it is (issue 52). The client is the booking's addressee: the booked, moved, cancelled and
 * declined e-mails, their calendar files, the booking page and the reminder go to the client. When someone else
 * booked for them (an agent, a conveyancer, a relative), that booker is told of each change by a short notice
 * with no link that can change anything, and their booking page is read-only (or, where the business allows it,
 * may ask for another time, never cancel).
 */
import { business } from '../../content/business.js';
import { bookedByOptions, bookingForClient } from './options.js';
import type { Enquiry } from './enquiry.js';
import { australianPhoneDigits } from './phone.js';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as one mailbox: lowercased, without a `+tag`, and for Gmail without dots and with one domain. For
 * comparing and counting only (the confirmation limit counts by it): mail still goes to the address as typed.
 */
export function addressKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether someone other than the client booked (an agent, a conveyancer, someone else). */
export function bookedForClient(enquiry: Pick<Enquiry, 'bookedBy'>): boolean {
  return bookingForClient(enquiry.bookedBy);
}

/**
 * The client's address: the form's own when the client booked; when someone else did, the one the office gave
 * at confirm, else the form's "client's phone or email" when it holds an e-mail address. Null when unknown.
 */
export function clientAddress(
  enquiry: Pick<Enquiry, 'bookedBy' | 'email' | 'clientContact'>,
  links?: { clientEmail: string | null } | null,
): string | null {
  if (!bookedForClient(enquiry)) return enquiry.email;
  if (links?.clientEmail) return links.clientEmail;
  return clientEmailFromForm(enquiry);
}

/** The form's "client's phone or email" when it is an e-mail address, lowercased; null otherwise. */
export function clientEmailFromForm(enquiry: Pick<Enquiry, 'clientContact'>): string | null {
  const contact = (enquiry.clientContact ?? '').trim();
  return emailShape.test(contact) ? contact.toLowerCase() : null;
}

/** The booker's address when the booker is not the client; null when the client booked. */
export function bookerAddress(enquiry: Pick<Enquiry, 'bookedBy' | 'email'>): string | null {
  return bookedForClient(enquiry) ? enquiry.email : null;
}

/** Agents and conveyancers act for someone in the sale; "Someone else" is a relative or a friend. */
const PROFESSIONAL_BOOKERS: readonly string[] = bookedByOptions.filter(
  (option) => option !== bookedByOptions[0] && option !== 'Someone else',
);

/** A selling agent, a buyer's agent or a conveyancer: one who should never be given as the client's address. */
export function isProfessionalBooker(bookedBy: string): boolean {
  return PROFESSIONAL_BOOKERS.includes(bookedBy);
}

/**
 * Whether `given`, offered as the client's address, is the booker's own, compared as the confirmation limit
 * compares addresses (case, a +tag and Gmail's dots do not tell two addresses apart).
 */
export function isBookersAddress(enquiry: Pick<Enquiry, 'email'>, given: string): boolean {
  return addressKey(given) === addressKey(enquiry.email);
}

/** Those whom the business may let ask for another time on the client's behalf: a buyer's agent, a conveyancer. */
const MAY_ASK: readonly string[] = ["Buyer's agent", 'Conveyancer or solicitor'];

/**
 * What the booker's booking page lets them do: ask for another time only when the business allows it
 * (business.decisions.bookerMayAskForAnotherTime) and they act for the buyer; a selling agent, who acts for the
 * vendor, and anyone else, only read. Nobody but the client ever cancels.
 */
export function bookerMayAskForAnotherTime(
  enquiry: Pick<Enquiry, 'bookedBy'>,
  decisions: Pick<typeof business.decisions, 'bookerMayAskForAnotherTime'> = business.decisions,
): boolean {
  return decisions.bookerMayAskForAnotherTime === 'confirmed' && MAY_ASK.includes(enquiry.bookedBy);
}

/**
 * Issue 57: the numbers the office may call, as the form gave them: the client's (the form's own phone, or the
 * client's contact when someone else booked and it is a phone number, not an address) and whoever booked's,
 * when not the client. The office's rows and its e-mails both call from these.
 */
export function phonesOf(enquiry: Pick<Enquiry, 'bookedBy' | 'phone' | 'clientContact'>): {
  client: string | null;
  booker: string | null;
} {
  if (!bookingForClient(enquiry.bookedBy)) return { client: enquiry.phone, booker: null };
  const contact = enquiry.clientContact ?? '';
  return { client: australianPhoneDigits(contact) ? contact : null, booker: enquiry.phone };
}

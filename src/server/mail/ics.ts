/**
 * The calendar files the e-mails carry, one event per enquiry under one UID (`visitUid`), as iTIP (RFC 5546)
 * carried by e-mail (RFC 6047):
 * - the automatic "requested" e-mail (`requestedVisitIcs`): one all-day event on the preferred date, marked
 *   as requested (STATUS:TENTATIVE), published rather than sent as an invitation (METHOD:PUBLISH, with the
 *   business as ORGANIZER, as RFC 5546 §3.2.1 requires, and no attendees, so no calendar offers to reply). All-day, because a time is not agreed yet, and because a date
 *   converted to UTC would move a Sydney morning to the day before. An unchecked submission never puts an
 *   invitation from the business into a stranger's calendar.
 * - declined (`declinedVisitIcs`): the same all-day event, STATUS:CANCELLED, also published.
 * - booked and moved (`bookedVisitIcs`): from the booking on, the office has agreed the time with the person,
 *   so an invitation (METHOD:REQUEST) from the business's mailbox, already accepted, in Sydney time with
 *   the zone's rules written in (VTIMEZONE, from timezones-ical-library rather than by hand).
 * - cancelled (`cancelledVisitIcs`): METHOD:CANCEL for that invitation.
 * Each raises SEQUENCE (the ledger keeps it), so a calendar replaces what an earlier file put there.
 */
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { SYDNEY_TZ, sydneyInstant } from '../../domain/booking/sydney-time.js';

/** Text as an iCalendar TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, as RFC 5545 asks, without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** '20261125T184956Z' */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface RequestedVisit {
  /** Becomes the UID with the domain: the same event for every send of one enquiry. */
  reference: string;
  domain: string;
  /** YYYY-MM-DD, as the form gives it (a Sydney date). */
  date: string;
  summary: string;
  location: string;
  description: string;
  productId: string;
  stamp: Date;
  /** The business, which publishes the entry: its name and the address it reads (RFC 5546 §3.2.1). */
  organizer: CalendarParty;
}

/** The one UID of an enquiry's event: every file about it, from "requested" to "cancelled", names it. */
export function visitUid(reference: string, domain: string): string {
  return `${reference.toLowerCase()}@${domain}`;
}

export function requestedVisitIcs(visit: RequestedVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${visit.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visitUid(visit.reference, visit.domain)}`,
    `DTSTAMP:${utcStamp(visit.stamp)}`,
    organizerLine(visit.organizer),
    `DTSTART;VALUE=DATE:${compactDate(visit.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(visit.date))}`,
    `SUMMARY:${icsText(visit.summary)}`,
    `LOCATION:${icsText(visit.location)}`,
    `DESCRIPTION:${icsText(visit.description)}`,
    'STATUS:TENTATIVE',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Someone in a calendar file: a name (may be empty) and an e-mail address. */
export interface CalendarParty {
  name: string;
  address: string;
}

/** A Sydney wall-clock time: '2026-04-05' and '08:30'. */
export interface SydneyTime {
  date: string;
  time: string;
}

/** What every file after the "requested" one says about the event. */
export interface VisitUpdate {
  reference: string;
  domain: string;
  productId: string;
  /** DTSTAMP: when this file was made. */
  stamp: Date;
  /** The ledger's count of the changes to this event, already raised for this file. */
  sequence: number;
  summary: string;
  /** '' for none. */
  location: string;
  description: string;
  organizer: CalendarParty;
}

export interface BookedVisit extends VisitUpdate {
  /** The booker: the person the office agreed the time with. */
  attendee: string;
  /** The start of the arrival window. */
  start: SydneyTime;
  /** The end of the window plus the time on site. */
  end: SydneyTime;
}

export interface CancelledVisit extends VisitUpdate {
  attendee: string;
  /** The booked time as it was, when known. */
  start: SydneyTime | null;
  end: SydneyTime | null;
}

export interface DeclinedVisit extends VisitUpdate {
  /** The preferred date the "requested" file held (YYYY-MM-DD). */
  date: string;
}

/** A parameter value in double quotes: no quote, no control character (RFC 5545 §3.1, QSAFE-CHAR). */
function quotedParam(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return `"${text.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** A mailto: URI for an address, with nothing that could end the line or the value. */
function mailto(address: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return `mailto:${address.replace(/[\u0000-\u001f\u007f\s<>"]/g, '')}`;
}

function organizerLine(organizer: CalendarParty): string {
  return `ORGANIZER${organizer.name ? `;CN=${quotedParam(organizer.name)}` : ''}:${mailto(organizer.address)}`;
}

function attendeeLine(address: string): string {
  return `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(address)}`;
}

/** 'DTSTART;TZID=Australia/Sydney:20260405T083000'; throws RangeError for a time the clocks skip. */
export function sydneyLine(name: 'DTSTART' | 'DTEND', at: SydneyTime): string {
  sydneyInstant(at.date, at.time);
  return `${name};TZID=${SYDNEY_TZ}:${compactDate(at.date)}T${at.time.replace(':', '')}00`;
}

/** Sydney's VTIMEZONE, as the library writes it (its first element; the second is the TZID parameter). */
export function sydneyTimezone(): string[] {
  const block = tzlib_get_ical_block(SYDNEY_TZ);
  const text = Array.isArray(block) ? block[0] : block;
  if (!text?.startsWith('BEGIN:VTIMEZONE')) throw new Error(`No VTIMEZONE for ${SYDNEY_TZ}`);
  return text.split(/\r?\n/).filter(Boolean);
}

function calendarFile(method: 'PUBLISH' | 'REQUEST' | 'CANCEL', update: VisitUpdate, body: string[]): string {
  const timed = body.some((line) => line.includes(`;TZID=${SYDNEY_TZ}:`));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${update.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(timed ? sydneyTimezone() : []),
    'BEGIN:VEVENT',
    `UID:${visitUid(update.reference, update.domain)}`,
    `SEQUENCE:${update.sequence}`,
    `DTSTAMP:${utcStamp(update.stamp)}`,
    ...body,
    `SUMMARY:${icsText(update.summary)}`,
    ...(update.location ? [`LOCATION:${icsText(update.location)}`] : []),
    `DESCRIPTION:${icsText(update.description)}`,
    organizerLine(update.organizer),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Booked or moved: an accepted invitation to the agreed time (METHOD:REQUEST, STATUS:CONFIRMED). */
export function bookedVisitIcs(visit: BookedVisit): string {
  return calendarFile('REQUEST', visit, [
    sydneyLine('DTSTART', visit.start),
    sydneyLine('DTEND', visit.end),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    attendeeLine(visit.attendee),
  ]);
}

/** Cancelled: the invitation withdrawn (METHOD:CANCEL, STATUS:CANCELLED). */
export function cancelledVisitIcs(visit: CancelledVisit): string {
  return calendarFile('CANCEL', visit, [
    ...(visit.start ? [sydneyLine('DTSTART', visit.start)] : []),
    ...(visit.start && visit.end ? [sydneyLine('DTEND', visit.end)] : []),
    'STATUS:CANCELLED',
    'TRANSP:TRANSPARENT',
    attendeeLine(visit.attendee),
  ]);
}

/** Declined: the requested all-day event, published again as cancelled (no attendees, as with PUBLISH). */
export function declinedVisitIcs(visit: DeclinedVisit): string {
  return calendarFile('PUBLISH', visit, [
    `DTSTART;VALUE=DATE:${compactDate(visit.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(visit.date))}`,
    'STATUS:CANCELLED',
    'TRANSP:TRANSPARENT',
  ]);
}

/**
 * The calendar file a confirmation carries when a preferred date was given: one all-day event on that date,
 * marked as requested (STATUS:TENTATIVE), published rather than sent as an invitation (METHOD:PUBLISH, no
 * ORGANIZER, no attendees, so no calendar offers to reply). All-day, because a time is not agreed yet, and
 * because a date converted to UTC would move a Sydney morning to the day before.
 */

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
function utcStamp(at: Date): string {
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
}

export function requestedVisitIcs(visit: RequestedVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${visit.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.reference.toLowerCase()}@${visit.domain}`,
    `DTSTAMP:${utcStamp(visit.stamp)}`,
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

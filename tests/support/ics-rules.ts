/**
 * The rules of RFC 5545 that a calendar file must keep, asserted line by line rather than left to a lenient
 * parser (ical.js reads a bare LF, a long line or a missing DTSTAMP without a word): CRLF line ends (§3.1), no
 * line over 75 octets and each continuation starting with one space (§3.1), a DTSTAMP in every VEVENT
 * (§3.6.1), and a VTIMEZONE for every TZID a property names (§3.2.19). Returns the unfolded content lines.
 */
import { expect } from 'vitest';

export function assertRfc5545(text: string): string[] {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  // Every line feed is the end of a CRLF, and every carriage return is followed by one.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  const encoder = new TextEncoder();
  for (const line of physical) {
    expect(encoder.encode(line).length, `over 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  // A continuation line starts with exactly one space, which unfolding removes; a content line never starts
  // with white space.
  expect(physical[0]).toMatch(/^BEGIN:VCALENDAR$/);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) {
      expect(lines.length, 'a continuation line comes after a content line').toBeGreaterThan(0);
      lines[lines.length - 1] += line.slice(1);
    } else {
      expect(line, 'a content line starts with its name').toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
      lines.push(line);
    }
  }
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  // Every VEVENT has exactly one DTSTAMP, in UTC.
  let inEvent = false;
  let stamps = 0;
  let events = 0;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      inEvent = true;
      stamps = 0;
      events++;
    } else if (line === 'END:VEVENT') {
      expect(stamps, `event ${events} has one DTSTAMP`).toBe(1);
      inEvent = false;
    } else if (inEvent && line.startsWith('DTSTAMP')) {
      expect(line).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      stamps++;
    }
  }
  // Every TZID named has its VTIMEZONE.
  const defined = new Set<string>();
  let inZone = false;
  for (const line of lines) {
    if (line === 'BEGIN:VTIMEZONE') inZone = true;
    else if (line === 'END:VTIMEZONE') inZone = false;
    else if (inZone && line.startsWith('TZID:')) defined.add(line.slice('TZID:'.length));
  }
  const used = new Set(
    lines.flatMap((l) => [...l.matchAll(/;TZID=("[^"]*"|[^;:]*)/g)].map((m) => m[1]!.replace(/"/g, ''))),
  );
  for (const tzid of used) expect(defined, `a VTIMEZONE for ${tzid}`).toContain(tzid);
  return lines;
}

/** A TEXT value read back (RFC 5545 §3.3.11): the escapes undone. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

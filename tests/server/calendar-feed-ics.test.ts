// @vitest-environment node
/**
 * The business's calendar feed as RFC 5545 (issue 57), asserted rule by rule (tests/support/ics-rules.ts) on
 * the file `calendarFeedIcs` writes: CRLF line ends, 75-octet folding with one space on each continuation,
 * DTSTAMP on every event, a VTIMEZONE for the TZID the times name, and TEXT escaping of a comma, a semicolon, a
 * backslash and a line break, in a suburb and a name that hold them. Nothing here reads the clock: the dates
 * come from TEST_NOW. The same rules are asserted on the feed served from PostgreSQL in
 * office/calendar-feed.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { business } from '../../src/content/business';
import { type Enquiry } from '../../src/domain/booking/enquiry';
import { SYDNEY_TZ } from '../../src/domain/booking/sydney-time';
import { formatPrice } from '../../src/domain/booking/words';
import { productTitleOf } from '../../src/domain/booking/job';
import { icsText, visitUid } from '../../src/server/mail/ics';
import { calendarFeedIcs, CALENDAR_FEED_NAME, type FeedBooking } from '../../src/server/office/calendar-feed';
import { assertRfc5545, unescapeText } from '../support/ics-rules';
import { sydneyDaysAfter, TEST_NOW } from '../support/clock';
import { validPayload } from './support';

const DOMAIN = 'harbourline.example';
const SITE = 'https://www.site.example';
/** A suburb no form would send, with every character TEXT escapes. */
const AWKWARD = 'Mosman, Upper; back\\slash\nsecond line';

function booking(reference: string, days: number, fields: Partial<Enquiry> = {}): FeedBooking {
  return {
    reference,
    state: 'booked',
    enquiry: { ...(validPayload() as unknown as Enquiry), ...fields },
    slot: {
      date: sydneyDaysAfter(days),
      windowFrom: '08:30',
      windowTo: '10:30',
      priceCents: 45_000,
      note: '',
      job: { service: 'pre-purchase-building-pest-inspection', property: 'house', addOns: [], stages: [] },
    },
    sequence: 2,
    changedAt: TEST_NOW,
  };
}

const valueOf = (lines: string[], name: string) =>
  lines
    .filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    .map((l) => l.slice(l.indexOf(':') + 1));

describe('the calendar feed as RFC 5545', () => {
  const bookings = [
    booking('HBI-AAAA-1111', 3, { suburb: AWKWARD }),
    // A long name in many bytes per character: the fold may not split one.
    booking('HBI-BBBB-2222', 9, {
      name: 'Ngọc Ánh Nguyễn-Worthington, Ē; \\ ünd Björk Åsa Øster',
      suburb: 'Épping',
    }),
  ];

  for (const fullDetails of [false, true]) {
    it(`keeps every rule${fullDetails ? ', with full details' : ''}`, () => {
      const text = calendarFeedIcs(bookings, { domain: DOMAIN, siteOrigin: SITE, fullDetails });
      const lines = assertRfc5545(text);
      // Something was folded, so the folding rule was exercised.
      expect(text).toMatch(/\r\n /);
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(bookings.length);
      expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
      expect(lines).toContain(`TZID:${SYDNEY_TZ}`);
      expect(valueOf(lines, 'X-WR-CALNAME')).toEqual([icsText(CALENDAR_FEED_NAME)]);
      expect(unescapeText(valueOf(lines, 'X-WR-CALNAME')[0]!)).toContain(business.name);
      // A snapshot of the calendar, not a message: no METHOD (or PUBLISH), nobody to reply to.
      expect(valueOf(lines, 'METHOD').filter((m) => m !== 'PUBLISH')).toEqual([]);
      expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER)[;:]/.test(l))).toEqual([]);
      expect(valueOf(lines, 'UID')).toEqual(bookings.map((b) => visitUid(b.reference, DOMAIN)));
      expect(valueOf(lines, 'SEQUENCE')).toEqual(bookings.map((b) => String(b.sequence)));
      expect(lines.filter((l) => l.startsWith('DTSTART;'))).toEqual(
        bookings.map((b) => `DTSTART;TZID=${SYDNEY_TZ}:${b.slot.date.replace(/-/g, '')}T083000`),
      );
    });
  }

  it('escapes a comma, a semicolon, a backslash and a line break in TEXT, and reads back as written', () => {
    const lines = assertRfc5545(
      calendarFeedIcs(bookings, { domain: DOMAIN, siteOrigin: SITE, fullDetails: true }),
    );
    const [summary] = valueOf(lines, 'SUMMARY');
    // A line break in a one-line value is a space (the summary); the description's lines are escaped.
    expect(summary).toContain('Mosman\\, Upper\\; back\\\\slash second line');
    expect(valueOf(lines, 'DESCRIPTION')[0]).toMatch(
      /Sydney time\.\\nClient: Jane Citizen\\, 0412 345 678\\n/,
    );
    expect(valueOf(lines, 'SUMMARY')[1]).toContain('Ngọc Ánh Nguyễn-Worthington\\, Ē\\; \\\\ ünd');
    // No unescaped separator is left in a TEXT value: every , ; and \ is escaped.
    for (const value of [
      ...valueOf(lines, 'SUMMARY'),
      ...valueOf(lines, 'LOCATION'),
      ...valueOf(lines, 'DESCRIPTION'),
    ]) {
      expect(value.replace(/\\[\\;,nN]/g, '')).not.toMatch(/[\\;,]/);
    }
    const title = productTitleOf(bookings[0]!.slot.job!.service);
    expect(unescapeText(summary!)).toBe(
      `${title}, ${AWKWARD.replace('\n', ' ')}, Jane Citizen (HBI-AAAA-1111)`,
    );
    expect(unescapeText(valueOf(lines, 'DESCRIPTION')[0]!)).toContain(`Price: ${formatPrice(45_000)}`);
  });

  it('holds no VTIMEZONE, and no event, when nothing is booked', () => {
    const lines = assertRfc5545(
      calendarFeedIcs([], { domain: DOMAIN, siteOrigin: SITE, fullDetails: false }),
    );
    expect(lines.some((l) => l.includes('VTIMEZONE') || l.includes('VEVENT'))).toBe(false);
  });
});

// @vitest-environment node
/**
 * The calendar files the office's e-mails carry (src/server/mail/ics.ts through bookingUpdateMail), parsed
 * with a kept parser (ical.js): for each kind, the properties RFC 5546 §3.2 requires for its METHOD, the
 * UID of the "requested" file, the SEQUENCE, and the UTC instants ical.js works out from the file's own
 * VTIMEZONE, on an ordinary day and on the two days Sydney's clocks change in 2026. The files are tested, not
 * any one calendar program's reading of them.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildingPestHours } from '../../src/content/time-on-site';
import { SYDNEY_TZ } from '../../src/domain/booking/sydney-time';
import { bookingUpdateMail, visitEnd } from '../../src/server/mail/booking-update-mail';
import { confirmationMail } from '../../src/server/mail/confirmation-mail';
import { propertyAddress } from '../../src/domain/booking/words';
import { bookedVisitIcs } from '../../src/server/mail/ics';
import type { MailMessage } from '../../src/server/mail/message';
import {
  bookedSlot,
  bookingUpdate,
  UPDATE_FROM,
  UPDATE_OPTIONS,
  UPDATE_SITE,
  updateEnquiry,
} from '../support/booking-updates';

type Method = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** RFC 5546 §3.2.1 (PUBLISH), §3.2.2 (REQUEST), §3.2.5 (CANCEL): the VEVENT's properties and how many. */
const RULES: Record<Method, { exactlyOne: string[]; oneOrMore: string[]; none: string[]; status: string[] }> =
  {
    PUBLISH: {
      exactlyOne: ['dtstamp', 'dtstart', 'organizer', 'summary', 'uid'],
      oneOrMore: [],
      none: ['attendee', 'request-status'],
      status: ['TENTATIVE', 'CONFIRMED', 'CANCELLED'],
    },
    REQUEST: {
      exactlyOne: ['dtstamp', 'dtstart', 'organizer', 'summary', 'uid'],
      oneOrMore: ['attendee'],
      none: ['request-status'],
      status: ['TENTATIVE', 'CONFIRMED'],
    },
    CANCEL: {
      // "MUST include some or all Attendees if the entire event is cancelled."
      exactlyOne: ['dtstamp', 'organizer', 'sequence', 'uid', 'status'],
      oneOrMore: ['attendee'],
      none: ['request-status'],
      status: ['CANCELLED'],
    },
  };
const AT_MOST_ONE = [
  'dtend',
  'duration',
  'sequence',
  'status',
  'transp',
  'location',
  'description',
  'dtstart',
];

/** What the file lacks or has too much of for its METHOD, as readable lines; [] when it conforms. */
function itipProblems(ics: string): string[] {
  const problems: string[] = [];
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const method = calendar.getFirstPropertyValue('method') as Method;
  if (!(method in RULES)) return [`METHOD ${method} is not one tested here`];
  if (calendar.getFirstPropertyValue('version') !== '2.0') problems.push('VERSION is not 2.0');
  if (calendar.getAllProperties('prodid').length !== 1) problems.push('PRODID');
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length === 0) problems.push('no VEVENT');
  const rules = RULES[method];
  for (const event of events) {
    const count = (name: string) => event.getAllProperties(name).length;
    for (const name of rules.exactlyOne)
      if (count(name) !== 1) problems.push(`${name}: ${count(name)}, not 1`);
    for (const name of rules.oneOrMore) if (count(name) < 1) problems.push(`${name}: none`);
    for (const name of rules.none) if (count(name) > 0) problems.push(`${name}: must not be present`);
    for (const name of AT_MOST_ONE) if (count(name) > 1) problems.push(`${name}: more than one`);
    if (count('dtend') && count('duration')) problems.push('both DTEND and DURATION');
    const sequence = Number(event.getFirstPropertyValue('sequence') ?? 0);
    if (sequence > 0 && count('sequence') !== 1) problems.push('SEQUENCE > 0 but not present');
    const status = event.getFirstPropertyValue('status');
    if (status !== null && !rules.status.includes(String(status))) problems.push(`STATUS ${String(status)}`);
    // A date-time with a TZID needs that VTIMEZONE in the file (RFC 5545 §3.2.19, RFC 5546 §3.2).
    for (const name of ['dtstart', 'dtend']) {
      const tzid = event.getFirstProperty(name)?.getParameter('tzid');
      if (
        tzid &&
        !calendar.getAllSubcomponents('vtimezone').some((z) => z.getFirstPropertyValue('tzid') === tzid)
      )
        problems.push(`${name} names ${String(tzid)} without its VTIMEZONE`);
    }
  }
  return problems;
}

function calendarOf(mail: MailMessage) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  const method = /method=([A-Z]+)/.exec(file!.contentType)?.[1];
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  expect(calendar.getFirstPropertyValue('method')).toBe(method);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { file: file!, calendar, event, vevent: calendar.getFirstSubcomponent('vevent')! };
}

const requestedUid = (() => {
  const mail = confirmationMail(updateEnquiry(), { from: UPDATE_FROM, siteOrigin: UPDATE_SITE });
  return String(
    new ICAL.Component(ICAL.parse(mail.attachments![0]!.content))
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('uid'),
  );
})();

const upperHours = Number(/(\d+)\D*hours?$/.exec(buildingPestHours)![1]);
const utc = (at: ICAL.Time) => new Date(at.toUnixTime() * 1000).toISOString();

describe('the calendar file of each kind', () => {
  it.each([
    ['booked', 'REQUEST'],
    ['moved', 'REQUEST'],
    ['cancelled', 'CANCEL'],
    ['declined', 'PUBLISH'],
  ] as const)(
    '%s: METHOD:%s with what RFC 5546 requires, the requested UID and the ledger’s SEQUENCE',
    (kind, method) => {
      const update = bookingUpdate(kind);
      const { file, calendar, vevent } = calendarOf(bookingUpdateMail(update, UPDATE_OPTIONS));
      expect(file.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
      expect(calendar.getFirstPropertyValue('method')).toBe(method);
      expect(itipProblems(file.content)).toEqual([]);
      expect(vevent.getFirstPropertyValue('uid')).toBe(requestedUid);
      expect(vevent.getFirstPropertyValue('sequence')).toBe(update.sequence);
      expect(utc(vevent.getFirstPropertyValue('dtstamp') as ICAL.Time)).toBe(update.at.toISOString());
      for (const line of file.content.split('\r\n'))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    },
  );

  it('requested (the automatic e-mail): METHOD:PUBLISH with what RFC 5546 requires, tentative, no attendee', () => {
    const mail = confirmationMail(updateEnquiry(), { from: UPDATE_FROM, siteOrigin: UPDATE_SITE });
    const file = mail.attachments![0]!;
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(itipProblems(file.content)).toEqual([]);
    const vevent = new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('booked and moved: confirmed, busy, organised by the office mailbox, attended (accepted) by the booker', () => {
    for (const kind of ['booked', 'moved'] as const) {
      const { vevent } = calendarOf(bookingUpdateMail(bookingUpdate(kind), UPDATE_OPTIONS));
      expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
      const organizer = vevent.getFirstProperty('organizer')!;
      expect(organizer.getFirstValue()).toBe(`mailto:${UPDATE_OPTIONS.organizer.address}`);
      expect(organizer.getParameter('cn')).toBe(UPDATE_OPTIONS.organizer.name);
      const attendees = vevent.getAllProperties('attendee');
      expect(attendees).toHaveLength(1);
      expect(attendees[0]!.getFirstValue()).toBe(`mailto:${updateEnquiry().email}`);
      expect(attendees[0]!.getParameter('partstat')).toBe('ACCEPTED');
      expect(attendees[0]!.getParameter('rsvp')).toBe('FALSE');
      expect(vevent.getFirstPropertyValue('location')).toBe(propertyAddress(updateEnquiry()));
    }
  });

  it('cancelled: the whole event, with the time it had; declined: the requested all-day date, cancelled', () => {
    const cancelled = calendarOf(bookingUpdateMail(bookingUpdate('cancelled'), UPDATE_OPTIONS));
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(utc(cancelled.event.startDate)).toBe('2026-04-04T22:30:00.000Z');
    const declined = calendarOf(bookingUpdateMail(bookingUpdate('declined'), UPDATE_OPTIONS));
    expect(declined.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(declined.event.startDate.isDate).toBe(true);
    expect(declined.event.startDate.toString()).toBe(updateEnquiry().preferredDate);
    expect(declined.vevent.getAllProperties('attendee')).toHaveLength(0);
  });

  it('declined without a preferred date carries no file (there was none to cancel)', () => {
    const update = bookingUpdate('declined', { enquiry: updateEnquiry({ preferredDate: '' }) });
    expect(bookingUpdateMail(update, UPDATE_OPTIONS).attachments).toBeUndefined();
  });
});

describe('a booked time in the file, as ical.js reads it with the embedded VTIMEZONE', () => {
  // DTEND is the window's end plus the upper figure of the time on site (building and pest: buildingPestHours).
  const days = [
    ['an ordinary winter day', '2026-07-15', '2026-07-14T22:30:00.000Z', '2026-07-15T00:30:00.000Z'],
    [
      'Sunday 5 April 2026, daylight time ended at 3 am',
      '2026-04-05',
      '2026-04-04T22:30:00.000Z',
      '2026-04-05T00:30:00.000Z',
    ],
    [
      'Sunday 4 October 2026, daylight time began at 2 am',
      '2026-10-04',
      '2026-10-03T21:30:00.000Z',
      '2026-10-03T23:30:00.000Z',
    ],
  ] as const;
  it.each(days)(
    '%s: 8:30 am to 10:30 am Sydney time stays the local time, at the right UTC instants',
    (_, date, start, windowEnd) => {
      const slot = bookedSlot({ date, windowFrom: '08:30', windowTo: '10:30' });
      const { vevent, event, calendar } = calendarOf(
        bookingUpdateMail(bookingUpdate('booked', { slot }), UPDATE_OPTIONS),
      );
      const dtstart = vevent.getFirstProperty('dtstart')!;
      expect(dtstart.getParameter('tzid')).toBe(SYDNEY_TZ);
      expect(event.startDate.toString()).toBe(`${date}T08:30:00`);
      expect(event.startDate.zone?.tzid).toBe(SYDNEY_TZ);
      expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(SYDNEY_TZ);
      expect(utc(event.startDate)).toBe(start);
      const end = new Date(Date.parse(windowEnd) + upperHours * 3_600_000).toISOString();
      expect(utc(event.endDate)).toBe(end);
    },
  );

  it('counts the time on site in real hours across the change of clocks', () => {
    // 1:30 am on 5 April is still daylight time; the clocks go back an hour before the inspector leaves.
    expect(visitEnd({ date: '2026-04-05', windowTo: '01:30' }, updateEnquiry().service)).toEqual({
      date: '2026-04-05',
      time: `${String(1 + upperHours - 1).padStart(2, '0')}:30`,
    });
  });

  it('refuses a time the clocks skip (2:30 am on 4 October 2026)', () => {
    const slot = bookedSlot({ date: '2026-10-04', windowFrom: '02:30', windowTo: '04:00' });
    expect(() => bookingUpdateMail(bookingUpdate('booked', { slot }), UPDATE_OPTIONS)).toThrow(RangeError);
  });
});

describe('the RFC 5546 check itself', () => {
  it('finds a REQUEST without an ATTENDEE, a PUBLISH with one, and a missing ORGANIZER', () => {
    const file = bookedVisitIcs({
      reference: 'HBI-TEST',
      domain: 'harbourline.example',
      productId: '-//test//EN',
      stamp: new Date('2026-04-01T00:00:00Z'),
      sequence: 1,
      summary: 'x',
      location: '',
      description: 'x',
      organizer: UPDATE_OPTIONS.organizer,
      attendee: 'jane@example.com',
      start: { date: '2026-07-15', time: '08:30' },
      end: { date: '2026-07-15', time: '10:30' },
    });
    expect(itipProblems(file)).toEqual([]);
    expect(itipProblems(file.replace(/ATTENDEE[^\r]*\r\n/, ''))).toEqual(['attendee: none']);
    expect(itipProblems(file.replace('METHOD:REQUEST', 'METHOD:PUBLISH'))).toEqual([
      'attendee: must not be present',
    ]);
    expect(itipProblems(file.replace(/ORGANIZER[^\r]*\r\n/, ''))).toEqual(['organizer: 0, not 1']);
    expect(itipProblems(file.replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, ''))).toEqual([
      `dtstart names ${SYDNEY_TZ} without its VTIMEZONE`,
      `dtend names ${SYDNEY_TZ} without its VTIMEZONE`,
    ]);
  });
});

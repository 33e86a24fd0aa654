// @vitest-environment node
/**
 * The two days of 2027 on which Sydney's clocks change, stepped half an hour at a time (issue 50): Sunday
 * 4 April, when daylight time ends at 3 am and the half hours from 2 to 3 am come twice, and Sunday 3 October,
 * when it starts at 2 am and they never come. At each instant the reminder's hour (every hour of the day as
 * BOOKING_REMINDER_HOUR), the links' expiry and the booking's Sydney date are checked against Intl's own reading
 * of the same instant, worked out here apart from the code (src/lib/sydney-date.ts does its own arithmetic,
 * sydney-time.ts its own search of offsets). The dates are literal: they are what this tests.
 */
import { describe, expect, it } from 'vitest';
import { handleBookingRequest } from '../../src/server/booking-handler';
import { linksExpireAt } from '../../src/server/agreement/store';
import { reminderDateAt, reminderDue } from '../../src/server/booking/reminders';
import { addDays, sydneyDate } from '../../src/domain/booking/sydney-time';
import { bookingPost, memoryAutomation, SITE, validPayload } from './support';
import { type BookingConfig } from '../../src/server/config';

const CHANGES = [
  { day: '2027-04-04', what: 'daylight time ends' },
  { day: '2027-10-03', what: 'daylight time starts' },
] as const;

const HALF_HOUR = 30 * 60_000;

const sydney = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Sydney wall clock at `at`, as Intl reads it: the date (YYYY-MM-DD) and the hour. */
function wall(at: Date): { date: string; hour: number } {
  const part = (type: string) => sydney.formatToParts(at).find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** Every half hour from noon UTC two days before `day` to noon UTC the day after: the whole Sydney day. */
function instantsAround(day: string): Date[] {
  const from = Date.parse(`${addDays(day, -2)}T12:00:00Z`);
  const to = Date.parse(`${addDays(day, 1)}T12:00:00Z`);
  const instants: Date[] = [];
  for (let t = from; t <= to; t += HALF_HOUR) instants.push(new Date(t));
  return instants;
}

describe.each(CHANGES)('Sydney on $day, when $what', ({ day }) => {
  const instants = instantsAround(day);

  it('the instants cross the change: one Sydney day of the three is not 24 hours long', () => {
    const halfHoursOf = (date: string) => instants.filter((at) => wall(at).date === date).length;
    expect(halfHoursOf(day)).toBe(day.includes('-04-') ? 50 : 46);
    expect(halfHoursOf(addDays(day, -1))).toBe(48);
  });

  it("the booking's Sydney date is Intl's at every instant", () => {
    for (const at of instants) expect(sydneyDate(at), at.toISOString()).toBe(wall(at).date);
  });

  it('the handler takes today and refuses yesterday, by its clock, at every hour', async () => {
    const { automation } = memoryAutomation();
    for (const at of instants.filter((_, i) => i % 2 === 0)) {
      const config: BookingConfig = {
        automation,
        mail: null,
        ledger: null,
        siteOrigin: SITE,
        allowedOrigins: [],
        challengeSecret: null,
        log: () => {},
        now: () => at,
      };
      const today = wall(at).date;
      const post = (preferredDate: string) =>
        handleBookingRequest(bookingPost({ ...validPayload(), preferredDate }), config);
      expect((await post(today)).status, `${at.toISOString()} today ${today}`).toBe(202);
      expect((await post(addDays(today, -1))).status, `${at.toISOString()} yesterday`).toBe(400);
    }
  });

  it('the reminder for tomorrow is due from its hour, whichever hour is set, and never throws', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const at of instants) {
        const now = wall(at);
        const expected = now.hour >= hour ? addDays(now.date, 1) : null;
        expect(reminderDateAt(at, hour), `${at.toISOString()} at hour ${hour}`).toBe(expected);
      }
      // Due at the hour on the day before: the first instant whose wall clock reads it or later.
      const due = reminderDue(addDays(day, 1), hour);
      const before = wall(new Date(due.getTime() - 60_000));
      expect(wall(due).date, `due at hour ${hour}`).toBe(day);
      expect(wall(due).hour, `due at hour ${hour}`).toBeGreaterThanOrEqual(hour);
      expect(before.date < day || before.hour < hour, `the minute before, at hour ${hour}`).toBe(true);
    }
  });

  it('a link works until the end of the Sydney day 7 days after the booked date, and not after', () => {
    // Booked dates whose last day, or the day after it, is this one.
    for (const booked of [addDays(day, -8), addDays(day, -7), addDays(day, -6)]) {
      const expiry = linksExpireAt(booked);
      for (const at of instants) {
        const works = wall(at).date <= addDays(booked, 7);
        expect(at < expiry, `${booked} at ${at.toISOString()}`).toBe(works);
      }
    }
  });
});

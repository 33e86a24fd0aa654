/**
 * The one "now" of every test that reaches the handler, the ledger, the reminders or the office (issue 50): a
 * fixed instant, and the dates derived from it. No such test reads the machine's clock or writes a calendar
 * date by hand, so the suite passes on any day (`npm run test:dates` runs it at two other instants to prove
 * it). Tests of pure date functions keep their literal dates: those are what they test.
 */
import { addDays, isSydneyDaylightTime, sydneyDate } from '../../src/domain/booking/sydney-time';

/** Friday 27 November 2026, 11:00 in Sydney (daylight time, UTC+11). */
export const TEST_NOW = new Date('2026-11-27T00:00:00.000Z');

/** The Sydney date `days` after the Sydney date of `from` (TEST_NOW unless given), as YYYY-MM-DD. */
export function sydneyDaysAfter(days: number, from: Date = TEST_NOW): string {
  return addDays(sydneyDate(from), days);
}

/** A clock the test moves, from TEST_NOW unless told otherwise. */
export function testClock(start: Date | string = TEST_NOW) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    /** Moves the clock to `instant`. */
    set(instant: Date) {
      at = instant.getTime();
    },
  };
}

/**
 * The next Sydney days on or after `from`'s on which the clocks change: `back` (daylight time ends, a 25-hour
 * day in April) and `forward` (it starts, a 23-hour day in October). Found by looking, not written by hand.
 */
export function sydneyClockChangeDays(from: Date = TEST_NOW): { back: string; forward: string } {
  const found: { back?: string; forward?: string } = {};
  for (let days = 0; days <= 366 && !(found.back && found.forward); days++) {
    const day = sydneyDaysAfter(days, from);
    // 10 or 11 pm the evening before, and 10 or 11 am on the day: a change at 2 or 3 am falls between.
    const before = isSydneyDaylightTime(new Date(`${addDays(day, -1)}T12:00:00Z`));
    const after = isSydneyDaylightTime(new Date(`${day}T00:00:00Z`));
    if (before && !after) found.back ??= day;
    if (!before && after) found.forward ??= day;
  }
  if (!found.back || !found.forward) throw new Error('no clock change found within a year');
  return { back: found.back, forward: found.forward };
}

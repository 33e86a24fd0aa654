/**
 * The reminder a booked client gets the day before the inspection, and the office's list of tomorrow's
 * inspections (issue 41). This file holds the times; the ledger (ledger.ts `claimReminder`, `claimDigest`)
 * keeps each sent once, and delivery.ts `sendReminders` sends them from the sweep.
 *
 * All times are Sydney wall-clock times turned into instants by sydney-time.ts, so a reminder goes at
 * BOOKING_REMINDER_HOUR on either side of a daylight-saving change.
 */
import {
  addDays,
  sydneyInstant,
  sydneyInstantOrLater,
  sydneyWallTime,
} from '../../domain/booking/sydney-time.js';

/** BOOKING_REMINDER_HOUR unless set: 9 a.m., Sydney time. */
export const DEFAULT_REMINDER_HOUR = 9;

/** BOOKING_REMINDER_HOUR as a whole hour 0-23, or the default when it is unset or anything else. */
export function reminderHour(value: string | undefined): number {
  if (value === undefined || !/^\s*\d{1,2}\s*$/.test(value)) return DEFAULT_REMINDER_HOUR;
  const hour = Number(value);
  return hour >= 0 && hour <= 23 ? hour : DEFAULT_REMINDER_HOUR;
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * When the reminder for an inspection on `bookedDate` is due: `hour`:00 in Sydney on the day before, or, on the
 * day daylight time starts, when the clocks skip that hour, the moment they reach it (2 am is then 3 am).
 */
export function reminderDue(bookedDate: string, hour: number): Date {
  return sydneyInstantOrLater(addDays(bookedDate, -1), clock(hour));
}

/**
 * When a reminder not yet sent is dropped: the inspection's day has started in Sydney (its midnight). A
 * reminder then would arrive on the day itself, after the client may have left for work.
 */
export function reminderLate(bookedDate: string): Date {
  return sydneyInstant(bookedDate, '00:00');
}

/**
 * The Sydney date whose inspections are reminded of at `now`: tomorrow's, once today's reminder hour has
 * come; null before it.
 */
export function reminderDateAt(now: Date, hour: number): string | null {
  const today = sydneyWallTime(now).date;
  const tomorrow = addDays(today, 1);
  return now.getTime() >= reminderDue(tomorrow, hour).getTime() ? tomorrow : null;
}

// @vitest-environment node
/**
 * When the day-before reminder is due (src/server/booking/reminders.ts), across Sydney's two daylight-saving
 * changes of 2026: the reminder for Monday 6 April goes on Sunday 5 April, the day daylight time ends, and the
 * one for Monday 5 October on Sunday 4 October, the day it starts. The instants are worked from the NSW rules
 * (AEST is UTC+10, AEDT UTC+11), as in the issue.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_HOUR,
  reminderDateAt,
  reminderDue,
  reminderHour,
  reminderLate,
} from '../../src/server/booking/reminders';
import { BOOKING_ENV_NAMES, bookingConfigFromEnv } from '../../src/server/config';

describe('reminderDue', () => {
  it('sends the reminder for Monday 6 April 2026 on Sunday 5 April at 09:00 AEST, after daylight time ends', () => {
    expect(reminderDue('2026-04-06', 9).toISOString()).toBe('2026-04-04T23:00:00.000Z');
  });

  it('sends the reminder for Monday 5 October 2026 on Sunday 4 October at 09:00 AEDT, after daylight time starts', () => {
    expect(reminderDue('2026-10-05', 9).toISOString()).toBe('2026-10-03T22:00:00.000Z');
  });

  it('crosses a month and a year back to the day before', () => {
    expect(reminderDue('2027-01-01', 18).toISOString()).toBe('2026-12-31T07:00:00.000Z');
  });

  it('drops a reminder at the Sydney midnight that starts the inspection day', () => {
    expect(reminderLate('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(reminderLate('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('names tomorrow as the date to remind of only from the reminder hour on', () => {
    expect(reminderDateAt(new Date('2026-04-04T22:59:00Z'), 9)).toBeNull();
    expect(reminderDateAt(new Date('2026-04-04T23:00:00Z'), 9)).toBe('2026-04-06');
    expect(reminderDateAt(new Date('2026-10-03T22:00:00Z'), 9)).toBe('2026-10-05');
  });
});

describe('BOOKING_REMINDER_HOUR', () => {
  it('takes a whole hour from 0 to 23 and falls back to the default for anything else', () => {
    expect(reminderHour('0')).toBe(0);
    expect(reminderHour(' 23 ')).toBe(23);
    for (const bad of [undefined, '', '24', '-1', '9.5', 'nine']) {
      expect(reminderHour(bad)).toBe(DEFAULT_REMINDER_HOUR);
    }
  });

  it('is a server variable every host reads into the config', () => {
    expect(BOOKING_ENV_NAMES).toContain('BOOKING_REMINDER_HOUR');
    expect(bookingConfigFromEnv({ BOOKING_REMINDER_HOUR: '7' }).reminderHour).toBe(7);
    expect(bookingConfigFromEnv({}).reminderHour).toBe(DEFAULT_REMINDER_HOUR);
  });
});

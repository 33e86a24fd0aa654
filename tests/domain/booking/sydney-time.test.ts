// @vitest-environment node
/**
 * Sydney wall-clock times and their instants (src/domain/booking/sydney-time.ts), on ordinary days and on the
 * two days the clocks change in 2026: Sunday 5 April (daylight time ends, 3 am becomes 2 am) and Sunday
 * 4 October (it starts, 2 am becomes 3 am). The instants are written out in UTC, worked from the NSW rules.
 */
import { describe, expect, it } from 'vitest';
import { sydneyInstant, sydneyInstantOrLater, sydneyWallTime } from '../../../src/domain/booking/sydney-time';

const cases: [date: string, time: string, utc: string, what: string][] = [
  ['2026-01-15', '09:00', '2026-01-14T22:00:00.000Z', 'summer, daylight time (UTC+11)'],
  ['2026-07-15', '09:00', '2026-07-14T23:00:00.000Z', 'winter, standard time (UTC+10)'],
  ['2026-04-04', '08:30', '2026-04-03T21:30:00.000Z', 'the Saturday before daylight time ends'],
  ['2026-04-05', '01:30', '2026-04-04T14:30:00.000Z', '5 April, before the change (UTC+11)'],
  ['2026-04-05', '02:30', '2026-04-04T15:30:00.000Z', '5 April, the repeated hour: its first occurrence'],
  ['2026-04-05', '03:00', '2026-04-04T17:00:00.000Z', '5 April, after the change (UTC+10)'],
  ['2026-04-05', '08:30', '2026-04-04T22:30:00.000Z', '5 April, a morning inspection'],
  ['2026-10-03', '08:30', '2026-10-02T22:30:00.000Z', 'the Saturday before daylight time starts'],
  ['2026-10-04', '01:59', '2026-10-03T15:59:00.000Z', '4 October, the last minute before the gap (UTC+10)'],
  ['2026-10-04', '03:00', '2026-10-03T16:00:00.000Z', '4 October, the first minute after it (UTC+11)'],
  ['2026-10-04', '08:30', '2026-10-03T21:30:00.000Z', '4 October, a morning inspection'],
];

describe('sydneyInstant', () => {
  it.each(cases)('%s %s is %s (%s)', (date, time, utc) => {
    expect(sydneyInstant(date, time).toISOString()).toBe(utc);
  });

  it('gives back the wall-clock time the office chose, on every case', () => {
    for (const [date, time] of cases) {
      expect(sydneyWallTime(sydneyInstant(date, time))).toEqual({ date, time });
    }
  });

  it('throws RangeError for a time the clocks skip on 4 October 2026, and only for those', () => {
    for (const time of ['02:00', '02:30', '02:59']) {
      expect(() => sydneyInstant('2026-10-04', time)).toThrow(RangeError);
    }
    expect(() => sydneyInstant('2026-10-04', '01:59')).not.toThrow();
    expect(() => sydneyInstant('2026-10-04', '03:00')).not.toThrow();
    // The same clock time on the day daylight time ends exists (twice).
    expect(() => sydneyInstant('2026-04-05', '02:30')).not.toThrow();
  });

  it('throws RangeError for what is not a date or a 24-hour time', () => {
    for (const [date, time] of [
      ['2026-02-30', '09:00'],
      ['2026-1-5', '09:00'],
      ['2026-01-05', '24:00'],
      ['2026-01-05', '9:00'],
      ['2026-01-05', '09:60'],
    ] as const) {
      expect(() => sydneyInstant(date, time), `${date} ${time}`).toThrow(RangeError);
    }
  });
});

describe('sydneyInstantOrLater', () => {
  it('is sydneyInstant for every time that exists', () => {
    for (const [date, time, utc] of cases) expect(sydneyInstantOrLater(date, time).toISOString()).toBe(utc);
  });

  it('reads a time the clocks skip with the offset before the gap (RFC 5545 §3.3.5): 2:30 am is 3:30 am', () => {
    expect(sydneyInstantOrLater('2026-10-04', '02:00').toISOString()).toBe('2026-10-03T16:00:00.000Z');
    expect(sydneyInstantOrLater('2026-10-04', '02:30').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(sydneyWallTime(sydneyInstantOrLater('2026-10-04', '02:30')).time).toBe('03:30');
  });
});

describe('sydneyWallTime', () => {
  it('reads both occurrences of the repeated hour on 5 April 2026 as 02:30', () => {
    expect(sydneyWallTime(new Date('2026-04-04T15:30:00Z'))).toEqual({ date: '2026-04-05', time: '02:30' });
    expect(sydneyWallTime(new Date('2026-04-04T16:30:00Z'))).toEqual({ date: '2026-04-05', time: '02:30' });
  });
});

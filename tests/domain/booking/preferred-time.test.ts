/**
 * The times a client asks for on the booking page, read (issue 57): a day where the words name one, counted
 * from the Sydney day they asked on, the part of the day, a clock time; and where the move dialog starts.
 * Pure date functions: the dates are literal, as what is tested.
 */
import { describe, expect, it } from 'vitest';
import { ARRIVAL_HOURS } from '../../../src/api/office';
import {
  askedTimeText,
  moveFromRequest,
  readingInWords,
  readPreferredTime,
} from '../../../src/domain/booking/preferred-time';

// Saturday 5 December 2026.
const ASKED_ON = '2026-12-05';

describe('readPreferredTime', () => {
  it.each([
    ['Tuesday 8 December, morning', { date: '2026-12-08', part: 'morning', time: null }],
    ['8th of Dec', { date: '2026-12-08', part: null, time: null }],
    ['December 8 at 2pm', { date: '2026-12-08', part: 'afternoon', time: '14:00' }],
    ['8/12 9:30am', { date: '2026-12-08', part: 'morning', time: '09:30' }],
    ['2026-12-10 2:30', { date: '2026-12-10', part: 'afternoon', time: '14:30' }],
    ['tomorrow arvo', { date: '2026-12-06', part: 'afternoon', time: null }],
    ['today', { date: '2026-12-05', part: null, time: null }],
    // A weekday alone is the next one; the day of asking's own weekday is a week on.
    ['next Friday', { date: '2026-12-11', part: null, time: null }],
    ['Saturday', { date: '2026-12-12', part: null, time: null }],
    // A day already past this year is next year's; a year given is kept.
    ['3 January', { date: '2027-01-03', part: null, time: null }],
    ['Mon 4 Jan 2027, 10am', { date: '2027-01-04', part: 'morning', time: '10:00' }],
    // No real day, or none named: nothing read.
    ['31/2', { date: null, part: null, time: null }],
    ['Any weekday after the 20th', { date: null, part: null, time: null }],
    ['Any morning', { date: null, part: 'morning', time: null }],
  ] as const)('%s', (words, reading) => {
    expect(readPreferredTime(words, ASKED_ON)).toEqual(reading);
  });

  it('gives the words and, in brackets, the day read', () => {
    const words = 'Tuesday 8 December, morning';
    expect(readingInWords(readPreferredTime(words, ASKED_ON))).toBe('Tuesday 8 December 2026, morning');
    expect(askedTimeText(words, readPreferredTime(words, ASKED_ON))).toBe(
      'Tuesday 8 December, morning (Tuesday 8 December 2026, morning)',
    );
    expect(askedTimeText('Any morning', readPreferredTime('Any morning', ASKED_ON))).toBe('Any morning');
  });
});

describe('moveFromRequest', () => {
  const booking = { windowFrom: '08:30', windowTo: '10:30' };
  const read = (...words: string[]) => words.map((w) => readPreferredTime(w, ASKED_ON));

  it('starts from the first day asked for, with the booking window when it fits the part of the day', () => {
    expect(
      moveFromRequest(
        read('Any time', '9 December, morning', '10 December'),
        booking,
        ASKED_ON,
        ARRIVAL_HOURS,
      ),
    ).toEqual({ date: '2026-12-09', windowFrom: '08:30', windowTo: '10:30' });
    expect(moveFromRequest(read('9 December, afternoon'), booking, ASKED_ON, ARRIVAL_HOURS)).toEqual({
      date: '2026-12-09',
      windowFrom: '',
      windowTo: '',
    });
  });

  it('moves the window to a clock time asked for, keeping its length, within the arrival hours', () => {
    expect(moveFromRequest(read('9 December 1pm'), booking, ASKED_ON, ARRIVAL_HOURS)).toEqual({
      date: '2026-12-09',
      windowFrom: '13:00',
      windowTo: '15:00',
    });
    expect(moveFromRequest(read('9 December 7pm'), booking, ASKED_ON, ARRIVAL_HOURS)).toEqual({
      date: '2026-12-09',
      windowFrom: '',
      windowTo: '',
    });
  });

  it('passes over a day already gone, and gives nothing without a day to come', () => {
    expect(
      moveFromRequest(read('1 December 2026', 'Any morning'), booking, ASKED_ON, ARRIVAL_HOURS),
    ).toBeNull();
  });
});

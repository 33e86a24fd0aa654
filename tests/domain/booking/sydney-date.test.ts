// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, oneYearAfter, sydneyDate } from '../../../src/domain/booking/sydney-time';

const intlSydney = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });

describe('sydneyDate', () => {
  it('agrees with the time-zone database at the daylight-time changes', () => {
    for (const [instant, date] of [
      ['2026-10-03T15:59:59Z', '2026-10-04'], // 1:59:59 am AEST on the first Sunday in October
      ['2026-10-03T16:00:00Z', '2026-10-04'], // 3 am AEDT
      ['2026-04-04T15:59:59Z', '2026-04-05'], // 2:59:59 am AEDT on the first Sunday in April
      ['2026-04-04T16:00:00Z', '2026-04-05'], // 2 am AEST again
      ['2026-11-23T13:00:00Z', '2026-11-24'], // midnight in Sydney in summer
      ['2026-06-30T13:59:59Z', '2026-06-30'], // one second before midnight in winter
      ['2026-12-31T13:00:00Z', '2027-01-01'],
    ] as const) {
      expect(sydneyDate(new Date(instant)), instant).toBe(date);
    }
  });

  it('agrees with Intl at any instant from 2020 to 2040', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (time) => {
        const at = new Date(time);
        expect(sydneyDate(at)).toBe(intlSydney.format(at));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isIsoDate and oneYearAfter', () => {
  it('accepts only real dates written as a date input writes them', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const text of ['2027-02-29', '2026-13-01', '2026-1-01', '01/02/2026', ''])
      expect(isIsoDate(text)).toBe(false);
  });

  it('gives the same day a year later, or 28 February after a 29th', () => {
    expect(oneYearAfter('2026-11-24')).toBe('2027-11-24');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });
});

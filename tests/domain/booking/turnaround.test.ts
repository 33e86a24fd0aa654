// @vitest-environment node
/**
 * The report's turnaround (src/domain/booking/turnaround.ts, issue 59): the due time from the window's end and
 * the product's promise, across the days the clocks change; what is due and what is overdue; the nearest-rank
 * percentiles; and the period's figures. The products come from the catalogue, the dates from TEST_NOW.
 */
import { describe, expect, it } from 'vitest';
import { productCatalog, reportWithinHours } from '../../../src/content/catalog';
import { addDays, sydneyInstant, sydneyWallTime } from '../../../src/domain/booking/sydney-time';
import {
  nearestRank,
  reportDue,
  reportDueAt,
  turnaroundStats,
  windowEnd,
} from '../../../src/domain/booking/turnaround';
import { ENQUIRY_STATES } from '../../../src/domain/booking/states';
import { sydneyClockChangeDays, sydneyDaysAfter } from '../../support/clock';

const HOUR = 3_600_000;
const promising = productCatalog.find((p) => reportWithinHours(p.slug) !== null)!.slug;
const silent = productCatalog.find((p) => reportWithinHours(p.slug) === null)!.slug;
const hours = reportWithinHours(promising)!;

describe('the due time', () => {
  it("is the window's end, as Sydney wall time, plus the product's promised hours", () => {
    const slot = { date: sydneyDaysAfter(3), windowTo: '10:30' };
    expect(windowEnd(slot)).toEqual(sydneyInstant(slot.date, '10:30'));
    expect(reportDueAt(slot, hours).getTime()).toBe(
      sydneyInstant(slot.date, '10:30').getTime() + hours * HOUR,
    );
  });

  it('counts elapsed hours across the night the clocks go forward and the night they go back', () => {
    const { forward, back } = sydneyClockChangeDays();
    // A window ending at 5 pm the day before: 24 real hours later the wall clock reads 6 pm (an hour was
    // skipped) or 4 pm (an hour was repeated).
    const springDue = reportDueAt({ date: addDays(forward, -1), windowTo: '17:00' }, 24);
    expect(sydneyWallTime(springDue)).toEqual({ date: forward, time: '18:00' });
    const autumnDue = reportDueAt({ date: addDays(back, -1), windowTo: '17:00' }, 24);
    expect(sydneyWallTime(autumnDue)).toEqual({ date: back, time: '16:00' });
  });
});

describe('a report due', () => {
  const slot = { date: sydneyDaysAfter(1), windowTo: '12:00' };
  const due = reportDueAt(slot, hours);
  const booking = { state: 'done' as const, slot, service: promising, published: false };

  it('is overdue only once the clock is past the due time, while nothing is published', () => {
    expect(reportDue(booking, new Date(due.getTime() - 1))).toEqual({ due, overdue: false });
    expect(reportDue(booking, due)).toEqual({ due, overdue: false });
    expect(reportDue(booking, new Date(due.getTime() + 1))).toEqual({ due, overdue: true });
    expect(reportDue({ ...booking, published: true }, new Date(due.getTime() + 1))).toBeNull();
  });

  it('is for a booked or done inspection only: nothing is due for a new, declined or cancelled one', () => {
    const later = new Date(due.getTime() + HOUR);
    for (const state of ENQUIRY_STATES) {
      expect(reportDue({ ...booking, state }, later) !== null, state).toBe(
        state === 'booked' || state === 'done',
      );
    }
  });

  it('is never for a product whose page promises no time, nor without a slot', () => {
    expect(reportDue({ ...booking, service: silent }, new Date(due.getTime() + HOUR))).toBeNull();
    expect(reportDue({ ...booking, slot: null }, new Date(due.getTime() + HOUR))).toBeNull();
  });
});

describe('nearest-rank percentiles', () => {
  it('take the value at rank ⌈p/100 × n⌉ of the sorted values, never an interpolation', () => {
    expect(nearestRank([4, 1, 3, 2], 50)).toBe(2);
    expect(nearestRank([5, 1, 3], 50)).toBe(3);
    const ten = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(nearestRank(ten, 90)).toBe(9);
    expect(nearestRank([...ten, 11], 90)).toBe(10);
    expect(nearestRank([7], 90)).toBe(7);
    expect(nearestRank([3, 1], 0)).toBe(1);
    expect(nearestRank([3, 1], 100)).toBe(3);
    expect(nearestRank([], 50)).toBeNull();
  });
});

describe("the period's figures", () => {
  it('give the median and 90th percentile over every report, and the promises kept over those with one', () => {
    const end = sydneyInstant(sydneyDaysAfter(-10), '10:00');
    const at = (h: number) => new Date(end.getTime() + h * HOUR);
    const stats = turnaroundStats([
      { windowEnd: end, firstPublished: at(10), promisedHours: hours },
      { windowEnd: end, firstPublished: at(hours), promisedHours: hours },
      { windowEnd: end, firstPublished: at(hours + 0.25), promisedHours: hours },
      { windowEnd: end, firstPublished: at(70), promisedHours: null },
    ]);
    expect(stats).toEqual({
      published: 4,
      medianHours: hours,
      p90Hours: 70,
      promised: 3,
      withinPromise: 2,
    });
    expect(turnaroundStats([])).toEqual({
      published: 0,
      medianHours: null,
      p90Hours: null,
      promised: 0,
      withinPromise: 0,
    });
  });
});

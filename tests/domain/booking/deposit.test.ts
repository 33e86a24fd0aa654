import { describe, expect, it } from 'vitest';
import { depositDueAt, depositFor } from '../../../src/domain/booking/deposit';

// Pure functions of the instants they are given: fixed instants, never today's.
const bookedAt = new Date('2026-03-10T01:00:00.000Z');

describe('depositDueAt', () => {
  it('counts hours after the booking was confirmed', () => {
    const due = depositDueAt(
      { kind: 'hours-after-booking', hours: 24 },
      { bookedAt, slot: { date: '2026-03-20', windowFrom: '08:00' } },
    );
    expect(due.toISOString()).toBe('2026-03-11T01:00:00.000Z');
  });

  it('counts hours before the arrival window opens, in Sydney time', () => {
    // 20 March 2026 08:00 daylight time (UTC+11) is 19 March 21:00 UTC; 48 hours before.
    const due = depositDueAt(
      { kind: 'hours-before-inspection', hours: 48 },
      { bookedAt, slot: { date: '2026-03-20', windowFrom: '08:00' } },
    );
    expect(due.toISOString()).toBe('2026-03-17T21:00:00.000Z');
  });

  it('counts real hours across the day daylight time starts (4 October 2026)', () => {
    // 09:00 on 4 October is daylight time (UTC+11): 3 October 22:00 UTC. 24 real hours earlier is 2 October
    // 22:00 UTC, which is 08:00 standard time on 3 October: 25 hours by the wall clock.
    const due = depositDueAt(
      { kind: 'hours-before-inspection', hours: 24 },
      { bookedAt: new Date('2026-09-28T00:00:00.000Z'), slot: { date: '2026-10-04', windowFrom: '09:00' } },
    );
    expect(due.toISOString()).toBe('2026-10-02T22:00:00.000Z');
  });

  it('is never before the booking: a late booking has its deposit due at once', () => {
    const due = depositDueAt(
      { kind: 'hours-before-inspection', hours: 48 },
      { bookedAt, slot: { date: '2026-03-11', windowFrom: '08:00' } },
    );
    expect(due).toEqual(bookedAt);
  });
});

describe('depositFor', () => {
  const choice = { depositCents: 11000, depositDue: { kind: 'hours-after-booking', hours: 24 } as const };
  const slot = { date: '2026-03-20', windowFrom: '08:00' };

  it('asks none while the business has set no deposit', () => {
    expect(depositFor({ ...choice, depositCents: null }, slot, bookedAt)).toBeNull();
  });

  it('records the amount, the due instant and the rule', () => {
    expect(depositFor(choice, slot, bookedAt)).toEqual({
      cents: 11000,
      dueAt: '2026-03-11T01:00:00.000Z',
      rule: choice.depositDue,
    });
  });

  it('keeps what a moved booking was asked, whatever the business sets later', () => {
    const before = depositFor(choice, slot, bookedAt)!;
    const later = new Date('2026-03-12T00:00:00.000Z');
    expect(
      depositFor({ ...choice, depositCents: 22000 }, { ...slot, date: '2026-03-25' }, later, before),
    ).toEqual(before);
    const fromInspection = depositFor(
      { depositCents: 11000, depositDue: { kind: 'hours-before-inspection', hours: 24 } },
      slot,
      bookedAt,
    )!;
    const moved = depositFor(
      { ...choice, depositCents: null },
      { date: '2026-03-25', windowFrom: '08:00' },
      later,
      fromInspection,
    )!;
    expect(moved.cents).toBe(11000);
    expect(moved.dueAt).toBe('2026-03-23T21:00:00.000Z');
  });
});

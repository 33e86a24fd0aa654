import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  preferredWhen,
  propertyAddress,
  sydneyTime,
  timeAgo,
} from '../../../src/domain/booking/words';

const at = (iso: string) => Date.parse(iso);

describe("the office's times, in Sydney's", () => {
  it("counts minutes and hours by the clock, then days by Sydney's calendar", () => {
    const now = at('2026-11-27T10:00:00Z'); // 9 pm on Friday 27 November in Sydney (daylight time)
    expect(timeAgo('2026-11-27T09:59:30Z', now)).toBe('now');
    expect(timeAgo('2026-11-27T09:55:00Z', now)).toBe('5 mins ago');
    expect(timeAgo('2026-11-27T08:00:00Z', now)).toBe('2 hrs ago');
    // 25 hours ago was Thursday in Sydney: yesterday; 30 hours ago was Thursday 3 pm there, still yesterday.
    expect(timeAgo('2026-11-26T09:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-26T04:00:00Z', now)).toBe('yesterday');
    // Wednesday 11 pm in Sydney, 46 hours ago: two Sydney days back.
    expect(timeAgo('2026-11-25T12:00:00Z', now)).toBe('2 days ago');
  });

  it("shows an instant in Sydney time, standard or daylight, whatever the device's zone", () => {
    expect(sydneyTime('2026-11-27T08:00:00Z')).toBe('Fri, 27 Nov 2026, 7:00 pm');
    expect(sydneyTime('2026-06-01T08:00:00Z')).toBe('Mon, 1 June 2026, 6:00 pm');
  });

  it('shows the preferred day as the visitor chose it, with the time of day', () => {
    expect(calendarDate('2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(preferredWhen('2026-11-30', 'Morning')).toBe('Mon, 30 Nov 2026, Morning');
    expect(preferredWhen(null, 'Morning')).toBe('Morning');
    expect(preferredWhen(null, null)).toBeNull();
  });
});

describe('a property address, as Australians write it', () => {
  const street = { streetNumber: '12A', streetName: 'Harbour View Road', suburb: 'Mosman', postcode: '2088' };

  it('puts a bare unit number before the street number with a slash, and keeps suburb, state and postcode together', () => {
    expect(propertyAddress({ ...street, unit: '4' })).toBe('4/12A Harbour View Road, Mosman NSW 2088');
    expect(propertyAddress({ ...street, unit: 'G01' })).toBe('G01/12A Harbour View Road, Mosman NSW 2088');
  });

  it('puts a unit given in words first, and leaves out an empty one', () => {
    expect(propertyAddress({ ...street, unit: 'Level 2, Suite 3' })).toBe(
      'Level 2, Suite 3, 12A Harbour View Road, Mosman NSW 2088',
    );
    expect(propertyAddress({ ...street, unit: '  ' })).toBe('12A Harbour View Road, Mosman NSW 2088');
    expect(propertyAddress({ ...street, streetNumber: 'Lot 12' })).toBe(
      'Lot 12 Harbour View Road, Mosman NSW 2088',
    );
  });
});

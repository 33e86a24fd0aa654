import { describe, expect, it } from 'vitest';
import { parsePrice, priceField } from '../../../src/features/office/booking-text';
import { dollars, slotDate, slotWhen, slotWindow } from '../../../src/domain/booking/words';

describe('a booked slot in words', () => {
  it('reads the date and window as the Sydney wall time they are, whatever the zone the page runs in', () => {
    // A device west of UTC, where midnight UTC is still the day before.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // 7 December 2026 is a Monday; a slot's strings carry no zone, so none is applied.
      expect(slotDate('2026-12-07')).toBe('Mon 7 Dec');
      expect(slotDate('2026-04-05', { year: true })).toBe('Sun 5 Apr 2026');
      expect(slotWhen({ date: '2026-12-07', windowFrom: '08:00', windowTo: '09:00' })).toBe(
        'Mon 7 Dec, 8:00–9:00 am',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('says am or pm once when the window keeps to one half of the day, and twice when it crosses noon', () => {
    expect(slotWindow('13:30', '15:00')).toBe('1:30–3:00 pm');
    expect(slotWindow('11:30', '12:30')).toBe('11:30 am–12:30 pm');
    expect(slotWindow('06:00', '20:00')).toBe('6:00 am–8:00 pm');
  });
});

describe('the price field', () => {
  it('reads dollars, with or without $, thousands commas and cents, into whole cents', () => {
    expect(parsePrice('450')).toBe(45_000);
    expect(parsePrice(' $1,234.5 ')).toBe(123_450);
    expect(parsePrice('0.07')).toBe(7);
    // 0.1 + 0.2 is not 0.3 in floating point; the digits are read as digits.
    expect(parsePrice('1020.30')).toBe(102_030);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '4x0', '1,23', '12.345', '-5', '$'])
      expect(parsePrice(text), text).toBeNull();
  });

  it('writes cents back as the field and as a person reads them', () => {
    expect(priceField(null)).toBe('');
    expect(priceField(45_000)).toBe('450');
    expect(priceField(123_405)).toBe('1234.05');
    expect(parsePrice(priceField(123_405))).toBe(123_405);
    expect(dollars(123_450)).toBe('$1,234.50');
    expect(dollars(69_000)).toBe('$690');
  });
});

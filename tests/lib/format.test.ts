// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatFileSize, formatHomePrice, megabytes } from '../../src/lib/format';

describe('formatDollars', () => {
  it.each([0, 7, 99, 440, 999, 1000, 1250, 12500, 999999, 1234567])('matches en-AU for %d', (amount) => {
    expect(formatDollars(amount)).toBe(`$${amount.toLocaleString('en-AU')}`);
  });

  it('rounds to whole dollars and keeps the sign in front', () => {
    expect(formatDollars(1249.6)).toBe('$1,250');
    expect(formatDollars(-1500)).toBe('-$1,500');
  });
});

describe('formatDate', () => {
  it('matches the en-AU long date in UTC for every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const expected = new Date(Date.UTC(2025, month - 1, day)).toLocaleDateString('en-AU', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        expect(formatDate(iso)).toBe(expected);
      }
    }
  });

  it('rejects a string that is not a date', () => {
    expect(() => formatDate('2025-13-01')).toThrow(RangeError);
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});

describe('formatHomePrice', () => {
  it('prefixes a from price and passes a quote label through', () => {
    expect(formatHomePrice({ kind: 'from', amount: 1100 })).toBe('From $1,100');
    expect(formatHomePrice({ kind: 'quote', label: 'Quote on request' })).toBe('Quote on request');
  });
});

describe('megabytes and formatFileSize', () => {
  const MB = 1024 * 1024;
  it('gives megabytes to one place; floored, never more than was sent', () => {
    expect(megabytes(0)).toBe('0.0');
    expect(megabytes(3 * MB)).toBe('3.0');
    expect(megabytes(12.46 * MB)).toBe('12.5');
    expect(megabytes(12.46 * MB, 'floor')).toBe('12.4');
    expect(megabytes(MB - 1)).toBe('1.0');
    expect(megabytes(MB - 1, 'floor')).toBe('0.9');
    expect(megabytes(40 * MB)).toBe('40.0');
  });

  it('says a small file in kilobytes', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(48 * 1024)).toBe('48 KB');
    expect(formatFileSize(MB / 10)).toBe('0.1 MB');
    expect(formatFileSize(12.46 * MB)).toBe('12.5 MB');
  });
});

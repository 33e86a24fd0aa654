// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPORT_MAX_BYTES, REPORT_MESSAGES } from '../../src/api/report';
import {
  BYTES_PER_MB,
  formatDate,
  formatDollars,
  formatHomePrice,
  formatMegabytes,
} from '../../src/lib/format';

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

describe('formatMegabytes', () => {
  it('gives one decimal of the megabyte the report API states its limit in', () => {
    expect(formatMegabytes(13 * BYTES_PER_MB)).toBe('13.0 MB');
    expect(formatMegabytes(Math.round(12.44 * BYTES_PER_MB))).toBe('12.4 MB');
    expect(formatMegabytes(Math.round(12.46 * BYTES_PER_MB))).toBe('12.5 MB');
    // The largest report reads as the limit the office is told of.
    expect(REPORT_MESSAGES['too-large']).toContain(`over ${REPORT_MAX_BYTES / BYTES_PER_MB} MB`);
    expect(formatMegabytes(REPORT_MAX_BYTES)).toBe(`${(REPORT_MAX_BYTES / BYTES_PER_MB).toFixed(1)} MB`);
  });

  it('never says 0.0 MB of a file that has bytes', () => {
    expect(formatMegabytes(20_000)).toBe('0.1 MB');
    expect(formatMegabytes(0)).toBe('0.0 MB');
  });
});

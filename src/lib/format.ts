import type { HomePrice } from '../content/types';

// Plain string formatting on purpose: the first `toLocaleString` call on a page loads the ICU locale data and
// cost about 20 ms of main-thread time during hydration (22 ms in a CPU profile of the home page). These give
// the same text as the `en-AU` formats for the values the site shows (tests/lib/format.test.ts checks that).

/** The months' names, January first (the dates the copy writes, and the tests that read them back). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '$1,250' from 1250: whole dollars with thousands separators. */
export function formatDollars(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}$${digits}`;
}

/** 'From $440' or the quote label, as the home cards show it. */
export function formatHomePrice(price: HomePrice): string {
  return price.kind === 'from' ? `From ${formatDollars(price.amount)}` : price.label;
}

/** '15 January 2025' from '2025-01-15', independent of the reader's time zone. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = MONTHS[month - 1];
  if (!monthName || !Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`Not an ISO date: ${isoDate}`);
  }
  return `${day} ${monthName} ${year}`;
}

/**
 * A retention period as the copy states it: '12 months' for 365 days, '7 years' for 2555, '3 months' for 90,
 * otherwise the days ('45 days'). The privacy policy and the pre-inspection agreement both say it this way.
 */
export function retentionPeriod(days: number): string {
  if (days % 365 === 0) return days === 365 ? '12 months' : `${days / 365} years`;
  if (days % 30 === 0 && days < 365) return days === 30 ? '1 month' : `${days / 30} months`;
  return `${days} days`;
}

const MEGABYTE = 1024 * 1024;

/**
 * Bytes in megabytes (of 1024 × 1024, as the report's limits count them), to one place: '12.4'. `floor` for what
 * has been sent or received so far, so that it never says more than there is.
 */
export function megabytes(bytes: number, how: 'round' | 'floor' = 'round'): string {
  const tenths = (bytes / MEGABYTE) * 10;
  return ((how === 'floor' ? Math.floor(tenths) : Math.round(tenths)) / 10).toFixed(1);
}

/** A file's size as a person reads it: '12.4 MB', or '48 KB' under a tenth of a megabyte. */
export function formatFileSize(bytes: number): string {
  return bytes < MEGABYTE / 10 ? `${Math.max(1, Math.ceil(bytes / 1024))} KB` : `${megabytes(bytes)} MB`;
}

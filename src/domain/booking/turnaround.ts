/**
 * The report's turnaround (issue 59): when a booking's report is due, whether it is overdue, and how the office
 * kept its promises over a period. A product's promise is its page's own ("usually within 24 hours",
 * content/catalog.ts `reportWithinHours`); a product whose page makes none has no due time.
 *
 * The due time is the end of the booking's arrival window, read as Sydney wall time, plus the promised hours
 * as elapsed time: a window that ends at 5 pm the day before daylight time starts is due at 6 pm (daylight
 * time) the next day, 24 real hours later.
 */
import { reportWithinHours } from '../../content/catalog.js';
import type { EnquiryState, BookingSlot } from './states.js';
import { sydneyInstantOrLater } from './sydney-time.js';

const HOUR_MS = 3_600_000;

/** The hours a product's page promises its report within, or null where it promises no time. */
export function promisedHours(service: string): number | null {
  return reportWithinHours(service);
}

/**
 * The instant the arrival window ends. The office types the window, and a time the clocks skip is refused
 * there; a stored one is read as the hour after the gap rather than thrown on.
 */
export function windowEnd(slot: Pick<BookingSlot, 'date' | 'windowTo'>): Date {
  return sydneyInstantOrLater(slot.date, slot.windowTo);
}

/** The instant a report is due: the window's end plus the promised hours. */
export function reportDueAt(slot: Pick<BookingSlot, 'date' | 'windowTo'>, hours: number): Date {
  return new Date(windowEnd(slot).getTime() + hours * HOUR_MS);
}

export interface ReportDue {
  due: Date;
  /** The clock is past the due time and no version is published. */
  overdue: boolean;
}

/**
 * A booking's report due, or null when none is: only a booked or done inspection (not a new, declined or
 * cancelled one), of a product that makes a promise, with no version published yet.
 */
export function reportDue(
  booking: {
    state: EnquiryState;
    slot: Pick<BookingSlot, 'date' | 'windowTo'> | null;
    service: string;
    published: boolean;
  },
  now: Date,
): ReportDue | null {
  if (booking.state !== 'booked' && booking.state !== 'done') return null;
  if (!booking.slot || booking.published) return null;
  const hours = promisedHours(booking.service);
  if (hours === null) return null;
  const due = reportDueAt(booking.slot, hours);
  return { due, overdue: now.getTime() > due.getTime() };
}

/**
 * The nearest-rank percentile of a list of numbers: sort them ascending, take rank ⌈p/100 × n⌉ (1-based, at
 * least 1), and return the value at that rank: always one of the values, never an interpolation. So the median
 * (p = 50) of 1, 2, 3, 4 is 2, and the 90th percentile of ten values is the ninth smallest. Null for no values.
 */
export function nearestRank(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** One report published in the period: its window's end, its first version's time, and its product's promise. */
export interface PublishedReport {
  windowEnd: Date;
  firstPublished: Date;
  /** The promised hours, or null for a product that makes no promise. */
  promisedHours: number | null;
}

export interface TurnaroundStats {
  /** How many reports were first published in the period. */
  published: number;
  /** Hours from the window's end to the first version, nearest-rank median and 90th percentile; null for none. */
  medianHours: number | null;
  p90Hours: number | null;
  /** Of the reports whose product makes a promise, how many were first published within it. */
  promised: number;
  withinPromise: number;
}

/** The hours, to one decimal place, from the window's end to the first version. */
export const hoursToPublish = (report: PublishedReport): number =>
  Math.round((report.firstPublished.getTime() - report.windowEnd.getTime()) / (HOUR_MS / 10)) / 10;

/** The period's turnaround: its percentiles over every report, and the promises kept over those with one. */
export function turnaroundStats(reports: readonly PublishedReport[]): TurnaroundStats {
  const hours = reports.map(hoursToPublish);
  const promised = reports.filter((report) => report.promisedHours !== null);
  return {
    published: reports.length,
    medianHours: nearestRank(hours, 50),
    p90Hours: nearestRank(hours, 90),
    promised: promised.length,
    withinPromise: promised.filter(
      (report) =>
        report.firstPublished.getTime() - report.windowEnd.getTime() <= report.promisedHours! * HOUR_MS,
    ).length,
  };
}

import { sydneyDate } from '../../lib/sydney-date';

const SYDNEY = 'Australia/Sydney';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto', style: 'short' });
const exact = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const calendarDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * How long ago an instant was, as an inspector reads a list: 'now', '5 mins ago', '2 hrs ago', then Sydney's
 * calendar days ('yesterday', '3 days ago'), whatever the device's own time zone.
 */
export function timeAgo(iso: string, now: number): string {
  const at = new Date(iso);
  const elapsed = Math.max(0, now - at.getTime());
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.round((Date.parse(sydneyDate(new Date(now))) - Date.parse(sydneyDate(at))) / DAY);
  return relative.format(-Math.max(1, days), 'day');
}

/** The instant in Sydney time: 'Fri, 27 Nov 2026, 9:14 pm'. */
export function sydneyTime(iso: string): string {
  return exact.format(new Date(iso));
}

/** A calendar date the visitor chose (YYYY-MM-DD): 'Mon, 30 Nov 2026'. Anything else as it is. */
export function calendarDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? calendarDay.format(new Date(`${date}T00:00:00Z`)) : date;
}

/** The preferred date and time of an enquiry as one phrase, or null when the visitor gave neither. */
export function preferredWhen(date: string | null, time: string | null): string | null {
  const parts = [date ? calendarDate(date) : null, time].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

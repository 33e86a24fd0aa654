/**
 * The times a client asks for on the booking page, read (issue 57). The client writes each in their own words
 * ('Tuesday 8 December, morning', 'tomorrow 2pm', '8/12'), so the office's e-mail and its "needs attention"
 * banner give each as written and, where the words name a day, that day in full with the year, read from the
 * Sydney day the client asked on. The move dialog starts from the first one that names a day. Words that name
 * no day are shown as written and read as nothing: a guess would put a wrong date in front of the office.
 */
import { MONTHS } from '../../lib/format.js';
import { addDays, isIsoDate } from './sydney-time.js';
import { formatClock, formatDayDate } from './words.js';

export type PartOfDay = 'morning' | 'afternoon';

/** What one asked-for time says: a Sydney date (YYYY-MM-DD), a part of the day, a clock time ('HH:MM'). */
export interface PreferredReading {
  date: string | null;
  part: PartOfDay | null;
  time: string | null;
}

const WEEKDAY_STEMS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTH_STEMS = MONTHS.map((month) => month.slice(0, 3).toLowerCase());
const MONTH = `(${MONTH_STEMS.join('|')})[a-z]*\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s+(\\d{4}))?';

const pad = (n: number) => String(n).padStart(2, '0');

/** The date, when real; a date without a year is the next one on or after `today`. */
function dateOf(day: number, month: number, year: number | null, today: string): string | null {
  const thisYear = Number(today.slice(0, 4));
  const at = (y: number) => `${y}-${pad(month)}-${pad(day)}`;
  const year4 = year !== null && year < 100 ? 2000 + year : year;
  const date = year4 ?? (at(thisYear) >= today ? thisYear : thisYear + 1);
  return isIsoDate(at(date)) ? at(date) : null;
}

function readDate(words: string, today: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(words);
  if (iso) return isIsoDate(iso[0]) ? iso[0] : null;
  const dayMonth = new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}${YEAR}\\b`).exec(words);
  if (dayMonth) {
    const month = MONTH_STEMS.indexOf(dayMonth[2]!) + 1;
    return dateOf(Number(dayMonth[1]), month, dayMonth[3] ? Number(dayMonth[3]) : null, today);
  }
  const monthDay = new RegExp(`\\b${MONTH}\\s+${DAY}\\b${YEAR}`).exec(words);
  if (monthDay) {
    const month = MONTH_STEMS.indexOf(monthDay[1]!) + 1;
    return dateOf(Number(monthDay[2]), month, monthDay[3] ? Number(monthDay[3]) : null, today);
  }
  // Australian order: day, then month.
  const numeric = /\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?\b/.exec(words);
  if (numeric) {
    const year = numeric[3] ? Number(numeric[3]) : null;
    return dateOf(Number(numeric[1]), Number(numeric[2]), year, today);
  }
  if (/\btoday\b/.test(words)) return today;
  if (/\btomorrow\b/.test(words)) return addDays(today, 1);
  // A weekday alone is the next one after the day of asking ('Tuesday' asked on a Tuesday is next week's).
  const weekday = new RegExp(`\\b(${WEEKDAY_STEMS.join('|')})[a-z]*\\b`).exec(words);
  if (weekday) {
    const todayIndex = new Date(`${today}T00:00:00Z`).getUTCDay();
    const ahead = (WEEKDAY_STEMS.indexOf(weekday[1]!) - todayIndex + 7) % 7 || 7;
    return addDays(today, ahead);
  }
  return null;
}

function readTime(words: string): string | null {
  const withHalf = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b/.exec(words);
  if (withHalf) {
    const hours = Number(withHalf[1]);
    if (hours < 1 || hours > 12) return null;
    const minutes = Number(withHalf[2] ?? 0);
    if (minutes > 59) return null;
    return `${pad((hours % 12) + (withHalf[3] === 'pm' ? 12 : 0))}:${pad(minutes)}`;
  }
  const bare = /\b(\d{1,2}):(\d{2})\b/.exec(words);
  if (bare) {
    const hours = Number(bare[1]);
    const minutes = Number(bare[2]);
    if (hours > 23 || minutes > 59) return null;
    // No am or pm: an inspection starts in daylight, so '2:30' is the afternoon's.
    return `${pad(hours >= 1 && hours <= 5 ? hours + 12 : hours)}:${pad(minutes)}`;
  }
  return null;
}

/** Reads one asked-for time, from the Sydney day it was asked on (YYYY-MM-DD). */
export function readPreferredTime(words: string, askedOn: string): PreferredReading {
  const lower = words.toLowerCase();
  const time = readTime(lower);
  const part: PartOfDay | null = time
    ? time < '12:00'
      ? 'morning'
      : 'afternoon'
    : /\bmorning\b|\bam\b/.test(lower)
      ? 'morning'
      : /\bafternoon\b|\barvo\b|\bpm\b/.test(lower)
        ? 'afternoon'
        : null;
  return { date: readDate(lower, askedOn), part, time };
}

/** 'Tuesday 8 December 2026, morning' or '…, 2:00 pm': what was read, in words; null when no day was. */
export function readingInWords(reading: PreferredReading): string | null {
  if (!reading.date) return null;
  const when = reading.time ? formatClock(reading.time) : reading.part;
  return `${formatDayDate(reading.date)}${when ? `, ${when}` : ''}`;
}

/** One asked-for time as the office reads it: the client's words, then the day read from them. */
export function askedTimeText(words: string, reading: PreferredReading): string {
  const read = readingInWords(reading);
  return read && read.toLowerCase() !== words.toLowerCase() ? `${words} (${read})` : words;
}

/** The booking's window when it fits the part of the day asked for; a window before noon is the morning's. */
function windowFits(windowFrom: string, reading: PreferredReading): boolean {
  if (!reading.part) return true;
  return windowFrom < '12:00' === (reading.part === 'morning');
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Where the move dialog starts from a request: the first asked-for day on or after `today`, with the booking's
 * window when it fits the time asked (a clock time moves the window's start there, keeping its length), and
 * no window when it does not; `hours` are the arrival hours a window must keep to. Null when no asked-for time
 * names such a day.
 */
export function moveFromRequest(
  readings: readonly PreferredReading[],
  booking: { windowFrom: string; windowTo: string },
  today: string,
  hours: { from: string; to: string },
): { date: string; windowFrom: string; windowTo: string } | null {
  const first = readings.find((reading) => reading.date !== null && reading.date >= today);
  if (!first?.date) return null;
  if (first.time) {
    const length = minutesOf(booking.windowTo) - minutesOf(booking.windowFrom);
    const end = minutesOf(first.time) + length;
    return first.time >= hours.from && end <= minutesOf(hours.to)
      ? { date: first.date, windowFrom: first.time, windowTo: timeOf(end) }
      : { date: first.date, windowFrom: '', windowTo: '' };
  }
  return windowFits(booking.windowFrom, first)
    ? { date: first.date, windowFrom: booking.windowFrom, windowTo: booking.windowTo }
    : { date: first.date, windowFrom: '', windowTo: '' };
}

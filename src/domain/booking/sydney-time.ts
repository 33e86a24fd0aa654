/**
 * Sydney time, the one module that computes it, wherever the code runs (a host's function runs in UTC):
 *
 * - calendar dates as a Sydney visitor means them (`sydneyDate`, `isIsoDate`, `oneYearAfter`, `addDays`), in
 *   plain arithmetic rather than Intl, whose first use costs a phone about 20 ms of locale loading: the booking
 *   form checks its dates with these. NSW daylight time runs from 2 am on the first Sunday in October to 3 am
 *   on the first Sunday in April; tests/server/clock-changes.test.ts holds the arithmetic to Intl's reading at
 *   every half hour of the days the clocks change;
 * - wall-clock times as the office agrees them ('2026-04-05', '08:30') and the instants they name
 *   (`sydneyInstant`, `sydneyWallTime`), from the runtime's time zone data through Intl, not from code here.
 */

export const SYDNEY_TZ = 'Australia/Sydney';

const MINUTE = 60_000;
const DAY = 86_400_000;

let formatter: Intl.DateTimeFormat | undefined;

/** The Sydney wall clock at an instant, as if it were UTC (milliseconds since the epoch). */
function wallClock(at: number): number {
  formatter ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: SYDNEY_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) + (at % 1000);
}

/** Sydney's offset from UTC at an instant, in milliseconds (36,000,000 in standard time). */
function offsetAt(at: number): number {
  return wallClock(at) - at;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A 24-hour wall-clock time, 'HH:MM'. */
export const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The UTC instant of a Sydney wall-clock time ('2026-04-05', '08:30'); throws RangeError for a time that does
 * not exist (the DST gap). A time that happens twice (the hour repeated when daylight time ends) is its first
 * occurrence, as RFC 5545 §3.3.5 reads a DTSTART with a TZID, so a calendar shows what this returns.
 */
export function sydneyInstant(date: string, time: string): Date {
  const { instant } = readWallTime(date, time);
  if (instant === null) {
    throw new RangeError(`${date} ${time} does not exist in Sydney (the clocks skip it)`);
  }
  return new Date(instant);
}

/**
 * As `sydneyInstant`, but a time the clocks skip is read with the offset before the gap, as RFC 5545 §3.3.5
 * reads such a DATE-TIME: 2:30 am on the day daylight time starts is 3:30 am daylight time. For the times the
 * server sets itself (the reminder's hour, any hour of the day), which must name an instant every day; a time
 * the office types is refused instead (`sydneyInstant`).
 */
export function sydneyInstantOrLater(date: string, time: string): Date {
  const { wall, instant } = readWallTime(date, time);
  return new Date(instant ?? wall - offsetAt(wall - DAY));
}

/** The wall-clock time as if it were UTC, and its first real instant (null in the DST gap). */
function readWallTime(date: string, time: string): { wall: number; instant: number | null } {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(wall).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a date: ${date}`);
  // The offsets a day either side cover a change of offset on this day; a time either offset gives back is
  // a real one, and the earlier instant is its first occurrence.
  const matches = [offsetAt(wall - DAY), offsetAt(wall + DAY)]
    .map((offset) => wall - offset)
    .filter((instant) => wallClock(instant) === wall)
    .sort((a, b) => a - b);
  return { wall, instant: matches[0] ?? null };
}

/** The Sydney date and wall-clock time of an instant: `{ date: '2026-04-05', time: '08:30' }`. */
export function sydneyWallTime(at: Date): { date: string; time: string } {
  const iso = new Date(wallClock(Math.floor(at.getTime() / MINUTE) * MINUTE)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const HOUR = 3_600_000;

function firstSunday(year: number, monthIndex: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, monthIndex, 1)).getUTCDay()) % 7);
}

/** Whether Sydney keeps daylight time (UTC+11) at this instant. */
export function isSydneyDaylightTime(at: Date): boolean {
  const year = at.getUTCFullYear();
  // Both changes happen at 16:00 UTC on the Saturday before the first Sunday (2 am AEST, 3 am AEDT).
  const starts = Date.UTC(year, 9, firstSunday(year, 9) - 1, 16);
  const ends = Date.UTC(year, 3, firstSunday(year, 3) - 1, 16);
  const time = at.getTime();
  return time >= starts || time < ends;
}

/** The date in Sydney at this instant, as YYYY-MM-DD. */
export function sydneyDate(at: Date): string {
  const offset = isSydneyDaylightTime(at) ? 11 : 10;
  return new Date(at.getTime() + offset * HOUR).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar date written YYYY-MM-DD (what a date input gives). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The same day a year later (29 February gives 28 February), as YYYY-MM-DD. */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The Sydney date `days` after a Sydney date ('2026-04-06', -1 → '2026-04-05'). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

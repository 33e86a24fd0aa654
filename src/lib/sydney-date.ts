/**
 * Calendar dates as a Sydney visitor means them, wherever the code runs (a host's function runs in UTC).
 * Plain arithmetic rather than Intl, whose first use costs a phone about 20 ms of locale loading (see
 * format.ts). NSW daylight time runs from 2 am on the first Sunday in October to 3 am on the first Sunday
 * in April.
 */

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

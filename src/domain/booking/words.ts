/**
 * A booking's dates, times and prices in words, for the people who read them: the e-mails, the office, the
 * agreement and the booking page. A slot's date and times are Sydney wall time already (src/api/office.ts), so
 * they are read as written, whatever the device's zone; an instant is shown in Sydney time (sydney-time.ts).
 * Intl's formatters are made on first use: a page that never shows one never pays for its locale data.
 */
import { business } from '../../content/business.js';
import { formatDate } from '../../lib/format.js';
import { isIsoDate, isSydneyDaylightTime, SYDNEY_TZ, sydneyDate } from './sydney-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An Intl formatter made once, on first use. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const relative = lazy(() => new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto', style: 'short' }));
const exact = lazy(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: SYDNEY_TZ,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
const calendarDay = lazy(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);
const longDay = lazy(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const sydneyDay = lazy(
  () =>
    new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY_TZ, day: 'numeric', month: 'long', year: 'numeric' }),
);
const sydneyClock = lazy(
  () => new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY_TZ, hour: 'numeric', minute: '2-digit' }),
);

// ---- Calendar dates (YYYY-MM-DD, a Sydney date) ----

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Monday 7 December 2026' from '2026-12-07': the e-mails' date. */
export function formatDayDate(isoDate: string): string {
  const weekday = WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${formatDate(isoDate)}`;
}

/** 'Monday 7 December 2026' from '2026-12-07', as Intl writes it: the agreement page's date. */
export function bookingDate(date: string): string {
  return longDay().format(new Date(`${date}T00:00:00Z`));
}

/** '2026-12-07' as 'Mon 7 Dec', or 'Mon 7 Dec 2026' with the year: the office's compact date. */
export function slotDate(date: string, { year = false } = {}): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3);
  return `${weekday} ${d} ${MONTHS[m - 1]}${year ? ` ${y}` : ''}`;
}

/** A calendar date the visitor chose (YYYY-MM-DD): 'Mon, 30 Nov 2026'. Anything else as it is. */
export function calendarDate(date: string): string {
  return isIsoDate(date) ? calendarDay().format(new Date(`${date}T00:00:00Z`)) : date;
}

/** The preferred date and time of an enquiry as one phrase, or null when the visitor gave neither. */
export function preferredWhen(date: string | null, time: string | null): string | null {
  const parts = [date ? calendarDate(date) : null, time].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

// ---- Wall-clock times ('HH:MM', Sydney) and windows ----

function clock(time: string): { text: string; half: 'am' | 'pm' } {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return { text: `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`, half: hours < 12 ? 'am' : 'pm' };
}

/** '08:30' as '8:30 am'. */
export function formatClock(time: string): string {
  const { text, half } = clock(time);
  return `${text} ${half}`;
}

/** An arrival window in full: '8:30 am to 10:30 am' (the e-mails). */
export function windowText(slot: { windowFrom: string; windowTo: string }): string {
  return `${formatClock(slot.windowFrom)} to ${formatClock(slot.windowTo)}`;
}

/** '08:00'–'09:00' as '8:00–9:00 am'; '11:30'–'12:30' as '11:30 am–12:30 pm' (the office, the pages). */
export function slotWindow(from: string, to: string): string {
  const start = clock(from);
  const end = clock(to);
  return start.half === end.half
    ? `${start.text}–${end.text} ${end.half}`
    : `${start.text} ${start.half}–${end.text} ${end.half}`;
}

/** The date and the window: 'Mon 7 Dec, 8:00–9:00 am'. */
export function slotWhen(
  slot: { date: string; windowFrom: string; windowTo: string },
  options: { year?: boolean } = {},
): string {
  return `${slotDate(slot.date, options)}, ${slotWindow(slot.windowFrom, slot.windowTo)}`;
}

// ---- Instants, shown in Sydney time ----

/** 'Wednesday 25 November 2026, 5:49 am Sydney time' for an instant (the e-mails). */
export function formatSydneyTime(at: Date): string {
  const local = new Date(at.getTime() + (isSydneyDaylightTime(at) ? 11 : 10) * HOUR);
  const iso = local.toISOString();
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDayDate(iso.slice(0, 10))}, ${formatClock(time)} Sydney time`;
}

/** The instant in Sydney time: 'Fri, 27 Nov 2026, 9:14 pm' (the office). */
export function sydneyTime(iso: string): string {
  return exact().format(new Date(iso));
}

/** An instant as '27 November 2026 at 9:14 pm', Sydney time (the agreement's acceptance). */
export function acceptedWhen(iso: string): string {
  const at = new Date(iso);
  return `${sydneyDay().format(at)} at ${sydneyClock().format(at).replace(/\s+/g, ' ')}`;
}

/**
 * How long ago an instant was, as an inspector reads a list: 'now', '5 mins ago', '2 hrs ago', then Sydney's
 * calendar days ('yesterday', '3 days ago'), whatever the device's own time zone.
 */
export function timeAgo(iso: string, now: number): string {
  const at = new Date(iso);
  const elapsed = Math.max(0, now - at.getTime());
  if (elapsed < MINUTE) return relative().format(0, 'second');
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.round((Date.parse(sydneyDate(new Date(now))) - Date.parse(sydneyDate(at))) / DAY);
  return relative().format(-Math.max(1, days), 'day');
}

// ---- Prices (cents) ----

/** '$1,660.00' (with ' incl. GST' when the business has confirmed its prices include it), or 'to be confirmed'. */
export function formatPrice(priceCents: number | null): string {
  if (priceCents === null) return 'to be confirmed';
  const whole = Math.floor(priceCents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const gst = business.decisions.pricesIncludeGst === 'confirmed' ? ' incl. GST' : '';
  return `$${whole}.${String(priceCents % 100).padStart(2, '0')}${gst}`;
}

/** Cents as dollars for a person, without cents when whole: '$450', '$1,234.50' (the office, the pages). */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const part = cents % 100;
  return part ? `$${whole}.${String(part).padStart(2, '0')}` : `$${whole}`;
}

// ---- Addresses ----

/** The parts of a property's address as the form takes them. */
export type AddressParts = {
  unit?: string | null;
  streetNumber: string;
  streetName: string;
  suburb: string;
  postcode: string;
};

/** A unit that is a number, with or without a letter ('4', '12B', 'G01'): written before the street number. */
const BARE_UNIT = /^[A-Za-z]{0,2}\d+[A-Za-z]?$/;

/**
 * A property's address as Australians write it (Australia Post's order): '4/12A Harbour View Road, Mosman NSW
 * 2088'. A bare unit number goes before the street number with a slash; a unit given in words ('Unit 4',
 * 'Level 2, Suite 3') stands first, followed by a comma. The suburb, state and postcode share one part.
 * The automation's payload keeps the form's own joined `address` (payload.ts); this is for people.
 */
export function propertyAddress(parts: AddressParts): string {
  const tidy = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');
  const unit = tidy(parts.unit);
  const number = tidy(parts.streetNumber);
  const slashed = Boolean(unit && number && BARE_UNIT.test(unit));
  const street = [slashed ? `${unit}/${number}` : number, tidy(parts.streetName)].filter(Boolean).join(' ');
  const place = [tidy(parts.suburb), 'NSW', tidy(parts.postcode)].filter(Boolean).join(' ');
  return [slashed ? '' : unit, street, place].filter(Boolean).join(', ');
}

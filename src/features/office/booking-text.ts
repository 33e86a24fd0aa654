import type {
  AgreementEvent,
  ClientEvent,
  LinksEvent,
  AgreementState,
  BookingSlot,
  ChangeEvent,
  EnquiryState,
} from '../../server/office/api';

/**
 * A booked slot in words, as the office agreed it with the client. A slot's date and times are already Sydney
 * wall time (api.ts), so they are read as written: no time zone arithmetic, whatever the device's own zone.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-07' as 'Mon 7 Dec', or 'Mon 7 Dec 2026' with the year. */
export function slotDate(date: string, { year = false } = {}): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${weekday} ${d} ${MONTHS[m - 1]}${year ? ` ${y}` : ''}`;
}

function clock(time: string): { text: string; half: 'am' | 'pm' } {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const half = hours < 12 ? 'am' : 'pm';
  return { text: `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`, half };
}

/** '06:00' as '6:00 am'. */
export function clockTime(time: string): string {
  const { text, half } = clock(time);
  return `${text} ${half}`;
}

/** '08:00'–'09:00' as '8:00–9:00 am'; '11:30'–'12:30' as '11:30 am–12:30 pm'. */
export function slotWindow(from: string, to: string): string {
  const start = clock(from);
  const end = clock(to);
  return start.half === end.half
    ? `${start.text}–${end.text} ${end.half}`
    : `${start.text} ${start.half}–${end.text} ${end.half}`;
}

/** The Sydney wall-clock hours an arrival window must fall in, as the server checks them (api.ts). */
export { ARRIVAL_HOURS } from '../../server/office/api';

/** The date and the window: 'Mon 7 Dec, 8:00–9:00 am'. */
export function slotWhen(slot: Pick<BookingSlot, 'date' | 'windowFrom' | 'windowTo'>, options = {}): string {
  return `${slotDate(slot.date, options)}, ${slotWindow(slot.windowFrom, slot.windowTo)}`;
}

/** Cents as dollars for a person: '$450', '$1,234.50'. */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-AU');
  const part = cents % 100;
  return part ? `$${whole}.${String(part).padStart(2, '0')}` : `$${whole}`;
}

/** Cents as the price field holds them: '450', '1234.50'; '' for null. */
export function priceField(cents: number | null): string {
  if (cents === null) return '';
  const part = cents % 100;
  return part ? `${Math.floor(cents / 100)}.${String(part).padStart(2, '0')}` : String(cents / 100);
}

/** What a price field may hold: dollars, with or without a '$', thousands commas and cents. */
export const PRICE_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The price field's text in cents, read digit by digit (no floating point); null when empty or not a price. */
export function parsePrice(text: string): number | null {
  const match = PRICE_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const part = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + part;
}

/** Each state as the office says it. */
export const stateWords: Record<EnquiryState, string> = {
  new: 'New',
  booked: 'Booked',
  done: 'Done',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/**
 * The agreement's events (issue 40), and the client's request for another time and its "mark handled" (issue
 * 41), as the history and the deliveries name them.
 */
export const agreementEventWords: Record<AgreementEvent | ClientEvent | LinksEvent | 'handled', string> = {
  'agreement-sent': 'Agreement link sent',
  'agreement-accepted': 'Agreement accepted',
  'links-revoked': 'Links revoked, fresh ones sent',
  'change-requested': 'Client asked for another time',
  handled: "Client's request marked handled",
};

/** Where an agreement stands, as the office says it: 'Agreement: accepted'. */
export const agreementStateWords: Record<AgreementState, string> = {
  accepted: 'accepted',
  sent: 'sent',
  'not-sent': 'not sent',
};

/** Each change, as the history names it. */
export const changeWords: Record<ChangeEvent, string> = {
  booked: 'Booked',
  moved: 'Moved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  done: 'Marked done',
};

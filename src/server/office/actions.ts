/**
 * The bodies of the office's actions (api.ts: ConfirmBody, MoveBody, ReasonBody, DoneBody), checked before
 * anything is read from the ledger. The first field that is wrong is named, as `version`, `slot`, `agreed`,
 * `reason` or `slot.<key>`, for the 400 `{ error: 'invalid', field }`.
 */
import { isIsoDate, sydneyInstant, TIME } from '../../domain/booking/sydney-time.js';
import { hasControlBesideNewlines, withoutInvisibleControls } from '../enquiry-schema.js';
import {
  ARRIVAL_HOURS,
  NOTE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  type BookingSlot,
  type OfficeAction,
} from './api.js';
import { isAddress } from './config.js';
import { REASON_ACTIONS, SLOT_ACTIONS } from './states.js';

/** The highest price taken: $100,000 in cents. */
export const MAX_PRICE_CENTS = 10_000_000;

export interface ActionInput {
  version: number;
  /** confirm, move (issue 40): the client's address for the agreement's link, when given; null otherwise. */
  clientEmail: string | null;
  /** confirm, move. */
  slot: BookingSlot | null;
  /** decline, cancel. */
  reason: string | null;
}

export type ActionParse = { ok: true; input: ActionInput } | { ok: false; field: string };

/** A real calendar date written YYYY-MM-DD. */
const isDate = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value);

/** 'HH:MM', 24-hour. Such strings compare in time order. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/**
 * A text the office typed for the client: line feeds allowed (a CRLF counts as one), no other control
 * character, at most `max` characters; the invisible controls that could reorder what the reader sees are
 * taken out, as they are from an enquiry. Null when it is not acceptable.
 */
function officeText(value: unknown, max: number, { required }: { required: boolean }): string | null {
  if (typeof value !== 'string') return null;
  const text = withoutInvisibleControls(value.replace(/\r\n/g, '\n')).trim();
  if (hasControlBesideNewlines(text) || text.length > max) return null;
  if (required && text.length === 0) return null;
  return text;
}

/** A window time: within the working day, and a time that exists in Sydney on that date. */
function windowTimeOk(date: string, time: unknown): time is string {
  if (!isClockTime(time) || time < ARRIVAL_HOURS.from || time > ARRIVAL_HOURS.to) return false;
  try {
    sydneyInstant(date, time);
    return true;
  } catch {
    // The hour the clocks skip when daylight time begins.
    return false;
  }
}

function parseSlot(value: unknown): { slot: BookingSlot } | { field: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { field: 'slot' };
  const given = value as Record<string, unknown>;
  if (!isDate(given.date)) return { field: 'slot.date' };
  const date = given.date;
  if (!windowTimeOk(date, given.windowFrom)) return { field: 'slot.windowFrom' };
  if (!windowTimeOk(date, given.windowTo) || given.windowTo <= given.windowFrom) {
    return { field: 'slot.windowTo' };
  }
  const price = given.priceCents;
  if (
    price !== null &&
    !(Number.isSafeInteger(price) && (price as number) >= 0 && (price as number) <= MAX_PRICE_CENTS)
  ) {
    return { field: 'slot.priceCents' };
  }
  const note = officeText(given.note ?? '', NOTE_MAX_LENGTH, { required: false });
  if (note === null) return { field: 'slot.note' };
  return {
    slot: {
      date,
      windowFrom: given.windowFrom,
      windowTo: given.windowTo,
      priceCents: price as number | null,
      note,
    },
  };
}

/** The body of `action`, checked; fields the action does not take are ignored. */
export function parseActionBody(action: OfficeAction, body: Record<string, unknown>): ActionParse {
  const version = body.version;
  if (!Number.isSafeInteger(version) || (version as number) < 0) return { ok: false, field: 'version' };
  const input: ActionInput = { version: version as number, slot: null, reason: null, clientEmail: null };
  if (SLOT_ACTIONS.includes(action)) {
    const parsed = parseSlot(body.slot);
    if ('field' in parsed) return { ok: false, field: parsed.field };
    if (body.agreed !== true) return { ok: false, field: 'agreed' };
    input.slot = parsed.slot;
    const email = body.clientEmail;
    if (email !== undefined && email !== null && !(typeof email === 'string' && email.trim() === '')) {
      if (!isAddress(email)) return { ok: false, field: 'clientEmail' };
      input.clientEmail = email.trim().toLowerCase();
    }
  }
  if (REASON_ACTIONS.includes(action)) {
    const reason = officeText(body.reason, REASON_MAX_LENGTH, { required: true });
    if (reason === null) return { ok: false, field: 'reason' };
    input.reason = reason;
  }
  return { ok: true, input };
}

/**
 * Issue 60: the deposit asked of a booking, and when it is due. The office's confirm (and a move) records it on
 * the booking's slot, so what a client was asked never changes when the business's choices (business.ts
 * `payments`) change later. Pure functions of the instants they are given: never the clock.
 */
import { sydneyInstant } from './sydney-time.js';

/** When a deposit is due: hours after the booking is confirmed, or hours before the arrival window opens. */
export interface DepositRule {
  kind: 'hours-after-booking' | 'hours-before-inspection';
  hours: number;
}

/** The deposit a booking was asked for, as its slot records it. */
export interface BookingDeposit {
  /** In cents, including GST. */
  cents: number;
  /** ISO 8601 UTC. */
  dueAt: string;
  /** The rule it was asked under, so a move re-reads it without business.ts. */
  rule: DepositRule;
}

const HOUR_MS = 3_600_000;

/**
 * When the deposit is due: `hours` real hours after `bookedAt`, or `hours` real hours before the start of the
 * arrival window in Sydney time (across a change of clocks, the wall clock moves by an hour more or less). Never
 * before `bookedAt`: a booking made later than the rule allows has its deposit due at once.
 */
export function depositDueAt(
  rule: DepositRule,
  booking: { bookedAt: Date; slot: { date: string; windowFrom: string } },
): Date {
  const booked = booking.bookedAt.getTime();
  if (rule.kind === 'hours-after-booking') return new Date(booked + rule.hours * HOUR_MS);
  const start = sydneyInstant(booking.slot.date, booking.slot.windowFrom).getTime();
  return new Date(Math.max(booked, start - rule.hours * HOUR_MS));
}

/**
 * The deposit to record on a booked or moved slot. A move keeps the deposit it was asked before (its amount and
 * rule; a due time counted from the booking stays, one counted from the inspection follows the new time); a
 * booking that had none takes the business's current choice, or none while `depositCents` is null.
 */
export function depositFor(
  choice: { depositCents: number | null; depositDue: DepositRule },
  slot: { date: string; windowFrom: string },
  at: Date,
  previous?: BookingDeposit | null,
): BookingDeposit | null {
  if (previous) {
    if (previous.rule.kind === 'hours-after-booking') return previous;
    const dueAt = depositDueAt(previous.rule, { bookedAt: at, slot }).toISOString();
    return { ...previous, dueAt };
  }
  if (choice.depositCents === null || choice.depositCents <= 0) return null;
  const rule = { kind: choice.depositDue.kind, hours: choice.depositDue.hours };
  return {
    cents: choice.depositCents,
    dueAt: depositDueAt(rule, { bookedAt: at, slot }).toISOString(),
    rule,
  };
}

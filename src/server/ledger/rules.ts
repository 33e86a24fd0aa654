/** The delivery rules: when a channel is tried again, how long it waits, and when it is given up. Pure. */
import type { ChannelResult, ClaimedDelivery, DeliveryState } from './types.js';

/** Every sweep retries a failed channel for this long after the enquiry arrived. */
export const RETRY_EVERY_SWEEP_MS = 10 * 60_000;
/** Then the wait doubles from FIRST_WAIT_S up to MAX_WAIT_S. */
export const FIRST_WAIT_S = 60;
export const MAX_WAIT_S = 15 * 60;
/** A channel not delivered by then is marked failed. */
export const GIVE_UP_MS = 24 * 60 * 60_000;
/** A confirmation that late is no longer worth sending. */
export const CONFIRMATION_GIVE_UP_MS = 2 * 60 * 60_000;

export interface NextStep {
  state: DeliveryState;
  answer: string;
  nextAttemptAt: Date;
  retryWaitS: number;
}

/** What follows an attempt: delivered; tried again at the next sweep or after a wait; or given up. */
export function afterAttempt(
  claimed: Pick<ClaimedDelivery, 'channel' | 'receivedAt' | 'retryWaitS' | 'change'>,
  result: ChannelResult,
  now: Date,
): NextStep {
  if (result.ok) return { state: 'delivered', answer: result.answer, nextAttemptAt: now, retryWaitS: 0 };
  // A change's deliveries count from the change, not from the enquiry (booked days after it arrived).
  const age = now.getTime() - (claimed.change?.at ?? claimed.receivedAt).getTime();
  const limit = claimed.channel === 'confirmation' ? CONFIRMATION_GIVE_UP_MS : GIVE_UP_MS;
  if (age >= limit) {
    const why =
      claimed.channel === 'confirmation' ? 'dropped: not sent within 2 hours' : 'gave up after 24 hours';
    return { state: 'failed', answer: `${result.answer} (${why})`, nextAttemptAt: now, retryWaitS: 0 };
  }
  if (age < RETRY_EVERY_SWEEP_MS) {
    return { state: 'pending', answer: result.answer, nextAttemptAt: now, retryWaitS: 0 };
  }
  const wait = claimed.retryWaitS > 0 ? Math.min(claimed.retryWaitS * 2, MAX_WAIT_S) : FIRST_WAIT_S;
  return {
    state: 'pending',
    answer: result.answer,
    nextAttemptAt: new Date(now.getTime() + wait * 1000),
    retryWaitS: wait,
  };
}

/**
 * The localStorage key of the booking outbox. A module of its own so that the check every page runs
 * (outbox-check.ts) can read it without loading the outbox.
 */
export const OUTBOX_KEY = 'booking-outbox-v1';

/**
 * Dates for the e2e tests, which run against the built site on the real clock: each is Sydney's date some days
 * from today's, read when asked, never written by hand (issue 50).
 */
import { addDays, sydneyDate } from '../../src/domain/booking/sydney-time';

/** The Sydney date `days` after today's, as YYYY-MM-DD (calendar days: a daylight-saving change moves none). */
export function inDays(days: number): string {
  return addDays(sydneyDate(new Date()), days);
}

/**
 * Migration 0016 (issue 59): the review request's unsubscribes, and the index the sweep finds the due requests
 * by. (0015 is another part of issue 59's; the runner applies by id, so the order of writing does not matter.)
 *
 * - `mail_unsubscribes`: one row per address that asked for no more review requests, keyed by its addressKey
 *   (src/domain/booking/addressees.ts: lowercased, no `+tag`, Gmail's dots gone), as the confirmation limits
 *   key an address. Not per booking: the address is honoured for every booking from then on. `at` is the first
 *   time it asked; `submission_id` the booking whose mail carried the link (no foreign key: the unsubscribe
 *   outlives the booking's retention).
 * - `booking_events_report_opened`: the first openings by time, which the sweep reads five days on.
 */
export default /* sql */ `
CREATE TABLE mail_unsubscribes (
  address_key text PRIMARY KEY,
  at timestamptz NOT NULL,
  submission_id text
);

CREATE INDEX booking_events_report_opened ON booking_events (at) WHERE event = 'report-opened';
`;

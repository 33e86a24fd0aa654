/**
 * Migration 0006: the day-before reminders (issue 41). One row per booking and booked date, so a booking moved
 * to another day gets a reminder of its own, and one for a date already reminded of is never sent twice. A
 * row is claimed like a delivery (claimed_until) and retried by the next sweep until the inspection's day
 * starts in Sydney; then it is dropped, and the office's next daily list says so (office_told).
 *
 * The office's daily list needs no table: booking_alerts keeps one row per Sydney date it went for
 * ('office-digest:2026-04-05'), claimed once like the automation alert.
 */
export default /* sql */ `
CREATE TABLE booking_reminders (
  submission_id text NOT NULL REFERENCES booking_enquiries (submission_id) ON DELETE CASCADE,
  -- The Sydney date of the inspection this reminder is for.
  booked_date date NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  last_answer text,
  claimed_until timestamptz,
  sent_at timestamptz,
  -- A dropped reminder is listed in the office's next daily list once; then this is true.
  office_told boolean NOT NULL DEFAULT false,
  PRIMARY KEY (submission_id, booked_date)
);
CREATE INDEX booking_reminders_pending ON booking_reminders (booked_date) WHERE state = 'pending';
`;

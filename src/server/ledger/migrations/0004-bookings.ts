/**
 * Migration 0004: bookings (issue 39). Each enquiry's version (the office's compare-and-set), its calendar
 * SEQUENCE, its booked slot and the slot's date; each change's actor, states and data on its event row; and
 * deliveries keyed by the event they carry, so two moves of one enquiry make two e-mails, each with a row of
 * its own. docs/decisions/0011-booking-states.md says why.
 *
 * The one change that is not an addition is the key of booking_deliveries, which gains event_id. Every
 * existing row gets event_id 0 (an enquiry's own channels), so what the key identified before, it still does.
 */
export default /* sql */ `
-- Raised by every change of state; an office action names the version it was based on.
ALTER TABLE booking_enquiries ADD COLUMN version integer NOT NULL DEFAULT 0;
-- The SEQUENCE of the visitor's calendar entry (its UID is the reference): 0 for the "requested" file, raised
-- by each e-mail that changes the entry (booked, moved, declined, cancelled).
ALTER TABLE booking_enquiries ADD COLUMN ics_sequence integer NOT NULL DEFAULT 0;
-- The booked slot (BookingSlot in src/server/office/api.ts), kept once cancelled; and its Sydney date.
ALTER TABLE booking_enquiries ADD COLUMN booking jsonb;
ALTER TABLE booking_enquiries ADD COLUMN booked_date date;
CREATE INDEX booking_enquiries_booked_date ON booking_enquiries (booked_date) WHERE booked_date IS NOT NULL;

-- A change of state: who made it (the office address signed in), the states before and after, and what its
-- e-mail needs ({ slot, reason, sequence }). A resend has an actor and none of the rest.
ALTER TABLE booking_events ADD COLUMN actor text;
ALTER TABLE booking_events ADD COLUMN from_state text;
ALTER TABLE booking_events ADD COLUMN to_state text;
ALTER TABLE booking_events ADD COLUMN data jsonb;

-- 0: the enquiry's own channels ('automation', 'mailbox', 'confirmation'); otherwise the booking_events id of
-- the change a 'client-update' or 'automation-event' carries.
ALTER TABLE booking_deliveries ADD COLUMN event_id bigint NOT NULL DEFAULT 0;
ALTER TABLE booking_deliveries DROP CONSTRAINT booking_deliveries_pkey;
ALTER TABLE booking_deliveries ADD PRIMARY KEY (submission_id, channel, event_id);
`;

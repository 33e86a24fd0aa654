/**
 * Migration 0002: what the limits on the visitor's confirmation count by (confirmation-limits.ts), and why a
 * confirmation was held back, for the business's mail.
 */
export default /* sql */ `
-- The booker's address as its mailbox receives it (no +tag; Gmail without dots, googlemail.com as gmail.com).
ALTER TABLE booking_enquiries ADD COLUMN confirm_key text;
-- The client's IP (an IPv6 address as its /64), kept only while the limits need it: the sweep clears it
-- after a day.
ALTER TABLE booking_enquiries ADD COLUMN client_ip text;
-- Why no confirmation was sent, in the business's words; null when one was.
ALTER TABLE booking_enquiries ADD COLUMN confirmation_held text;
CREATE INDEX booking_enquiries_confirm_key ON booking_enquiries (confirm_key, received_at)
  WHERE confirm_key IS NOT NULL;
CREATE INDEX booking_enquiries_client_ip ON booking_enquiries (client_ip, received_at)
  WHERE client_ip IS NOT NULL;
`;

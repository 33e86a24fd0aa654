/**
 * Migration 0015 (issue 59): the read-only copies of a report that a client sends their advisers.
 *
 * - `report_copies`: one row a copy, numbered 1 to 5 within its booking (the limit is the key's check, so no
 *   race can make a sixth), with the adviser's address and role, the copy's own nonce (its link's MAC is bound
 *   to it, so one copy is withdrawn without touching the client's links), when it was sent, when it was first
 *   opened, and when and by whom it was withdrawn. A row goes with its enquiry (a cascade), as the enquiry's
 *   events do.
 */
export default /* sql */ `
CREATE TABLE report_copies (
  submission_id text NOT NULL REFERENCES booking_enquiries (submission_id) ON DELETE CASCADE,
  copy_id integer NOT NULL CHECK (copy_id BETWEEN 1 AND 5),
  nonce text NOT NULL,
  email text NOT NULL,
  role text NOT NULL,
  sent_at timestamptz NOT NULL,
  first_opened_at timestamptz,
  revoked_at timestamptz,
  revoked_by text CHECK (revoked_by IN ('client', 'office')),
  PRIMARY KEY (submission_id, copy_id)
);
`;

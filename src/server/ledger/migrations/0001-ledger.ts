/**
 * Migration 0001: the ledger. One row per enquiry, one row per channel it is delivered to, and when each alert
 * was last sent. Plain SQL in a module, since a host's function has no file system to read a .sql file from.
 */
export default /* sql */ `
CREATE TABLE booking_enquiries (
  submission_id text PRIMARY KEY,
  reference text NOT NULL,
  -- The validated enquiry as it is delivered: the schema's fields, the rebuilt address, the reference and
  -- the time it arrived. Nothing the schema refused or dropped (the proof, the honeypot) is ever in it.
  payload jsonb NOT NULL,
  -- SHA-256 of the fields a visitor typed, to tell a replay from a changed duplicate.
  content_hash text NOT NULL,
  -- The booker's address, lowercased, for the limit on confirmations; null when none is sent.
  confirm_to text,
  received_at timestamptz NOT NULL
);
CREATE INDEX booking_enquiries_received_at ON booking_enquiries (received_at);
CREATE INDEX booking_enquiries_reference ON booking_enquiries (reference);
CREATE INDEX booking_enquiries_confirm_to ON booking_enquiries (confirm_to, received_at)
  WHERE confirm_to IS NOT NULL;

CREATE TABLE booking_deliveries (
  submission_id text NOT NULL REFERENCES booking_enquiries (submission_id) ON DELETE CASCADE,
  -- 'automation', 'mailbox' or 'confirmation'.
  channel text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- What the channel last said ('the automation answered 500'), and its HTTP or SMTP status when it had one.
  last_answer text,
  last_status integer,
  last_attempt_at timestamptz,
  -- When the sweep may try again, and the wait it doubles after the first ten minutes (seconds).
  next_attempt_at timestamptz NOT NULL,
  retry_wait_s integer NOT NULL DEFAULT 0,
  delivered_at timestamptz,
  -- Set by whoever is delivering it; another process leaves it alone until then.
  claimed_until timestamptz,
  PRIMARY KEY (submission_id, channel)
);
CREATE INDEX booking_deliveries_due ON booking_deliveries (next_attempt_at) WHERE state = 'pending';

CREATE TABLE booking_alerts (
  kind text PRIMARY KEY,
  last_sent_at timestamptz NOT NULL
);
`;

/**
 * Migration 0003: the office (src/server/office/). Each enquiry's state, which part 1 leaves at 'new' (an
 * enquiry recorded before this migration is 'new' too); the enquiry's history beyond its deliveries; and the
 * sign-in's codes, one-time links and sessions. No address typed at the sign-in is stored as it was typed:
 * only its HMAC under BOOKING_OFFICE_SECRET. A code, a link and a session token are stored only as an HMAC or
 * a SHA-256.
 */
export default /* sql */ `
-- 'new', 'booked', 'done', 'declined' or 'cancelled' (ENQUIRY_STATES in src/server/office/api.ts).
ALTER TABLE booking_enquiries ADD COLUMN state text NOT NULL DEFAULT 'new';
CREATE INDEX booking_enquiries_state ON booking_enquiries (state, received_at);

-- What happened to an enquiry that its deliveries do not say: a channel resent from the office, and (part 2)
-- each change of state.
CREATE TABLE booking_events (
  id bigserial PRIMARY KEY,
  submission_id text NOT NULL REFERENCES booking_enquiries (submission_id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  event text NOT NULL,
  channel text,
  detail text
);
CREATE INDEX booking_events_submission ON booking_events (submission_id, at);

-- One row per code made, for every address typed, listed or not (an unlisted address's code is never sent).
-- The rows are what the limits count, so they stay an hour after they expire.
CREATE TABLE office_codes (
  id bigserial PRIMARY KEY,
  -- HMAC-SHA-256 of the lowercased address under BOOKING_OFFICE_SECRET (hex).
  address_mac text NOT NULL,
  -- HMAC-SHA-256 of the address's HMAC and the code (hex): never the code.
  code_mac text NOT NULL,
  -- The client IP as the limits group it (an IPv6 address as its /64); null when the host did not say.
  client_ip text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX office_codes_address ON office_codes (address_mac, created_at);
CREATE INDEX office_codes_client_ip ON office_codes (client_ip, created_at) WHERE client_ip IS NOT NULL;

-- The CLI's one-time sign-in links (npm run office -- link <address>).
CREATE TABLE office_links (
  -- SHA-256 of the token (hex).
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE office_sessions (
  -- SHA-256 of the cookie's 256-bit token (hex).
  token_hash text PRIMARY KEY,
  -- The listed address it signed in as, lowercased.
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL
);
CREATE INDEX office_sessions_email ON office_sessions (email);
`;

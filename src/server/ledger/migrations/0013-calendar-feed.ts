/**
 * Migration 0013 (issue 57): the business's calendar feed. One row at most (the key is always 1), so making a
 * feed replaces the one before in a single statement, and a revoke deletes it: nothing of a token outlives it.
 * The ledger keeps the token's SHA-256, never the token, and who made it as the address's HMAC under
 * BOOKING_OFFICE_SECRET. The feed reads bookings by `booking_enquiries_booked_date` (migration 0004).
 */
export default /* sql */ `
CREATE TABLE office_calendar_feeds (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- SHA-256 of the feed's token (hex).
  token_hash text NOT NULL UNIQUE,
  -- HMAC-SHA-256 of the office address that made it (hex), as office_codes keeps an address.
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  -- The last time a calendar read the feed, written at most once a minute.
  last_fetched_at timestamptz
);
`;

/**
 * Migration 0011 (issue 56): the sign-in link in the code mail. It belongs to its code's row, so spending
 * either spends both, and it lives as long as the code. The ledger keeps the token's SHA-256, to find the row,
 * and an HMAC under BOOKING_OFFICE_SECRET of the token with the binding cookie's value, set in the browser that
 * asked: never the token, never the cookie. Rows made before have neither, and their codes work as before.
 */
export default /* sql */ `
-- SHA-256 of the mailed link's token (hex).
ALTER TABLE office_codes ADD COLUMN link_hash text;
-- HMAC-SHA-256 of the token and the asking browser's binding cookie (hex).
ALTER TABLE office_codes ADD COLUMN link_mac text;
CREATE UNIQUE INDEX office_codes_link ON office_codes (link_hash) WHERE link_hash IS NOT NULL;
`;

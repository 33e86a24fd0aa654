/**
 * Migration 0017 (issue 60): the payments of a booking.
 *
 * - `booking_payments`: one row a payment or a refund, as it came: from Stripe's signed webhook (keyed by its
 *   event id, so a replay or a retry records nothing more) or from the office. `submission_id` is null for a
 *   Stripe payment whose `client_reference_id` names no booking the ledger knows: it is kept and flagged for
 *   the office, never lost. Stripe's ids, the amount, the currency and the dates only: never card data.
 *   No foreign key to booking_enquiries: a payment is a financial record that outlives the enquiry's own
 *   retention (`keep_until`, as the acceptance records have it).
 */
export default /* sql */ `
CREATE TABLE booking_payments (
  id bigserial PRIMARY KEY,
  submission_id text,
  -- The reference the payment named (Stripe's client_reference_id, or the enquiry's), as it came.
  reference text,
  kind text NOT NULL CHECK (kind IN ('payment', 'refund')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  method text NOT NULL,
  status text NOT NULL CHECK (status IN ('settled', 'pending', 'failed')),
  source text NOT NULL CHECK (source IN ('stripe', 'office')),
  stripe_event_id text UNIQUE,
  stripe_session_id text,
  stripe_payment_intent text,
  paid_on date NOT NULL,
  recorded_at timestamptz NOT NULL,
  recorded_by text,
  flags text[] NOT NULL DEFAULT '{}',
  keep_until timestamptz NOT NULL
);
CREATE INDEX booking_payments_submission ON booking_payments (submission_id);
CREATE INDEX booking_payments_intent ON booking_payments (stripe_payment_intent) WHERE stripe_payment_intent IS NOT NULL;
CREATE INDEX booking_payments_session ON booking_payments (stripe_session_id) WHERE stripe_session_id IS NOT NULL;
`;

/**
 * Migration 0005: the pre-inspection agreement (issue 40). Each booking's link nonce (the office revokes every
 * link by replacing it), the client's address when an agent booked, and the agreement's current version and
 * when it was first sent; and the acceptance records, which the database itself keeps from being changed or
 * deleted before their retention has passed. docs/decisions/0010-agreement-record.md says why.
 *
 * agreement_acceptances has no foreign key to booking_enquiries, so no cascade: deleting an enquiry never
 * deletes an acceptance, and the privacy sweep keeps a booked enquiry until the same retention (ledger.ts
 * `purge`).
 */
export default /* sql */ `
ALTER TABLE booking_enquiries ADD COLUMN link_nonce text;
ALTER TABLE booking_enquiries ADD COLUMN client_email text;
ALTER TABLE booking_enquiries ADD COLUMN agreement_version text;
ALTER TABLE booking_enquiries ADD COLUMN agreement_sent_at timestamptz;

CREATE TABLE agreement_acceptances (
  id bigserial PRIMARY KEY,
  submission_id text NOT NULL,
  reference text NOT NULL,
  -- The version of the text accepted, the SHA-256 (hex) of the exact text shown, and that text.
  version text NOT NULL,
  text_sha256 text NOT NULL,
  text text NOT NULL,
  -- The full name as typed, and whether it was typed on the client's behalf.
  name text NOT NULL,
  on_behalf boolean NOT NULL,
  accepted_at timestamptz NOT NULL,
  -- As the host saw them; null when it did not say.
  ip text,
  user_agent text,
  -- The booking's state and slot (BookingSlot) when it was accepted.
  booking_state text NOT NULL,
  booking jsonb,
  -- Not before this may the row be deleted (the business's record retention after the booked date).
  keep_until timestamptz NOT NULL,
  UNIQUE (submission_id, version)
);

CREATE FUNCTION agreement_acceptances_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an agreement acceptance is never changed' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE FUNCTION agreement_acceptances_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.keep_until < now() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'an agreement acceptance is kept until %', OLD.keep_until USING ERRCODE = 'restrict_violation';
END
$$;

CREATE FUNCTION agreement_acceptances_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agreement acceptances are never truncated' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER agreement_acceptances_no_update BEFORE UPDATE ON agreement_acceptances
  FOR EACH ROW EXECUTE FUNCTION agreement_acceptances_refuse_update();
CREATE TRIGGER agreement_acceptances_no_delete BEFORE DELETE ON agreement_acceptances
  FOR EACH ROW EXECUTE FUNCTION agreement_acceptances_refuse_delete();
CREATE TRIGGER agreement_acceptances_no_truncate BEFORE TRUNCATE ON agreement_acceptances
  FOR EACH STATEMENT EXECUTE FUNCTION agreement_acceptances_refuse_truncate();
`;

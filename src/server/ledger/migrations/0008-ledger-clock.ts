/**
 * Migration 0008: one clock for the ledger (issue 50). The acceptance records' delete trigger judged
 * `keep_until` by the database's own `now()`, while the code that computes `keep_until` and runs the privacy
 * sweep uses the server's clock: two clocks, so what the sweep could delete depended on which one was asked,
 * and no test could fix "now". The ledger's code now declares its instant for the transaction
 * (`set_config('ledger.now', …, true)`), and the trigger judges by `ledger_clock()`: that instant, or the
 * database's own `now()` when none is declared (a person in psql, a script). docs/decisions/0010-agreement-record.md
 * says what this gives up.
 */
export default /* sql */ `
CREATE FUNCTION ledger_clock() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('ledger.now', true), '')::timestamptz, now())
$$;

CREATE OR REPLACE FUNCTION agreement_acceptances_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.keep_until < ledger_clock() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'an agreement acceptance is kept until %', OLD.keep_until USING ERRCODE = 'restrict_violation';
END
$$;
`;

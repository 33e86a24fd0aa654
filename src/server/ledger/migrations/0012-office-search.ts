/**
 * Migration 0012 (issue 57): the office's search, across every tab, by index. Each enquiry keeps the words a
 * search may start with (`search_keys`): every prefix, from two characters to 24, of each word of the
 * reference, the booker's and the client's names, the e-mail addresses, the street, the suburb and the
 * postcode; of the reference and each e-mail address whole ('o_k@example.net'); and of each phone number as
 * its ten national digits however it was spaced ('+61 412 345 678' and '0412345678' both give '0412345678'). A search's own words, cut the same way
 * (src/server/office/search.ts), must all be among them: `search_keys @> $1`, which a GIN index answers.
 *
 * Words are cut on ASCII's punctuation and spaces, and only ASCII letters are lowered, here and in search.ts
 * alike: PostgreSQL's `lower()` and `[[:alnum:]]` follow the database's locale, which differs between
 * providers, so neither is used. The column is generated from the row, so it follows every change to the
 * payload, the reference or the client's address (and the purge's blanking), and fills itself for the rows
 * already there.
 */
export default /* sql */ `
CREATE FUNCTION office_search_keys(payload jsonb, reference text, client_email text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  WITH words AS (
    SELECT w FROM regexp_split_to_table(
      translate(
        concat_ws(' ', reference, payload->>'name', payload->>'clientName', payload->>'email', client_email,
          payload->>'clientContact', payload->>'unit', payload->>'streetNumber', payload->>'streetName',
          payload->>'suburb', payload->>'postcode'),
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
      '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+') AS w
    UNION
    SELECT translate(x, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
    FROM unnest(ARRAY[reference, payload->>'email', client_email, payload->>'clientContact']) AS x
    UNION
    SELECT regexp_replace(regexp_replace(x, '[\\s()-]', '', 'g'), '^\\+61', '0')
    FROM unnest(ARRAY[payload->>'phone', payload->>'clientContact', payload->>'accessPhone']) AS x
    WHERE x ~ '^[\\s()+0-9-]+$'
  )
  SELECT coalesce(array_agg(DISTINCT left(w, n)), '{}')
  FROM words, generate_series(2, least(length(w), 24)) AS n
$fn$;

ALTER TABLE booking_enquiries ADD COLUMN search_keys text[]
  GENERATED ALWAYS AS (office_search_keys(payload, reference, client_email)) STORED;
CREATE INDEX booking_enquiries_search ON booking_enquiries USING gin (search_keys);
-- The schedule (issue 57) needs no index of its own: migration 0004's on booked_date serves it.
`;

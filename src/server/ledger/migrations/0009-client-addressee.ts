/**
 * Migration 0009 (issue 52): until now a booking made for a client (by an agent, a conveyancer, someone else)
 * sent its booked and moved e-mails, with the booking page that can cancel, to whoever filled in the form; a
 * selling agent could cancel a buyer's inspection. From now on the client is the booking's addressee. For the
 * bookings made before, every link is replaced (a new nonce), so whatever went to the booker stops working; each
 * gets a 'links-revoked' event that the office's detail shows; and where the booking is still booked and the
 * client's address is known, the client is sent fresh links by the sweep (a 'client-links' delivery, due at
 * once).
 *
 * The labels are the form's as they stood (src/domain/booking/options.ts `bookedByOptions`): a payload with
 * no `bookedBy` is the client's own, as the schema reads it.
 */
export default /* sql */ `
WITH affected AS (
  UPDATE booking_enquiries
  SET link_nonce = replace(gen_random_uuid()::text, '-', '')
  WHERE link_nonce IS NOT NULL
    AND coalesce(payload->>'bookedBy', 'Buyer or owner') <> 'Buyer or owner'
  RETURNING submission_id, state, booking, ics_sequence, client_email
),
revoked AS (
  INSERT INTO booking_events (submission_id, at, event, actor, from_state, to_state, detail, data)
  SELECT submission_id, now(), 'links-revoked', NULL, state, state,
         CASE
           WHEN state = 'booked' AND client_email IS NOT NULL
             THEN 'every link replaced: the booking page had gone to whoever booked; fresh links e-mailed to the client'
           WHEN state = 'booked'
             THEN 'every link replaced: the booking page had gone to whoever booked; give the client''s address with a move to send them theirs'
           ELSE 'every link replaced: the booking page had gone to whoever booked'
         END,
         jsonb_build_object('slot', booking, 'reason', NULL, 'sequence', ics_sequence)
  FROM affected
  RETURNING id, submission_id
)
-- Due at once, whatever the sweep's clock reads: the epoch.
INSERT INTO booking_deliveries (submission_id, channel, event_id, next_attempt_at)
SELECT r.submission_id, 'client-links', r.id, to_timestamp(0)
FROM revoked r JOIN affected a ON a.submission_id = r.submission_id
WHERE a.state = 'booked' AND a.client_email IS NOT NULL;
`;

/**
 * Made-up enquiries by SQL alone, for measuring the office's queries at scale (scripts/measure-office-search.ts)
 * and reading their plans (tests/server/office/search.test.ts): enquiries `first` to `last`, each with a name,
 * an e-mail, a phone, a street and a suburb of its own (of 500), received a minute apart; every third booked
 * within 30 days of today.
 */
import type { Db } from '../../src/server/ledger/db';

export async function fillEnquiries(db: Db, first: number, last: number): Promise<void> {
  await db.query(
    `INSERT INTO booking_enquiries (submission_id, reference, payload, content_hash, received_at, state,
       booked_date, booking)
     SELECT 's-' || i, 'HBI-' || lpad(i::text, 7, '0'),
       jsonb_build_object('name', 'Person ' || i, 'email', 'p' || i || '@example.com',
         'phone', '04' || lpad(i::text, 8, '0'), 'streetName', 'Street ' || i, 'suburb', 'Suburb ' || (i % 500)),
       'h', now() - i * interval '1 minute', CASE WHEN i % 3 = 0 THEN 'booked' ELSE 'new' END,
       CASE WHEN i % 3 = 0 THEN current_date + (i % 30) END,
       CASE WHEN i % 3 = 0 THEN '{"windowFrom":"08:00","windowTo":"10:00"}'::jsonb END
     FROM generate_series($1::int, $2::int) AS i`,
    [first, last],
  );
}

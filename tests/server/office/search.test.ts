/**
 * The office's search (issue 57) against the ledger's own cut of an enquiry (migration 0012), on both engines,
 * and its plan on PostgreSQL: by the GIN index on `search_keys`, as the schedule's by its index, with
 * sequential scans turned off (so the plan shows what the planner can use, whatever the table's size).
 * scripts/measure-office-search.ts does the same on a million enquiries.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/ledger/db';
import { migrate } from '../../../src/server/ledger/migrate';
import { migrations } from '../../../src/server/ledger/migrations';
import { SEARCH_SQL } from '../../../src/server/office/inbox';
import { keysLiteral, searchKeys, SEARCH_KEY_LENGTH } from '../../../src/server/office/search';
import { engines, freshPostgres } from '../../support/databases';
import { fillEnquiries } from '../../../scripts/lib/fill-enquiries';

const keysOf = async (
  db: Db,
  payload: Record<string, string>,
  reference: string,
  clientEmail: string | null,
) =>
  (
    await db.query<{ keys: string[] | string }>(
      'SELECT office_search_keys($1::text::jsonb, $2, $3) AS keys',
      [JSON.stringify(payload), reference, clientEmail],
    )
  )[0]!.keys;

describe.each(engines)('the office search on $name', ({ open }) => {
  it("cuts a search's words as the ledger cuts an enquiry's: every word a person would type is among the enquiry's keys", async () => {
    const db = await open();
    try {
      await migrate(db, migrations);
      const payload = {
        name: 'Sam Agent',
        clientName: "Priya O'Neil-Raman",
        email: 'Sam.Agent@Agency.example',
        phone: '0412 345 678',
        clientContact: '+61 2 5550 4321',
        unit: '4',
        streetNumber: '12A',
        streetName: 'Harbour View Road',
        suburb: 'Mosman',
        postcode: '2088',
        message: 'Secret gate code 9876',
      };
      const raw = await keysOf(db, payload, 'HBI-AB12CD', 'priya@client.example');
      // pg returns a text[] as an array; PGlite may return its literal.
      const keys = new Set(Array.isArray(raw) ? raw : String(raw).replace(/^{|}$/g, '').split(','));
      const matches = (q: string) => searchKeys(q).length > 0 && searchKeys(q).every((key) => keys.has(key));
      for (const q of [
        'priya',
        'PRIYA raman',
        "o'neil",
        'sam agent',
        'agency.example',
        'sam.agent@agency.example',
        'priya@client',
        'hbi-ab12cd',
        'AB12',
        '0412 345 678',
        '0412345678',
        '+61 412 345 678',
        '(02) 5550 4321',
        '02 5550',
        'harbour view ro',
        '12a harbour',
        'mosman 2088',
      ]) {
        expect(matches(q), q).toBe(true);
      }
      // Not searched: the message, and a word the enquiry does not hold.
      for (const q of ['secret', '9876', 'bondi', 'priyanka']) expect(matches(q), q).toBe(false);
      // A word is kept to its first SEARCH_KEY_LENGTH characters on both sides.
      const long = 'x'.repeat(SEARCH_KEY_LENGTH + 6);
      expect(searchKeys(long)).toEqual(['x'.repeat(SEARCH_KEY_LENGTH)]);
    } finally {
      await db.close();
    }
  });
});

describe('the office search on PostgreSQL, by its plan', () => {
  it("is a scan of the search index, and the schedule's of its own index, with sequential scans turned off", async () => {
    const db = await freshPostgres({ max: 1 });
    try {
      await migrate(db, migrations);
      await fillEnquiries(db, 1, 2_000);
      await db.query('ANALYZE booking_enquiries');
      // The plans are read in one transaction, where SET LOCAL holds.
      const plans = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const plan = async (sql: string, params: unknown[]) =>
          (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params))
            .map((row) => row['QUERY PLAN'])
            .join('\n');
        return {
          search: await plan(SEARCH_SQL, [keysLiteral(searchKeys('person 1234')), 500]),
          schedule: await plan(
            `SELECT reference FROM booking_enquiries
             WHERE booked_date BETWEEN current_date AND current_date + 6 AND state IN ('booked', 'done')`,
            [],
          ),
        };
      });
      expect(plans.search).toMatch(
        /Index Scan on booking_enquiries_search|Index Scan using booking_enquiries_search/,
      );
      expect(plans.search).not.toMatch(/Seq Scan/);
      expect(plans.schedule).toMatch(/booking_enquiries_booked_date/);
      expect(plans.schedule).not.toMatch(/Seq Scan/);
      // And the search finds what it names.
      const found = await db.query<{ reference: string }>(SEARCH_SQL, [
        keysLiteral(searchKeys('Person 1234')),
        500,
      ]);
      expect(found.map((row) => row.reference)).toEqual(['HBI-0001234']);
    } finally {
      await db.close();
    }
  });
});

/**
 * npx tsx scripts/measure-office-search.ts [--rows 1000000]
 *
 * The office's search and schedule (issue 57) on a million enquiries, on a throwaway PostgreSQL: the ledger's
 * migrations, then the rows by SQL alone (each with a name, an e-mail, a phone, a street and a suburb of its
 * own; a third booked within 30 days), then for each query its plan with sequential scans off (the index it
 * uses), its plan and time as the planner chooses (EXPLAIN ANALYZE), and the search index's size. Not part of
 * `npm test`: tests/server/office/search.test.ts checks the plans on a small table.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { migrate } from '../src/server/ledger/migrate';
import { migrations } from '../src/server/ledger/migrations';
import { postgresDb } from '../src/server/ledger/postgres-db';
import { SEARCH_SQL } from '../src/server/office/inbox';
import { keysLiteral, searchKeys } from '../src/server/office/search';
import { fillEnquiries } from './lib/fill-enquiries';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const rows = Number(values.rows);
const server = await startThrowawayPostgres();
const db = postgresDb(await server.createDatabase('search'), { max: 1, statementTimeoutMs: 600_000 });
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
try {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await migrate(db, migrations);
  let began = performance.now();
  // In batches: the ledger's connection has a statement timeout.
  const BATCH = 20_000;
  for (let first = 1; first <= rows; first += BATCH) {
    await fillEnquiries(db, first, Math.min(rows, first + BATCH - 1));
  }
  console.log(`${rows} enquiries inserted (with their search keys and index) in ${seconds(began)}`);
  began = performance.now();
  await db.query('ANALYZE booking_enquiries');
  console.log(`ANALYZE: ${seconds(began)}`);
  const [size] = await db.query<{ index: string; table: string }>(
    `SELECT pg_size_pretty(pg_relation_size('booking_enquiries_search')) AS index,
            pg_size_pretty(pg_total_relation_size('booking_enquiries')) AS table`,
  );
  console.log(`search index: ${size!.index}; table with its indexes: ${size!.table}`);
  const queries: [string, string, unknown[]][] = [
    ['search "person 123456"', SEARCH_SQL, [keysLiteral(searchKeys('person 123456')), 500]],
    ['search "0400123456" (a phone)', SEARCH_SQL, [keysLiteral(searchKeys('0400 123 456')), 500]],
    ['search "suburb 42" (2,000 matches)', SEARCH_SQL, [keysLiteral(searchKeys('suburb 42')), 500]],
    [
      'schedule, 7 days',
      `SELECT reference FROM booking_enquiries WHERE booked_date BETWEEN current_date AND current_date + 6
         AND state IN ('booked', 'done') ORDER BY booked_date, booking->>'windowFrom' LIMIT 500`,
      [],
    ],
  ];
  for (const [name, sql, params] of queries) {
    const forced = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((r) => r['QUERY PLAN']);
    });
    const analysed = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, params)).map(
      (r) => r['QUERY PLAN'],
    );
    console.log(`\n== ${name}`);
    console.log('-- with enable_seqscan = off:');
    console.log(forced.filter((line) => /Scan|Index/.test(line)).join('\n'));
    console.log('-- as chosen, EXPLAIN ANALYZE:');
    console.log(analysed.filter((line) => /Scan|Index|Execution Time|Planning Time/.test(line)).join('\n'));
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await db.close();
  server.stop();
}

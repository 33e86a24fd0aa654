// @vitest-environment node
/**
 * `npm run enquiries` against a real PostgreSQL: it says how many of how many it shows, and --limit and
 * --all choose how many (a flood must not push real enquiries out of sight without saying so).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { listLimit, shownLine } from '../../scripts/enquiries';
import { DEFAULT_LIST_LIMIT } from '../../src/server/ledger/admin';
import { contentHash, type Enquiry } from '../../src/domain/booking/enquiry';
import { bookingReference, REFERENCE_PREFIX } from '../../src/domain/booking/reference';
import { createLedger } from '../../src/server/ledger/ledger';
import { migrate } from '../../src/server/ledger/migrate';
import { postgresDb } from '../../src/server/ledger/postgres-db';
import { freshDatabaseUrl } from '../support/databases';
import { validPayload } from '../server/support';

const run = promisify(execFile);
const referenceLines = (text: string) => text.match(new RegExp(`^${REFERENCE_PREFIX}`, 'gm')) ?? [];
const COUNT = 5;
let url = '';

beforeAll(async () => {
  url = await freshDatabaseUrl();
  const db = postgresDb(url, { max: 2 });
  try {
    await migrate(db);
    const ledger = createLedger(db);
    const now = Date.now();
    for (let i = 0; i < COUNT; i++) {
      const submissionId = `enquiries-cli-${now.toString(36)}-${i}`;
      const enquiry = {
        ...(validPayload() as unknown as Enquiry),
        submissionId,
        reference: bookingReference(submissionId),
        receivedAt: new Date(now - i * 60_000).toISOString(),
      };
      await ledger.record({
        enquiry,
        contentHash: await contentHash(enquiry),
        channels: ['automation'],
        confirmTo: null,
        now: new Date(enquiry.receivedAt),
      });
    }
  } finally {
    await db.close();
  }
});

const enquiries = (...argv: string[]) =>
  run('node_modules/.bin/tsx', ['scripts/enquiries.ts', ...argv], {
    env: { ...process.env, DATABASE_URL: url },
    timeout: 30_000,
  });

describe('npm run enquiries', () => {
  it('says N of M shown, takes --limit, and --all shows every one', async () => {
    const [limited, all, csv] = await Promise.all([
      enquiries('--limit', '2'),
      enquiries('--all'),
      enquiries('--csv', '--limit', '3'),
    ]);
    expect(limited.stdout).toContain(shownLine(2, COUNT));
    expect(limited.stdout).toMatch(/--limit N or --all for more/);
    expect(referenceLines(limited.stdout)).toHaveLength(2);
    expect(all.stdout).toContain(shownLine(COUNT, COUNT));
    expect(referenceLines(all.stdout)).toHaveLength(COUNT);
    // The spreadsheet is only rows (a header and one a line); the count goes to standard error.
    expect(csv.stdout.trim().split('\r\n')).toHaveLength(1 + 3);
    expect(csv.stderr).toContain(shownLine(3, COUNT));
    // Three scripts starting at once (tsx and a database each) take about 4 s, more on a busy machine.
  }, 30_000);

  it('reads --limit and --all, refusing a limit that is not a whole number', () => {
    expect(listLimit([])).toBe(DEFAULT_LIST_LIMIT);
    expect(listLimit(['--limit', '25'])).toBe(25);
    expect(listLimit(['--all'])).toBeNull();
    expect(() => listLimit(['--limit', 'lots'])).toThrow(/whole number/);
    expect(() => listLimit(['--limit', '0'])).toThrow(/whole number/);
  });
});

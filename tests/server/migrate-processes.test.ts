// @vitest-environment node
/**
 * Two processes starting at once on an empty database (two instances of a function, a server and the CLI):
 * the advisory lock lets one apply the migrations while the other waits and then finds nothing to do.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrations } from '../../src/server/ledger/migrations';
import { postgresDb } from '../../src/server/ledger/postgres-db';
import { freshDatabaseUrl } from '../support/databases';

const root = path.resolve(import.meta.dirname, '../..');

function migrateInAnotherProcess(url: string, startAfterMs: number): Promise<{ applied: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['tests/support/migrate-child.ts', url, String(startAfterMs)],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as { applied: string[] })
        : reject(new Error(`exit ${code}: ${err}`)),
    );
  });
}

it('applies each migration once when two processes start together on an empty database', async () => {
  const url = await freshDatabaseUrl();
  // Both start their migrations at the same moment, 8 s after they were started together, once both have
  // loaded and connected.
  const results = await Promise.all([
    migrateInAnotherProcess(url, 8_000),
    migrateInAnotherProcess(url, 8_000),
  ]);
  const ids = migrations.map((m) => m.id);
  expect(results.map((r) => r.applied).sort((a, b) => b.length - a.length)).toEqual([ids, []]);
  const db = postgresDb(url);
  try {
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(ids);
  } finally {
    await db.close();
  }
}, 60_000);

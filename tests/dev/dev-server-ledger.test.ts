// @vitest-environment node
/**
 * `npm run dev` never hands out the embedded ledger (issue 36, M2): Vite's dev server, started with this
 * project's config, refuses the lock file (which holds the ledger route's token) and the database files under
 * .data/, however they are asked for, keeps Vite's own refusals (.env, keys, .git), and sends no CORS header to
 * another origin. It runs on a temporary root holding a .data/ of its own, so a developer's ledger is never
 * touched.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { resolveConfig } from 'vite';
import { devServerOn } from './support/dev-server';

const root = mkdtempSync(path.join(tmpdir(), 'dev-root-'));
const TOKEN = 'token-that-must-not-leave';
mkdirSync(path.join(root, '.data/ledger/global'), { recursive: true });
writeFileSync(path.join(root, '.data/ledger.lock'), JSON.stringify({ pid: 1, token: TOKEN }));
writeFileSync(path.join(root, '.data/ledger/global/pg_control'), 'database bytes');
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>dev</title>');
writeFileSync(path.join(root, 'public-file.txt'), 'served');

const dev = devServerOn(root);

it.each([
  '/.data/ledger.lock',
  '/.data/ledger.lock?raw',
  '/.data/ledger.lock?import',
  '/.data/ledger.lock?url',
  '/.data/ledger/global/pg_control',
  '/.data/ledger/global/pg_control?raw',
  // By its path on disk; the title names the temporary root <root>, so that it is the same in every run.
  '/@fs<root>/.data/ledger.lock',
  '/@fs<root>/.data/ledger.lock?raw',
  '/@fs<root>/.data/ledger/global/pg_control?raw',
])('refuses %s', async (target) => {
  const res = await fetch(dev.origin() + target.replace('<root>', root));
  const body = await res.text();
  expect(body).not.toContain(TOKEN);
  expect(body).not.toContain('database bytes');
  expect(res.status).toBeGreaterThanOrEqual(400);
});

it('still serves the files next to .data/ (the refusal is not the whole root)', async () => {
  const res = await fetch(`${dev.origin()}/public-file.txt`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('served');
});

it("keeps every one of Vite's own refusals", async () => {
  const defaults = (await resolveConfig({ configFile: false, root, logLevel: 'silent' }, 'serve')).server.fs
    .deny;
  expect(defaults.length).toBeGreaterThan(0);
  expect(dev.server().config.server.fs.deny).toEqual(expect.arrayContaining(defaults));
  expect(dev.server().config.server.fs.deny).toContain('**/.data/**');
});

it('sends no CORS header to another origin', async () => {
  for (const target of ['/', '/public-file.txt', '/@vite/client']) {
    const res = await fetch(dev.origin() + target, { headers: { Origin: 'http://localhost:9999' } });
    expect(res.headers.get('access-control-allow-origin'), target).toBeNull();
  }
  const preflight = await fetch(`${dev.origin()}/public-file.txt`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:9999', 'Access-Control-Request-Method': 'GET' },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
});

// @vitest-environment node
/**
 * npm's postinstall fixes worker-mailer (scripts/patch-worker-mailer.mjs). The installed copy must carry the
 * fixes, the script must leave a patched copy alone, and a text it does not know must stop the install.
 * (That the fixes work is shown in workerd itself: tests/hosts, the mail server that hangs up.)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const installed = path.resolve(import.meta.dirname, '../../node_modules/worker-mailer');
const script = path.resolve(import.meta.dirname, '../../scripts/patch-worker-mailer.mjs');
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'worker-mailer-'));
  copies.push(dir);
  cpSync(installed, dir, { recursive: true });
  return dir;
}

const run = (dir: string) =>
  execFileSync(process.execPath, [script, dir], { stdio: 'pipe', encoding: 'utf8' });

it('has patched the installed worker-mailer, both builds', () => {
  for (const file of ['dist/index.mjs', 'dist/index.js']) {
    const text = readFileSync(path.join(installed, file), 'utf8');
    expect(text, file).toContain('The SMTP server closed the connection');
    expect(text, file).toContain('this.requireTls=!!e.requireTls');
    expect(text, file).toContain('which this connection requires');
  }
});

it('leaves a patched copy as it is', () => {
  const dir = copy();
  const before = readFileSync(path.join(dir, 'dist/index.mjs'), 'utf8');
  run(dir);
  expect(readFileSync(path.join(dir, 'dist/index.mjs'), 'utf8')).toBe(before);
});

it('stops on a text it does not know, rather than ship it unpatched', () => {
  const dir = copy();
  writeFileSync(path.join(dir, 'dist/index.mjs'), 'export const changed = true;');
  expect(() => run(dir)).toThrow(/is not the text scripts\/patch-worker-mailer\.mjs knows/);
});

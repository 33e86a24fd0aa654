// @vitest-environment node
/**
 * npm's postinstall guards postgres.js (scripts/patch-postgres.mjs). The installed copy must carry both guards
 * in each of its builds, the script must leave a patched copy alone, and a text it does not know must stop the
 * install. (That the guards work is shown against a real PostgreSQL: tests/server/database-stop.test.ts.)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const installed = path.resolve(import.meta.dirname, '../../node_modules/postgres');
const script = path.resolve(import.meta.dirname, '../../scripts/patch-postgres.mjs');
const builds = ['src', 'cjs/src', 'cf/src'];
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'postgres-'));
  copies.push(dir);
  cpSync(installed, dir, { recursive: true });
  return dir;
}

const run = (dir: string) =>
  execFileSync(process.execPath, [script, dir], { stdio: 'pipe', encoding: 'utf8' });

it('has guarded the installed postgres.js, every build', () => {
  for (const build of builds) {
    const connection = readFileSync(path.join(installed, build, 'connection.js'), 'utf8');
    expect(connection, build).toMatch(
      /if \(!socket\) \{[^\n]*\n(.*\n){2}.*error\(Errors\.connection\('CONNECTION_CLOSED'/,
    );
    const index = readFileSync(path.join(installed, build, 'index.js'), 'utf8');
    expect(index, build).toContain('return q.reject(closedUnderWrite)');
    expect(index, build).toContain('connection.onclose = e => (closedUnderWrite = e, reject(e))');
  }
});

it('leaves a guarded copy as it is', () => {
  const dir = copy();
  const before = builds.map((build) => readFileSync(path.join(dir, build, 'index.js'), 'utf8'));
  run(dir);
  expect(builds.map((build) => readFileSync(path.join(dir, build, 'index.js'), 'utf8'))).toEqual(before);
});

it('stops on a text it does not know, rather than ship it unguarded', () => {
  const dir = copy();
  writeFileSync(path.join(dir, 'cf/src/connection.js'), 'export const changed = true;');
  expect(() => run(dir)).toThrow(/is not the text scripts\/patch-postgres\.mjs knows/);
});

/**
 * npm run check:titles: no claim dropped. The last step of `npm test`, after every runner has written the titles
 * it ran to .test-reports/ (scripts/lib/test-titles.ts).
 *
 * docs/test-titles/before.txt lists every test the suite held before it was made fast (issue 34), and
 * docs/test-titles/after.txt every test of the last full run written down (`--write`), so the tests added since
 * are held too (issue 51). Each of those lines must be a test this run ran, or be mapped in
 * docs/test-titles/map.txt to the test that now checks its claim (a merged, moved or renamed test), which this
 * run ran. A test that did not run (skipped) fails it too.
 *
 *   --write   writes this run's titles to docs/test-titles/after.txt (the list as it stands now)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  missingClaims,
  parseTitleMap,
  playwrightTitles,
  reportFiles,
  vitestTitles,
  type SuiteName,
} from './lib/test-titles';

const root = path.resolve(import.meta.dirname, '..');
const docs = path.join(root, 'docs/test-titles');

const problems: string[] = [];
const titles: string[] = [];
const notRun: string[] = [];
for (const [suite, file] of Object.entries(reportFiles) as [SuiteName, string][]) {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`no report from the ${suite} run at ${file}: run the whole suite (npm test)`);
    continue;
  }
  const report = JSON.parse(readFileSync(full, 'utf8'));
  const testDir = report.config?.rootDir ?? root;
  const found =
    suite === 'e2e' || suite === 'hosts-e2e'
      ? playwrightTitles(suite, report, testDir)
      : vitestTitles(suite, report);
  titles.push(...found.titles);
  notRun.push(...found.notRun);
}
for (const line of notRun) problems.push(`did not run: ${line}`);

const listed = (file: string) => readFileSync(path.join(docs, file), 'utf8').split('\n').filter(Boolean);
const before = [...new Set([...listed('before.txt'), ...listed('after.txt')])];
const map = parseTitleMap(readFileSync(path.join(docs, 'map.txt'), 'utf8'));
const { missing, badMappings } = missingClaims(before, titles, map);
for (const line of missing)
  problems.push(`a claim no test makes now (map it to the test that does): ${line}`);
for (const line of badMappings) problems.push(`mapped to a test this run did not run: ${line}`);

if (process.argv.includes('--write')) {
  writeFileSync(path.join(docs, 'after.txt'), `${[...new Set(titles)].sort().join('\n')}\n`);
}

const unique = new Set(titles).size;
if (problems.length) {
  console.error(`check:titles: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const same = before.filter((line) => titles.includes(line)).length;
console.log(
  `check:titles: all ${before.length} earlier tests' claims are checked (${same} by the same test, ` +
    `${before.length - same} by the test that now makes the claim); this run held ${unique} tests.`,
);

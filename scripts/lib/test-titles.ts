/**
 * The titles of the tests a run executed, read from the runners' JSON reports, as `<suite>: <file> > <describe>
 * > <title>` lines: the list `npm run check:titles` compares with the claims the suite made before it was
 * made fast (docs/test-time.md), so that no claim is dropped on the way.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Where each runner writes its report in `npm test` (the configs name the same files). */
export const reportFiles = {
  unit: '.test-reports/unit.json',
  e2e: '.test-reports/e2e.json',
  hosts: '.test-reports/hosts.json',
  'hosts-e2e': '.test-reports/hosts-e2e.json',
} as const;

export type SuiteName = keyof typeof reportFiles;

interface VitestReport {
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: string; results: { status: string }[] }[] }[];
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats?: { skipped?: number };
}

const relative = (file: string) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');

/** A test's line: its file, then its describe blocks and its own title, joined by ' > '. */
export function titleLine(suite: SuiteName, file: string, titles: string[]): string {
  return `${suite}: ${[file, ...titles].join(' > ')}`;
}

export interface RunTitles {
  /** Every test the run held, as lines. */
  titles: string[];
  /** The lines of the tests that did not run (skipped, todo or only-excluded). */
  notRun: string[];
}

/** The titles in a Vitest JSON report (its `json` reporter). */
export function vitestTitles(suite: SuiteName, report: VitestReport): RunTitles {
  const titles: string[] = [];
  const notRun: string[] = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const line = titleLine(suite, relative(file.name), [...test.ancestorTitles, test.title]);
      titles.push(line);
      if (test.status !== 'passed' && test.status !== 'failed') notRun.push(line);
    }
  }
  return { titles, notRun };
}

/** The titles in a Playwright JSON report (its `json` reporter); a file's suite is named by its path. */
export function playwrightTitles(suite: SuiteName, report: PlaywrightReport, testDir: string): RunTitles {
  const titles: string[] = [];
  const notRun: string[] = [];
  const walk = (node: PlaywrightSuite, describes: string[], file: string) => {
    for (const spec of node.specs ?? []) {
      const line = titleLine(suite, relative(path.join(testDir, spec.file)), [...describes, spec.title]);
      for (const test of spec.tests) {
        titles.push(line);
        if (test.status === 'skipped' || test.results.some((r) => r.status === 'skipped')) notRun.push(line);
      }
    }
    for (const child of node.suites ?? []) walk(child, [...describes, child.title], file);
  };
  // The top level holds one suite per file, titled by its path; the describe blocks nest under it.
  for (const fileSuite of report.suites) walk(fileSuite, [], fileSuite.file ?? fileSuite.title);
  return { titles, notRun };
}

/** The map: old line -> new line, and old file -> new file (a test file moved, its tests unchanged). */
export interface TitleMap {
  titles: Map<string, string>;
  /** `<suite>: <old file>` -> `<suite>: <new file>`. */
  files: Map<string, string>;
}

/** A line as it reads after the files' moves: the first moved file it starts with is replaced. */
function afterMoves(line: string, files: Map<string, string>): string {
  for (const [from, to] of files) if (line.startsWith(`${from} > `)) return `${to}${line.slice(from.length)}`;
  return line;
}

/**
 * Which claims of `before` the run no longer makes: each line of `before` must be in `now`, or be mapped (by
 * `map`, old line -> new line, or its file moved) to a line that is. Also the map's own lines that point nowhere.
 */
export function missingClaims(
  before: string[],
  now: Iterable<string>,
  map: TitleMap,
): { missing: string[]; badMappings: string[] } {
  const present = new Set(now);
  const missing: string[] = [];
  const badMappings: string[] = [];
  for (const line of before) {
    if (present.has(line)) continue;
    // A mapped title's new line follows its own file's later move too.
    const mapped = map.titles.get(line) ?? map.titles.get(afterMoves(line, map.files));
    const target = mapped !== undefined ? afterMoves(mapped, map.files) : afterMoves(line, map.files);
    if (target === line) missing.push(line);
    else if (!present.has(target)) {
      if (map.titles.has(line) || map.titles.has(afterMoves(line, map.files)))
        badMappings.push(`${line}\n    -> ${target} (not in this run)`);
      else missing.push(line);
    }
  }
  return { missing, badMappings };
}

/**
 * Reads a map file: blocks of two lines, the old title then the new one after '-> ', blank lines between; and
 * one-line file moves, `file <suite>: <old path> -> <suite>: <new path>`, which carry every title of the file.
 */
export function parseTitleMap(text: string): TitleMap {
  const titles = new Map<string, string>();
  const files = new Map<string, string>();
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  for (let i = 0; i < lines.length; i++) {
    const old = lines[i]!;
    if (old.startsWith('file ')) {
      const [from, to] = old.slice(5).split(' -> ');
      if (!from || !to) throw new Error(`test-title map: "${old}" is not "file <old> -> <new>"`);
      files.set(from, to);
      continue;
    }
    const next = lines[i + 1];
    if (old.startsWith('-> ') || next === undefined || !next.startsWith('-> '))
      throw new Error(`test-title map: line "${old}" is not followed by its "-> new title" line`);
    titles.set(old, next.slice(3));
    i++;
  }
  return { titles, files };
}

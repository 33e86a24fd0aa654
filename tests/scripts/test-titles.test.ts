/**
 * npm run check:titles reads the map (scripts/lib/test-titles.ts): a claim counts as kept when the same line ran,
 * when it is mapped to a line that ran, or when its file moved and the line ran under the new file.
 */
import { describe, expect, it } from 'vitest';
import { missingClaims, parseTitleMap } from '../../scripts/lib/test-titles';

const map = parseTitleMap(
  [
    '# a comment',
    'unit: tests/a.test.ts > old title',
    '-> unit: tests/b.test.ts > new title',
    '',
    'file unit: tests/old/c.test.ts -> unit: tests/new/c.test.ts',
  ].join('\n'),
);

describe('check:titles', () => {
  it('keeps a claim run as it was, renamed by the map, or carried by its file move', () => {
    const now = [
      'unit: tests/same.test.ts > x',
      'unit: tests/b.test.ts > new title',
      'unit: tests/new/c.test.ts > d > e',
    ];
    const before = [
      'unit: tests/same.test.ts > x',
      'unit: tests/a.test.ts > old title',
      'unit: tests/old/c.test.ts > d > e',
    ];
    expect(missingClaims(before, now, map)).toEqual({ missing: [], badMappings: [] });
  });

  it("follows a renamed title's new file when that file moved later", () => {
    const moved = parseTitleMap(
      [
        'unit: tests/a.test.ts > old title',
        '-> unit: tests/office/b.test.ts > new title',
        'file unit: tests/office/b.test.ts -> unit: tests/features/office/b.test.ts',
      ].join('\n'),
    );
    const now = ['unit: tests/features/office/b.test.ts > new title'];
    expect(missingClaims(['unit: tests/a.test.ts > old title'], now, moved)).toEqual({
      missing: [],
      badMappings: [],
    });
  });

  it('reports a claim no test makes, and a mapping to a test that did not run', () => {
    const before = [
      'unit: tests/gone.test.ts > y',
      'unit: tests/a.test.ts > old title',
      'unit: tests/old/c.test.ts > z',
    ];
    const { missing, badMappings } = missingClaims(before, [], map);
    expect(missing).toEqual(['unit: tests/gone.test.ts > y', 'unit: tests/old/c.test.ts > z']);
    expect(badMappings).toHaveLength(1);
    expect(badMappings[0]).toContain('unit: tests/b.test.ts > new title (not in this run)');
  });

  it('refuses a title without its "-> new" line and a file move without its target', () => {
    expect(() => parseTitleMap('unit: tests/a.test.ts > t\n')).toThrow(/not followed/);
    expect(() => parseTitleMap('file unit: tests/a.test.ts\n')).toThrow(/file <old> -> <new>/);
  });
});

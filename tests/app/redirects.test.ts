// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveShortPath } from '../../src/app/redirects';

describe('resolveShortPath', () => {
  it.each([
    ['/tips/first-home-buyer-checklist', '/knowledge/tips/first-home-buyer-checklist'],
    [
      '/guides/how-to-read-building-inspection-report/',
      '/knowledge/guides/how-to-read-building-inspection-report',
    ],
    ['/blog/x', '/knowledge/blog/x'],
    ['/news/y', '/knowledge/news/y'],
    ['/news', '/knowledge/news'],
    ['/blog/', '/knowledge/blog'],
  ])('%s -> %s', (from, to) => {
    expect(resolveShortPath(from)).toBe(to);
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/knowledge/tips/x',
      '/products/dilapidation-reports',
      '/tipsy',
      '/blogroll/x',
    ]) {
      expect(resolveShortPath(path)).toBeNull();
    }
  });
});

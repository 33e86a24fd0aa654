// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blocksOf,
  ideaCounts,
  ideaLimits,
  ideas,
  withoutBriefClaims,
  type IdeaCount,
  type Page,
} from '../../scripts/lib/repetition';
import { knownPaths } from '../../src/app/routes';
import { render } from '../../src/entry-server';

/**
 * Issue 42, "Repetition": no idea of the reader's table is explained on more than 2 pages nor named on more
 * than 10, the header, the footer and the home page's brief claims (hero highlights, stats) not counted. The
 * pages are rendered as the prerender writes them and read as scripts/measure-repetition.ts reads dist/, with
 * the same counting (scripts/lib/repetition.ts), booking banners and the pricing panel included.
 */

let counts: Record<string, IdeaCount>;

beforeAll(async () => {
  const pages: Page[] = [];
  for (const path of await knownPaths()) {
    const result = await render(`http://prerender.local${path}`);
    if ('html' in result) pages.push({ route: path, blocks: blocksOf(result.html, false, [], true) });
  }
  counts = ideaCounts(withoutBriefClaims(pages));
});

const list = (routes: string[]) => `${routes.length} pages: ${routes.join(' ')}`;

describe('one idea in one place (issue 42, repetition)', () => {
  it.each(Object.keys(ideas))(`%s is explained on at most ${ideaLimits.explains} pages`, (idea) => {
    const { explains } = counts[idea]!;
    expect(explains.length, list(explains)).toBeLessThanOrEqual(ideaLimits.explains);
  });

  it.each(Object.keys(ideas))(`%s is named on at most ${ideaLimits.names} pages`, (idea) => {
    const { names } = counts[idea]!;
    expect(names.length, list(names)).toBeLessThanOrEqual(ideaLimits.names);
  });

  it.each(Object.entries(ideas).map(([idea, { home }]) => [idea, home] as const))(
    '%s is still explained in full on its home, %s',
    (idea, home) => {
      expect(counts[idea]!.explains).toContain(home);
    },
  );
});

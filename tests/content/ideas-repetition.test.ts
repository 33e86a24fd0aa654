// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blocksOf,
  ideaCounts,
  ideaLimits,
  ideas,
  sentencesOf,
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
let pages: Page[];
/** The pages each page's `<main>` links to (path only, without the anchor). */
const linksFrom = new Map<string, Set<string>>();

beforeAll(async () => {
  pages = [];
  for (const path of await knownPaths()) {
    const result = await render(`http://prerender.local${path}`);
    if (!('html' in result)) continue;
    pages.push({ route: path, blocks: blocksOf(result.html, false, [], true) });
    const main = result.html.slice(result.html.indexOf('<main'), result.html.indexOf('</main>'));
    linksFrom.set(path, new Set([...main.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]!)));
  }
  pages = withoutBriefClaims(pages);
  counts = ideaCounts(pages);
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

/**
 * Issue 55, "Repetition": the ideas the fifth read found explained on eight to eleven pages (the 24-hour
 * report, the time on site, the warranties and NCAT, Appendix B, visual and non-invasive, same-day and
 * next-day, the 30 m site scope) are explained in full on their home and at most one other page (`also`);
 * every other page says each in one sentence at most, and a page whose sentence states one of its details
 * links to one of those two. A bare mention ("the report usually arrives within 24 hours") needs no link.
 */
describe('explained in two places and linked from the rest (issue 55, repetition)', () => {
  const fifthRead = Object.entries(ideas).filter(([, idea]) => idea.also !== undefined);

  it('covers the seven ideas of the fifth read', () => {
    expect(fifthRead).toHaveLength(7);
  });

  it.each(fifthRead.map(([idea, { home, also }]) => [idea, home, also] as const))(
    '%s is explained in full only on %s and %s',
    (idea, home, also) => {
      expect(counts[idea]!.explains.filter((route) => route !== home && route !== also)).toEqual([]);
    },
  );

  it.each(fifthRead.map(([idea]) => idea))(
    '%s is said in one sentence at most on every other page',
    (idea) => {
      const { restates, sentences } = counts[idea]!;
      expect(restates.map((route) => `${route}: ${sentences[route]} sentences`)).toEqual([]);
    },
  );

  it.each(fifthRead.map(([idea, { home, also }]) => [idea, home, also!] as const))(
    '%s: every other page that states one of its details links to %s or %s',
    (idea, home, also) => {
      const { name, detail } = ideas[idea]!;
      const unlinked = pages
        .filter(({ route }) => route !== home && route !== also)
        .filter(({ blocks }) => blocks.flatMap(sentencesOf).some((s) => name.test(s) && detail.test(s)))
        .filter(({ route }) => !linksFrom.get(route)!.has(home) && !linksFrom.get(route)!.has(also))
        .map(({ route }) => route);
      expect(unlinked).toEqual([]);
    },
  );
});

describe('no idea spreads again (issue 55)', () => {
  it.each(Object.entries(ideas).map(([idea, { maxNames }]) => [idea, maxNames] as const))(
    '%s is named on no more than the %i pages the restructure left',
    (idea, maxNames) => {
      const { names } = counts[idea]!;
      expect(names.length, list(names)).toBeLessThanOrEqual(maxNames);
    },
  );
});

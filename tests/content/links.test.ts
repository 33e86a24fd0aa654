// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { knownPaths } from '../../src/app/routes';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import { explainers } from '../../src/content/explainers';
import { bookingProcessPage } from '../../src/content/pages/booking-process';
import { sources } from '../../src/content/sources';
import { inlineLinks } from '../../src/lib/inline-links';
import { copyRecords, infoPageRecords, stringsOf } from './content-strings';

/**
 * Links inside prose (`[words](href)`, src/lib/inline-links.ts): only where a page renders them, and only to
 * a page and anchor that exist or to a listed official source.
 */

/** Key paths of the fields rendered as rich text or by the checklist and process components. */
const linkable = [
  /\.whatIsIt$/,
  /\.overview$/,
  /\.(?:whyBeneficial|whenBeneficial|included|benefits)\.\d+$/,
  /\.process\.\d+\.description$/,
  /\.faq\.\d+\.answer$/,
  /\.content\.(?:intro|conclusion)$/,
  /\.content\.sections\.\d+\.content$/,
  /\.sections\.\d+\.body$/,
  /\.steps\.\d+\.body$/,
];

/** The anchors each page has: its content sections' ids, or an article's section ids. */
function anchorsOf(path: string): Set<string> {
  const article = allArticles.find((a) => `/knowledge/${a.kind}/${a.slug}` === path);
  if (article) return new Set(article.content.sections.flatMap((s) => (s.id ? [s.id] : [])));
  if (path.startsWith('/products/')) {
    return new Set([
      'what-is-it',
      'why-beneficial',
      'when-beneficial',
      'process',
      'included',
      'pricing',
      'faq',
    ]);
  }
  if (path.startsWith('/services/')) {
    return new Set(['overview', 'benefits', 'process', 'included', 'pricing', 'why-choose', 'faq']);
  }
  if (path === '/') return new Set(['why-choose-us', 'products', 'services', 'contact']);
  // Each step of the booking process is an h2 with its id (issue 55 links the time on site and the report there).
  if (path === '/booking-process') return new Set(bookingProcessPage.steps.map((s) => s.id));
  return new Set();
}

const links = copyRecords.flatMap((record) =>
  stringsOf(record.value, record.name).flatMap((c) =>
    inlineLinks(c.text).map((link) => ({ ...link, where: c.where })),
  ),
);

describe('links in prose', () => {
  it('are written only in fields that render them', () => {
    const misplaced = copyRecords.flatMap((record) =>
      stringsOf(record.value, record.name)
        .filter((c) => inlineLinks(c.text).length > 0)
        .filter((c) => !linkable.some((field) => field.test(c.where)))
        .map((c) => c.where),
    );
    expect(misplaced).toEqual([]);
  });

  it('point to a page of the site and an anchor it has, or to a listed official source', async () => {
    const paths = new Set(await knownPaths());
    const allowed = new Set<string>(Object.values(sources).map((s) => s.url));
    const broken = links
      .filter(({ href }) => {
        if (!href.startsWith('/')) return !allowed.has(href);
        const [path, anchor] = href.split('#') as [string, string | undefined];
        return !paths.has(path) || (anchor !== undefined && !anchorsOf(path).has(anchor));
      })
      .map(({ where, href }) => `${where}: ${href}`);
    expect(broken).toEqual([]);
  });

  it('lead to each explainer from an anchor its article has', () => {
    for (const [name, explainer] of Object.entries(explainers)) {
      expect(anchorsOf(explainer.path).has(explainer.id), name).toBe(true);
    }
  });

  it('are never the whole of a checklist line or a paragraph without words around them', () => {
    const records = [...allProducts, ...allServices, ...allArticles];
    const bare = records.flatMap((r) =>
      stringsOf(r, r.slug)
        .filter((c) => /^\[[^\]]+\]\([^)]+\)\.?$/.test(c.text.trim()))
        .map((c) => c.where),
    );
    expect(bare).toEqual([]);
  });
});

describe('information pages', () => {
  it("each copy module in src/content/pages is shown at a known path, its file's name", async () => {
    expect(infoPageRecords.length).toBeGreaterThan(0);
    const paths = new Set(await knownPaths());
    for (const record of infoPageRecords) expect(paths.has(record.route!), record.name).toBe(true);
  });
});

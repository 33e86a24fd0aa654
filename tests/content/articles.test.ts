import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArticles } from '../../src/content/all-content';
import { productCatalog, serviceCatalog } from '../../src/content/catalog';
import { articleKinds, articleSchema, type Article } from '../../src/content/schemas';
import { proseWords } from './helpers';

const expectedSlugs: Record<string, string[]> = {
  blog: [
    'complete-guide-pre-purchase-building-inspections',
    'top-10-building-defects-australian-homes',
    'seasonal-property-maintenance-guide-australia',
  ],
  news: [
    'new-nsw-building-regulations-2025',
    'sydney-property-market-trends-february-2025',
    'thermal-imaging-technology-building-inspections',
    'sustainable-building-practices-australia-2025',
  ],
  guides: ['first-time-home-buyer-inspection-guide', 'how-to-read-building-inspection-report'],
  tips: [
    'first-home-buyer-checklist',
    'detecting-moisture-mould-problems',
    'identifying-structural-issues',
    'investment-property-inspection-essentials',
    'preparing-property-for-sale-inspection',
  ],
};

const minimumWords: Record<string, number> = { blog: 1200, guides: 1200, news: 700, tips: 700 };

/** Every internal path the site has: the targets a related link may point to. */
const internalTargets = new Set<string>([
  '/',
  '/#products',
  '/#services',
  '/#contact',
  '/#why-choose-us',
  ...productCatalog.map((p) => `/products/${p.slug}`),
  ...serviceCatalog.map((s) => `/services/${s.slug}`),
  ...articleKinds.map((kind) => `/knowledge/${kind}`),
  ...allArticles.map((a) => `/knowledge/${a.kind}/${a.slug}`),
]);

function bodyWords(article: Article): number {
  return proseWords([article.content.intro, article.content.sections, article.content.conclusion]);
}

describe('articles', () => {
  it('has the right slugs for each kind (3 blog, 4 news, 2 guides, 5 tips)', () => {
    for (const kind of articleKinds) {
      const slugs = allArticles.filter((a) => a.kind === kind).map((a) => a.slug);
      expect(slugs.sort(), kind).toEqual([...expectedSlugs[kind]!].sort());
    }
    expect(new Set(allArticles.map((a) => a.slug)).size).toBe(14);
  });

  it('keeps each module in the folder of its kind', () => {
    for (const kind of articleKinds) {
      const files = readdirSync(path.join('src/content/articles', kind)).map((f) => f.replace(/\.ts$/, ''));
      expect(files.sort()).toEqual(
        allArticles
          .filter((a) => a.kind === kind)
          .map((a) => a.slug)
          .sort(),
      );
    }
  });

  describe.each(allArticles.map((a) => [`${a.kind}/${a.slug}`, a] as const))('%s', (_name, article) => {
    it('parses against the schema', () => {
      articleSchema.parse(article);
    });

    it('is long enough for its kind', () => {
      expect(bodyWords(article)).toBeGreaterThanOrEqual(minimumWords[article.kind]!);
    });

    it('is dated in 2025', () => {
      expect(article.date).toMatch(/^2025-\d{2}-\d{2}$/);
    });

    it('states a read time that matches its length (about 200 words a minute)', () => {
      if (article.kind !== 'blog') {
        expect('readTime' in article).toBe(false);
        return;
      }
      expect(Math.abs(article.readTime - bodyWords(article) / 200)).toBeLessThanOrEqual(1);
    });

    it('links only to pages that exist and to https sources', () => {
      for (const link of article.relatedLinks.internal) {
        expect(internalTargets.has(link.url), link.url).toBe(true);
      }
      for (const link of article.relatedLinks.external) {
        expect(link.url, link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.au|org\.au|au)\//);
      }
    });

    it('has an image file that exists', () => {
      expect(existsSync(path.join('public', article.image))).toBe(true);
    });

    it('never claims licensed inspectors or invents market figures', () => {
      const text = JSON.stringify(article.content);
      expect(text).not.toMatch(/licensed inspectors?/i);
      if (article.slug === 'sydney-property-market-trends-february-2025') {
        expect(text).not.toMatch(/\d+(\.\d+)?\s?(%|per cent|percent)/);
        expect(text).not.toMatch(/\$\s?\d/);
      }
    });
  });

  it('only the first-time buyer guide mentions report turnaround among guides, as 24-48 hours', () => {
    const guides = allArticles.filter((a) => a.kind === 'guides');
    const firstTime = JSON.stringify(guides.find((g) => g.slug === 'first-time-home-buyer-inspection-guide'));
    const reading = JSON.stringify(guides.find((g) => g.slug === 'how-to-read-building-inspection-report'));
    expect(firstTime).toContain('24-48 hours');
    expect(firstTime).not.toMatch(/within 24 hours/);
    expect(reading).not.toMatch(/24 hours|24-48 hours|48 hours/);
  });
});

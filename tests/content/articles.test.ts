// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArticles } from '../../src/content/all-content';
import { productCatalog, serviceCatalog } from '../../src/content/catalog';
import { articleKinds, articleSchema, type Article } from '../../src/content/schemas';
import { coolingOff } from '../../src/content/facts/cooling-off';
import { sydneyDate, isIsoDate } from '../../src/domain/booking/sydney-time';
import { briefCounts } from '../fixtures/brief-counts';
import { proseWords } from './helpers';

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

/** Every paragraph a reader sees: title, excerpt, headings and the blank-line-separated body paragraphs. */
function paragraphs(article: Article): string[] {
  const { intro, sections, conclusion } = article.content;
  return [
    article.title,
    article.excerpt,
    intro,
    ...sections.flatMap((s) => [s.heading, s.content]),
    conclusion,
  ]
    .flatMap((text) => text.split(/\n\s*\n/))
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function sentencesOf(article: Article): string[] {
  return paragraphs(article)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+|\n+/))
    .map((sentence) => sentence.replace(/^-\s*/, '').trim());
}

/** Sentences of 12 or more words, normalised so punctuation and case do not hide a copy. */
function longSentences(article: Article): Set<string> {
  return new Set(
    sentencesOf(article)
      .map((sentence) =>
        sentence
          .toLowerCase()
          .replace(/[^a-z0-9 ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((sentence) => sentence.split(' ').length >= 12),
  );
}

/** A paragraph that gives a statutory warranty period (e.g. '6 years for a major defect', '2-year warranty'). */
function statesWarrantyPeriod(paragraph: string): boolean {
  return /warrant/i.test(paragraph) && /\b(\d+|six|two)[- ]years?\b/i.test(paragraph);
}

describe('articles', () => {
  it("has at least the brief's articles of each kind, with unique slugs", () => {
    for (const kind of articleKinds) {
      const count = allArticles.filter((a) => a.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(briefCounts.articles[kind]);
    }
    expect(new Set(allArticles.map((a) => a.slug)).size).toBe(allArticles.length);
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

    it('is dated with a real calendar date, not after today in Sydney', () => {
      expect(isIsoDate(article.date), article.date).toBe(true);
      expect(article.date <= sydneyDate(new Date()), article.date).toBe(true);
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

    it('never gives a 24-48 hour report time (the brief promises reports within 24 hours)', () => {
      expect(JSON.stringify(article)).not.toMatch(/24\s*(-|–|to)\s*48/);
    });

    it('treats moisture meter readings as indicative, never as proof', () => {
      expect(JSON.stringify(article)).not.toMatch(/measured rather than guessed/i);
      for (const sentence of sentencesOf(article).filter((s) => /moisture|damp|meter/i.test(s))) {
        expect(sentence).not.toMatch(/\bconfirm(s|ed|ing)?\b/i);
        expect(sentence).not.toMatch(/\bmeasures?\b[^.]*\bdirectly\b/i);
      }
    });

    it('gives the strata bond no percentage and no "up to 3 years"', () => {
      expect(JSON.stringify(article)).not.toMatch(/up to (3|three) years/i);
      for (const paragraph of paragraphs(article).filter((p) => /\bbond\b/i.test(p))) {
        expect(paragraph).not.toMatch(/\d+(\.\d+)?\s?(%|per ?cent)/i);
      }
    });

    it('names NCAT and completion in every paragraph that gives a warranty period', () => {
      for (const paragraph of paragraphs(article).filter(statesWarrantyPeriod)) {
        expect(paragraph).toMatch(/\bNCAT\b/);
        expect(paragraph).toMatch(/\bcompletion\b/i);
        expect(paragraph).toMatch(/proceedings/i);
      }
    });

    it('gives strata and apartment buyers the off-the-plan cooling-off period beside the standard one', () => {
      const text = paragraphs(article).join('\n\n');
      if (text.includes(coolingOff.period) && /strata|apartment/i.test(text)) {
        expect(text).toContain(coolingOff.offThePlanPeriod);
      }
    });

    it('never claims licensed inspectors or invents market figures', () => {
      const text = JSON.stringify(article.content);
      expect(text).not.toMatch(/licensed inspectors?/i);
      if (article.slug === 'sydney-property-market-trends-february-2025') {
        // The cooling-off forfeit is the law's figure (facts/cooling-off.ts), not a market one.
        expect(text.replaceAll(coolingOff.forfeit, '')).not.toMatch(/\d+(\.\d+)?\s?(%|per cent|percent)/);
        expect(text).not.toMatch(/\$\s?\d/);
      }
    });
  });

  it('spells bush fire prone one way, as NSW planning does', () => {
    const text = JSON.stringify(allArticles.map((a) => a.content));
    expect(text).not.toMatch(/bushfire[- ]prone|bush-fire[- ]prone/i);
    expect(JSON.stringify(allArticles)).not.toMatch(/bushfire/i);
  });

  it('says termites are active all year in Sydney, not only from spring', () => {
    const text = JSON.stringify(allArticles.map((a) => a.content));
    expect(text).not.toMatch(/spring wakes up[^.]*termites/i);
    const seasonal = allArticles.find((a) => a.slug === 'seasonal-property-maintenance-guide-australia')!;
    expect(JSON.stringify(seasonal.content)).toMatch(/all year|year-round|year round/i);
  });

  it('shares no sentence of 12 or more words between any two articles (the two news articles included)', () => {
    const sets = allArticles.map((a) => [`${a.kind}/${a.slug}`, longSentences(a)] as const);
    const shared: string[] = [];
    sets.forEach(([nameA, a], i) => {
      for (const [nameB, b] of sets.slice(i + 1)) {
        for (const sentence of a) if (b.has(sentence)) shared.push(`${nameA} + ${nameB}: ${sentence}`);
      }
    });
    expect(shared).toEqual([]);
  });

  it('takes the legal facts from src/content/facts instead of spelling them out in article modules', () => {
    // Each of these values lives in one facts module; an article that types it by hand would not follow a correction.
    const handWritten =
      /\b\d+ business days?\b|fifth business day|0\.25 ?%|per cent of the (purchase )?price|66W|NATA|31 December 2003|before about \d{4}|\b(6|2)[- ]years? (for|warranty)|\b(6|2)-year\b|1 January 2018|\b(15|21) ?(-|to) ?(18|24) months|within (3|10) days|Home Building list|decennial/i;
    for (const kind of articleKinds) {
      for (const file of readdirSync(path.join('src/content/articles', kind))) {
        const source = readFileSync(path.join('src/content/articles', kind, file), 'utf8').replace(
          /\$\{[^}]*\}/g,
          '<fact>',
        );
        expect(source.match(handWritten)?.[0], `${kind}/${file}`).toBeUndefined();
      }
    }
  });

  it('only the first-time buyer guide mentions report turnaround among guides, as within 24 hours', () => {
    const guides = allArticles.filter((a) => a.kind === 'guides');
    const firstTime = JSON.stringify(guides.find((g) => g.slug === 'first-time-home-buyer-inspection-guide'));
    const reading = JSON.stringify(guides.find((g) => g.slug === 'how-to-read-building-inspection-report'));
    expect(firstTime).toMatch(/within 24 hours/);
    expect(reading).not.toMatch(/24 hours|24-48 hours|48 hours/);
  });
});

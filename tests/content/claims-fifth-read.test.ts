// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { allArticles, allProducts } from '../../src/content/all-content';
import { materialFacts } from '../../src/content/facts/material-facts';
import { render } from '../../src/entry-server';
import { MONTHS } from '../../src/lib/format';
import { plainText } from '../../src/lib/inline-links';
import { TEST_NOW } from '../support/clock';
import { copyRecords, paragraphsOfRecord, sentencesOf, stringsOf } from './content-strings';

/**
 * The fifth expert read (issue 55): headline claims with their qualifier where they stand, three minors,
 * and dated articles. Each check failed on the copy before the correction.
 */

const textOf = (value: unknown) =>
  stringsOf(value, '')
    .map((c) => c.text)
    .join('\n');

const bySlug = <T extends { slug: string }>(records: T[], slug: string): T => {
  const record = records.find((r) => r.slug === slug);
  if (!record) throw new Error(`no record '${slug}'`);
  return record;
};

describe('headline claims carry their qualifier where they stand (issue 55, ACL s18)', () => {
  /** A promise of speed: a booking today or tomorrow, or a report within a day. */
  const speedClaim = /same[- ]day|next[- ]day|\b24 ?(?:hours?|hrs?)\b|\b24-hour/i;
  const qualifier = /\busually\b|subject to access and availability/i;

  let main: Element;
  beforeAll(async () => {
    const result = await render('http://prerender.local/');
    if (!('html' in result)) throw new Error('/ redirected');
    main = new DOMParser().parseFromString(result.html, 'text/html').querySelector('main')!;
  });

  /**
   * The place a claim stands, as a reader takes it in: its list item, its stat (the term and its
   * descriptions together), or else its paragraph or heading.
   */
  const placeOf = (node: Node): Element => {
    const element = node.parentElement!;
    return element.closest('li, dl > div') ?? element.closest('p, h1, h2, h3, h4, dt, dd, td, th') ?? element;
  };

  /** The words of a place, a space between its elements' text, as a reader sees them apart. */
  const wordsOf = (place: Element): string => {
    const walker = place.ownerDocument.createTreeWalker(place, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  };

  const claimsOnHome = () => {
    const walker = main.ownerDocument.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const places = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (speedClaim.test(node.textContent ?? '')) places.add(placeOf(node));
    }
    return [...places];
  };

  it("finds the brief's speed claims in the hero and the stats", () => {
    const texts = claimsOnHome().map(wordsOf);
    expect(texts.some((t) => t.includes('Same-day and next-day bookings'))).toBe(true);
    expect(texts.some((t) => t.includes('Report within 24 hours'))).toBe(true);
    expect(texts.some((t) => t.includes('24hr'))).toBe(true);
  });

  it('puts "usually" or "subject to access and availability" beside every speed claim on the home page', () => {
    const bare = claimsOnHome()
      .map(wordsOf)
      .filter((text) => !qualifier.test(text));
    expect(bare).toEqual([]);
  });
});

describe('three minors of the fifth read (issue 55)', () => {
  it('the strata page puts the common property outside a lot inspection, as the strata-lot agreement does', () => {
    const strata = bySlug(allProducts, 'strata-multi-unit-inspections');
    // Nothing on the common property is listed as included in a lot inspection.
    expect(strata.included.filter((item) => /common property/i.test(item))).toEqual([]);
    expect(strata.whatIsIt).toMatch(/common property[^.]*is outside a lot inspection/i);
    expect(strata.whatIsIt).toMatch(/owners corporation books an inspection of the common property/i);
    expect(textOf(strata)).not.toMatch(/(?:observations|notes) (?:of|on) other common property/i);
  });

  it('credits the cooling-off period to the statute, never to the contract', () => {
    const wrong = copyRecords
      .flatMap(paragraphsOfRecord)
      .filter((p) => /contract\w* (?:usually |normally )?gives? you[^.]*cooling-off/i.test(p.text))
      .map((p) => p.where);
    expect(wrong).toEqual([]);
    const guide = textOf(bySlug(allArticles, 'first-time-home-buyer-inspection-guide'));
    expect(guide).toMatch(
      /s66S of the Conveyancing Act 1919 \(NSW\), not the contract, usually gives you a short cooling-off/,
    );
  });

  it('says the material-facts sentence once on the pre-sale page', () => {
    const text = textOf(bySlug(allProducts, 'pre-sale-vendor-inspection'));
    expect(text.split(materialFacts.sentence).length - 1).toBe(1);
  });
});

describe('dated articles stay dated (issue 55)', () => {
  /** '30 October 2025' as '2025-10-30'. */
  const isoOf = (words: string): string => {
    const [day, month, year] = words.split(' ');
    const m = (MONTHS as readonly string[]).indexOf(month!) + 1;
    if (m === 0) throw new Error(`not a date: ${words}`);
    return `${year}-${String(m).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  };
  /** The ISO date a year before `iso`. */
  const yearBefore = (iso: string) => `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;

  /**
   * "Now", taken from the content and never from the machine's clock: the latest revision any article
   * carries, or the suite's fixed instant if that is later. An article is read as of the day the site was
   * last revised.
   */
  const now = [TEST_NOW.toISOString().slice(0, 10), ...allArticles.map((a) => a.updated ?? a.date)]
    .sort()
    .at(-1)!;
  const date =
    /\b(\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4})\b/;
  const asAtPattern = new RegExp(`\\bas at ${date.source}`, 'g');
  const reviewedPattern = new RegExp(`\\blast reviewed (?:it |this \\w+ )?on ${date.source}`);
  /** Words that put what a sentence says ahead of its writing. */
  const ahead =
    /\b(?:will|would|shall|is due|are due|due to|planned|plans to|coming|upcoming|to come|expected to|set to|flagged for|to follow|yet to)\b/i;

  const articleText = (article: (typeof allArticles)[number]) => plainText(textOf(article));

  it('takes "now" from the content: the latest revision an article carries', () => {
    expect(now >= TEST_NOW.toISOString().slice(0, 10)).toBe(true);
    expect(allArticles.some((a) => (a.updated ?? a.date) === now)).toBe(true);
  });

  it('an article more than 12 months past its "as at" says when it was last reviewed, within the last 12 months', () => {
    const stale: string[] = [];
    for (const article of allArticles) {
      const text = articleText(article);
      const asAt = [...text.matchAll(asAtPattern)].map((m) => isoOf(m[1]!)).sort()[0];
      if (!asAt || asAt >= yearBefore(now)) continue;
      const reviewed = reviewedPattern.exec(text)?.[1];
      const on = reviewed ? isoOf(reviewed) : undefined;
      if (!on || on < yearBefore(now) || on > now || on < asAt) {
        stale.push(`${article.slug}: as at ${asAt}, last reviewed ${on ?? 'never'}`);
      } else if ((article.updated ?? article.date) < on) {
        stale.push(`${article.slug}: reviewed ${on} but its structured data says ${article.updated}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('the three articles of the fifth read are among those reviewed', () => {
    for (const slug of [
      'new-nsw-building-regulations-2025',
      'sustainable-building-practices-australia-2025',
      'sydney-property-market-trends-february-2025',
    ]) {
      expect(articleText(bySlug(allArticles, slug)), slug).toMatch(reviewedPattern);
    }
  });

  it('no article speaks of a year that has come as still ahead, nor of "this year" or "last year"', () => {
    const year = Number(now.slice(0, 4));
    const wrong: string[] = [];
    for (const article of allArticles) {
      for (const c of stringsOf(article, article.slug)) {
        for (const s of sentencesOf(plainText(c.text))) {
          const years = [...s.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]));
          const pastAhead = ahead.test(s) && years.some((y) => y <= year);
          if (pastAhead || /\b(?:this|last) year\b/i.test(s)) wrong.push(`${c.where}: ${s}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

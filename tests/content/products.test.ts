// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProducts } from '../../src/content/all-content';
import {
  homePrice,
  productCatalog,
  productPagePrice,
  reportWithinHours,
  type ProductSlug,
} from '../../src/content/catalog';
import { productCards } from '../../src/content/home';
import { productSchema } from '../../src/content/schemas';
import { briefCounts } from '../fixtures/brief-counts';
import { proseWords } from './helpers';

/** The hours each promise in a record's text names ('usually within 24 hours'), in order. */
const promisesIn = (record: unknown): number[] =>
  [...JSON.stringify(record).matchAll(/within (\d+) hours/gi)].map((found) => Number(found[1]));

describe('product records', () => {
  it("there are the brief's number, in catalogue order, with unique slugs", () => {
    expect(allProducts.map((p) => p.slug)).toEqual(productCatalog.map((p) => p.slug));
    expect(allProducts).toHaveLength(briefCounts.products);
    expect(new Set(allProducts.map((p) => p.slug)).size).toBe(allProducts.length);
  });

  describe.each(allProducts.map((p) => [p.slug, p] as const))('%s', (slug, product) => {
    it('parses against the schema (4 steps, 4 FAQs)', () => {
      const parsed = productSchema.parse(product);
      expect(parsed.process.map((s) => s.step)).toEqual([1, 2, 3, 4]);
      expect(parsed.faq).toHaveLength(4);
    });

    it('takes its title from the catalogue', () => {
      expect(product.title).toBe(productCatalog.find((p) => p.slug === slug)!.title);
    });

    it('shows the product-page price from the catalog, the one place it is written', () => {
      expect(product.pricing.text).toBe(productPagePrice(slug as ProductSlug));
    });

    it('has at least 600 words of copy', () => {
      expect(proseWords(product)).toBeGreaterThanOrEqual(600);
    });

    it('has an image file that exists', () => {
      expect(existsSync(path.join('public', product.image))).toBe(true);
    });

    it('says when the report arrives only where the business promises it', () => {
      const text = JSON.stringify(product);
      if (reportWithinHours(slug) === null) {
        expect(text).not.toMatch(/24 hours|24-hour|48 hours/);
        expect(text.toLowerCase()).toContain('comprehensive report');
      }
      expect(text).not.toMatch(/licensed inspectors?/i);
    });

    it("promises the report within the catalogue's hours where its page names a time, and has none where it names none (issue 59)", () => {
      // Every promise on the page names the same hours, and the office measures the report by them.
      const promises = promisesIn(product);
      expect(new Set(promises).size).toBeLessThanOrEqual(1);
      expect(promises[0] ?? null).toBe(reportWithinHours(slug));
    });
  });
});

describe('home product cards', () => {
  it('cover every product once, in catalogue order', () => {
    expect(productCards.map((c) => c.slug)).toEqual(productCatalog.map((p) => p.slug));
  });

  it('carry the home-page prices from the catalog', () => {
    for (const card of productCards) expect(card.price).toEqual(homePrice(card.slug));
  });

  it("promise a report time only as their product's page does (issue 59)", () => {
    for (const card of productCards) {
      for (const hours of promisesIn(card)) expect(hours, card.slug).toBe(reportWithinHours(card.slug));
    }
  });
});

describe("the home page's report claim (issue 59)", () => {
  it("says the pre-purchase products' own promise, in the hero's claim and the page's description", async () => {
    const { hero, homeMeta } = await import('../../src/content/home');
    const { reportWithinHours } = await import('../../src/content/catalog');
    const claim = hero.highlights.find((h) => /^Report within/.test(h.claim))!.claim;
    expect(claim).toBe(`Report within ${reportWithinHours('pre-purchase-building-inspection')} hours`);
    expect(homeMeta.description).toContain(
      `reports usually within ${reportWithinHours('pre-purchase-building-pest-inspection')} hours`,
    );
  });
});

// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allServices } from '../../src/content/all-content';
import { homePriceText, productCatalog, serviceCatalog, type ProductSlug } from '../../src/content/catalog';
import { serviceCards } from '../../src/content/home';
import { serviceSchema } from '../../src/content/schemas';
import { briefCounts } from '../fixtures/brief-counts';
import { serviceBookingProducts, servicePriceTexts } from '../fixtures/expected-content';
import { proseWords } from './helpers';

describe('service records', () => {
  it("there are the brief's number, in catalogue order, with unique slugs", () => {
    expect(allServices.map((s) => s.slug)).toEqual(serviceCatalog.map((s) => s.slug));
    expect(allServices).toHaveLength(briefCounts.services);
    expect(new Set(allServices.map((s) => s.slug)).size).toBe(allServices.length);
    expect(serviceCards.map((s) => s.slug)).toEqual(serviceCatalog.map((s) => s.slug));
  });

  describe.each(allServices.map((s) => [s.slug, s] as const))('%s', (slug, service) => {
    it('parses against the schema', () => {
      serviceSchema.parse(service);
    });

    it('books the closest product, and that product exists', () => {
      expect(service.bookingProduct).toBe(serviceBookingProducts[slug]);
      if (service.bookingProduct) {
        expect(productCatalog.map((p) => p.slug)).toContain(service.bookingProduct);
      }
    });

    it('shows its price text: a quote as the brief words it, or the starting price of the inspection it books', () => {
      expect(service.pricing.text).toBe(
        servicePriceTexts[slug] ?? homePriceText(service.bookingProduct as ProductSlug),
      );
    });

    it('has at least 700 words of copy and an image', () => {
      expect(proseWords(service)).toBeGreaterThanOrEqual(700);
      expect(existsSync(path.join('public', service.image))).toBe(true);
    });
  });

  it('the pre-purchase price detail mentions the pest option but no discount, which no shown price supports', () => {
    const prePurchase = allServices.find((s) => s.slug === 'pre-purchase-inspections')!;
    expect(prePurchase.pricing.detail?.toLowerCase()).not.toMatch(/discount/);
    expect(prePurchase.pricing.detail?.toLowerCase()).toMatch(/pest/);
  });
});

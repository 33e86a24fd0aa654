// @vitest-environment node
/**
 * The confirm dialog's price prefill (src/server/booking/price.ts): the product page's price plus the add-on's,
 * for every inspection and every add-on the form offers, read from the catalog and the add-ons' content.
 */
import { describe, expect, it } from 'vitest';
import { productCatalog } from '../../src/content/catalog';
import { addonOptions, NO_ADDONS, serviceOptions } from '../../src/domain/booking/options';
import { prefillPriceCents } from '../../src/server/booking/price';

const labelOf = (slug: string) => serviceOptions.find((option) => option.slug === slug)!.label;

describe('prefillPriceCents', () => {
  it('covers a numeric product page price and a quote', () => {
    const kinds = new Set(productCatalog.map((product) => typeof product.prices.page));
    expect(kinds).toEqual(new Set(['number', 'string']));
  });

  it.each(productCatalog.map((product) => [product.slug, product.prices.page] as const))(
    '%s: its product page price (%s) in cents, or null for a quote',
    (slug, page) => {
      expect(prefillPriceCents(labelOf(slug), NO_ADDONS)).toBe(typeof page === 'number' ? page * 100 : null);
    },
  );

  it('adds each add-on and bundle to a numeric price, and leaves a quote null', () => {
    for (const product of productCatalog) {
      for (const addon of addonOptions) {
        const page = product.prices.page;
        expect(
          prefillPriceCents(labelOf(product.slug), addon.label),
          `${product.slug} + ${addon.label}`,
        ).toBe(typeof page === 'number' ? (page + addon.price) * 100 : null);
      }
    }
  });

  it('reads a label saved under an older price as the same choice, at today’s price', () => {
    const product = productCatalog.find((p) => typeof p.prices.page === 'number')!;
    const addon = addonOptions.find((option) => option.price > 0)!;
    expect(prefillPriceCents(`${product.title} - Starting from $1`, `${addon.title} $1`)).toBe(
      ((product.prices.page as number) + addon.price) * 100,
    );
  });

  it('is null for an inspection the catalog does not have, and counts an unknown add-on as none', () => {
    const product = productCatalog.find((p) => typeof p.prices.page === 'number')!;
    expect(prefillPriceCents('Roof Survey - Starting from $100', NO_ADDONS)).toBeNull();
    expect(prefillPriceCents(labelOf(product.slug), 'Pool Safety Check $90')).toBe(
      (product.prices.page as number) * 100,
    );
  });
});

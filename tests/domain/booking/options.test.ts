// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addOnBundles, addOns } from '../../../src/content/add-ons';
import { homePrice, productCatalog } from '../../../src/content/catalog';
import { formatDollars } from '../../../src/lib/format';
import {
  addonOptions,
  estimate,
  estimateNote,
  ESTIMATE_BASIS,
  matchAddon,
  matchService,
  serviceOptions,
} from '../../../src/domain/booking/options';

describe('booking options', () => {
  it('labels each inspection with its home-page price, from the catalog', () => {
    expect(serviceOptions.map((o) => o.label)).toEqual(
      productCatalog.map(({ slug, title }) => {
        const home = homePrice(slug);
        return `${title} - ${home.kind === 'from' ? `Starting from ${formatDollars(home.amount)}` : home.label}`;
      }),
    );
    // The brief's shape of a label, e.g. 'Pre-Purchase Building Inspection - Starting from $440'.
    expect(serviceOptions[0]!.label).toMatch(/^Pre-Purchase Building Inspection - Starting from \$\d+$/);
  });

  it('offers the add-ons and their combinations at the sum of their prices', () => {
    const price = (slug: string) => addOns.find((a) => a.slug === slug)!.price;
    expect(addonOptions.map((o) => o.label)).toEqual([
      'No add-ons',
      ...addOns.map((a) => `${a.title} ${formatDollars(a.price)}`),
      ...addOnBundles.map(
        (b) => `${b.title} ${formatDollars(b.includes.reduce((sum, slug) => sum + price(slug), 0))}`,
      ),
    ]);
    expect(addonOptions.map((o) => o.title)).toEqual([
      'No add-ons',
      'Thermal Imaging Scan',
      'Moisture Testing',
      'Mould or Asbestos Visual Check',
      'Thermal Imaging + Moisture Testing',
      'All Add-ons',
    ]);
  });

  describe('matchService', () => {
    it.each([
      'strata-multi-unit-inspections',
      'STRATA-MULTI-UNIT-INSPECTIONS',
      'Strata / Multi-Unit Inspections',
      '  strata /  multi-unit inspections ',
      serviceOptions.find((o) => o.slug === 'strata-multi-unit-inspections')!.label,
    ])('finds %j', (value) => {
      expect(matchService(value)?.slug).toBe('strata-multi-unit-inspections');
    });

    it.each([
      null,
      '',
      'strata',
      '<script>alert(1)</script>',
      'dilapidation-reports-x',
      'javascript:alert(1)',
    ])('ignores %j', (value) => {
      expect(matchService(value)).toBeNull();
    });
  });

  describe('matchAddon', () => {
    const label = (title: string) => addonOptions.find((o) => o.title === title)!.label;
    it.each([
      ['thermal-imaging-scan', label('Thermal Imaging Scan')],
      ['Moisture Testing', label('Moisture Testing')],
      [label('Mould or Asbestos Visual Check').toLowerCase(), label('Mould or Asbestos Visual Check')],
      ['All Add-ons', label('All Add-ons')],
      ['no add-ons', 'No add-ons'],
    ])('%j -> %j', (value, label) => {
      expect(matchAddon(value)?.label).toBe(label);
    });

    it('ignores anything else', () => {
      expect(matchAddon('free-upgrade')).toBeNull();
      expect(matchAddon('"><img src=x>')).toBeNull();
    });
  });

  describe('estimate', () => {
    const prePurchase = serviceOptions[0]!;
    const thermal = addonOptions.find((o) => o.title === 'Thermal Imaging Scan')!;
    const all = addonOptions.find((o) => o.title === 'All Add-ons')!;
    const base = prePurchase.price!;
    it('adds the add-on to the inspection price', () => {
      expect(estimate(prePurchase.label, thermal.label)).toBe(
        `Estimated from ${formatDollars(base + thermal.price)} ` +
          `(Pre-Purchase Building Inspection ${formatDollars(base)} + ${thermal.label})`,
      );
      expect(estimate(prePurchase.label, all.label)).toBe(
        `Estimated from ${formatDollars(base + all.price)} ` +
          `(Pre-Purchase Building Inspection ${formatDollars(base)} + ${all.label})`,
      );
    });

    it('shows the inspection alone without an add-on', () => {
      expect(estimate(prePurchase.label, 'No add-ons')).toBe(
        `Estimated from ${formatDollars(base)} (Pre-Purchase Building Inspection ${formatDollars(base)})`,
      );
    });

    it("says what it quotes, and the product page's figure where that differs (issue 55)", () => {
      for (const option of serviceOptions) {
        const note = estimateNote(option.label);
        expect(note.startsWith(ESTIMATE_BASIS), option.title).toBe(true);
        const page = productCatalog.find((p) => p.slug === option.slug)!.prices.page;
        const differs = option.price !== null && typeof page === 'number' && page !== option.price;
        expect(note.includes(`page lists ${formatDollars(page as number)}`), option.title).toBe(differs);
      }
      expect(serviceOptions.some((o) => estimateNote(o.label) !== ESTIMATE_BASIS)).toBe(true);
      expect(ESTIMATE_BASIS).toMatch(/confirmed when we book/);
    });

    it('says quote on request for quoted inspections, and nothing before a choice', () => {
      const quoted = serviceOptions.find((o) => o.price === null)!;
      expect(estimate(quoted.label, thermal.label)).toBe('Quote on request');
      expect(estimate('', thermal.label)).toBeNull();
    });
  });
});

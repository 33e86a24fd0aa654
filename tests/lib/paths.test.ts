// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';

describe('paths', () => {
  it('builds every kind of link', () => {
    expect(paths.home()).toBe('/');
    expect(paths.homeSection('why-choose-us')).toBe('/#why-choose-us');
    expect(paths.product('dilapidation-reports')).toBe('/products/dilapidation-reports');
    expect(paths.service('strata-reports')).toBe('/services/strata-reports');
    expect(paths.knowledge('tips')).toBe('/knowledge/tips');
    expect(paths.article('news', 'a-b')).toBe('/knowledge/news/a-b');
  });

  it('builds booking links with and without a chosen inspection', () => {
    expect(paths.booking('strata-multi-unit-inspections')).toBe(
      '/?service=strata-multi-unit-inspections#contact',
    );
    expect(paths.booking(null)).toBe('/#contact');
    expect(paths.bookingAddon('moisture-testing')).toBe('/?addon=moisture-testing#contact');
  });
});

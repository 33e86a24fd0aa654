import { expect, test, type Page } from '@playwright/test';
import { wcagAxe } from './support/axe';
import { renderEverything, waitForHydration } from './support/site';

/**
 * Sections below the first screen are not rendered until they come near (`.render-near`, content-visibility).
 * axe cannot check the contrast of text it cannot see rendered, and reports it as "incomplete" instead of
 * passing or failing it: measured on a product page, 9 contrast checks; on an article, 4. So the per-route
 * axe runs (accessibility.spec.ts) render every section first (`renderEverything`), which changes no colour or
 * size. This compares the two states: rendering first only turns incomplete checks into passes.
 */
async function summary(page: Page) {
  const results = await wcagAxe(page).analyze();
  const count = (list: typeof results.passes): Record<string, number> =>
    Object.fromEntries(list.map((rule) => [rule.id, rule.nodes.length]));
  return {
    passes: count(results.passes),
    incomplete: count(results.incomplete),
    violations: count(results.violations),
  };
}

test.use({ viewport: { width: 390, height: 844 } });

for (const route of [
  '/',
  '/products/pre-purchase-building-pest-inspection',
  '/knowledge/blog/complete-guide-pre-purchase-building-inspections',
]) {
  test(`${route}: rendering the skipped sections first only turns axe's incomplete checks into passes`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(route);
    await waitForHydration(page);
    const skipped = await page.locator('.render-near').count();
    expect(skipped).toBeGreaterThan(1);
    const asLoaded = await summary(page);
    await renderEverything(page);
    const rendered = await summary(page);
    expect(asLoaded.violations).toEqual({});
    expect(rendered.violations).toEqual({});
    for (const [rule, nodes] of Object.entries(asLoaded.passes)) {
      expect(rendered.passes[rule] ?? 0, `${rule} passes`).toBeGreaterThanOrEqual(nodes);
    }
    for (const [rule, nodes] of Object.entries(rendered.incomplete)) {
      expect(asLoaded.incomplete[rule] ?? 0, `${rule} incomplete`).toBeGreaterThanOrEqual(nodes);
    }
    // Nothing is left incomplete for contrast that the first screen does not leave so too.
    expect(rendered.incomplete['color-contrast'] ?? 0).toBeLessThanOrEqual(
      asLoaded.incomplete['color-contrast'] ?? 0,
    );
  });
}

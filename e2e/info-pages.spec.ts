import { expect, test, type Page } from '@playwright/test';
import { productCatalog } from '../src/content/catalog';
import { rawH1, restingTop, routeTable, waitForHydration } from './support/site';

/*
 * The comparison page, /inspections: a table from 1024 px, one card per inspection below. The starting points
 * jump to the rows (or the cards) with plain in-page anchors. These tests run it as a visitor without
 * JavaScript gets it, then once the app has started. The route crawl, axe, html-validate and the link check
 * cover the information pages through the sitemap (e2e/support/site.ts knownRoutes).
 */

const rowId = (slug: string) => `compare-${slug}`;
const cardId = (slug: string) => `inspection-${slug}`;

/** Follows the (first) visible starting-point link to an inspection, and checks where it lands. */
async function jumpTo(page: Page, title: string, targetId: string) {
  await page
    .getByRole('link', { name: `${title} in the comparison below`, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/inspections#${targetId}$`));
  const target = page.locator(`#${targetId}`);
  await expect(target).toBeInViewport();
  // Below the sticky header, not under it.
  const top = await restingTop(page, `#${targetId}`);
  expect(top).toBeGreaterThanOrEqual(60);
  expect(top).toBeLessThan(200);
}

/** Each inspection links to its product page by its title, and to the booking form with it chosen. */
async function expectLinks(page: Page, containerId: (slug: string) => string) {
  for (const { slug, title } of productCatalog) {
    const item = page.locator(`#${containerId(slug)}`);
    await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/products/${slug}`,
    );
    await expect(item.getByRole('link', { name: `Book ${title}`, exact: true })).toHaveAttribute(
      'href',
      `/?service=${slug}#contact`,
    );
  }
}

test.describe('/inspections without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a wide screen: the table shows, and a starting point jumps to its row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/inspections');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(productCatalog.length);
    await expect(page.locator(`#${cardId(productCatalog[0].slug)}`)).toBeHidden();
    await expectLinks(page, rowId);

    await jumpTo(page, 'Dilapidation Reports', rowId('dilapidation-reports'));
    await jumpTo(page, 'Pre-Sale / Vendor Inspection', rowId('pre-sale-vendor-inspection'));
  });

  test('on a phone: the cards show, and a starting point jumps to its card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/inspections');
    await expect(page.getByRole('table')).toBeHidden();
    for (const { slug } of productCatalog) await expect(page.locator(`#${cardId(slug)}`)).toBeVisible();
    await expectLinks(page, cardId);

    await jumpTo(page, 'Strata / Multi-Unit Inspections', cardId('strata-multi-unit-inspections'));
    await jumpTo(page, 'Progress / Stage Inspections', cardId('progress-stage-inspections'));

    // An owner with a problem now is also pointed at the specialised inspections, a page of their own.
    const problem = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'A problem in your home now' }),
    });
    await problem.getByRole('link', { name: 'Specialised Inspections' }).filter({ visible: true }).click();
    await expect(page).toHaveURL('/services/specialised-inspections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specialised Inspections');
  });
});

test('/inspections after the app starts: the anchors stay on the page, and Book opens the form with the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/inspections');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await jumpTo(page, 'Re-Inspections / Follow-Ups', rowId('re-inspections-follow-ups'));
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);

  await page
    .locator(`#${rowId('re-inspections-follow-ups')}`)
    .getByRole('link', { name: 'Book Re-Inspections / Follow-Ups' })
    .click();
  await expect(page).toHaveURL('/?service=re-inspections-follow-ups#contact');
  await expect
    .poll(() => page.getByLabel('Inspection', { exact: true }).inputValue())
    .toMatch(/^Re-Inspections/);
});

// Each route that asks for a footer link (routes.tsx), under its label.
for (const { label: name, to: pathname } of routeTable().footer) {
  test(`the footer link "${name}" reaches ${pathname}`, async ({ page, request }) => {
    // The page the app shows after the click is the one the build prerendered at that address.
    const h1 = rawH1(await (await request.get(pathname)).text())!;
    expect(h1, pathname).toBeTruthy();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(new RegExp(`^${h1.split(' ')[0]}`, 'i'));
  });
}

import { expect, test, type Page } from '@playwright/test';
import {
  homePriceText,
  productCatalog,
  productPagePrice,
  serviceCatalog,
  type ProductSlug,
} from '../src/content/catalog';
import { serviceBookingProducts, servicePriceTexts } from '../tests/fixtures/expected-content';
import { clickWhenStill, waitForHydration } from './support/site';

/** The home form shows this inspection chosen (its option label starts with the title), or none. */
async function expectChosen(page: Page, title: string | null) {
  const select = page.getByLabel('Inspection', { exact: true });
  const expected = title ? `${title} - ` : '';
  await expect
    .poll(async () => {
      const value = await select.inputValue();
      return title ? value.slice(0, expected.length) : value;
    })
    .toBe(expected);
}

async function h2s(page: Page) {
  return page.locator('main h2').allTextContents();
}

for (const { slug, title } of productCatalog) {
  test(`product page ${slug}: sections in order, price, booking`, async ({ page }) => {
    await page.goto(`/products/${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('main img').first()).toHaveAttribute('alt', /.{10,}/);
    expect(await h2s(page)).toEqual([
      'What Is This Report?',
      'Why Is It Beneficial?',
      'When Is It Beneficial?',
      'Our Process',
      "What's Included",
      'Pricing',
      'Frequently Asked Questions',
      expect.stringMatching(/^Book an? [a-z][a-z -]+[^s]$/),
    ]);
    // The closing heading names one inspection, never the lower-cased plural title.
    expect((await h2s(page)).at(-1)).not.toBe(`Book your ${title.toLowerCase()}`);
    await expect(page.locator('section[aria-labelledby="process"] ol > li')).toHaveCount(4);
    await expect(page.locator('section[aria-labelledby="faq"] dt')).toHaveCount(4);
    const pricing = page.locator('section[aria-labelledby="pricing"]');
    await expect(pricing.locator('p').first()).toHaveText(productPagePrice(slug));
    await expect(page.getByText('Sydney and NSW').last()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="tel:"]').filter({ hasText: 'Call' })).toHaveCount(
      1,
    );

    for (const link of await page.getByRole('link', { name: /^(Book Now|Book Your Inspection)$/ }).all()) {
      await expect(link).toHaveAttribute('href', `/?service=${slug}#contact`);
    }
    await clickWhenStill(page.getByRole('link', { name: 'Book Now' }));
    await expect(page).toHaveURL(`/?service=${slug}#contact`);
    await expectChosen(page, title);
  });
}

for (const { slug, title } of serviceCatalog) {
  test(`service page ${slug}: sections in order, price, booking`, async ({ page }) => {
    await page.goto(`/services/${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await h2s(page)).toEqual([
      'Overview',
      'Benefits',
      'Our Process',
      "What's Included",
      'Pricing',
      'Why Choose Harbourline Building Inspections',
      'Frequently Asked Questions',
      'Ready to book?',
    ]);
    await expect(page.locator('section[aria-labelledby="pricing"] p').first()).toHaveText(
      servicePriceTexts[slug] ?? homePriceText(serviceBookingProducts[slug] as ProductSlug),
    );
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    await expect(cta).toContainText(title.toLowerCase());
    await expect(cta).toContainText('Sydney and NSW');
    await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

    const target = serviceBookingProducts[slug];
    const href = target ? `/?service=${target}#contact` : '/#contact';
    await expect(cta.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', href);
    await clickWhenStill(cta.getByRole('link', { name: 'Book Now' }));
    await expect(page).toHaveURL(href);
    await expectChosen(page, target ? productCatalog.find((p) => p.slug === target)!.title : null);
  });
}

test('unknown product and service slugs say so, with a way home, and answer 404', async ({
  page,
  request,
}) => {
  expect((await request.get('/products/not-a-product')).status()).toBe(404);
  await page.goto('/products/not-a-product');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();

  expect((await request.get('/services/not-a-service')).status()).toBe(404);
  await page.goto('/services/not-a-service');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  expect(await page.locator('title').count()).toBe(1);
});

test.describe('copy booking link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the absolute prefilled-form link and confirms', async ({ page }) => {
    await page.goto('/products/dilapidation-reports');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy booking link' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Booking link copied' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://harbourline-inspections.example/?service=dilapidation-reports#contact',
    );
  });
});

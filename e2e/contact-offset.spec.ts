import { expect, test } from '@playwright/test';
import { restingTop, waitForHydration } from './support/site';

/**
 * The home page's sections above #contact are not laid out until they come near the viewport
 * (`.render-near`): a scroll to the form aims with their estimated heights and they take their real ones on
 * the way. Wherever the visitor starts from, the form must end 80 px below the top (the sticky header's room),
 * at a phone's width and a desktop's.
 */

for (const width of [390, 1280]) {
  test.describe(`#contact at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      // Nothing below the first screen has been laid out yet: the scroll meets estimated heights.
      expect(
        await page.locator('#products').evaluate((el) => el.getBoundingClientRect().top > window.innerHeight),
      ).toBe(true);
    });

    test('from the header button', async ({ page }) => {
      await page.getByRole('banner').getByRole('link', { name: /Book/ }).click();
      await expect(page).toHaveURL(/#contact$/);
      expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
    });

    test('from a product card', async ({ page }) => {
      const card = page.locator('#products').getByRole('link', { name: 'Dilapidation Reports', exact: true });
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(page).toHaveURL('/?service=dilapidation-reports#contact');
      expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
      await expect(page.locator('#booking-service')).toHaveValue(/Dilapidation/);
    });

    test('from a #contact link', async ({ page }) => {
      await page.getByRole('link', { name: 'Book Your Inspection' }).click();
      await expect(page).toHaveURL(/#contact$/);
      expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
    });

    test('on arrival at /#contact, before and after the app starts', async ({ page }) => {
      await page.goto('/?service=strata-multi-unit-inspections#contact');
      expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
      await waitForHydration(page);
      expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
    });
  });
}

import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp';
import { paths } from '../src/lib/paths';
import { productCards } from '../src/content/product-cards';
import { serviceOptions } from '../src/domain/booking/options';
import { holdScripts, isHydrated, waitForHydration } from './support/site';

// Every control works from the first paint: with the page's scripts held back, the prerendered HTML alone
// must do what a visitor asks, and the app must take over without losing anything. The booking form's part
// (typing before the start, then sending) is in booking-form.spec.ts, which owns the booking server.

for (const width of [375, 1280]) {
  test.describe(`before the app starts, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    let release: () => void;
    let violations: string[];
    test.beforeEach(async ({ page }) => {
      violations = await watchCsp(page);
      release = await holdScripts(page);
    });
    // The page before its scripts, and the app's start, under the site's own CSP.
    test.afterEach(() => {
      expect(violations).toEqual([]);
    });

    test('the menu shows the site navigation', async ({ page }) => {
      await page.goto('/knowledge/guides', { waitUntil: 'commit' });
      expect(await isHydrated(page)).toBe(false);
      let navigation = page.getByRole('navigation', { name: 'Main' });
      if (width < 768) {
        await expect(navigation).toBeHidden();
        await page.getByRole('button', { name: 'Open menu' }).click();
        const panel = page.getByRole('dialog', { name: 'Menu' });
        await expect(panel).toBeVisible();
        navigation = panel.getByRole('navigation', { name: 'Mobile' });
      }
      await expect(navigation.getByRole('link')).toHaveText(['About', 'Products', 'Services', 'Contact']);
      expect(await isHydrated(page)).toBe(false);
      await navigation.getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL('/#services');
      await expect(page.locator('#services')).toBeInViewport();
    });

    test('a product card leads to the form, which shows that inspection before the app runs', async ({
      page,
    }) => {
      // This one lets the boot scripts run: they choose the card's inspection as soon as the form is parsed.
      await page.unrouteAll();
      release = await holdScripts(page, { boot: true });
      const card = productCards.at(-1)!;
      const option = serviceOptions.find((o) => o.slug === card.slug)!;
      await page.goto('/', { waitUntil: 'commit' });
      expect(await isHydrated(page)).toBe(false);
      await page.locator('#products').getByRole('link', { name: option.title, exact: true }).click();
      await expect(page).toHaveURL(paths.booking(card.slug));
      await expect(page.locator('#contact')).toBeInViewport();
      await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(option.label);
      expect(await isHydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(option.label);
    });

    test('an add-on card and the Book buttons are links to the form', async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' });
      await expect(
        page.locator('#products').getByRole('link', { name: 'Thermal Imaging Scan', exact: true }),
      ).toHaveAttribute('href', '/?addon=thermal-imaging-scan#contact');
      await expect(page.getByRole('link', { name: 'Book Your Inspection' })).toHaveAttribute(
        'href',
        '/#contact',
      );
      await page.getByRole('banner').getByRole('link', { name: /^Book/ }).click();
      await expect(page).toHaveURL('/#contact');
      await expect(page.locator('#contact')).toBeInViewport();
      expect(await isHydrated(page)).toBe(false);
    });
  });
}

test.describe('once the app runs', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a menu opened before the start stays until it closes; the next open is the modal dialog', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    release();
    await waitForHydration(page);
    // The panel opened before the start is still there and its links now close it as they scroll.
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toHaveAttribute('popover', 'auto');
    await panel.getByRole('link', { name: 'Products' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/#products');
    // Closed, it leaves the page: from now on the button opens the dialog, which takes the focus, keeps Tab
    // inside and closes on Escape.
    await expect(page.locator('[popover]')).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveAttribute('popover');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

import { expect, test } from '@playwright/test';

/**
 * The closed 'Timing and access' group of the booking form takes no layout at all until it opens
 * (`.fields-disclosure`, app.css). The browser's own rule for a closed `<details>` only skips rendering its
 * content, and at DOMContentLoaded the browser then forced a style and layout update for each field inside:
 * on a throttled phone, a run of them in the home page's longest task after first paint. A field with no
 * layout has no boxes; one in a skipped subtree is laid out when asked, and has them.
 */
const boxes = (selector: string) => `document.querySelector('${selector}').getClientRects().length`;

test.describe('before the app (scripts off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the closed group lays out none of its fields, and opening it shows them all', async ({ page }) => {
    await page.goto('/');
    const group = page.locator('#contact details');
    await expect(group).not.toHaveAttribute('open');
    for (const id of ['preferredDate', 'preferredTime', 'reportNeededBy', 'access', 'accessPhone']) {
      expect(await page.evaluate(boxes(`#booking-${id}`)), id).toBe(0);
    }
    await group.locator('summary').click();
    await expect(group).toHaveAttribute('open');
    for (const id of ['preferredDate', 'preferredTime', 'reportNeededBy', 'access', 'accessPhone']) {
      await expect(page.locator(`#booking-${id}`), id).toBeVisible();
    }
  });
});

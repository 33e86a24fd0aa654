import { expect, test } from '@playwright/test';

/**
 * The closed 'Timing and access' group of the booking form takes no layout at all until it opens
 * (`.fields-disclosure`, app.css). The browser's own rule for a closed `<details>` only skips rendering its
 * content, and at DOMContentLoaded the browser then forced a style and layout update for each field inside:
 * on a throttled phone, a run of them in the home page's longest task after first paint. A field with no
 * layout has no boxes; one in a skipped subtree is laid out when asked, and has them.
 */
const fields = '#contact details :is(input, select, textarea)';
// Each field's box count, read in the page (a string: the page runs it as it is).
const boxCounts = `[...document.querySelectorAll('${fields}')].map((field) => field.getClientRects().length)`;

test.describe('before the app (scripts off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the closed group lays out none of its fields, and opening it shows them all', async ({ page }) => {
    await page.goto('/');
    const group = page.locator('#contact details');
    await expect(group).not.toHaveAttribute('open');
    const closed = (await page.evaluate(boxCounts)) as number[];
    expect(closed.length).toBeGreaterThanOrEqual(7);
    expect(closed, 'boxes per field while closed').toEqual(closed.map(() => 0));

    await group.locator('summary').click();
    await expect(group).toHaveAttribute('open');
    for (const field of await page.locator(fields).all()) await expect(field).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';

/**
 * Chromium draws a date field's calendar button with an SVG image, and the first such image on a page builds
 * a document of its own: on a throttled phone, most of the home page's long task after first paint. The
 * booking form's date fields draw that picture with an inline icon instead (`.date-control`, app.css). Chrome
 * counts the documents a page holds (DevTools' DOM counters): the home page with its form laid out holds no
 * more of them than a page with no form at all.
 */
async function documents(browserPage: Page, route: string): Promise<number> {
  // A page of its own: documents of an earlier navigation may still be counted until they are collected.
  const page = await browserPage.context().newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(route);
  await page.locator('#booking-preferredDate, main h1').first().scrollIntoViewIfNeeded();
  // A few frames: the fields are laid out and painted.
  await page.waitForTimeout(300);
  await cdp.send('HeapProfiler.collectGarbage');
  const counters = (await cdp.send('Memory.getDOMCounters')) as { documents: number };
  await page.close();
  return counters.documents;
}

test.describe('before the app (scripts off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the date fields draw no image document, and show their calendar icon', async ({ page }) => {
    await page.goto('/#booking-preferredDate');
    await expect(page.locator('#booking-preferredDate')).toBeVisible();
    // The icon beneath the browser's calendar button, for each date field.
    await expect(page.locator('.date-control-icon')).toHaveCount(2);
    await expect(page.locator('.date-control-icon').first()).toBeVisible();

    const withoutForm = await documents(page, '/privacy');
    const withForm = await documents(page, '/#booking-preferredDate');
    expect(withForm).toBe(withoutForm);
  });
});

test('the app renders the date fields with their icon too', async ({ page }) => {
  await page.goto('/?service=pre-purchase-building-inspection#contact');
  // Hydrated: the app has chosen the inspection from the link.
  await expect(page.locator('#booking-service')).toHaveValue(/^Pre-Purchase Building Inspection/);
  await expect(page.locator('.date-control:has(#booking-preferredDate) .date-control-icon')).toHaveCount(1);
  await expect(page.locator('.date-control:has(#booking-reportNeededBy) .date-control-icon')).toHaveCount(1);
});

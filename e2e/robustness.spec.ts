import { expect, test } from '@playwright/test';
import { waitForHydration, withMenuDialog } from './support/site';

test('the menu panel slides in, unless the visitor prefers reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panelAnimation = async () => {
    await page.goto('/');
    await waitForHydration(page);
    await withMenuDialog(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    return panel.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
  };
  expect(await panelAnimation()).toBeCloseTo(0.2);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await panelAnimation()).toBeLessThan(0.01);
  // The scroll to a section is instant too (layout.spec.ts checks the position one frame later).
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('content and links work, and the form says it needs JavaScript and gives the phone and email', async ({
    page,
  }) => {
    // A browser without JavaScript renders <noscript>; Playwright only stops scripts from running, so the
    // notice is checked in the HTML itself.
    const html = await (await page.request.get('/')).text();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('The booking form needs JavaScript');
    expect(noscript).toMatch(/<a href="tel:\+61\d{9}"/);
    expect(noscript).toMatch(/<a href="mailto:info@/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Professional Building Inspections You Can Trust',
    );
    // The fields take input; nothing can be sent without JavaScript, so the button cannot be pressed (nor the
    // form posted as a page request by Enter) and the notice above says why.
    await page.getByLabel('Full name', { exact: true }).fill('Sam Lee');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Sam Lee');
    await expect(page.getByRole('button', { name: 'Submit Booking Request' })).toBeDisabled();
    await page.getByLabel('Full name', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/');

    // The menu button opens the navigation panel with no script at all.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Strata Reports' }).click();
    await expect(page).toHaveURL('/services/strata-reports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata Reports');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/#services');
  });
});

import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp';
import { knownRoutes, waitForHydration, watchConsole, withMenuDialog } from './support/site';

// One load per route serves every check that does not depend on the width: the page hydrates, logs nothing,
// breaks none of the site's CSP (the test server sends the same headers as the hosts), keeps one <title> and
// its JSON-LD once React has adopted the head, and nothing overflows sideways at 320 px.
test('every route hydrates under the CSP without a violation or a console error, and nothing overflows at 320 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const violations = await watchCsp(page);
  const known = knownRoutes();
  for (const route of [...known, '/no-such-page']) {
    const problems = watchConsole(page);
    await page.goto(route);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} overflows`).toBeLessThanOrEqual(0);
    expect(await page.locator('title').count(), route).toBe(1);
    expect(await page.locator('script[type="application/ld+json"]').count(), route).toBeGreaterThan(0);
    // Hydration mismatches are reported as React recovers, and the page's Suspense boundaries hydrate after
    // the first commit that waitForHydration sees: give React a moment to complain.
    await page.waitForTimeout(300);
    // The unknown address answers 404, which the browser and the router both report in the console.
    if (known.includes(route)) expect(problems, route).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(violations).toEqual([]);
});

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

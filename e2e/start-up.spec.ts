import { expect, test } from '@playwright/test';
import { BOOT_LIVE_ATTRIBUTE } from '../src/features/booking/handoff';
import { holdRequests, pointerOutside, waitForHydration } from './support/site';

// A product page and an article lead with a picture; the knowledge list with text.
const routes = [
  '/products/pre-purchase-building-pest-inspection',
  '/knowledge/blog/complete-guide-pre-purchase-building-inspections',
  '/knowledge/tips',
];

test.describe('start-up', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of routes) {
    test(`${route}: the app's code downloads only after the largest paint`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      const { largestPaint, firstChunk, chunks } = await page.evaluate(async () => {
        const entries = await new Promise<PerformanceEntryList>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries());
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(new URL(entry.name).pathname));
        return {
          largestPaint: entries.at(-1)!.startTime,
          firstChunk: Math.min(...scripts.map((entry) => entry.startTime)),
          chunks: scripts.length,
        };
      });
      expect(chunks).toBeGreaterThan(1);
      expect(firstChunk).toBeGreaterThan(largestPaint);
    });
  }
});

test.describe('the boot fetches what the page needs', () => {
  for (const route of [
    '/',
    '/products/strata-multi-unit-inspections',
    '/knowledge/news',
    routes[1]!,
    '/privacy',
  ]) {
    test(`${route}: every script the page loads before it hydrates was in the boot's plan`, async ({
      page,
    }) => {
      // What loads on intent after the start (the tooltips, the menu's dialog) is not part of it, and nothing
      // here shows intent (the pointer stays outside); nor is anything loaded once the browser is idle: here it
      // never is.
      await pointerOutside(page);
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const requested: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) requested.push(pathname);
      });
      await page.goto(route);
      await waitForHydration(page);
      // The page's Suspense boundaries hydrate after the first commit: give them a moment to ask for more.
      await page.waitForTimeout(500);
      const planned = await page.evaluate(() => {
        const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]')!;
        const { appEntry, appDeps, appPreload } = boot.dataset;
        return [
          // The boot scripts: the boot's, and the booking form's on a page with the form.
          ...[...document.querySelectorAll('script[type="module"][async]')].map((s) =>
            s.getAttribute('src')!,
          ),
          appEntry!,
          ...`${appDeps} ${appPreload}`.split(' ').filter(Boolean),
        ];
      });
      expect(planned.length).toBeGreaterThan(4);
      expect(requested.filter((href) => !planned.includes(href))).toEqual([]);
    });
  }
});

test.describe('the booking form hydrates when it is needed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const formChunk = /\/assets\/booking-section-[^/]+\.js$/;

  test('the home page starts without the form code; reaching the form loads it, and it then sends', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await waitForHydration(page);
    // The rest of the page is interactive: a tap on the menu works.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1000);
    expect(requested.filter((url) => formChunk.test(url))).toEqual([]);
    // The boot script readied the prerendered form; its own code is not in yet.
    const form = page.locator('#contact form');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await expect(form).not.toHaveAttribute(BOOT_LIVE_ATTRIBUTE);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute(BOOT_LIVE_ATTRIBUTE, '');
    expect(requested.filter((url) => formChunk.test(url))).toHaveLength(1);
  });

  test('what a visitor typed before the code arrived is kept when it does', async ({ page }) => {
    await page.route(formChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/#contact');
    await waitForHydration(page);
    await page.getByLabel('Full name', { exact: true }).fill('Jo Citizen');
    await expect(page.locator('#contact form')).toHaveAttribute(BOOT_LIVE_ATTRIBUTE, '');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Jo Citizen');
  });

  test('keys typed before the form hydrates, and while it does, are all kept', async ({ page }) => {
    const release = await holdRequests(page, formChunk);
    await page.goto('/#contact');
    await waitForHydration(page);
    const name = page.getByLabel('Full name', { exact: true });
    // Key by key, as a person types: the form is still its server HTML, its code on the way.
    await name.click();
    await page.keyboard.type('Jo');
    await expect(name).toHaveValue('Jo');
    release();
    // And on through the code's arrival and the form's hydration.
    const live = expect(page.locator('#contact form')).toHaveAttribute(BOOT_LIVE_ATTRIBUTE, '');
    await page.keyboard.type(' Citizen', { delay: 30 });
    await live;
    await page.keyboard.type('-Smith');
    await expect(name).toHaveValue('Jo Citizen-Smith');
    // The form's own code holds the value too: its draft, kept as the visitor types, says the same.
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(sessionStorage)))
      .toContain('Jo Citizen-Smith');
  });

  test('a card picked before the code arrived chooses the inspection once it has', async ({ page }) => {
    await page.route(formChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    const card = page.locator('#products').getByRole('link', { name: 'Dilapidation Reports', exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL('/?service=dilapidation-reports#contact');
    await expect(page.locator('#booking-service')).toHaveValue(/Dilapidation/);
  });

  test('a change of the page far from the form loads the form code and commits, without the form coming near', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // 'View Inspections' goes to #products: the form, below the products and services, stays far away.
    await page.getByRole('link', { name: 'View Inspections' }).click();
    await expect(page).toHaveURL(/#products$/);
    // The change waits for the form code, then lands: the form is hydrated where it is.
    await expect(page.locator('#contact form')).toHaveAttribute(BOOT_LIVE_ATTRIBUTE, '');
    expect(
      await page
        .locator('#contact')
        .evaluate((el) => el.getBoundingClientRect().top > 2 * window.innerHeight),
    ).toBe(true);
  });
});

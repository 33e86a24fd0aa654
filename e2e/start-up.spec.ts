import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/site';

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
      const requested: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) requested.push(pathname);
      });
      await page.goto(route);
      await waitForHydration(page);
      const planned = await page.evaluate(() => {
        const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]')!;
        const { appEntry, appDeps, appPreload } = boot.dataset;
        return [
          boot.getAttribute('src')!,
          appEntry!,
          ...`${appDeps} ${appPreload}`.split(' ').filter(Boolean),
        ];
      });
      expect(planned.length).toBeGreaterThan(4);
      expect(requested.filter((href) => !planned.includes(href))).toEqual([]);
    });
  }
});

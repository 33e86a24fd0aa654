import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { renderEverything, waitForHydration } from './support/site';

/**
 * Full-page screenshots of representative routes for a reviewer to look at after any change. They land in
 * screenshots/ (git-ignored). SCREEN_WIDTHS overrides the widths, e.g. SCREEN_WIDTHS=375,768,1280.
 */
const routes = [
  ['home', '/'],
  ['product', '/products/pre-purchase-building-pest-inspection'],
  ['service', '/services/strata-reports'],
  ['list', '/knowledge/tips'],
  ['article', '/knowledge/blog/complete-guide-pre-purchase-building-inspections'],
] as const;
const widths = (process.env.SCREEN_WIDTHS ?? '375,1280').split(',').map(Number);
const folder = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(folder, { recursive: true });

for (const width of widths) {
  for (const [name, route] of routes) {
    test(`screenshot ${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await waitForHydration(page);
      // A full-page capture does not bring the sections skipped until they come near (`.render-near`) near.
      await renderEverything(page);
      const file = path.join(folder, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      // The page must not be wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}

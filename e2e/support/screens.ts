/**
 * For a reviewer, not a test: with REPORT_SCREENS=<folder> set, a page as it is now at a phone's, a tablet's and
 * a desktop's width (375, 768, 1280 px), full length; then the page's own viewport again. Nothing without it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export async function screens(page: Page, name: string, widths: readonly number[] = [375, 768, 1280]) {
  const folder = process.env.REPORT_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const viewport = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 812 });
    await page.screenshot({
      path: path.join(folder, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (viewport) await page.setViewportSize(viewport);
}

import { expect, test, type Page } from '@playwright/test';
import { knownRoutes } from './support/site';

/**
 * Each page carries the first screen's part of the stylesheet inline and links the whole stylesheet at the end
 * of the body (scripts/lib/critical-css.ts). Until that file arrives, the first screen must already look as it
 * will: with the file held back, every element in the first viewport has the same place, size and colours as
 * with it. Otherwise the first screen would move when it arrives (layout shift) or change colour.
 */

const routes = [...knownRoutes(), '/no-such-page'];

interface Box {
  key: string;
  value: string;
}

/** Every element that shows in the first viewport: where it is, its size and its colours. */
async function firstScreen(page: Page, route: string, withStylesheet: boolean): Promise<Box[]> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The app would change the page as it starts; this compares the prerendered HTML alone.
  await page.route('**/*.js', (request) => request.abort());
  if (!withStylesheet) await page.route('**/assets/*.css', (request) => request.abort());
  await page.goto(route);
  if (withStylesheet) {
    await expect
      .poll(() =>
        page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css'))),
      )
      .toBe(true);
  }
  return page.evaluate(() => {
    const boxes: { key: string; value: string }[] = [];
    document.body.querySelectorAll('*').forEach((element, index) => {
      const rect = element.getBoundingClientRect();
      if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.width === 0 || rect.height === 0) return;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') return;
      boxes.push({
        key: `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        // Where it starts and how wide it is, and where it ends if that is on screen: a container that runs on
        // below the viewport may grow there without anything on screen moving.
        value: [
          Math.round(rect.x),
          Math.round(rect.y),
          Math.round(rect.width),
          rect.bottom <= window.innerHeight ? Math.round(rect.height) : 'beyond',
          style.color,
          style.backgroundColor,
        ].join(' '),
      });
    });
    return boxes;
  });
}

for (const width of [390, 1280]) {
  test.describe(`first screen without the linked stylesheet, ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every page looks the same before the stylesheet arrives as after', async ({ page }) => {
      test.setTimeout(240_000);
      const differences: string[] = [];
      for (const route of routes) {
        const before = await firstScreen(page, route, false);
        const after = await firstScreen(page, route, true);
        const afterByKey = new Map(after.map((box) => [box.key, box.value]));
        expect(before.length, `${route}: elements in the first viewport`).toBeGreaterThan(5);
        for (const box of before) {
          const final = afterByKey.get(box.key);
          if (final !== box.value)
            differences.push(`${route} ${box.key}: ${box.value} -> ${final ?? 'gone'}`);
        }
        for (const box of after) {
          if (!before.some((b) => b.key === box.key)) differences.push(`${route} ${box.key}: appears`);
        }
      }
      expect(differences.slice(0, 20)).toEqual([]);
    });
  });
}

import { expect, test, type Page } from '@playwright/test';
import { knownRoutes } from './support/site';

/**
 * Each page carries the first screen's part of the stylesheet inline and fetches the rest, the late sheet,
 * after its largest paint (scripts/lib/critical-css.ts, docs/decisions/0017-fetch-after-largest-paint.md).
 * Until that file arrives, the first screen must already look as it will: with the file held back, every
 * element in the first viewport has the same place, size and colours as with it. Otherwise the first screen
 * would move when it arrives (layout shift) or change colour; and a late rule that wrongly won the cascade
 * over an inline one (the split's guard) would show here.
 */

const routes = [...knownRoutes(), '/no-such-page'];

interface Box {
  key: string;
  value: string;
}

/** Every element that shows in the first viewport: where it is, its size and its colours. */
function firstScreen(page: Page): Promise<Box[]> {
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

/**
 * The route's first screen with its linked stylesheet failed, then once the same `<link>` has loaded it: one
 * load of the page. (Holding the request instead would hold the page: an inline script after the link waits
 * for the sheet, and with it the end of parsing.) No script from a file runs: the app would change the page as
 * it starts, and this compares the prerendered HTML alone.
 */
async function beforeAndAfter(page: Page, route: string): Promise<[Box[], Box[]]> {
  // A link whose load failed still has a sheet, one whose rules cannot be read.
  const linked = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return !!sheet.href?.endsWith('.css') && sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    );
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route('**/*.js', (request) => request.abort());
  await page.route('**/assets/*.css', (request) => request.abort());
  await page.goto(route);
  // The page's inline script adds the late sheet's link once the largest paint is in.
  await page.locator('head link[rel="stylesheet"][href$=".css"]').waitFor({ state: 'attached' });
  expect(await linked(), `${route}: the linked stylesheet was held back`).toBe(false);
  const before = await firstScreen(page);
  await page.unroute('**/assets/*.css');
  // A copy of the element in its place fetches the sheet again, in the same place in the cascade.
  await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href$=".css"]');
    link?.replaceWith(link.cloneNode());
  });
  await expect.poll(linked).toBe(true);
  return [before, await firstScreen(page)];
}

for (const width of [390, 1280]) {
  test.describe(`first screen without the linked stylesheet, ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every page looks the same before the stylesheet arrives as after', async ({ page }) => {
      test.setTimeout(240_000);
      const differences: string[] = [];
      for (const route of routes) {
        const [before, after] = await beforeAndAfter(page, route);
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

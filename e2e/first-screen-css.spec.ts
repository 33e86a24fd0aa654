import { expect, test, type Page } from '@playwright/test';
import { knownRoutes } from './support/site';

/**
 * Each page carries inline the part of the stylesheet for what it renders at first, and fetches the rest, the
 * late sheet, after its largest paint (scripts/lib/critical-css.ts, docs/decisions/0017-fetch-after-largest-paint.md).
 * Until that file arrives, the page must already look as it will: with the file held back, every element the
 * browser renders (on the first screen or below it, but not inside a section it skips until near) has the
 * same place, size and colours as with it. Otherwise the first screen would move when it arrives (layout
 * shift) or change colour, the browser would style and lay out the rest again in a long task after the
 * paint, and a late rule that wrongly won the cascade over an inline one (the split's guard) would show here.
 */

const routes = [...knownRoutes(), '/no-such-page'];

interface Box {
  key: string;
  value: string;
}

/**
 * Every element the browser renders, in the first viewport or far below it: where it is, its size, its
 * colours and its opacity (a disabled button is dimmed). All but what it skips (the `.render-near` sections not yet near: content-visibility: auto), since
 * the browser styles and lays out the rest for its first paint, and the late sheet's arrival must not make it
 * do so again (the home page's booking section, below the first screen but not `.render-near`).
 */
function rendered(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: { key: string; value: string }[] = [];
    document.body.querySelectorAll('*').forEach((element, index) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      if (!element.checkVisibility({ contentVisibilityAuto: true })) return;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') return;
      boxes.push({
        key: `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        value: [
          Math.round(rect.x),
          Math.round(rect.y),
          Math.round(rect.width),
          Math.round(rect.height),
          style.color,
          style.backgroundColor,
          style.opacity,
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
  const before = await rendered(page);
  await page.unroute('**/assets/*.css');
  // A copy of the element in its place fetches the sheet again, in the same place in the cascade.
  await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href$=".css"]');
    link?.replaceWith(link.cloneNode());
  });
  await expect.poll(linked).toBe(true);
  return [before, await rendered(page)];
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
        expect(before.length, `${route}: elements rendered`).toBeGreaterThan(5);
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

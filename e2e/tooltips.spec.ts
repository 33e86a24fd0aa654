import { expect, test, type Page } from '@playwright/test';
import { watchCsp } from './support/csp';
import { holdRequests, knownRoutes, pointerOutside, routeTable, waitForHydration } from './support/site';

// One page of each type the route table knows (each product and article is the same page type), and the
// not-found page.
const pageTypes = new Map<string, string>();
const routeIds = routeTable().ids;
for (const route of [...knownRoutes(), '/no-such-page']) {
  const id = routeIds[route]!;
  if (!pageTypes.has(id)) pageTypes.set(id, route);
}

const layerChunk = /\/assets\/tooltip-layer-[^/]+\.js$/;

/** The boot's plan on the page: what it loads at start, and what it fetches after the start (`prefetch`). */
function bootPlan(page: Page) {
  return page.locator('script[data-app-entry]').evaluate((el: HTMLScriptElement) => ({
    start: `${el.dataset.appEntry} ${el.dataset.appDeps} ${el.dataset.appPreload}`,
    prefetch: el.dataset.appPrefetch ?? '',
  }));
}

/** Waits until React has hydrated the header's call link with its tooltip (the layer's code is in). */
async function callLinkHydrated(page: Page) {
  // The layer's arrival is not yet the control's hydration: React hydrates the boundary that waited for it a
  // moment later, and a pointer that moved before then is not seen. Radix opens on pointer movement, which a
  // visitor's hand keeps making but one scripted hover does not. React marks a hydrated element with its fiber.
  await page.waitForFunction(() => {
    const control = document.querySelector('header a[aria-label^="Call "]');
    return control !== null && Object.keys(control).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Opens the page and waits for the app and its tooltip layer, which the boot fetches once the browser is idle
 * and which runs on intent: here the pointer comes over the header, at its corner.
 */
async function openWithTooltips(page: Page, route: string) {
  const layer = page.waitForResponse((response) => layerChunk.test(response.url()));
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('banner').hover({ position: { x: 2, y: 2 } });
  await layer;
  await callLinkHydrated(page);
}

/**
 * After a Tab: whether the focus went below the first screen, and if not, the tooltip the focused control shows
 * (Radix names it in the control's aria-describedby), if any. One round trip to the page per Tab: Radix opens
 * a tooltip on focus at once, in the render the focus event starts, so two frames later it is there (the walk
 * waited 50 ms of the driver's clock per Tab, and read the page twice).
 */
async function afterTab(page: Page) {
  return page.evaluate(async () => {
    if ((document.activeElement?.getBoundingClientRect().top ?? 0) > window.innerHeight) {
      return { below: true, tooltip: null };
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const control = document.activeElement as HTMLElement | null;
    const described = (control?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const tooltip = described
      .map((id) => document.getElementById(id))
      .find((element) => element?.getAttribute('role') === 'tooltip');
    if (!control || !tooltip) return { below: false, tooltip: null };
    return {
      below: false,
      tooltip: {
        control: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
        text: tooltip.textContent?.trim() ?? '',
        title: control.getAttribute('title'),
        inFirstScreen: control.getBoundingClientRect().top < window.innerHeight,
      },
    };
  });
}

test.describe('the tooltip layer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [id, route] of pageTypes) {
    test(`${id} (${route}): a control in the first screen shows a tooltip on keyboard focus that repeats its name`, async ({
      page,
    }) => {
      await openWithTooltips(page, route);
      // A keyboard walk through the first screen, as a visitor would meet the tooltips.
      const shown: NonNullable<Awaited<ReturnType<typeof afterTab>>['tooltip']>[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const { below, tooltip } = await afterTab(page);
        if (below) break;
        if (tooltip) shown.push(tooltip);
      }
      test.info().annotations.push({
        type: 'tooltips',
        description: `${route}: ${shown.map((t) => t.control).join(', ')}`,
      });
      expect(shown.length).toBeGreaterThan(0);
      for (const tooltip of shown) {
        expect(tooltip.inFirstScreen).toBe(true);
        // Never the only copy of a fact: a phone cannot hover, so the control's name says the same.
        expect(tooltip.control).toContain(tooltip.text);
        // And never a second, native tooltip on the same control.
        expect(tooltip.title).toBeNull();
      }
    });
  }

  test('it opens on hover, stays while the pointer moves onto it and while it rests there, and Escape hides it', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await openWithTooltips(page, '/');
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    const name = (await call.getAttribute('aria-label'))!;
    const tooltip = page.getByRole('tooltip');
    await call.hover();
    await expect(tooltip).toHaveText(name);
    await expect(call).toHaveAccessibleDescription(name);

    // Hoverable: the pointer moves from the control onto the tooltip, and it stays.
    const box = (await tooltip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.waitForTimeout(1500);
    await expect(tooltip).toBeVisible();
    // Dismissible without moving the pointer.
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    // And it goes once the pointer leaves both.
    await call.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(640, 600, { steps: 5 });
    await expect(tooltip).toBeHidden();
    expect(violations).toEqual([]);
  });

  test('its code is not part of the start: fetched once the browser is idle after the start, it runs only on intent (the pointer entering the header); the first hover on the control then shows it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // No intent until the hand moves into the header below: the pointer stays outside until then.
    await pointerOutside(page);
    await page.goto('/');
    await waitForHydration(page);
    const plan = await bootPlan(page);
    expect(plan.start).not.toMatch(/tooltip-layer/);
    expect(plan.prefetch).toMatch(/tooltip-layer/);
    // Once the app has started and the browser is idle, the boot fetches the layer's code without running it.
    await expect.poll(() => requested.filter((url) => layerChunk.test(url)).length).toBe(1);
    await expect(page.locator('link[rel="modulepreload"][href*="tooltip-layer"]')).toHaveCount(1);
    // A moment later it has still not run: React has not hydrated the call link that waits for it.
    await page.waitForTimeout(500);
    const hydrated = () =>
      page
        .locator('header a[aria-label^="Call "]')
        .evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated()).toBe(false);
    // The hand moves into the header, on its way to the call link: the code runs, with no second download.
    await page.getByRole('banner').hover({ position: { x: 2, y: 2 } });
    await callLinkHydrated(page);
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    await call.hover();
    await expect(page.getByRole('tooltip')).toHaveText((await call.getAttribute('aria-label'))!);
    expect(requested.filter((url) => layerChunk.test(url))).toHaveLength(1);
  });

  test('it opens on keyboard focus, and Escape hides it while the focus stays', async ({ page }) => {
    await openWithTooltips(page, '/services/strata-reports');
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    await call.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText((await call.getAttribute('aria-label'))!);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(call).toBeFocused();
    // Persistent until dismissed or the focus moves on: shown again on the next focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(tooltip).toBeVisible();
  });

  test('its code loads after the start; a control focused before it came keeps the focus and shows its tooltip when it does', async ({
    page,
  }) => {
    const release = await holdRequests(page, layerChunk);
    await page.goto('/knowledge/tips');
    await waitForHydration(page);
    // Not part of the start (it is the plan's prefetch, after the start, which this page's hold keeps back).
    const { start } = await bootPlan(page);
    expect(start).not.toMatch(/tooltip-layer/);
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    await call.focus();
    await page.waitForTimeout(300);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    release();
    await expect(page.getByRole('tooltip')).toBeVisible();
    // The same element: the layer hydrated the prerendered link in place.
    await expect(call).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('a tap on the call link shows no tooltip, and its name still says the number', async ({ page }) => {
    await openWithTooltips(page, '/');
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    await expect(call).toHaveAttribute('href', /^tel:/);
    // The tap focuses the link (which opens the tooltip) and then clicks it (which closes it again). The
    // browser hands tel: to the phone; the page stays.
    await call.tap();
    await page.waitForTimeout(800);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { productCatalog } from '../src/content/catalog';
import { wcagAxe } from './support/axe';
import { watchCsp } from './support/csp';
import {
  holdScripts,
  isHydrated,
  knownRoutes,
  renderEverything,
  routeTable,
  waitForHydration,
  watchConsole,
  withMenuDialog,
} from './support/site';

const routes = [...knownRoutes(), '/no-such-page'];
/** The two widths every route is checked at: a phone's and a desktop's. */
const widths = [390, 1280];

async function violations(page: Page) {
  // Sections skipped until they come near would leave their contrast unchecked (axe-render-near.spec.ts).
  await renderEverything(page);
  // axe leaves Label in Name (WCAG 2.5.3) off as experimental; Lighthouse runs it, and so do we. Only the
  // violations are collected: gathering every pass doubled the time of a run.
  const results = await wcagAxe(page)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The app renders nothing by width (no matchMedia or innerWidth in what it draws), so one load serves both
// widths: the second run is the same DOM under the wide layout's CSS. That halves the loads and hydrations.
//
// Where a route's time goes (docs/test-time.md): the two axe passes are most of it (about 1 s each on a quiet
// machine, 2-4 s under load), then the load and hydration (about 0.5 s); rendering the skipped sections is a
// few milliseconds.
test.describe('axe on every route', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('the sweep covers every address of the route table, and the not-found page', () => {
    expect([...routes].sort()).toEqual([...routeTable().paths, '/no-such-page'].sort());
  });

  for (const route of routes) {
    test(`${route} hydrates under the CSP with no console error, fits 320 px, and has no WCAG A/AA violations at 390 and 1280 px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // One load per route serves the checks that do not depend on the width too (they were a walk of every
      // route in one test, robustness.spec.ts): the page hydrates, logs nothing, breaks none of the site's CSP
      // (the test server sends the same headers as the hosts), keeps one <title> and its JSON-LD once React
      // has adopted the head, and nothing overflows sideways at 320 px.
      const cspViolations = await watchCsp(page);
      const problems = watchConsole(page);
      await page.goto(route);
      await waitForHydration(page);
      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} overflows at 320 px`).toBeLessThanOrEqual(0);
      expect(await page.locator('title').count()).toBe(1);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
      const checked: number[] = [];
      const at = async (width: number) => {
        await page.setViewportSize({ width, height: 900 });
        checked.push(width);
        return violations(page);
      };
      expect(await at(390), 'at 390 px').toEqual([]);
      expect(await at(1280), 'at 1280 px').toEqual([]);
      expect(checked, 'axe ran at both widths').toEqual(widths);
      // Hydration mismatches are reported as React recovers, after the first commit: the axe passes gave it
      // well over the moment it needs. The unknown address answers 404, which the browser and the router both
      // report in the console.
      if (route !== '/no-such-page') expect(problems).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }
});

test.describe('interactive states', () => {
  test('the open mobile menu and a form with errors have no violations', async ({ page }) => {
    // Three full axe runs on the home page.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await withMenuDialog(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // The form's code loads as the visitor reaches it.
    await page.locator('#contact form').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // The timing and access panel, open, with its own errors.
    await page.locator('#contact summary').click();
    await page.getByLabel("Access contact's phone").fill('12345');
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByLabel("Access contact's phone")).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page)).toEqual([]);
  });

  test('before the app starts, the page and its open menu panel have no violations', async ({ page }) => {
    await holdScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#site-footer, footer').first()).toBeAttached();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
  });
});

/** Whether the focused element shows a visible focus indicator (outline or ring). */
async function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring;
  });
}

async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const name =
      el.getAttribute('aria-label') || el.getAttribute('name') || el.textContent?.trim().slice(0, 60) || '';
    return `${el.tagName.toLowerCase()}:${name}`;
  });
}

test('a keyboard reaches everything on the home page in a sensible order, with a visible focus ring', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const visited: string[] = [];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const focused = await describeFocus(page);
    expect(await focusVisible(page), `no visible focus on ${focused}`).toBe(true);
    visited.push(focused);
    if (focused.startsWith('button:Submit Booking Request')) break;
  }
  const indexOf = (prefix: string) => {
    const index = visited.findIndex((v) => v.startsWith(prefix));
    expect(index, `${prefix} was never focused`).toBeGreaterThanOrEqual(0);
    return index;
  };
  const order = [
    indexOf('a:Skip to content'),
    indexOf('a:About'),
    indexOf('a:Contact'),
    indexOf('a:Book Inspection'),
    indexOf('a:Book Your Inspection'),
    indexOf('a:Pre-Purchase Building Inspection'),
    indexOf('a:Re-Inspections / Follow-Ups'),
    indexOf('a:Thermal Imaging Scan'),
    indexOf('a:Mould or Asbestos Visual Check'),
    indexOf('a:Pre-Purchase Inspections'),
    indexOf('a:Strata Reports'),
    indexOf('input:name'),
    indexOf('input:email'),
    indexOf('input:phone'),
    indexOf('input:unit'),
    indexOf('input:streetNumber'),
    indexOf('input:streetName'),
    indexOf('input:suburb'),
    indexOf('input:postcode'),
    indexOf('select:service'),
    indexOf('select:addon'),
    indexOf('textarea:message'),
    indexOf('summary:Timing and access'),
    indexOf('button:Submit Booking Request'),
  ];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  // Every inspection card: its title link and its View details link.
  expect(visited.filter((v) => v.startsWith('a:View details'))).toHaveLength(productCatalog.length);
  expect(visited.some((v) => v.includes('leave_this_blank'))).toBe(false);
});

test('the mobile menu is reached by keyboard, traps focus and hands it back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /menu/i });
  for (let i = 0; i < 6 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  // The focus in the header brought the dialog's code in (until then Enter opens the HTML popover).
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('form errors are announced: an alert in the accessibility tree, and each field described by its error', async ({
  page,
}) => {
  await page.goto('/#contact');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  // Validation loads on first use, so the alert appears a moment after the click.
  await expect(
    page.getByRole('alert').filter({ hasText: 'problems with your booking request' }),
  ).toBeVisible();
  const snapshot = await page.locator('#contact').ariaSnapshot();
  expect(snapshot).toMatch(/- alert:[\s\S]*There are \d+ problems with your booking request/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(page.getByRole('combobox', { name: 'Inspection' })).toHaveAccessibleDescription(
    'Please select an inspection service',
  );
});

import { expect, test } from '@playwright/test';
import { holdRequests, knownRoutes, rawH1, routeTable, waitForHydration, watchConsole } from './support/site';

const routes = knownRoutes();

test('the build prerendered every route of the table', () => {
  // The sitemap the build wrote, against the addresses the route table has for the content in the source.
  expect([...routes].sort()).toEqual([...routeTable().paths].sort());
  expect(routes).toContain('/');
  expect(new Set(routes).size).toBe(routes.length);
});

test('every known route answers 200 with its h1 already in the HTML', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toContain('text/html');
    const html = await response.text();
    expect(rawH1(html), route).toBeTruthy();
    expect(html.match(/<title>/g), route).toHaveLength(1);
  }
});

test('unknown paths answer 404 with the not-found page', async ({ request }) => {
  for (const route of ['/no-such-page', '/products/no-such-product', '/knowledge/blog/nope/deeper']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  }
});

test('the not-found page logs the unknown path and links home', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/definitely-missing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expect.poll(() => problems.some((p) => p.includes('/definitely-missing'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Professional Building Inspections You Can Trust',
  );
});

test('after hydration the site navigates as a single-page app', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dilapidation Reports' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dilapidation Reports');
  await expect(page).toHaveTitle(/^Dilapidation Reports \|/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  expect(await page.locator('title').count()).toBe(1);
});

test('while the next page downloads the current one stays, and focus moves to the new page when it shows', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const homeHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(homeHeading).not.toBe('');
  // Hold the service page's module until the test lets it through.
  const release = await holdRequests(page, '**/assets/service-page-*.js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Strata Reports' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  await expect(page.locator('#products')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata Reports');
  await expect(page.locator('#main')).toBeFocused();
});

test('a page whose code cannot download says so and offers a fresh load of the address', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route('**/assets/service-page-*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Strata Reports' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page did not load');
  await expect(page.getByRole('alert')).toContainText('Check your connection');
  await expect(page).toHaveTitle(/^This page did not load/);
  await page.unroute('**/assets/service-page-*.js');
  await page.getByRole('link', { name: 'Load the page again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata Reports');
  expect(new URL(page.url()).pathname).toBe('/services/strata-reports');
});

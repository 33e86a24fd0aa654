import { expect, test } from '@playwright/test';
import { formatDate } from '../src/lib/format';
import { isIsoDate, sydneyDate } from '../src/domain/booking/sydney-time';
import { routeTable, waitForHydration } from './support/site';

const kinds = [
  ['blog', 'Property Inspection Blog', 'Back to Articles', 'Article not found'],
  ['news', 'Industry News', 'Back to News', 'News article not found'],
  ['guides', 'Buyer Guides', 'Back to Guides', 'Guide not found'],
  ['tips', 'Inspection Tips', 'Back to Tips', 'Tip article not found'],
] as const;

/** The articles of a kind, as the route table has them from the content (support/route-table.ts). */
const articleRoutes = (kind: string) => routeTable().paths.filter((r) => r.startsWith(`/knowledge/${kind}/`));

for (const [kind, heading, backLabel, notFound] of kinds) {
  const count = articleRoutes(kind).length;
  test(`the ${kind} list shows its ${count} articles, newest first, and links to the other lists`, async ({
    page,
  }) => {
    await page.goto(`/knowledge/${kind}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(count);
    const hrefs = await cards
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual([...articleRoutes(kind)].sort());
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    if (kind === 'blog') await expect(cards.first()).toContainText(/\d+ min read/);
    if (kind === 'news' || kind === 'tips') {
      for (const card of await cards.all()) await expect(card.locator('span.rounded-full')).toHaveCount(1);
    }
    const others = page.getByRole('navigation', { name: 'Other knowledge sections' }).getByRole('link');
    await expect(others).toHaveCount(3);
  });

  test(`every ${kind} article shows its parts`, async ({ page }) => {
    for (const route of articleRoutes(kind)) {
      await page.goto(route);
      await expect(page.getByRole('link', { name: backLabel })).toHaveAttribute('href', `/knowledge/${kind}`);
      await expect(page.locator('h1')).toHaveCount(1);
      // A real date, not after today in Sydney, shown in words.
      const date = (await page.locator('main time[datetime]').first().getAttribute('datetime'))!;
      expect(isIsoDate(date), `${route}: ${date}`).toBe(true);
      expect(date <= sydneyDate(new Date()), `${route}: ${date}`).toBe(true);
      await expect(page.locator('main time').first()).toHaveText(formatDate(date));
      expect(await page.locator('article section h2').count(), route).toBeGreaterThanOrEqual(3);
      await expect(page.locator('main article img').first()).toHaveAttribute('alt', /.{10,}/);
      await expect(
        page.getByRole('navigation', { name: 'Related on this site' }).getByRole('link').first(),
      ).toBeVisible();
      for (const link of await page
        .getByRole('navigation', { name: 'External resources' })
        .getByRole('link')
        .all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
      if (kind === 'blog') await expect(page.locator('main')).toContainText(/\d+ min read/);
      await expect(
        page.locator('section[aria-labelledby="cta-title"]').getByRole('link', { name: 'Book Now' }),
      ).toBeVisible();
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    }
  });

  test(`an unknown ${kind} slug says '${notFound}'`, async ({ page }) => {
    await page.goto(`/knowledge/${kind}/no-such-article`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
    await expect(page.getByRole('link', { name: backLabel })).toBeVisible();
  });
}

test('old short paths redirect to the knowledge pages', async ({ page, request }) => {
  const response = await request.get('/tips/first-home-buyer-checklist', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/knowledge/tips/first-home-buyer-checklist');
  for (const [from, to] of [
    [
      '/guides/how-to-read-building-inspection-report',
      '/knowledge/guides/how-to-read-building-inspection-report',
    ],
    [
      '/blog/top-10-building-defects-australian-homes',
      '/knowledge/blog/top-10-building-defects-australian-homes',
    ],
    ['/news/new-nsw-building-regulations-2025', '/knowledge/news/new-nsw-building-regulations-2025'],
  ]) {
    await page.goto(from!);
    await expect(page).toHaveURL(to!);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});

test('the in-app router also redirects short paths', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tips/identifying-structural-issues');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/knowledge/tips/identifying-structural-issues');
  await expect(page.getByRole('link', { name: 'Back to Tips' })).toBeVisible();
});

test('the feed is valid Atom listing every article, newest first, and every page links to it', async ({
  page,
  request,
}) => {
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto('/knowledge/news');
  const result = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.namespaceURI,
      entries: [...doc.getElementsByTagName('entry')].map((e) => ({
        link: e.getElementsByTagName('link')[0]!.getAttribute('href'),
        published: e.getElementsByTagName('published')[0]!.textContent,
      })),
    };
  }, xml);
  expect(result.error).toBe(0);
  expect(result.root).toBe('http://www.w3.org/2005/Atom');
  const articlePaths = routeTable().paths.filter((r) => /^\/knowledge\/[a-z]+\/.+/.test(r));
  expect(result.entries).toHaveLength(articlePaths.length);
  const published = result.entries.map((e) => e.published!);
  expect(published).toEqual([...published].sort().reverse());
  expect(result.entries.map((e) => new URL(e.link!).pathname).sort()).toEqual(articlePaths.sort());
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed.xml',
  );
});

test('articles are set for reading: about 65-75 characters a line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/knowledge/guides/how-to-read-building-inspection-report');
  const { width, fontSize } = await page
    .locator('article .prose-body p')
    .first()
    .evaluate((p) => ({
      width: p.getBoundingClientRect().width,
      fontSize: parseFloat(getComputedStyle(p).fontSize),
    }));
  // An average character of the system sans is about half an em.
  const perLine = width / (fontSize * 0.5);
  expect(perLine).toBeGreaterThan(60);
  expect(perLine).toBeLessThan(80);
  const lineHeight = await page
    .locator('article .prose-body p')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).lineHeight) / parseFloat(getComputedStyle(p).fontSize));
  expect(lineHeight).toBeGreaterThanOrEqual(1.5);
});

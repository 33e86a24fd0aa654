import { describe, expect, it } from 'vitest';
import { knownPaths } from '../../src/app/known-paths';
import { isRedirect, matchRoute, resolveRoute, type LoadedPage } from '../../src/app/routes';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';

async function loaded(pathname: string): Promise<LoadedPage> {
  const resolution = await resolveRoute(pathname);
  if (isRedirect(resolution)) throw new Error(`${pathname} redirected to ${resolution.redirect}`);
  return resolution;
}

describe('route table', () => {
  it('resolves every known path to its own page with status 200', async () => {
    for (const pathname of knownPaths()) {
      const page = await loaded(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.routeId, pathname).not.toBe('not-found');
    }
  });

  it('loads the record a product, service or article page shows, as props', async () => {
    const product = allProducts[0]!;
    expect((await loaded(`/products/${product.slug}`)).props).toEqual({ product });
    const service = allServices[0]!;
    expect((await loaded(`/services/${service.slug}`)).props).toEqual({ service });
    const article = allArticles.find((a) => a.kind === 'guides')!;
    const page = await loaded(`/knowledge/guides/${article.slug}`);
    expect(page.routeId).toBe('article-guides');
    expect(page.props).toEqual({ kind: 'guides', article });
  });

  it('gives a list page the summaries of its own kind only', async () => {
    const page = await loaded('/knowledge/tips');
    const { kind, articles } = page.props as { kind: string; articles: { kind: string; slug: string }[] };
    expect(kind).toBe('tips');
    expect(articles.map((a) => a.slug).sort()).toEqual(
      allArticles
        .filter((a) => a.kind === 'tips')
        .map((a) => a.slug)
        .sort(),
    );
    expect(articles.every((a) => a.kind === 'tips')).toBe(true);
  });

  it('answers 404 with a null record for an unknown slug, on the page of its kind', async () => {
    for (const [pathname, routeId, key] of [
      ['/products/no-such-inspection', 'product', 'product'],
      ['/services/no-such-service', 'service', 'service'],
      ['/knowledge/news/no-such-article', 'article-news', 'article'],
    ] as const) {
      const page = await loaded(pathname);
      expect(page.routeId, pathname).toBe(routeId);
      expect(page.status, pathname).toBe(404);
      expect((page.props as Record<string, unknown>)[key], pathname).toBeNull();
    }
  });

  it('answers any other path with the not-found page and 404', async () => {
    for (const pathname of ['/nope', '/knowledge/recipes', '/products', '/products/a/b']) {
      const page = await loaded(pathname);
      expect(page.routeId, pathname).toBe('not-found');
      expect(page.status, pathname).toBe(404);
    }
  });

  it('redirects old short links with 301', async () => {
    expect(await resolveRoute('/tips/identifying-structural-issues')).toEqual({
      redirect: '/knowledge/tips/identifying-structural-issues',
      status: 301,
    });
    expect(await resolveRoute('/blog')).toEqual({ redirect: '/knowledge/blog', status: 301 });
  });

  it('matches with a trailing slash and in any letter case, as the static hosts do', () => {
    const slug = allProducts[0]!.slug;
    expect(matchRoute(`/products/${slug}/`).route.id).toBe('product');
    expect(matchRoute(`/Knowledge/Tips`).route.id).toBe('knowledge-tips');
    expect(matchRoute('/').route.id).toBe('home');
  });
});

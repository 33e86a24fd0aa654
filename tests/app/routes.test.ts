// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { paths } from '../../src/lib/paths';
import {
  isRedirect,
  knownPaths,
  matchRoute,
  resolveRoute,
  routeModules,
  routeTable,
  type LoadedPage,
} from '../../src/app/routes';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import { articleKinds } from '../../src/content/kinds';

async function loaded(pathname: string): Promise<LoadedPage> {
  const resolution = await resolveRoute(pathname);
  if (isRedirect(resolution)) throw new Error(`${pathname} redirected to ${resolution.redirect}`);
  return resolution;
}

describe('route table', () => {
  it('resolves every known path to its own page with status 200', async () => {
    for (const pathname of await knownPaths()) {
      const page = await loaded(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.routeId, pathname).not.toBe('not-found');
    }
  });

  it('knows a page for every record of the content and every route without params, once each', async () => {
    const expected = [
      ...routeTable.filter((route) => !route.path.includes(':')).map((route) => route.path),
      ...allProducts.map((p) => paths.product(p.slug)),
      ...allServices.map((s) => paths.service(s.slug)),
      ...allArticles.map((a) => paths.article(a.kind, a.slug)),
    ];
    const known = await knownPaths();
    expect([...known].sort()).toEqual([...expected].sort());
    expect(new Set(known).size).toBe(known.length);
    for (const kind of articleKinds) expect(known).toContain(paths.knowledge(kind));
  });

  it("names each page's modules by source files that exist (the prerender preloads their chunks)", async () => {
    for (const pathname of [...(await knownPaths()), '/no-such-page']) {
      const modules = routeModules(pathname);
      expect(modules.length, pathname).toBeGreaterThan(0);
      expect(modules[0], pathname).toMatch(/^src\/app\/pages\/[a-z-]+-page\.tsx$/);
      for (const module of modules) expect(existsSync(module.split('?')[0]!), module).toBe(true);
    }
    const article = allArticles[0]!;
    expect(routeModules(paths.article(article.kind, article.slug))).toEqual([
      'src/app/pages/article-page.tsx',
      'src/content/articles.ts',
      `src/content/articles/${article.kind}/${article.slug}.ts?summary`,
    ]);
    expect(routeModules('/blog')).toEqual([]);
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

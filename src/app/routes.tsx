import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { articleKinds } from '../content/kinds';
import { hasPrerendered } from '../components/prerendered';
import { loadBookingSection } from '../features/booking/booking-section-loader';

import { resolveShortPath } from './redirects';
import { islands } from './islands';
import { paths } from '../lib/paths';

/**
 * THE route table: every path of the site, and what each one shows. A route's `load` imports the page module
 * and the one content record it shows, in parallel, so the code every page loads carries no content index.
 *
 * react-router runs in its declarative mode (`<BrowserRouter>`, `<StaticRouter>`): history, links and the
 * location. Loading a page is done here instead of by the data router, whose client costs about 18 KB gzip
 * more and 30-40 ms of main-thread work before a page can hydrate (docs/decisions/0001-declarative-router.md).
 *
 * Route ids are stable: the prerender stamps the id of the page it rendered, and the client hydrates only
 * when its own match agrees (main.tsx).
 */

/** A page module with the props it renders, and the HTTP status a server should answer with. */
export interface LoadedPage {
  routeId: string;
  Page: ComponentType<object>;
  props: object;
  status: 200 | 404;
}

export interface Redirect {
  redirect: string;
  status: 301;
}

export type Resolution = LoadedPage | Redirect;

export function isRedirect(resolution: Resolution): resolution is Redirect {
  return 'redirect' in resolution;
}

type Params = Record<string, string | undefined>;

/** How a page is being loaded. */
export interface LoadContext {
  /**
   * The page the browser loaded, about to be hydrated over its prerendered HTML: what it can hydrate later
   * (the booking form) is left out. False for a navigation in the app and for the prerender.
   */
  firstPage: boolean;
}

/**
 * A module a route imports, named by the import itself (`routeModule` of a function that imports it). The build
 * fills in `source`, the module's path in the project (vite.config.ts, scripts/lib/route-modules.ts), so the
 * prerender can preload its chunk with the first page; no path is written out by hand.
 */
export interface RouteModule<M> {
  load: () => Promise<M>;
  source: string;
}

export function routeModule<M>(load: () => Promise<M>, source?: string): RouteModule<M> {
  if (!source)
    throw new Error('routeModule() was not given its source path: is the route-module-sources plugin on?');
  return { load, source };
}

/** The `?summary` module of one record of a content index (`src/content/products.ts`: `src/content/products/<slug>.ts`). */
function summaryOf(index: RouteModule<unknown>, slug: string): string {
  return `${index.source.replace(/\.ts$/, '')}/${slug}.ts?summary`;
}

interface RouteDefinition {
  id: string;
  /** A react-router path pattern, matched case-insensitively, trailing slash allowed. */
  path: string;
  /** The page's module. */
  page: RouteModule<unknown>;
  load: (params: Params, context: LoadContext) => Promise<Omit<LoadedPage, 'routeId'>>;
  /**
   * What else `load` imports for these params on a first page, as source paths: the content it shows. The
   * prerender looks these and the page's module up in the client build's manifest (and fails the build when one
   * is missing), so the boot script fetches their chunks together with the app's own instead of after them.
   */
  content?: (params: Params) => string[];
  /**
   * The addresses of a route with params, one per record, for the prerender and the sitemap. A route without
   * params has one: its path.
   */
  staticPaths?: () => Promise<string[]>;
  /** The label of its link in the footer's "Help and policies" list; no link without it. */
  footer?: string;
}

/** Typed glue: the props must be the ones the page component takes. */
function page<P extends object>(Page: ComponentType<P>, props: P, found = true): Omit<LoadedPage, 'routeId'> {
  return { Page: Page as ComponentType<object>, props, status: found ? 200 : 404 };
}

/**
 * A page with no params and nothing to load but its module, which takes its own path (for its canonical link
 * and structured data): an information page.
 */
function staticPage<M>(route: {
  id: string;
  path: string;
  page: RouteModule<M>;
  component: (module: M) => ComponentType<{ path: string }>;
  footer?: string;
}): RouteDefinition {
  return {
    ...route,
    load: async () => page(route.component(await route.page.load()), { path: route.path }),
  };
}

const slugOf = (params: Params) => params.slug ?? '';

const productContent = routeModule(() => import('../content/products'));
const serviceContent = routeModule(() => import('../content/services'));
const articleContent = routeModule(() => import('../content/articles'));
const homePage = routeModule(() => import('./pages/home-page'));
const productPage = routeModule(() => import('./pages/product-page'));
const servicePage = routeModule(() => import('./pages/service-page'));
const inspectionsPage = routeModule(() => import('./pages/inspections-page'));
const knowledgeListPage = routeModule(() => import('./pages/knowledge-list-page'));
const articlePage = routeModule(() => import('./pages/article-page'));

export const routeTable: readonly RouteDefinition[] = [
  {
    id: 'home',
    path: paths.home(),
    page: homePage,
    load: async (_params, { firstPage }) => {
      // The booking form's code loads when the form is needed (booking-section-loader.ts); a navigation to
      // the home page, and the prerender, need it now.
      const [{ HomePage }] = await Promise.all([homePage.load(), firstPage ? null : loadBookingSection()]);
      return page(HomePage, {});
    },
  },
  {
    id: 'product',
    path: paths.product(':slug'),
    page: productPage,
    // A prerendered page hydrates with the summary: the rest of its copy stays HTML (pages/product-page.tsx).
    content: (params) => [productContent.source, summaryOf(productContent, slugOf(params))],
    staticPaths: async () => (await productContent.load()).productSlugs().map(paths.product),
    load: async (params, { firstPage }) => {
      const summaryOnly = firstPage && hasPrerendered(islands.productDetails);
      const [{ ProductPage }, product] = await Promise.all([
        productPage.load(),
        productContent
          .load()
          .then((m) => (summaryOnly ? m.loadProductSummary(slugOf(params)) : m.loadProduct(slugOf(params)))),
      ]);
      return page(ProductPage, { product }, product !== null);
    },
  },
  {
    id: 'service',
    path: paths.service(':slug'),
    page: servicePage,
    // A prerendered page hydrates with the summary: the rest of its copy stays HTML (pages/service-page.tsx).
    content: (params) => [serviceContent.source, summaryOf(serviceContent, slugOf(params))],
    staticPaths: async () => (await serviceContent.load()).serviceSlugs().map(paths.service),
    load: async (params, { firstPage }) => {
      const summaryOnly = firstPage && hasPrerendered(islands.serviceDetails);
      const [{ ServicePage }, service] = await Promise.all([
        servicePage.load(),
        serviceContent
          .load()
          .then((m) => (summaryOnly ? m.loadServiceSummary(slugOf(params)) : m.loadService(slugOf(params)))),
      ]);
      return page(ServicePage, { service }, service !== null);
    },
  },
  ...articleKinds.flatMap((kind): RouteDefinition[] => [
    {
      id: `knowledge-${kind}`,
      path: paths.knowledge(kind),
      page: knowledgeListPage,
      load: async (_params, { firstPage }) => {
        // A prerendered list keeps its cards as HTML (pages/knowledge-list-page.tsx): nothing to load for them.
        const cardsPrerendered = firstPage && hasPrerendered(islands.articleCards);
        const [{ KnowledgeListPage }, articles] = await Promise.all([
          knowledgeListPage.load(),
          cardsPrerendered ? null : articleContent.load().then((m) => m.loadArticleSummaries(kind)),
        ]);
        return page(KnowledgeListPage, { kind, articles });
      },
    },
    {
      id: `article-${kind}`,
      path: paths.article(kind, ':slug'),
      page: articlePage,
      // The prerendered page is hydrated with the article's summary: its body stays the prerendered HTML
      // (Prerendered in article-page.tsx), so the first page does not download the text a second time.
      content: (params) => [articleContent.source, summaryOf(articleContent, `${kind}/${slugOf(params)}`)],
      staticPaths: async () =>
        (await articleContent.load()).articleSlugs(kind).map((slug) => paths.article(kind, slug)),
      load: async (params, { firstPage }) => {
        const summaryOnly = firstPage && hasPrerendered(islands.articleBody);
        const [{ ArticlePage }, article] = await Promise.all([
          articlePage.load(),
          articleContent
            .load()
            .then((m) =>
              summaryOnly ? m.loadArticleSummary(kind, slugOf(params)) : m.loadArticle(kind, slugOf(params)),
            ),
        ]);
        return page(ArticlePage, { kind, article }, article !== null);
      },
    },
  ]),
  {
    id: 'inspections',
    path: paths.inspections(),
    page: inspectionsPage,
    footer: 'Which inspection do I need?',
    // A prerendered page keeps its body as HTML (pages/inspections-page.tsx): its code loads for navigations.
    load: async (_params, { firstPage }) => {
      const bodyPrerendered = firstPage && hasPrerendered(islands.inspectionsBody);
      const [{ InspectionsPage }, body] = await Promise.all([
        inspectionsPage.load(),
        bodyPrerendered ? null : import('./pages/inspections-body'),
      ]);
      return page(InspectionsPage, { Body: body?.InspectionsBody ?? null });
    },
  },
  staticPage({
    id: 'booking-process',
    path: paths.bookingProcess(),
    page: routeModule(() => import('./pages/booking-process-page')),
    component: (m) => m.BookingProcessPage,
    footer: 'What happens after you book',
  }),
  staticPage({
    id: 'privacy',
    path: paths.privacy(),
    page: routeModule(() => import('./pages/privacy-page')),
    component: (m) => m.PrivacyPage,
    footer: 'Privacy policy',
  }),
  staticPage({
    id: 'accessibility',
    path: paths.accessibility(),
    page: routeModule(() => import('./pages/accessibility-page')),
    component: (m) => m.AccessibilityPage,
    footer: 'Accessibility',
  }),
];

const notFoundPage = routeModule(() => import('./pages/not-found-page'));

const notFound: RouteDefinition = {
  id: 'not-found',
  path: '*',
  page: notFoundPage,
  staticPaths: async () => [],
  load: async () => page((await notFoundPage.load()).NotFoundPage, {}, false),
};

/** The route a path matches (the not-found route when none does), with its params. */
export function matchRoute(pathname: string): { route: RouteDefinition; params: Params } {
  for (const route of routeTable) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return { route: notFound, params: {} };
}

/**
 * What a path shows: a loaded page, or a redirect for an old short link (/tips/<slug>, /blog/<slug>...).
 * Rejects only when a module fails to download.
 */
export async function resolveRoute(
  pathname: string,
  context: LoadContext = { firstPage: false },
): Promise<Resolution> {
  const shortPathTarget = resolveShortPath(pathname);
  if (shortPathTarget) return { redirect: shortPathTarget, status: 301 };
  const { route, params } = matchRoute(pathname);
  return { routeId: route.id, ...(await route.load(params, context)) };
}

/** The source modules the page at `pathname` loads (its page and `RouteDefinition.content`); none for a redirect. */
export function routeModules(pathname: string): string[] {
  if (resolveShortPath(pathname)) return [];
  const { route, params } = matchRoute(pathname);
  return [route.page.source, ...(route.content?.(params) ?? [])];
}

/**
 * Every address the route table has, with the content slugs filled in: the prerender writes one HTML file for
 * each and the sitemap lists them.
 */
export async function knownPaths(): Promise<string[]> {
  const perRoute = await Promise.all(routeTable.map((route) => route.staticPaths?.() ?? [route.path]));
  return perRoute.flat();
}

/** The footer's "Help and policies" links: the routes that ask for one, in the table's order. */
export function footerLinks(): { to: string; label: string }[] {
  return routeTable.flatMap((route) => (route.footer ? [{ to: route.path, label: route.footer }] : []));
}

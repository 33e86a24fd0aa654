import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { articleKinds } from '../content/kinds';
import { hasPrerendered } from '../components/prerendered';
import { loadBookingSection } from '../features/booking/booking-section-loader';

import { resolveShortPath } from './redirects';
import { islands } from './islands';

/**
 * THE route table: every path of the site, and what each one shows. A route's `load` imports the page module
 * and the one content record it shows, in parallel, so the code every page loads carries no content index.
 *
 * react-router runs in its declarative mode (`<BrowserRouter>`, `<StaticRouter>`): history, links and the
 * location. Loading a page is done here instead of by the data router, whose client costs about 18 KB gzip
 * more and 30-40 ms of main-thread work before a page can hydrate (docs/decisions/declarative-router.md).
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

interface RouteDefinition {
  id: string;
  /** A react-router path pattern, matched case-insensitively, trailing slash allowed. */
  path: string;
  load: (params: Params, context: LoadContext) => Promise<Omit<LoadedPage, 'routeId'>>;
  /**
   * The source modules `load` imports for these params (`*` for any file name). The prerender looks their chunks up in the client
   * build's manifest (and fails the build when one is missing), so the boot script fetches them together with
   * the app's own chunks instead of after them.
   */
  modules: (params: Params) => string[];
}

/** Typed glue: the props must be the ones the page component takes. */
function page<P extends object>(Page: ComponentType<P>, props: P, found = true): Omit<LoadedPage, 'routeId'> {
  return { Page: Page as ComponentType<object>, props, status: found ? 200 : 404 };
}

const slugOf = (params: Params) => params.slug ?? '';

export const routeTable: readonly RouteDefinition[] = [
  {
    id: 'home',
    path: '/',
    modules: () => ['src/app/pages/home-page.tsx'],
    load: async (_params, { firstPage }) => {
      // The booking form's code loads when the form is needed (booking-section-loader.ts); a navigation to
      // the home page, and the prerender, need it now.
      const [{ HomePage }] = await Promise.all([
        import('./pages/home-page'),
        firstPage ? null : loadBookingSection(),
      ]);
      return page(HomePage, {});
    },
  },
  {
    id: 'product',
    path: '/products/:slug',
    // A prerendered page hydrates with the summary: the rest of its copy stays HTML (pages/product-page.tsx).
    modules: (params) => [
      'src/app/pages/product-page.tsx',
      'src/content/products.ts',
      `src/content/products/${slugOf(params)}.ts?summary`,
    ],
    load: async (params, { firstPage }) => {
      const summaryOnly = firstPage && hasPrerendered(islands.productDetails);
      const [{ ProductPage }, product] = await Promise.all([
        import('./pages/product-page'),
        import('../content/products').then((m) =>
          summaryOnly ? m.loadProductSummary(slugOf(params)) : m.loadProduct(slugOf(params)),
        ),
      ]);
      return page(ProductPage, { product }, product !== null);
    },
  },
  {
    id: 'service',
    path: '/services/:slug',
    // A prerendered page hydrates with the summary: the rest of its copy stays HTML (pages/service-page.tsx).
    modules: (params) => [
      'src/app/pages/service-page.tsx',
      'src/content/services.ts',
      `src/content/services/${slugOf(params)}.ts?summary`,
    ],
    load: async (params, { firstPage }) => {
      const summaryOnly = firstPage && hasPrerendered(islands.serviceDetails);
      const [{ ServicePage }, service] = await Promise.all([
        import('./pages/service-page'),
        import('../content/services').then((m) =>
          summaryOnly ? m.loadServiceSummary(slugOf(params)) : m.loadService(slugOf(params)),
        ),
      ]);
      return page(ServicePage, { service }, service !== null);
    },
  },
  ...articleKinds.flatMap((kind): RouteDefinition[] => [
    {
      id: `knowledge-${kind}`,
      path: `/knowledge/${kind}`,
      modules: () => ['src/app/pages/knowledge-list-page.tsx'],
      load: async (_params, { firstPage }) => {
        // A prerendered list keeps its cards as HTML (pages/knowledge-list-page.tsx): nothing to load for them.
        const cardsPrerendered = firstPage && hasPrerendered(islands.articleCards);
        const [{ KnowledgeListPage }, articles] = await Promise.all([
          import('./pages/knowledge-list-page'),
          cardsPrerendered ? null : import('../content/articles').then((m) => m.loadArticleSummaries(kind)),
        ]);
        return page(KnowledgeListPage, { kind, articles });
      },
    },
    {
      id: `article-${kind}`,
      path: `/knowledge/${kind}/:slug`,
      // The prerendered page is hydrated with the article's summary: its body stays the prerendered HTML
      // (Prerendered in article-page.tsx), so the first page does not download the text a second time.
      modules: (params) => [
        'src/app/pages/article-page.tsx',
        'src/content/articles.ts',
        `src/content/articles/${kind}/${slugOf(params)}.ts?summary`,
      ],
      load: async (params, { firstPage }) => {
        const summaryOnly = firstPage && hasPrerendered(islands.articleBody);
        const [{ ArticlePage }, article] = await Promise.all([
          import('./pages/article-page'),
          import('../content/articles').then((m) =>
            summaryOnly ? m.loadArticleSummary(kind, slugOf(params)) : m.loadArticle(kind, slugOf(params)),
          ),
        ]);
        return page(ArticlePage, { kind, article }, article !== null);
      },
    },
  ]),
  {
    id: 'inspections',
    path: '/inspections',
    // A prerendered page keeps its body as HTML (pages/inspections-page.tsx): its code loads for navigations.
    modules: () => ['src/app/pages/inspections-page.tsx'],
    load: async (_params, { firstPage }) => {
      const bodyPrerendered = firstPage && hasPrerendered(islands.inspectionsBody);
      const [{ InspectionsPage }, body] = await Promise.all([
        import('./pages/inspections-page'),
        bodyPrerendered ? null : import('./pages/inspections-body'),
      ]);
      return page(InspectionsPage, { Body: body?.InspectionsBody ?? null });
    },
  },
  {
    id: 'booking-process',
    path: '/booking-process',
    modules: () => ['src/app/pages/booking-process-page.tsx'],
    load: async () => page((await import('./pages/booking-process-page')).BookingProcessPage, {}),
  },
  {
    id: 'privacy',
    path: '/privacy',
    modules: () => ['src/app/pages/privacy-page.tsx'],
    load: async () => page((await import('./pages/privacy-page')).PrivacyPage, {}),
  },
  {
    id: 'accessibility',
    path: '/accessibility',
    modules: () => ['src/app/pages/accessibility-page.tsx'],
    load: async () => page((await import('./pages/accessibility-page')).AccessibilityPage, {}),
  },
];

const notFound: RouteDefinition = {
  id: 'not-found',
  path: '*',
  modules: () => ['src/app/pages/not-found-page.tsx'],
  load: async () => page((await import('./pages/not-found-page')).NotFoundPage, {}, false),
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

/** The source modules the page at `pathname` loads (see `RouteDefinition.modules`); none for a redirect. */
export function routeModules(pathname: string): string[] {
  if (resolveShortPath(pathname)) return [];
  const { route, params } = matchRoute(pathname);
  return route.modules(params);
}

import { data, redirect, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { articleKinds } from '../content/kinds';
import { paths } from './paths';
import { resolveShortPath } from './redirects';

/**
 * THE route table: every path of the site. Page modules load on demand (`lazy`); loaders fetch only the
 * record a page shows, and import the content index they need on demand too, in parallel with the page
 * module, so the bundle every page loads carries no content index. Route ids are stable: the prerender
 * stamps the id of the page it rendered, and the client hydrates only when its own match agrees (main.tsx).
 */
/** A record, or null with status 404 so a prerender or server answers "not found". */
function orNotFound<T>(record: T | null) {
  return data(record, { status: record ? 200 : 404 });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        id: 'home',
        index: true,
        lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
      },
      {
        id: 'product',
        path: 'products/:slug',
        loader: async ({ params }) =>
          orNotFound(await (await import('../content/products')).loadProduct(params.slug)),
        lazy: async () => ({ Component: (await import('./pages/product-page')).ProductPage }),
      },
      {
        id: 'service',
        path: 'services/:slug',
        loader: async ({ params }) =>
          orNotFound(await (await import('../content/services')).loadService(params.slug)),
        lazy: async () => ({ Component: (await import('./pages/service-page')).ServicePage }),
      },
      ...articleKinds.flatMap((kind): RouteObject[] => [
        {
          id: `knowledge-${kind}`,
          path: `knowledge/${kind}`,
          loader: async () => ({
            kind,
            articles: await (await import('../content/articles')).loadArticleSummaries(kind),
          }),
          lazy: async () => ({ Component: (await import('./pages/knowledge-list-page')).KnowledgeListPage }),
        },
        {
          id: `article-${kind}`,
          path: `knowledge/${kind}/:slug`,
          loader: async ({ params }) => {
            const article = await (await import('../content/articles')).loadArticle(kind, params.slug);
            return data({ kind, article }, { status: article ? 200 : 404 });
          },
          lazy: async () => ({ Component: (await import('./pages/article-page')).ArticlePage }),
        },
        {
          // Old short links (/tips/<slug>, /blog/<slug>...) keep working.
          id: `short-${kind}`,
          path: `${kind}/*`,
          loader: ({ request }) =>
            redirect(resolveShortPath(new URL(request.url).pathname) ?? paths.knowledge(kind), 301),
        },
      ]),
      {
        id: 'not-found',
        path: '*',
        loader: () => data(null, { status: 404 }),
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

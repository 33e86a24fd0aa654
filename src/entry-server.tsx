import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';

export interface RenderResult {
  /** The app's HTML, with React's hoisted head tags at its start. */
  html: string;
  status: number;
  /** Id of the deepest matched route: main.tsx hydrates only when the client matches the same one. */
  routeId: string;
}

/** Renders one URL of the site to HTML, for the prerender step. Never touches `window`. */
export async function render(url: string): Promise<RenderResult | { redirect: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { redirect: context.headers.get('Location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  return { html, status: context.statusCode, routeId: context.matches.at(-1)?.route.id ?? 'root' };
}

export { allArticles, allProducts, allServices } from './content/all-content';
export { knownPaths } from './app/known-paths';
export { siteOrigin } from './lib/site';
export { business } from './content/business';
export { paths } from './app/paths';

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { NativeMenuPanel } from './components/layout/menu-panel';
import { FooterContent } from './components/layout/site-footer';
import { prepareFirstPage } from './app/page-outlet';
import { isRedirect } from './app/routes';
import { tooltipLayer } from './components/ui/tooltip';

export interface RenderResult {
  /** The app's HTML, with React's hoisted head tags at its start. */
  html: string;
  status: number;
  /** Id of the matched route: main.tsx hydrates only when the client matches the same one. */
  routeId: string;
}

/** Renders one URL of the site to HTML, for the prerender step. Never touches `window`. */
export async function render(url: string): Promise<RenderResult | { redirect: string; status: number }> {
  const { pathname, search } = new URL(url);
  const resolution = await prepareFirstPage(pathname, { firstPage: false });
  if (isRedirect(resolution)) return resolution;
  // The tooltips' controls are prerendered as the tooltip's triggers, which the browser then hydrates in place.
  await tooltipLayer.load();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname + search}>
        <App footer={<FooterContent />} menuPanel={<NativeMenuPanel />} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, status: resolution.status, routeId: resolution.routeId };
}

export { allArticles, allProducts, allServices } from './content/all-content';
export { knownPaths, routeModules } from './app/routes';
export { siteOrigin } from './lib/site';
export { business } from './content/business';
export { paths } from './lib/paths';

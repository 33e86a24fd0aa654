import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { PAGE_HEAD_SELECTOR } from './lib/head';
import './styles/app.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the lazy page module and the data of the first page. */
function whenInitialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const router = createBrowserRouter(routes);
  // Hydrating before the page module and its data are in would render a different tree than the prerender.
  await whenInitialized(router);

  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );

  // The prerender stamps the id of the route it rendered. Hydrate only when the client matched the same
  // route; otherwise (404.html served for /products/unknown, say) render afresh.
  const renderedRoute = container.dataset.route;
  const matchedRoute = router.state.matches.at(-1)?.route.id;
  if (container.firstElementChild && renderedRoute === matchedRoute) {
    hydrateRoot(container, app);
  } else {
    document.querySelectorAll(PAGE_HEAD_SELECTOR).forEach((element) => element.remove());
    createRoot(container).render(app);
  }
}

void start();

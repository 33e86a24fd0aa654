import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { prepareFirstPage } from './app/page-outlet';
import { isRedirect } from './app/routes';
import { hasPrerendered } from './components/prerendered';
import { PAGE_HEAD_SELECTOR } from './lib/head';
import './styles/app.css';
import { islands } from './app/islands';

// Without prerendered HTML (`vite dev`), the footer renders from its code, which loads on its own.
const FooterContent = lazy(() =>
  import('./components/layout/site-footer').then((module) => ({ default: module.FooterContent })),
);

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // Hydrating before the page module and its content are in would render a different tree than the prerender.
  const { pathname, search, hash } = window.location;
  const resolution = await prepareFirstPage(pathname);
  if (isRedirect(resolution)) {
    // Hosts answer old short links with a 301 themselves; this covers `vite dev` and hosts without rules.
    window.location.replace(resolution.redirect + search + hash);
    return;
  }
  // The page's modules were evaluated in this task. React DOM initialises (about 10 ms on a desktop CPU) in
  // the next one, and hydration starts in a third, so none of them blocks input for long.
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App
          footer={
            hasPrerendered(islands.footer) ? undefined : (
              <Suspense fallback={null}>
                <FooterContent />
              </Suspense>
            )
          }
        />
      </BrowserRouter>
    </StrictMode>
  );

  // The prerender stamps the id of the route it rendered. Hydrate only when the client matched the same
  // route; otherwise (404.html served for /products/unknown, say) render afresh.
  // In a transition: React then renders in slices of a few milliseconds and yields to input between them
  // (an update at the default priority, as hydrateRoot alone makes, renders in one uninterrupted task). The
  // Suspense boundaries in the layout and the pages cut the work into pieces it can slice.
  startTransition(() => {
    if (container.firstElementChild && container.dataset.route === resolution.routeId) {
      hydrateRoot(container, app);
    } else {
      document.querySelectorAll(PAGE_HEAD_SELECTOR).forEach((element) => element.remove());
      createRoot(container).render(app);
    }
  });
}

void start();

import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { businessJsonLd } from '../../lib/business-json-ld';
import { JsonLd } from '../json-ld';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-control bg-accent-400 px-4 py-3 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* Suspense boundaries let React hydrate the page in several short tasks instead of one long one. */}
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <RouteEffects />
      <JsonLd data={businessJsonLd()} />
    </>
  );
}

import { Outlet } from 'react-router-dom';
import { businessJsonLd } from '../../lib/json-ld';
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
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <RouteEffects />
      <JsonLd data={businessJsonLd()} />
    </>
  );
}

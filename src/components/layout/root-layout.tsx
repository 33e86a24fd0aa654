import { Suspense, type ReactNode } from 'react';
import { businessJsonLd } from '../../lib/business-json-ld';
import { JsonLd } from '../json-ld';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: skip link, header, the page in `main`, footer and the business JSON-LD. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-control bg-accent-400 px-4 py-3 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      {/*
        Suspense boundaries let React hydrate the page in several short, interruptible tasks: what sits
        outside them hydrates in one go, so it is kept to a few elements (docs/decisions/deferred-app-start.md).
      */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <RouteEffects />
      <JsonLd data={businessJsonLd()} />
    </>
  );
}

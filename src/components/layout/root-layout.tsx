import { Suspense, type ReactNode } from 'react';
import { Prerendered } from '../prerendered';
import { RouteEffects } from './route-effects';
import { SiteHeader } from './site-header';
import { islands } from '../../app/islands';

interface RootLayoutProps {
  children: ReactNode;
  /**
   * The footer and the business's JSON-LD (site-footer.tsx): the same on every page, so a prerendered page
   * keeps its own and the app downloads none of it (left out). The prerender passes it, and so does a start
   * without prerendered HTML (`vite dev`), lazily.
   */
  footer?: ReactNode;
  /** The mobile menu's script-free panel, passed by the prerender alone for the same reason. */
  menuPanel?: ReactNode;
}

/** The frame of every page: skip link, header, the page in `main`, footer and the business JSON-LD. */
export function RootLayout({ children, footer, menuPanel }: RootLayoutProps) {
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
        outside them hydrates in one go, so it is kept to a few elements (docs/decisions/0002-deferred-app-start.md).
      */}
      <Suspense fallback={null}>
        <SiteHeader menuPanel={menuPanel} />
      </Suspense>
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Prerendered id={islands.footer}>{footer}</Prerendered>
      <RouteEffects />
    </>
  );
}

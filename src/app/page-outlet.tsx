import { Component, use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';
import { buttonClass } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { resolveRoute, isRedirect, type LoadContext, type Resolution } from './routes';

const resolutions = new Map<string, Promise<Resolution>>();

/** '/products/x/' and '/products/x' are one page. */
function cacheKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Loads the page at `pathname` and hands it to the outlet, so the first render (hydration on the client, the
 * prerender on the server, which passes `firstPage: false` to render everything) shows it at once instead of
 * suspending. Returns what the path resolved to: the
 * caller follows a redirect itself.
 */
export async function prepareFirstPage(
  pathname: string,
  context: LoadContext = { firstPage: true },
): Promise<Resolution> {
  const resolution = await resolveRoute(pathname, context);
  if (!isRedirect(resolution)) {
    // React's `use` reads a promise that carries `status: 'fulfilled'` and its `value` without suspending.
    const settled = Object.assign(Promise.resolve(resolution), { status: 'fulfilled', value: resolution });
    resolutions.set(cacheKey(pathname), settled);
  }
  return resolution;
}

function resolutionFor(pathname: string): Promise<Resolution> {
  const key = cacheKey(pathname);
  let resolution = resolutions.get(key);
  if (!resolution) {
    resolution = resolveRoute(pathname);
    resolutions.set(key, resolution);
  }
  return resolution;
}

/**
 * The page for the current location. Navigations are React transitions (BrowserRouter starts them), so while
 * the next page's module and content download, the current page stays on screen; each page loads once.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageLoadBoundary pathname={pathname}>
      <ResolvedPage pathname={pathname} />
    </PageLoadBoundary>
  );
}

function ResolvedPage({ pathname }: { pathname: string }) {
  const resolution = use(resolutionFor(pathname));
  if (isRedirect(resolution)) return <Navigate to={resolution.redirect} replace />;
  const { Page, props } = resolution;
  return <Page {...props} />;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * When a page's code cannot download (offline, or a deploy replaced the files since this tab opened), says
 * so and offers a full load of the same address, which fetches the current files. Going elsewhere tries again.
 */
class PageLoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch() {
    // Forget the failed load, so the next visit to this address tries again.
    resolutions.delete(cacheKey(this.props.pathname));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <PageMeta
          title="This page did not load"
          description="This page could not be downloaded. Check your connection, then load it again."
          path={this.props.pathname}
          noindex
        />
        <h1 className="text-3xl font-bold text-brand-900">This page did not load</h1>
        <p role="alert" className="mt-3 max-w-md text-lg text-ink-600">
          Check your connection, then load the page again.
        </p>
        <a href={this.props.pathname} className={buttonClass('primary', 'lg', 'mt-8')}>
          Load the page again
        </a>
      </Container>
    );
  }
}

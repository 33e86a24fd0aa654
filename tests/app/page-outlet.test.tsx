import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Outlet from '../../src/app/page-outlet';
import type * as Routes from '../../src/app/routes';

// The unit suite shares each worker's modules between files (isolate: false): a file run before this one may
// already have loaded page-outlet with the real routes, which the mock below would then never reach. So this
// file loads its own copies, after the mock (the test failed whenever such a file ran first in its worker).
let PageOutlet: typeof Outlet.PageOutlet;
let prepareFirstPage: typeof Outlet.prepareFirstPage;
let routes: typeof Routes;
beforeAll(async () => {
  vi.resetModules();
  routes = await import('../../src/app/routes');
  ({ PageOutlet, prepareFirstPage } = await import('../../src/app/page-outlet'));
});

/** Renders the outlet at a path and waits for what it loads (React wants suspending renders awaited). */
async function renderAt(pathname: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[pathname]}>
        <Suspense fallback={<p>Loading</p>}>
          <PageOutlet />
        </Suspense>
      </MemoryRouter>,
    );
  });
}

vi.mock('../../src/app/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof Routes>();
  return { ...actual, resolveRoute: vi.fn(actual.resolveRoute) };
});

afterEach(() => vi.restoreAllMocks());

describe('PageOutlet', () => {
  it('renders the first page, once prepared, in the first render without suspending', async () => {
    await prepareFirstPage('/knowledge/tips/');
    act(() => {
      render(
        <MemoryRouter initialEntries={['/knowledge/tips']}>
          <Suspense fallback={<p>Loading</p>}>
            <PageOutlet />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/tips/i);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('hands over nothing for an old short link, and returns its redirect', async () => {
    await expect(prepareFirstPage('/tips')).resolves.toMatchObject({ redirect: '/knowledge/tips' });
  });

  it('loads a page it was not handed and then shows it', async () => {
    await renderAt('/products/no-such-inspection');
    expect(
      await screen.findByRole('heading', { name: 'Product not found' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('says so, with a link that loads the address afresh, when the page code cannot download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(routes.resolveRoute).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await renderAt('/services/offline-test');
    expect(
      await screen.findByRole('heading', { name: 'This page did not load' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection');
    expect(screen.getByRole('link', { name: 'Load the page again' })).toHaveAttribute(
      'href',
      '/services/offline-test',
    );
  });
});

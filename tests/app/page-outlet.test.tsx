import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageOutlet, provideResolution } from '../../src/app/page-outlet';
import * as routes from '../../src/app/routes';

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
  const actual = await importOriginal<typeof routes>();
  return { ...actual, resolveRoute: vi.fn(actual.resolveRoute) };
});

afterEach(() => vi.restoreAllMocks());

describe('PageOutlet', () => {
  it('renders a page it was handed at once, without suspending', async () => {
    provideResolution('/handed', {
      routeId: 'test',
      Page: ({ word }: { word?: string }) => <h1>{word}</h1>,
      props: { word: 'Handed over' },
      status: 200,
    } as routes.LoadedPage);
    await renderAt('/handed/');
    expect(screen.getByRole('heading', { name: 'Handed over' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
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

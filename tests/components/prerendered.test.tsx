import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { hasPrerendered, Prerendered } from '../../src/components/prerendered';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

const body = (
  <>
    <h2>From the prerender</h2>
    <a href="/products/strata">Strata inspections</a>
    <a href="https://www.fairtrading.nsw.gov.au/">Fair Trading</a>
    <a href="#faq">Questions</a>
    <a href="/feed.xml" download>
      Feed
    </a>
    <Link to="/knowledge/tips">Tips</Link>
  </>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Prerendered', () => {
  it('renders its children, and its plain links go through the router', () => {
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Prerendered id="island">{body}</Prerendered>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Strata inspections' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products/strata');
    // A <Link> handles its own click, once.
    fireEvent.click(screen.getByRole('link', { name: 'Tips' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/knowledge/tips');
  });

  it('leaves other sites, downloads, jumps within the page and modified clicks to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Prerendered id="island">{body}</Prerendered>
        <Where />
      </MemoryRouter>,
    );
    for (const name of ['Fair Trading', 'Feed', 'Questions']) {
      const link = screen.getByRole('link', { name });
      expect(fireEvent.click(link)).toBe(true); // not prevented
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Strata inspections' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/start');
  });

  it('hydrates over the prerendered HTML without its children, keeping it as it is', async () => {
    const app = (children: boolean) => (
      <MemoryRouter initialEntries={['/page']}>
        <main>
          <Prerendered id="island" className="wrap">
            {children ? body : undefined}
          </Prerendered>
        </main>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(true));
    document.body.append(container);
    const before = container.querySelector('[data-prerendered="island"]')!.innerHTML;
    expect(hasPrerendered('island')).toBe(true);
    expect(hasPrerendered('other')).toBe(false);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(false), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const island = container.querySelector('[data-prerendered="island"]')!;
    expect(island.innerHTML).toBe(before);
    expect(island).toHaveClass('wrap');
    // The adopted links navigate in the app too.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Strata inspections' }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/products/strata');
  });

  it('shows the HTML it was loaded with again when the visitor comes back to the page', async () => {
    const app = (children: boolean) => (
      <MemoryRouter initialEntries={['/first']}>
        <nav>
          <Link to="/other">Other</Link>
          <Link to="/first">First</Link>
        </nav>
        <Routes>
          <Route
            path="/first"
            element={<Prerendered id="island">{children ? body : undefined}</Prerendered>}
          />
          <Route path="/other" element={<p>Another page</p>} />
        </Routes>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(true));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, app(false));
    });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other' })));
    expect(container.querySelector('[data-prerendered]')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'First' })));
    expect(screen.getByRole('heading', { name: 'From the prerender' })).toBeInTheDocument();
  });
});

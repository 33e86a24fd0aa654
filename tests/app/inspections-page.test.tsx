import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InspectionsBody, comparisonCardId, comparisonRowId } from '../../src/app/pages/inspections-body';
import { InspectionsPage } from '../../src/app/pages/inspections-page';
import { paths } from '../../src/lib/paths';
import { productCatalog } from '../../src/content/catalog';
import { productCards } from '../../src/content/home';
import { inspectionsPage } from '../../src/content/pages/inspections';
import { formatHomePrice } from '../../src/lib/format';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[paths.inspections()]}>
      <InspectionsPage Body={InspectionsBody} />
    </MemoryRouter>,
  );
}

const homePrice = (slug: string) => formatHomePrice(productCards.find((c) => c.slug === slug)!.price);

describe('Which inspection do I need?', () => {
  it('shows one h1, and a real table with a caption, column headers and a row header per inspection', () => {
    const { container } = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = container.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toBe(inspectionsPage.comparisonCaption);
    const columns = [...table.querySelectorAll('thead th')];
    expect(columns).toHaveLength(8);
    expect(columns.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(productCatalog.length);
    for (const row of rows) expect(row.querySelector('th')?.getAttribute('scope')).toBe('row');
  });

  it.each(productCatalog.map((p) => [p.title, p.slug] as const))(
    '%s: its table row and its card show the home-card price and link to the product and to booking',
    (title, slug) => {
      const { container } = renderPage();
      for (const element of [
        container.querySelector<HTMLElement>(`#${comparisonRowId(slug)}`)!,
        container.querySelector<HTMLElement>(`#${comparisonCardId(slug)}`)!,
      ]) {
        expect(element).not.toBeNull();
        expect(element.textContent).toContain(homePrice(slug));
        const links = within(element).getAllByRole('link');
        expect(links.find((a) => a.textContent === title)?.getAttribute('href')).toBe(paths.product(slug));
        expect(within(element).getByRole('link', { name: `Book ${title}` })).toHaveAttribute(
          'href',
          `/?service=${slug}#contact`,
        );
      }
    },
  );

  it('shows the table only on wide screens and the cards only below, so each fact is read once', () => {
    const { container } = renderPage();
    const tableWrapper = container.querySelector('table')!.parentElement!;
    expect(tableWrapper.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'lg:block']));
    const cards = container.querySelector(`#${comparisonCardId(productCatalog[0].slug)}`)!.parentElement!;
    expect(cards.className.split(' ')).toContain('lg:hidden');
  });

  it('gives the starting points plain anchors to the rows (wide) and the cards (narrow), and service links', () => {
    const { container } = renderPage();
    const section = screen.getByRole('region', { name: inspectionsPage.startingPointsHeading });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(inspectionsPage.startingPoints.map((s) => s.title));
    for (const start of inspectionsPage.startingPoints) {
      const card = within(section).getByRole('heading', { name: start.title }).parentElement!;
      const [narrow, wide] = [...card.querySelectorAll('ul')];
      expect(narrow!.className.split(' ')).toContain('lg:hidden');
      expect(wide!.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'lg:block']));
      const hrefs = (list: Element) => [...list.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      const serviceHrefs = (start.services ?? []).map((slug) => paths.service(slug));
      expect(hrefs(narrow!)).toEqual([
        ...start.slugs.map((slug) => `#${comparisonCardId(slug)}`),
        ...serviceHrefs,
      ]);
      expect(hrefs(wide!)).toEqual([
        ...start.slugs.map((slug) => `#${comparisonRowId(slug)}`),
        ...serviceHrefs,
      ]);
      // Every anchor lands on an element of the page.
      for (const href of [...hrefs(narrow!), ...hrefs(wide!)].filter((h) => h!.startsWith('#'))) {
        expect(container.querySelector(href!), href!).not.toBeNull();
      }
    }
    expect(inspectionsPage.startingPoints.find((s) => s.id === 'selling')!.slugs).toEqual([
      'pre-sale-vendor-inspection',
    ]);
    expect(inspectionsPage.startingPoints.find((s) => s.id === 'next-door')!.slugs).toEqual([
      'dilapidation-reports',
    ]);
  });

  it('starts owners with a problem now at the invasive and specialised inspections', () => {
    renderPage();
    const card = screen.getByRole('heading', { name: 'A problem in your home now' }).parentElement!;
    expect(card).toHaveTextContent(/leak/);
    expect(card).toHaveTextContent(/crack/);
    expect(card).toHaveTextContent(/mould/);
    const [narrow] = [...card.querySelectorAll('ul')];
    expect(
      within(narrow as HTMLElement).getByRole('link', { name: /^Invasive \/ Detailed Defect Inspection/ }),
    ).toHaveAttribute('href', `#${comparisonCardId('invasive-detailed-defect-inspection')}`);
    expect(
      within(narrow as HTMLElement).getByRole('link', { name: 'Specialised Inspections' }),
    ).toHaveAttribute('href', paths.service('specialised-inspections'));
  });

  it('starts buyers of a new or off-the-plan home at the handover and stage inspections', () => {
    renderPage();
    const card = screen.getByRole('heading', { name: 'Buying a new or off-the-plan home' }).parentElement!;
    const [narrow] = [...card.querySelectorAll('ul')];
    const links = within(narrow as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      `#${comparisonCardId('handover-practical-completion-inspection')}`,
      `#${comparisonCardId('progress-stage-inspections')}`,
    ]);
  });

  it('keeps every id on the page unique', () => {
    const { container } = renderPage();
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

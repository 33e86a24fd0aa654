import { render as renderDom, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { knownPaths, matchRoute, resolveRoute, routeTable } from '../../src/app/routes';
import { SiteFooter } from '../../src/components/layout/site-footer';
import { render } from '../../src/entry-server';
import { clientFacing } from '../../src/content/stand-ins';

/** The information pages: the routes that carry a footer link (routes.tsx). */
const pages = routeTable
  .filter((route) => route.footer)
  .map((route) => ({ path: route.path, routeId: route.id, label: route.footer! }));

/** The page as the prerender writes it: the app's HTML with its hoisted head tags. */
async function prerendered(pathname: string): Promise<string> {
  const result = await render(`http://prerender.local${pathname}`);
  if (!('html' in result)) throw new Error(`${pathname} redirected`);
  expect(result.status).toBe(200);
  return result.html;
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('the information pages', () => {
  it('are there: the brief asks for the comparison, the booking process, privacy and accessibility', () => {
    expect(pages.map((p) => p.routeId)).toEqual(
      expect.arrayContaining(['inspections', 'booking-process', 'privacy', 'accessibility']),
    );
  });

  it.each(pages)('$path is a known path (prerendered, in the sitemap) with its own route', async (page) => {
    expect(await knownPaths()).toContain(page.path);
    expect(matchRoute(page.path).route.id).toBe(page.routeId);
    expect(matchRoute(`${page.path}/`).route.id).toBe(page.routeId);
    expect(await resolveRoute(page.path)).toMatchObject({ routeId: page.routeId, status: 200 });
  });

  it.each(pages)(
    '$path renders one h1, its title, canonical, and WebPage and BreadcrumbList data',
    async (page) => {
      const html = await prerendered(page.path);
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
        m[1]!.replace(/<[^>]+>/g, ''),
      );
      expect(h1s).toHaveLength(1);
      const h1 = h1s[0]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${page.path}"`));
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);

      const blocks = jsonLdBlocks(html);
      const webPage = blocks.find((b) => b['@type'] === 'WebPage');
      expect(webPage).toMatchObject({
        '@context': 'https://schema.org',
        name: h1,
        url: expect.stringMatching(new RegExp(`^https://[^/]+${page.path}$`)),
        inLanguage: 'en-AU',
      });
      const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList');
      expect(breadcrumb?.itemListElement).toEqual([
        expect.objectContaining({ position: 1, name: 'Home' }),
        expect.objectContaining({ position: 2, name: h1, item: webPage!.url }),
      ]);
    },
  );

  it('have titles and descriptions of their own', async () => {
    const heads = await Promise.all(pages.map((p) => prerendered(p.path)));
    const titles = heads.map((html) => /<title>([^<]*)<\/title>/.exec(html)![1]);
    const descriptions = heads.map((html) => /<meta name="description" content="([^"]*)"/.exec(html)![1]);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });
});

describe('the footer', () => {
  it('links to each route that asks for a footer link, under its label, and keeps the ABN line', () => {
    renderDom(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Help and policies' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(pages.map((page) => [page.label, page.path]));
    expect(screen.getByText(clientFacing.abnLine)).toBeInTheDocument();
  });
});

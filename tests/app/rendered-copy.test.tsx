// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import { productCatalog, serviceCatalog } from '../../src/content/catalog';
import { quoteThroughForm } from '../../src/content/booking-copy';
import { render } from '../../src/entry-server';
import { inlineLinks } from '../../src/lib/inline-links';

/** The page as the prerender writes it. */
async function prerendered(pathname: string): Promise<string> {
  const result = await render(`http://prerender.local${pathname}`);
  if (!('html' in result)) throw new Error(`${pathname} redirected`);
  return result.html;
}

const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();

/** The booking banner's heading and its sentence. */
function banner(html: string): { title: string; text: string } {
  const section = /<section aria-labelledby="cta-title"[\s\S]*?<\/section>/.exec(html)![0];
  return {
    title: unescape(/<h2 id="cta-title"[^>]*>([\s\S]*?)<\/h2>/.exec(section)![1]!),
    text: unescape(/<p[^>]*>([\s\S]*?)<\/p>/.exec(section)![1]!),
  };
}

describe("an article's booking banner (issue 29, minor 3)", () => {
  it.each(allArticles.map((a) => [`${a.kind}/${a.slug}`, a] as const))(
    '%s offers what the article leads to, under its own heading',
    async (_name, article) => {
      const { title, text } = banner(await prerendered(paths.article(article.kind, article.slug)));
      if ('product' in article.booking) {
        const { product } = article.booking;
        expect(title).toBe(productCatalog.find((p) => p.slug === product)!.bookHeading);
      } else {
        const { service } = article.booking;
        expect(title).toBe(
          `Ask about ${serviceCatalog.find((s) => s.slug === service)!.title.toLowerCase()}`,
        );
        expect(text).toBe(quoteThroughForm);
      }
      expect(title).not.toMatch(/ \/ |Book a [aeiou]/);
    },
  );
});

describe('links written in prose', () => {
  const records = [
    ...allProducts.map((p) => [paths.product(p.slug), p] as const),
    ...allServices.map((s) => [paths.service(s.slug), s] as const),
    ...allArticles.map((a) => [paths.article(a.kind, a.slug), a] as const),
  ];
  const withLinks = records.filter(([, record]) => inlineLinks(JSON.stringify(record)).length > 0);

  it('exist on some pages', () => {
    expect(withLinks.length).toBeGreaterThan(0);
  });

  it.each(withLinks)(
    '%s renders each as a link, and keeps the markup out of its text and data',
    async (path) => {
      const html = await prerendered(path);
      const main = /<main[\s\S]*<\/main>/.exec(html)![0];
      expect(main).not.toMatch(/\]\((?:\/|https:)/);
      const record = records.find(([p]) => p === path)![1];
      for (const link of inlineLinks(JSON.stringify(record))) {
        expect(main, link.href).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
      }
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(json).not.toMatch(/\]\((?:\/|https:)/);
      }
    },
  );
});

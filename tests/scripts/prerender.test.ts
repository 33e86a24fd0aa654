import { describe, expect, it } from 'vitest';
import { fillTemplate, sitemapXml, splitHoistedHead } from '../../scripts/prerender';

const template =
  '<html><head><meta charset="UTF-8" />\n<!--app-head-->\n</head><body><div id="root"><!--app-html--></div></body></html>';

describe('prerender', () => {
  it('moves the head tags React hoisted to the start of the render into <head>', () => {
    const html =
      '<title>A | B</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/>' +
      '<a href="#main">Skip</a><main><h1>A</h1><meta itemprop="x" content="inside"/></main>';
    const { head, body } = splitHoistedHead(html);
    expect(head).toBe(
      '<title>A | B</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/>',
    );
    expect(body.startsWith('<a href="#main">')).toBe(true);
    expect(body).toContain('itemprop="x"');
  });

  it('fills the template and stamps the rendered route id', () => {
    const page = { html: '<title>T</title><main><h1>Hi</h1></main>', status: 200, routeId: 'product' };
    const out = fillTemplate(template, page);
    expect(out).toContain('<head><meta charset="UTF-8" />\n<title>T</title>\n</head>');
    expect(out).toContain('<div id="root" data-route="product"><main><h1>Hi</h1></main></div>');
    expect(out.match(/<title>/g)).toHaveLength(1);
  });

  it('refuses a template without its placeholders', () => {
    expect(() => fillTemplate('<html></html>', { html: '', status: 200, routeId: 'home' })).toThrow(
      /placeholders/,
    );
  });

  it('writes a sitemap of absolute URLs', () => {
    const xml = sitemapXml('https://example.test', ['/', '/products/a&b']);
    expect(xml).toContain('<loc>https://example.test/</loc>');
    expect(xml).toContain('<loc>https://example.test/products/a&amp;b</loc>');
  });
});

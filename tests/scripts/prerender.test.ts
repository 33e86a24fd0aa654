import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetIntegrity,
  bootScriptSrc,
  formBootSrc,
  pageChunks,
  prefetchChunks,
  PREFETCHED_MODULES,
  withFormBoot,
  withPageChunks,
  deferAppStart,
  entryDeps,
  fillTemplate,
  splitStylesheet,
  withInlineFavicon,
  withLateLoad,
  sitemapXml,
  splitHoistedHead,
} from '../../scripts/prerender';
import { readPlan } from '../../src/boot/deferred-start';

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

  describe('the built template', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'assets/index-abc.css'),
      'body{color:red}.hero{padding:1rem}.faq{margin:2rem}@media (min-width:48rem){.md\\:faq{margin:0}}\n',
    );
    const built =
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-111.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/framework-222.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head><body></body></html>';

    it("inlines the first screens' part of the stylesheet and links the rest of it, a late sheet, at the end", async () => {
      const pages = [
        '<header class="hero"></header><main><section class="render-near"></section>' +
          '<section class="render-near"></section><section class="render-near faq md:faq"></section></main>',
      ];
      const html = await splitStylesheet(built, dist, pages, (href) => `sha384-of-${href}`);
      // body has no class; .hero is on the first screen; .faq only in the third section below it.
      expect(html).toContain('<style>body{color:red}.hero{padding:1rem}</style>');
      const late =
        /<link rel="stylesheet" href="(\/assets\/late-[0-9a-f]+\.css)" integrity="sha384-of-\1">\s*<\/body>/.exec(
          html,
        );
      expect(late).not.toBeNull();
      expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
      // The late sheet holds what the inline block does not, and nothing it does; the whole sheet is gone.
      const lateCss = readFileSync(path.join(dist, late![1]!), 'utf8');
      expect(lateCss).toBe('.faq{margin:2rem}@media (min-width:48rem){.md\\:faq{margin:0}}');
      expect(existsSync(path.join(dist, 'assets/index-abc.css'))).toBe(false);
    });

    it('moves the boot scripts, the late sheet and the manifest into a template the inline script copies after the largest paint', () => {
      const page =
        '<html><head>\n    <link rel="manifest" href="/site.webmanifest" />\n' +
        '    <script type="module" async src="/assets/boot-1.js" integrity="sha384-b" data-app-entry="/assets/index-1.js"></script>\n' +
        '    <script type="module" async src="/assets/boot-form-1.js" integrity="sha384-f"></script>\n  </head>' +
        '<body><main></main>\n  <link rel="stylesheet" href="/assets/late-1.css" integrity="sha384-a">\n  </body></html>';
      const html = withLateLoad(page, 'run()');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script|manifest|stylesheet/);
      const template = /<template data-late>(.*)<\/template>/.exec(html)?.[1];
      expect(template).toBe(
        '<link rel="stylesheet" href="/assets/late-1.css" integrity="sha384-a"><link rel="manifest" href="/site.webmanifest">' +
          '<script type="module" async src="/assets/boot-1.js" integrity="sha384-b" data-app-entry="/assets/index-1.js"></script>' +
          '<script type="module" async src="/assets/boot-form-1.js" integrity="sha384-f"></script>',
      );
      // Without JavaScript, the late sheet still applies; the inline script comes after the template it reads.
      expect(html).toContain(
        '<noscript><link rel="stylesheet" href="/assets/late-1.css" integrity="sha384-a"></noscript>',
      );
      expect(html).toMatch(/<\/template>\s*<script>run\(\)<\/script>\s*<\/body>/);
      expect(() => withLateLoad(page.replace(/<link rel="manifest"[^>]*>/, ''), 'run()')).toThrow(/manifest/);
    });

    it('writes the favicon into the page as a data address, with nothing a URL cannot hold', async () => {
      writeFileSync(
        path.join(dist, 'icon.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#113659"/></svg>\n',
      );
      const html = await withInlineFavicon(
        '<head><link rel="icon" href="/icon.svg" type="image/svg+xml" /></head>',
        dist,
      );
      expect(html).toBe(
        '<head><link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'%3E%3Crect fill=\'%23113659\'/%3E%3C/svg%3E" type="image/svg+xml" /></head>',
      );
    });

    // A stand-in for the hash of each built file, so each asset gets its own value.
    const integrityOf = (href: string) => `sha384-of${href.replace(/\W/g, '')}`;

    it('replaces the entry script and preloads with the boot script, which is told the entry and its chunks', () => {
      const html = deferAppStart(built, '/assets/boot-999.js', integrityOf, ['/assets/framework-222.js']);
      expect(html).not.toContain('modulepreload');
      const tag = /<script type="module" async src="\/assets\/boot-999\.js"[^>]*><\/script>/.exec(html)?.[0];
      expect(tag).toBeDefined();
      expect(tag).toContain('integrity="sha384-ofassetsboot999js"');
      expect(html.match(/<script/g)).toHaveLength(1);
      document.head.innerHTML = tag!;
      expect(readPlan(document)).toEqual({
        entry: '/assets/index-111.js',
        deps: ['/assets/framework-222.js'],
        preload: [],
        prefetch: [],
        integrity: {
          '/assets/framework-222.js': 'sha384-ofassetsframework222js',
          '/assets/index-111.js': 'sha384-ofassetsindex111js',
        },
      });
    });

    it('refuses a template without an entry script', () => {
      expect(() => deferAppStart('<html><head></head></html>', '/assets/boot.js', integrityOf, [])).toThrow(
        /entry/,
      );
    });

    it('hashes a built file for its integrity as the browser checks it (sha384, base64)', () => {
      writeFileSync(path.join(dist, 'assets/x.js'), 'export const x = 1;\n');
      expect(assetIntegrity(dist)('/assets/x.js')).toBe(
        `sha384-${createHash('sha384').update('export const x = 1;\n').digest('base64')}`,
      );
    });

    const manifest = {
      'index.html': { file: 'assets/index-111.js', imports: ['_framework-1.js'] },
      'src/boot.ts': { file: 'assets/boot-9.js' },
      '_framework-1.js': { file: 'assets/framework-1.js' },
      '_home-2.js': { file: 'assets/home-2.js', imports: ['_framework-1.js'] },
      'src/app/pages/home-page.tsx': {
        file: 'assets/home-page-3.js',
        imports: ['_framework-1.js', 'index.html', '_home-2.js'],
      },
    };

    it('finds the boot script in the client build manifest', () => {
      expect(bootScriptSrc(manifest)).toBe('/assets/boot-9.js');
      expect(formBootSrc({ ...manifest, 'src/boot-form.ts': { file: 'assets/boot-form-8.js' } })).toBe(
        '/assets/boot-form-8.js',
      );
      expect(() => formBootSrc(manifest)).toThrow(/boot-form/);
    });

    it("adds the booking form's boot script, with its integrity, to a page with the form and no other", () => {
      const page = (body: string) => `<html><head><title>x</title></head><body>${body}</body></html>`;
      const withForm = withFormBoot(
        page('<form data-booking-form="" novalidate=""></form>'),
        '/assets/boot-form-8.js',
        integrityOf,
      );
      expect(withForm).toContain(
        '<script type="module" async src="/assets/boot-form-8.js" integrity="sha384-ofassetsbootform8js"></script>\n  </head>',
      );
      const without = page('<p>data-booking-form</p>');
      expect(withFormBoot(without, '/assets/boot-form-8.js', integrityOf)).toBe(without);
    });

    it('tells the boot what to fetch after the start without running it: the chunks of what loads on intent, with their integrity, and not what the start loads', () => {
      const withLayer = {
        ...manifest,
        '_radix-4.js': { file: 'assets/radix-4.js', imports: ['_framework-1.js'] },
        [PREFETCHED_MODULES[0]!]: {
          file: 'assets/tooltip-layer-5.js',
          imports: ['_framework-1.js', '_radix-4.js'],
        },
      };
      const prefetch = prefetchChunks(withLayer);
      expect(prefetch).toEqual(['/assets/tooltip-layer-5.js', '/assets/radix-4.js']);
      // A renamed layer fails the build rather than prefetching nothing.
      expect(() => prefetchChunks(manifest)).toThrow(/tooltip-layer/);
      const html = deferAppStart(
        '<html><head><script type="module" crossorigin src="/assets/index-111.js"></script></head></html>',
        '/assets/boot-9.js',
        integrityOf,
        ['/assets/framework-1.js'],
        prefetch,
      );
      document.head.innerHTML = /<script[^>]*><\/script>/.exec(html)![0];
      const plan = readPlan(document)!;
      expect(plan.prefetch).toEqual(prefetch);
      expect(plan.preload).toEqual([]);
      expect(plan.integrity['/assets/tooltip-layer-5.js']).toBe('sha384-ofassetstooltiplayer5js');
      expect(plan.integrity['/assets/radix-4.js']).toBe('sha384-ofassetsradix4js');
    });

    it("lists a page's own chunks and theirs, without the entry or what the boot already fetches", () => {
      expect(
        pageChunks(
          manifest,
          ['src/app/pages/home-page.tsx'],
          ['/assets/index-111.js', '/assets/framework-1.js'],
        ),
      ).toEqual(['/assets/home-page-3.js', '/assets/home-2.js']);
      expect(() => pageChunks(manifest, ['src/app/pages/gone.tsx'], [])).toThrow(/gone\.tsx/);
      expect(pageChunks(manifest, ['src/app/pages/*-page.tsx'], [])).toContain('/assets/home-page-3.js');
      expect(() => pageChunks(manifest, ['src/content/*.ts?summary'], [])).toThrow(/matches nothing/);
    });

    it('writes them into the boot script tag of the page', () => {
      const html = deferAppStart(
        '<html><head><script type="module" crossorigin src="/assets/index-111.js"></script></head></html>',
        '/assets/boot-9.js',
        integrityOf,
        [],
      );
      const page = withPageChunks(html, ['/assets/home-page-3.js', '/assets/home-2.js'], integrityOf);
      expect(page).toContain('data-app-preload="/assets/home-page-3.js /assets/home-2.js"');
      document.head.innerHTML = /<script[^>]*><\/script>/.exec(page)![0];
      expect(readPlan(document)?.integrity).toEqual({
        '/assets/index-111.js': 'sha384-ofassetsindex111js',
        '/assets/home-page-3.js': 'sha384-ofassetshomepage3js',
        '/assets/home-2.js': 'sha384-ofassetshome2js',
      });
      expect(() => withPageChunks('<html></html>', [], integrityOf)).toThrow(/data-app-preload/);
    });
  });

  describe('entryDeps', () => {
    it("lists the entry's static imports all the way down, each after what it imports, once", () => {
      const manifest = {
        'index.html': { file: 'assets/index-1.js', imports: ['_shared', '_framework'] },
        _shared: { file: 'assets/shared-2.js', imports: ['_framework', '_runtime'] },
        _framework: { file: 'assets/framework-3.js', imports: ['_runtime'] },
        _runtime: { file: 'assets/runtime-4.js' },
      };
      expect(entryDeps(manifest)).toEqual([
        '/assets/runtime-4.js',
        '/assets/framework-3.js',
        '/assets/shared-2.js',
      ]);
    });

    it('fails on a manifest without the entry or with a missing chunk', () => {
      expect(() => entryDeps({})).toThrow(/index\.html/);
      expect(() => entryDeps({ 'index.html': { file: 'a.js', imports: ['_gone'] } })).toThrow(/_gone/);
    });
  });
});

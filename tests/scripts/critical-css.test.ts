// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { criticalCss, firstScreenClasses, selectorClasses, splitCss } from '../../scripts/lib/critical-css';

describe('the first screen of a page', () => {
  const html =
    '<html><body><a class="sr-only">Skip</a><header class="sticky top-0"><nav class="flex"></nav></header>' +
    '<main><section class="hero-surface">' +
    '<h1 class="text-3xl">Title</h1></section>' +
    '<section class="render-near py-16"><p class="first-below">One</p></section>' +
    '<section class="render-near py-16"><p class="second-below">Two</p></section>' +
    '<section class="render-near py-20"><form class="grid"><input class="form-input"></form></section>' +
    '</main><footer class="render-near bg-brand-900"><p class="footer-text"></p></footer></body></html>';

  it('is everything but what lies inside the later render-near sections of main; the footer counts', () => {
    const classes = firstScreenClasses(html);
    for (const name of ['sr-only', 'sticky', 'flex', 'hero-surface', 'text-3xl', 'render-near', 'py-16']) {
      expect(classes).toContain(name);
    }
    expect(classes).toContain('first-below');
    expect(classes).toContain('second-below');
    expect(classes).toContain('footer-text');
    for (const name of ['py-20', 'grid', 'form-input']) expect(classes).not.toContain(name);
  });

  it('leaves out a popover (the menu panel, rendered only when opened), but not what lies far down main outside render-near sections', () => {
    // The browser styles and lays out all of main but the skipped sections for its first paint, however far
    // down; a section below the first screen that is not .render-near (the home page's booking section) too.
    const many = Array.from({ length: 500 }, () => '<p class="early"></p>').join('');
    const classes = firstScreenClasses(
      '<body><header class="bar"><div popover class="panel"><a class="panel-link"></a></div></header>' +
        `<main>${many}<section><p class="far-down"></p></section></main></body>`,
    );
    for (const name of ['bar', 'early', 'far-down']) expect(classes).toContain(name);
    for (const name of ['panel', 'panel-link']) expect(classes).not.toContain(name);
  });
});

describe('selectorClasses', () => {
  it("reads Tailwind's escaped class names back", () => {
    expect(selectorClasses('.md\\:px-6')).toEqual(['md:px-6']);
    expect(selectorClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(selectorClasses('.\\32 xl\\:flex')).toEqual(['2xl:flex']);
    expect(selectorClasses('.space-y-2>:not(:last-child)')).toEqual(['space-y-2']);
    expect(selectorClasses('.group-hover\\:x:is(:where(.group):hover *)')).toEqual([
      'group-hover:x',
      'group',
    ]);
    expect(selectorClasses('html:has(.menu-popover:popover-open)')).toEqual(['menu-popover']);
    expect(selectorClasses('[id]')).toEqual([]);
  });
});

describe('criticalCss', () => {
  const css =
    '/*! tailwindcss */@layer properties{@supports (x:y){*{--tw-a:0}}}@layer theme,base,components,utilities;' +
    '@layer theme{:root{--c:red}}@layer base{body{margin:0}}' +
    '@layer components{.below{color:red}}' +
    '@layer utilities{.flex{display:flex}.gap-2{gap:.5rem}@media (min-width:48rem){.md\\:flex{display:flex}.md\\:gap-4{gap:1rem}}}' +
    '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}@property --tw-a{syntax:"*";inherits:false}';

  it('keeps the rules the first screens need, the class-free ones, @keyframes and @property, in layer order', () => {
    const out = criticalCss(css, new Set(['flex', 'md:flex']));
    expect(out.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
    expect(out).toContain('.flex{display:flex}');
    expect(out).toContain('@media (min-width:48rem){.md\\:flex{display:flex}}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain(':root{--c:red}');
    expect(out).toContain('@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}');
    expect(out).toContain('@property --tw-a');
    expect(out).not.toContain('.gap-2');
    expect(out).not.toContain('md\\:gap-4');
    // A layer emptied by the cut is gone; its place in the order is kept by the statement at the top.
    expect(out).not.toContain('.below');
    expect(out).not.toContain('@layer components{');
    expect(out).not.toContain('tailwindcss');
  });

  it('leaves out hover and press states, which no first paint is in, and keeps focus and disabled (a button the HTML disables)', () => {
    const out = criticalCss(
      '.link{color:blue}@media (hover:hover){.hover\\:link:hover{color:red}}.active\\:x:active{color:red}' +
        '.disabled\\:x:disabled{opacity:.5}.focus\\:x:focus{outline:0}',
      new Set(['link', 'hover:link', 'active:x', 'disabled:x', 'focus:x']),
    );
    expect(out).toBe('.link{color:blue}.disabled\\:x:disabled{opacity:.5}.focus\\:x:focus{outline:0}');
  });
});

describe('splitCss', () => {
  const layers = '@layer theme,base,utilities;';

  it('puts every rule in exactly one part, the late one holding only style rules, both in layer order', () => {
    const css =
      layers +
      '@layer base{*{margin:0}}@layer utilities{.flex{display:flex}.grid{display:grid}}' +
      '@keyframes spin{to{rotate:1turn}}@property --tw-a{syntax:"*";inherits:false}';
    const { inline, late } = splitCss(css, new Set(['flex']));
    expect(late).toBe(`${layers}@layer utilities{.grid{display:grid}}`);
    expect(inline).toContain('*{margin:0}');
    expect(inline).toContain('.flex{display:flex}');
    expect(inline).toContain('@keyframes spin');
    expect(inline).toContain('@property --tw-a');
    expect(inline).not.toContain('.grid');
  });

  it('moves inline a late rule that comes before an inline rule of its layer setting the same property', () => {
    // In the whole sheet .block loses to .flex on an element with both; after the inline block it would win.
    const css =
      layers +
      '@layer utilities{.block{display:block}.hidden{display:none}.mt-2{margin-top:1rem}.flex{display:flex}.mt-4{margin-top:2rem}}';
    const { inline, late } = splitCss(css, new Set(['flex']));
    expect(inline).toContain('.block{display:block}.hidden{display:none}.flex{display:flex}');
    // .mt-2 sets nothing .flex sets; .mt-4 comes after .flex: both can wait.
    expect(late).toContain('.mt-2{margin-top:1rem}.mt-4{margin-top:2rem}');
    expect(late).not.toMatch(/display/);
  });

  it('carries the move on: a rule moved inline holds back the late rules before it too', () => {
    const css = layers + '@layer utilities{.a{color:red}.b{color:blue;padding:0}.c{padding:1px}}';
    const { late } = splitCss(css, new Set(['c']));
    expect(late).toBe(layers);
  });

  it('lets rules of different layers be, and a media query is no shelter', () => {
    const css =
      layers +
      '@layer base{.prose{display:block}}@layer utilities{@media (min-width:48rem){.md\\:block{display:block}}.flex{display:flex}}';
    const { inline, late } = splitCss(css, new Set(['flex']));
    expect(late).toContain('@layer base{.prose{display:block}}');
    expect(inline).toContain('.md\\:block{display:block}');
  });
});

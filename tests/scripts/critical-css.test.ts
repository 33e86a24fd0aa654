// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  criticalCss,
  FIRST_SCREEN_ELEMENTS,
  firstScreenClasses,
  selectorClasses,
} from '../../scripts/lib/critical-css';

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

  it('leaves out a popover (the menu panel, on no first screen until opened) and what lies far down main', () => {
    const many = Array.from({ length: FIRST_SCREEN_ELEMENTS }, () => '<p class="early"></p>').join('');
    const classes = firstScreenClasses(
      '<body><header class="bar"><div popover class="panel"><a class="panel-link"></a></div></header>' +
        `<main>${many}<p class="late"></p></main></body>`,
    );
    expect(classes).toContain('bar');
    expect(classes).toContain('early');
    for (const name of ['panel', 'panel-link', 'late']) expect(classes).not.toContain(name);
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
    '@layer utilities{.flex{display:flex}.grid{display:grid}@media (min-width:48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}}' +
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
    expect(out).not.toContain('.grid');
    expect(out).not.toContain('md\\:grid');
    // A layer emptied by the cut is gone; its place in the order is kept by the statement at the top.
    expect(out).not.toContain('.below');
    expect(out).not.toContain('@layer components{');
    expect(out).not.toContain('tailwindcss');
  });

  it('leaves out hover, press and disabled states, which no first paint is in, and keeps focus', () => {
    const out = criticalCss(
      '.link{color:blue}@media (hover:hover){.hover\\:link:hover{color:red}}.active\\:x:active{color:red}' +
        '.disabled\\:x:disabled{opacity:.5}.focus\\:x:focus{outline:0}',
      new Set(['link', 'hover:link', 'active:x', 'disabled:x', 'focus:x']),
    );
    expect(out).toBe('.link{color:blue}.focus\\:x:focus{outline:0}');
  });
});

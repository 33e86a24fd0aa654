/**
 * The part of the stylesheet that goes inline into every page: what some page renders before the rest of the
 * stylesheet arrives. The rest follows as a cached file that the page adds after its largest paint
 * (docs/decisions/0017-fetch-after-largest-paint.md), for what lies further down.
 *
 * "What a page renders" is read from the prerendered HTML, not measured: every element but those inside the
 * third and later `.render-near` sections of `<main>`, which the browser neither styles nor lays out until
 * they come near the viewport (app.css), and a popover (the mobile menu's panel renders only when opened).
 * The first one or two `.render-near` sections count, since they show under a short hero on a wide screen,
 * and so does the footer (on the first screen of a short page such as the 404 page). Everything else the
 * browser styles and lays out for its first paint, on screen or below it (the home page's booking section),
 * so its rules are inline too: were they late, their arrival would restyle and lay out all of it again in one
 * long task after the paint, and until then the browser would draw it with its own defaults (a date field's
 * calendar icon builds an SVG document of its own, app.css). Rules for hover and press states stay out: a
 * first paint is in neither.
 * The e2e test e2e/first-screen-css.spec.ts checks the result where it matters: with the late stylesheet
 * held back, no element any page renders, at a phone's or a desktop's width, is placed, sized, coloured or
 * dimmed otherwise.
 *
 * One identical block for every page (the CSP allows inline styles by one hash): the union over all pages.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import postcss, { type AtRule, type Rule } from 'postcss';

/** `.render-near` sections of `<main>` that still count as first screen. */
export const FIRST_SCREEN_SECTIONS = 2;
const RENDER_NEAR = 'render-near';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const classesOf = (element: Element) =>
  (element.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/).filter(Boolean);

/** The class names of what a page renders before its late stylesheet arrives, added to `into`. */
export function firstScreenClasses(html: string, into = new Set<string>()): Set<string> {
  const document = parse(html);
  let renderNear = 0;
  const visit = (node: Node, inMain: boolean) => {
    if (!isElement(node)) {
      if ('childNodes' in node) node.childNodes.forEach((child) => visit(child, inMain));
      return;
    }
    // A popover (the mobile menu's panel) is not on any first screen until it is opened.
    if (node.attrs.some((attr) => attr.name === 'popover')) return;
    const classes = classesOf(node);
    if (inMain && classes.includes(RENDER_NEAR)) {
      renderNear += 1;
      if (renderNear > FIRST_SCREEN_SECTIONS) return;
    }
    classes.forEach((name) => into.add(name));
    node.childNodes.forEach((child) => visit(child, inMain || node.tagName === 'main'));
  };
  visit(document, false);
  return into;
}

/** The class names a selector needs (`.md\:flex` needs `md:flex`), unescaped. */
export function selectorClasses(selector: string): string[] {
  const names: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g)) {
    names.push(
      match[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
      ),
    );
  }
  return names;
}

/**
 * States the first paint cannot be in, with the classes of the first screen as their only way in: hover and
 * press. (Focus stays: a keyboard user can tab before the stylesheet arrives, and the ring is drawn by a
 * class-free rule anyway. So does a disabled control: the HTML itself disables the booking form's button
 * until the form's boot script has run, and without its rule it would look pressable, then dim when the late
 * sheet came.)
 */
const INTERACTION = /:(hover|active)\b/;

/** The layers in the order the stylesheet first names them, so the inline part keeps their precedence. */
function layerOrder(root: postcss.Root): string[] {
  const order: string[] = [];
  root.walkAtRules('layer', (rule) => {
    for (const name of rule.params.split(',').map((part) => part.trim())) {
      if (name && !order.includes(name)) order.push(name);
    }
  });
  return order;
}

/** The names of the `@layer` blocks a node sits in, outermost first: rules in different layers never compete by order. */
function layerOf(node: postcss.Node): string {
  const names: string[] = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer')
      names.unshift((parent as AtRule).params);
  }
  return names.join('.');
}

const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes');

/**
 * Drops the blocks the removals emptied (a media query, a layer), innermost first, the comments, and the
 * `@layer a,b;` statements: each part begins with the whole order.
 */
function tidy(root: postcss.Root): void {
  root.walkAtRules('layer', (rule) => {
    if (!rule.nodes) rule.remove();
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  root.walkComments((comment) => {
    comment.remove();
  });
}

/** The stylesheet cut in two: what goes inline into every page, and the rest, which arrives after the paint. */
export interface SplitCss {
  inline: string;
  late: string;
}

/**
 * Cuts the stylesheet in two. Inline: the style rules some first screen needs (their classes are all on a first
 * screen), the rules without a class (the reset, the theme's variables, `html`, `[id]`), @property and
 * @keyframes. Late: every other style rule, and nothing else, so its arrival restyles only the elements that
 * use one of its classes, none of which is on a first screen.
 *
 * The cascade guard. The late sheet comes after the inline block, so a late rule now follows inline rules it
 * preceded in the whole sheet. Where both could set the same property of one element, the later one would
 * win, and the page would look otherwise than with the whole sheet. So a late rule that, in the whole sheet,
 * comes before an inline rule of the same layer setting a property it sets too goes inline as well. (Rules in
 * different layers never compete by order: both parts begin with the whole sheet's layer order.) One pass
 * from the end settles it: a rule moved inline constrains only the rules before it.
 */
export function splitCss(css: string, firstScreen: ReadonlySet<string>): SplitCss {
  const inlineRoot = postcss.parse(css);
  const layers = layerOrder(inlineRoot);
  const rules: { rule: Rule; inline: boolean }[] = [];
  inlineRoot.walkRules((rule: Rule) => {
    if (insideKeyframes(rule)) return;
    const needed = rule.selectors.some(
      (selector) =>
        !INTERACTION.test(selector) && selectorClasses(selector).every((name) => firstScreen.has(name)),
    );
    rules.push({ rule, inline: needed });
  });
  const setInline = new Map<string, Set<string>>();
  for (let i = rules.length - 1; i >= 0; i -= 1) {
    const entry = rules[i]!;
    const layer = layerOf(entry.rule);
    const later = setInline.get(layer) ?? new Set<string>();
    setInline.set(layer, later);
    const props: string[] = [];
    entry.rule.walkDecls((decl) => {
      props.push(decl.prop);
    });
    if (!entry.inline && props.some((prop) => later.has(prop))) entry.inline = true;
    if (entry.inline) props.forEach((prop) => later.add(prop));
  }
  const lateRoot = inlineRoot.clone();
  const lateRules: Rule[] = [];
  lateRoot.walkRules((rule: Rule) => {
    if (!insideKeyframes(rule)) lateRules.push(rule);
  });
  rules.forEach((entry, i) => (entry.inline ? lateRules[i]!.remove() : entry.rule.remove()));
  // The late part is style rules only: @property and @keyframes are inline already.
  lateRoot.walkAtRules((rule) => {
    if (rule.name === 'property' || rule.name.endsWith('keyframes')) rule.remove();
  });
  tidy(inlineRoot);
  tidy(lateRoot);
  const order = layers.length ? `@layer ${layers.join(',')};` : '';
  return { inline: order + inlineRoot.toString().trim(), late: order + lateRoot.toString().trim() };
}

/** The inline part of `splitCss`: what the first screens need. */
export function criticalCss(css: string, firstScreen: ReadonlySet<string>): string {
  return splitCss(css, firstScreen).inline;
}

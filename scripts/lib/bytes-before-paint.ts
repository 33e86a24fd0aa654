/**
 * The bytes a page sends before its largest paint can happen, for `npm run perf`: the HTML from its first byte
 * to the end of the largest paint's element (gzip, as served: the browser parses and paints what has come, so
 * the rest of the HTML does not delay it), plus that element's image when it is one, plus the stylesheets that
 * held the paint back (Lighthouse's render-blocking requests). Lighthouse names the element by its path in the
 * document (each step the index among its parent's nodes, whitespace-only text left out, as Lighthouse
 * counts); that path is walked in the built HTML.
 */
import { gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const counted = (node: Node) => !('value' in node && node.nodeName === '#text' && node.value.trim() === '');

/**
 * Where the element of a Lighthouse node path ("1,HTML,1,BODY,0,DIV,...") ends in the HTML, or null when the
 * path does not lead to an element of that name (the app changed the page before Lighthouse read it).
 */
export function elementEnd(html: string, nodePath: string): number | null {
  const steps = nodePath.split(',');
  let node: Node = parse(html, { sourceCodeLocationInfo: true });
  for (let i = 0; i + 1 < steps.length; i += 2) {
    const children: Node[] = ((node as ParentNode).childNodes ?? []).filter(counted);
    const next: Node | undefined = children[Number(steps[i])];
    if (!next || next.nodeName.toUpperCase() !== steps[i + 1]!.toUpperCase()) return null;
    node = next;
  }
  const location = (node as DefaultTreeAdapterMap['element']).sourceCodeLocation;
  return location ? location.endOffset : null;
}

/** The gzip size of the HTML up to the largest paint's element, the element included. */
export function htmlBytesBefore(html: string, nodePath: string): number | null {
  const end = elementEnd(html, nodePath);
  return end === null ? null : gzipSync(html.slice(0, end)).length;
}

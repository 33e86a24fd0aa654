// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';

/**
 * The fifth expert read (issue 55): headline claims with their qualifier where they stand, three minors,
 * and dated articles. Each check failed on the copy before the correction.
 */

describe('headline claims carry their qualifier where they stand (issue 55, ACL s18)', () => {
  /** A promise of speed: a booking today or tomorrow, or a report within a day. */
  const speedClaim = /same[- ]day|next[- ]day|\b24 ?(?:hours?|hrs?)\b|\b24-hour/i;
  const qualifier = /\busually\b|subject to access and availability/i;

  let main: Element;
  beforeAll(async () => {
    const result = await render('http://prerender.local/');
    if (!('html' in result)) throw new Error('/ redirected');
    main = new DOMParser().parseFromString(result.html, 'text/html').querySelector('main')!;
  });

  /**
   * The place a claim stands, as a reader takes it in: its list item, its stat (the term and its
   * descriptions together), or else its paragraph or heading.
   */
  const placeOf = (node: Node): Element => {
    const element = node.parentElement!;
    return element.closest('li, dl > div') ?? element.closest('p, h1, h2, h3, h4, dt, dd, td, th') ?? element;
  };

  /** The words of a place, a space between its elements' text, as a reader sees them apart. */
  const wordsOf = (place: Element): string => {
    const walker = place.ownerDocument.createTreeWalker(place, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  };

  const claimsOnHome = () => {
    const walker = main.ownerDocument.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const places = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (speedClaim.test(node.textContent ?? '')) places.add(placeOf(node));
    }
    return [...places];
  };

  it("finds the brief's speed claims in the hero and the stats", () => {
    const texts = claimsOnHome().map(wordsOf);
    expect(texts.some((t) => t.includes('Same-day and next-day bookings'))).toBe(true);
    expect(texts.some((t) => t.includes('Report within 24 hours'))).toBe(true);
    expect(texts.some((t) => t.includes('24hr'))).toBe(true);
  });

  it('puts "usually" or "subject to access and availability" beside every speed claim on the home page', () => {
    const bare = claimsOnHome()
      .map(wordsOf)
      .filter((text) => !qualifier.test(text));
    expect(bare).toEqual([]);
  });
});

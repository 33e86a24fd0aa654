/**
 * Head tags that pages render (through React 19 hoisting). When the client renders from scratch instead of
 * hydrating, the prerendered copies are removed first so a page never has two titles.
 */
export const PAGE_HEAD_SELECTOR = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
]
  .map((selector) => `head > ${selector}`)
  .join(', ');

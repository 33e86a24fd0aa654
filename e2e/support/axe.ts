import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, which is the bar the site is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe on the page itself, in its "legacy" mode: one `axe.run` in the page. The default mode runs axe in each
 * frame and then opens a second, blank page to merge the results, which is what lets it reach cross-origin
 * frames; it took 2.5-3.5 s a run here against 0.9-1.4 s. The site can have no frames at all: its CSP is
 * `default-src 'none'` with no `frame-src`. This throws on a page that has one anyway, so the faster mode
 * cannot miss it.
 */
export function wcagAxe(page: Page): AxeBuilder {
  const frames = page.frames().length - 1;
  if (frames !== 0) throw new Error(`axe in legacy mode cannot check inside frames; this page has ${frames}`);
  return new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags);
}

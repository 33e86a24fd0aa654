import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InlineText } from '../../src/components/sections/inline-text';
import { inlineLinks } from '../../src/lib/inline-links';
import { copyRecords, stringsOf } from '../content/content-strings';

/**
 * Issue 42, minor 8: every external link in content prose (the NCAT links in the articles among them) opens
 * in a new tab with rel="noopener", as the brief asks; a page of this site stays in the same tab.
 */
const withLinks = copyRecords.flatMap((record) =>
  stringsOf(record.value, record.name).filter((c) => inlineLinks(c.text).length > 0),
);

describe('links in content prose', () => {
  it('open an outside source in a new tab with rel="noopener", and a page of this site in the same tab', () => {
    const external = withLinks.filter((c) => inlineLinks(c.text).some((l) => !l.href.startsWith('/')));
    // The articles that link NCAT in their prose are among them.
    expect(external.some((c) => c.where.startsWith('article ') && /ncat/i.test(c.text))).toBe(true);
    // Every string with an outside link, and one with only links to this site.
    const internalOnly = withLinks.find((c) => inlineLinks(c.text).every((l) => l.href.startsWith('/')))!;
    for (const copy of [...external, internalOnly]) {
      const { container, unmount } = render(
        <MemoryRouter>
          <InlineText text={copy.text} />
        </MemoryRouter>,
      );
      const anchors = [...container.querySelectorAll('a')];
      expect(anchors.length, copy.where).toBe(inlineLinks(copy.text).length);
      for (const a of anchors) {
        const href = a.getAttribute('href')!;
        if (href.startsWith('/')) {
          expect(a.getAttribute('target'), `${copy.where} ${href}`).toBeNull();
        } else {
          expect(a.getAttribute('target'), `${copy.where} ${href}`).toBe('_blank');
          expect(a.getAttribute('rel')?.split(' '), `${copy.where} ${href}`).toContain('noopener');
          expect(a).toHaveTextContent(/opens in a new tab/);
        }
      }
      unmount();
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blocksOf, measure, wordsOf } from '../../scripts/lib/repetition';

const page = (main: string) =>
  `<html><body><header><p>Header words that are the same on every page of the site</p></header>` +
  `<main>${main}</main><footer><p>Footer words that are the same on every page of the site</p></footer>` +
  `</body></html>`;

describe('the repetition measure', () => {
  it('reads only <main>, without the booking banner, link lists and hidden text, block by block', () => {
    const blocks = blocksOf(
      page(
        '<h1>Title</h1><p>One <a href="/x">linked</a> paragraph.</p><ul><li>First item</li><li>Second</li></ul>' +
          '<nav><a href="/a">A related article title</a></nav><span aria-hidden="true">icon</span>' +
          '<section aria-labelledby="cta-title"><h2 id="cta-title">Book a thing</h2><p>Banner text</p></section>',
      ),
    );
    expect(blocks).toEqual(['Title', 'One linked paragraph.', 'First item', 'Second']);
    expect(blocksOf(page('<nav><a href="/a">Related</a></nav>'), true)).toEqual(['Related']);
  });

  it('keeps hyphenated words whole and drops punctuation and case', () => {
    expect(wordsOf('Cooling-off ends at 5 pm, on the fifth (business) day.')).toEqual([
      'cooling-off',
      'ends',
      'at',
      '5',
      'pm',
      'on',
      'the',
      'fifth',
      'business',
      'day',
    ]);
  });

  it('counts the share of 8-word runs that also stand on another page, never across a block edge', () => {
    const shared = 'one two three four five six seven eight nine';
    const result = measure([
      { route: '/a', blocks: [shared, 'alpha beta gamma delta epsilon zeta eta theta'] },
      { route: '/b', blocks: [`${shared}`, 'one two three four', 'five six seven eight nine ten'] },
    ]);
    // /a: 2 runs in the shared block, 1 in the other; /b: 2 runs, none across its last two blocks.
    expect(result.runs).toBe(5);
    expect(result.sharedRuns).toBe(4);
    expect(result.share).toBeCloseTo(0.8);
  });

  it('counts a page as explaining a topic only with more than two sentences stating its facts', () => {
    const result = measure([
      {
        route: '/explainer',
        blocks: [
          'Cooling-off lasts 5 business days. You forfeit 0.25% if you rescind. A 66W certificate waives it.',
        ],
      },
      { route: '/mention', blocks: ['Book before cooling-off ends. Cooling-off lasts 5 business days.'] },
    ]);
    expect(result.perTopic['cooling-off']!.mentions).toEqual(['/explainer', '/mention']);
    expect(result.perTopic['cooling-off']!.explains).toEqual(['/explainer']);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripProperties } from '../../scripts/lib/strip-properties';

const source = `import type { Article } from '../../schemas';

export const article = {
  kind: 'tips',
  slug: 'x',
  title: 'Commas, {braces} and "quotes"',
  content: {
    intro: \`An intro, with commas }\`,
    sections: [{ heading: 'A', content: 'B' }],
    conclusion: 'C',
  },
  relatedLinks: { internal: [{ title: 'Home', url: '/' }], external: [] },
  date: '2025-01-01',
} satisfies Article;
`;

function evaluate(code: string) {
  const body = code
    .replace(/^import .*$/m, '')
    .replace('export const article =', 'return')
    .replace(/ satisfies Article;/, ';');
  return new Function(body)() as Record<string, unknown>;
}

describe('stripProperties', () => {
  it('removes the named properties of the exported object and keeps the rest intact', () => {
    const stripped = evaluate(stripProperties(source, ['content', 'relatedLinks']));
    expect(stripped).toEqual({
      kind: 'tips',
      slug: 'x',
      title: 'Commas, {braces} and "quotes"',
      date: '2025-01-01',
    });
  });

  it('leaves nested properties of the same name alone', () => {
    const stripped = evaluate(stripProperties(source, ['relatedLinks', 'heading']));
    expect((stripped.content as { sections: unknown[] }).sections).toEqual([{ heading: 'A', content: 'B' }]);
    expect(stripped.relatedLinks).toBeUndefined();
  });

  it('returns the source unchanged when nothing matches', () => {
    expect(stripProperties(source, ['nothing'])).toBe(source);
  });
});

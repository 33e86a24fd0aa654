// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { topics } from '../../scripts/lib/repetition';
import { allArticles } from '../../src/content/all-content';
import { explainers } from '../../src/content/explainers';
import { articleSectionsBeforeIssue29 } from '../fixtures/expected-content';
import { copyRecords, pageTexts, sentencesOf, stringsOf } from './content-strings';

/**
 * Issue 29: each recurring topic is explained at length on one page only, its explainer (src/content/
 * explainers.ts); every other page gives a sentence or two and links there. Topics are read as the measuring
 * script reads them (scripts/measure-repetition.ts): a sentence explains when it names the topic and states
 * one of its facts, and a page explains a topic with more than two such sentences.
 */

const pages = pageTexts();
const rawByRoute = new Map<string, string>();
for (const record of copyRecords) {
  if (!record.route) continue;
  const raw = stringsOf(record.value, record.name)
    .map((c) => c.text)
    .join('\n');
  rawByRoute.set(record.route, `${rawByRoute.get(record.route) ?? ''}\n${raw}`);
}

/** Sentences stating one of the topic's facts, by page. */
function stating(topic: string): Map<string, string[]> {
  const { mention, fact } = topics[topic]!;
  const result = new Map<string, string[]>();
  for (const [route, strings] of pages) {
    const found = strings
      .flatMap((c) => c.text.split(/\n\s*\n/).flatMap(sentencesOf))
      .filter((s) => mention.test(s) && fact.test(s));
    if (found.length > 0) result.set(route, found);
  }
  return result;
}

const explained = Object.values(explainers).filter((e) => e.topic in topics);

describe('one explainer per recurring topic', () => {
  it('covers every topic the measuring script counts, bar tenure and volume', () => {
    expect(explained.map((e) => e.topic).sort()).toEqual(
      Object.keys(topics)
        .filter((t) => t !== 'tenure and volume')
        .sort(),
    );
  });

  it.each(explained.map((e) => [e.topic, e] as const))(
    '%s is explained in more than two sentences on its explainer page only',
    (topic, explainer) => {
      const byPage = stating(topic);
      const explaining = [...byPage].filter(([, s]) => s.length > 2).map(([route]) => route);
      expect(explaining).toEqual([explainer.path]);
    },
  );

  it.each(explained.map((e) => [e.topic, e] as const))(
    '%s: every other page that states one of its facts links to the explainer',
    (topic, explainer) => {
      const unlinked = [...stating(topic).keys()]
        .filter((route) => route !== explainer.path)
        .filter((route) => !rawByRoute.get(route)!.includes(`](${explainer.href})`));
      expect(unlinked).toEqual([]);
    },
  );
});

describe('the articles after the repetition came out', () => {
  // The articles of that time; one written since has no earlier count to keep.
  const earlier = allArticles.filter((a) => a.slug in articleSectionsBeforeIssue29);
  it.each(earlier.map((a) => [a.slug, a] as const))('%s keeps every section it had', (slug, article) => {
    expect(article.content.sections.length).toBeGreaterThanOrEqual(articleSectionsBeforeIssue29[slug]!);
  });
});

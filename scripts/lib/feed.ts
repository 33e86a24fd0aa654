/** The Atom feed of every article, newest first, written by the prerender to dist/feed.xml. */
import type { Article } from '../../src/content/schemas';
import { escapeXml } from './xml';

export interface FeedOptions {
  origin: string;
  siteName: string;
  /** Builds an article's path, e.g. /knowledge/tips/<slug>. */
  articlePath: (article: Article) => string;
}

export function atomFeed(articles: Article[], { origin, siteName, articlePath }: FeedOptions): string {
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const updated = `${sorted[0]?.date ?? '2025-01-01'}T00:00:00Z`;
  const entries = sorted.map((article) => {
    const url = origin + articlePath(article);
    return [
      '  <entry>',
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${article.date}T00:00:00Z</published>`,
      `    <updated>${article.date}T00:00:00Z</updated>`,
      `    <category term="${article.kind}"/>`,
      `    <summary>${escapeXml(article.excerpt)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-AU">',
    `  <title>${escapeXml(siteName)}: articles</title>`,
    `  <subtitle>Guides, tips and news on building inspections in Sydney and NSW</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin)}/feed.xml"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin)}/"/>`,
    `  <id>${escapeXml(origin)}/</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

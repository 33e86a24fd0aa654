import type { Article } from './schemas';
import type { ArticleKind } from './kinds';

// One chunk per article; a list page loads only the articles of its own kind.
const modules = import.meta.glob<Article>('./articles/*/*.ts', { import: 'article' });

/** What a list card shows: the article without its body (per kind, so blog keeps readTime). */
export type ArticleSummary = Article extends infer A
  ? A extends Article
    ? Omit<A, 'content' | 'relatedLinks'>
    : never
  : never;

function modulePath(kind: ArticleKind, slug: string) {
  return `./articles/${kind}/${slug}.ts`;
}

/** The article of this kind and slug, or null when there is none. */
export async function loadArticle(kind: ArticleKind, slug: string | undefined): Promise<Article | null> {
  const load = slug ? modules[modulePath(kind, slug)] : undefined;
  return load ? load() : null;
}

/** Every article of a kind, newest first, without bodies. */
export async function loadArticleSummaries(kind: ArticleKind): Promise<ArticleSummary[]> {
  const prefix = `./articles/${kind}/`;
  const loads = Object.entries(modules)
    .filter(([path]) => path.startsWith(prefix))
    .map(([, load]) => load());
  const articles = await Promise.all(loads);
  return articles.map(summarise).sort(newestFirst);
}

export function summarise({ content: _content, relatedLinks: _links, ...summary }: Article): ArticleSummary {
  return summary;
}

export function newestFirst(a: { date: string }, b: { date: string }): number {
  return b.date.localeCompare(a.date);
}

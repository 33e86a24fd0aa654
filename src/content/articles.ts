import type { Article } from './schemas';
import type { ArticleKind } from './kinds';

// One chunk per article for article pages; list pages load the '?summary' variants (vite.config.ts strips
// the body), so a list downloads a few hundred bytes per card instead of whole articles.
const modules = import.meta.glob<Article>('./articles/*/*.ts', { import: 'article' });
const summaries = import.meta.glob<ArticleSummary>('./articles/*/*.ts', {
  import: 'article',
  query: '?summary',
});

/** What a list card shows: the article without its body (per kind, so blog keeps readTime). */
export type ArticleSummary = Article extends infer A
  ? A extends Article
    ? Omit<A, 'content' | 'relatedLinks'>
    : never
  : never;

function modulePath(kind: ArticleKind, slug: string) {
  return `./articles/${kind}/${slug}.ts`;
}

/** The slug of every article of a kind: its module's file name. Adding the module adds the page. */
export function articleSlugs(kind: ArticleKind): string[] {
  const prefix = `./articles/${kind}/`;
  return Object.keys(modules)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length, -'.ts'.length));
}

/** The article of this kind and slug, or null when there is none. */
export async function loadArticle(kind: ArticleKind, slug: string | undefined): Promise<Article | null> {
  const load = slug ? modules[modulePath(kind, slug)] : undefined;
  return load ? load() : null;
}

/** The article of this kind and slug without its body, or null when there is none. */
export async function loadArticleSummary(
  kind: ArticleKind,
  slug: string | undefined,
): Promise<ArticleSummary | null> {
  const load = slug ? summaries[modulePath(kind, slug)] : undefined;
  return load ? load() : null;
}

/** Every article of a kind, newest first, without bodies. */
export async function loadArticleSummaries(kind: ArticleKind): Promise<ArticleSummary[]> {
  const prefix = `./articles/${kind}/`;
  const loads = Object.entries(summaries)
    .filter(([path]) => path.startsWith(prefix))
    .map(([, load]) => load());
  return (await Promise.all(loads)).sort(newestFirst);
}

export function newestFirst(a: { date: string }, b: { date: string }): number {
  return b.date.localeCompare(a.date);
}

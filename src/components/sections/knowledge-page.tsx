import { paths } from '../../lib/paths';
import type { ArticleSummary } from '../../content/articles';
import { knowledgeKinds } from '../../content/knowledge';
import type { ArticleKind } from '../../content/kinds';
import { articleJsonLd, breadcrumbJsonLd } from '../../lib/json-ld';
import { JsonLd } from '../json-ld';
import { ArticleMetaLine } from './article-meta-line';
import { PageMeta } from '../page-meta';

/*
 * What an article's page and a kind's list of articles share: the head, and the tags above an article's title.
 * (Its own chunk, with the kinds' copy, not the chunk every page loads: see vite.config.ts.)
 */

interface KnowledgeHeadProps {
  kind: ArticleKind;
  /** The article of an article's page; left out on the kind's list. */
  article?: ArticleSummary;
}

/**
 * The head tags and JSON-LD of a knowledge page, a kind's list or one article: the breadcrumb runs Home, the
 * kind's list, then the article.
 */
export function KnowledgeHead({ kind, article }: KnowledgeHeadProps) {
  const copy = knowledgeKinds[kind];
  const listPath = paths.knowledge(kind);
  const path = article ? paths.article(kind, article.slug) : listPath;
  return (
    <>
      <PageMeta
        title={article?.title ?? copy.heading}
        description={article?.excerpt ?? copy.description}
        path={path}
        type={article ? 'article' : undefined}
        publishedTime={article?.date}
        section="knowledge"
      />
      {article ? <JsonLd data={articleJsonLd(article, path)} /> : null}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: paths.home() },
          { name: copy.heading, path: listPath },
          ...(article ? [{ name: article.title, path }] : []),
        ])}
      />
    </>
  );
}

// Whole class strings, so Tailwind finds them: the badge is a shade darker on the article's tinted header than
// on a white card.
const badgeClass = {
  header: 'rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800',
  card: 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700',
};

/** What stands above an article's title, on its page and on its card: the blog's category badge and the date. */
export function ArticleTags({
  article,
  on,
  className = '',
}: {
  article: ArticleSummary;
  /** Where the tags stand. */
  on: keyof typeof badgeClass;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-wrap items-center gap-3 text-ink-600`.trim()}>
      {'category' in article ? <span className={badgeClass[on]}>{article.category}</span> : null}
      <ArticleMetaLine date={article.date} readTime={'readTime' in article ? article.readTime : undefined} />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { ArticleTags, KnowledgeHead } from '../../components/sections/knowledge-page';
import { Container } from '../../components/ui/container';
import { Prerendered } from '../../components/prerendered';
import type { ArticleSummary } from '../../content/articles';
import { knowledgeKinds } from '../../content/knowledge';
import { articleKinds, type ArticleKind } from '../../content/kinds';
import { paths } from '../../lib/paths';
import { islands } from '../islands';

interface KnowledgeListPageProps {
  kind: ArticleKind;
  /** Null on the page the browser loaded: the cards stay its prerendered HTML (see Prerendered). */
  articles: ArticleSummary[] | null;
}

export function KnowledgeListPage({ kind, articles }: KnowledgeListPageProps) {
  const copy = knowledgeKinds[kind];
  const others = articleKinds.filter((other) => other !== kind);

  return (
    <>
      <KnowledgeHead kind={kind} />
      <section className="hero-surface text-white">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Knowledge</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
            {copy.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{copy.intro}</p>
          <nav aria-label="Other knowledge sections" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {others.map((other) => (
                <li key={other}>
                  <Link
                    to={paths.knowledge(other)}
                    className="inline-flex min-h-10 items-center rounded-full border border-white/40 px-4 text-sm font-semibold text-white hover:bg-white/10"
                  >
                    {knowledgeKinds[other].label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
      <section aria-label={`${copy.label} articles`} className="bg-ink-50 py-12 sm:py-16">
        <Container>
          <Prerendered id={islands.articleCards}>
            {articles ? <ArticleCards kind={kind} articles={articles} /> : undefined}
          </Prerendered>
        </Container>
      </section>
    </>
  );
}

/** One card per article, newest first. */
function ArticleCards({ kind, articles }: { kind: ArticleKind; articles: ArticleSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-lift">
            <img
              src={article.image}
              alt=""
              width={800}
              height={500}
              // The first cards are in view on arrival (and often the largest paint): load them now.
              loading={index < 3 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[8/5] w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <ArticleTags article={article} on="card" />
              <h2 className="mt-3 text-xl leading-snug font-bold text-brand-900">
                <Link
                  to={paths.article(kind, article.slug)}
                  className="after:absolute after:inset-0 after:content-[''] hover:text-brand-600"
                >
                  {article.title}
                </Link>
              </h2>
              <p className="mt-2 leading-relaxed text-ink-600">{article.excerpt}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

import { ArrowLeft, ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBanner } from '../../components/sections/cta-banner';
import { ArticleTags, KnowledgeHead } from '../../components/sections/knowledge-page';
import { RecordNotFound } from '../../components/sections/not-found-message';
import { RichText } from '../../components/sections/rich-text';
import { Container } from '../../components/ui/container';
import { productCatalog, serviceCatalog } from '../../content/catalog';
import { quoteThroughForm } from '../../content/booking-copy';
import { knowledgeKinds } from '../../content/knowledge';
import type { Article } from '../../content/schemas';
import type { ArticleSummary } from '../../content/articles';
import { Prerendered } from '../../components/prerendered';
import type { ArticleKind } from '../../content/kinds';
import { paths } from '../../lib/paths';
import { islands } from '../islands';

interface ArticlePageProps {
  kind: ArticleKind;
  /**
   * The whole article, or, on the page the browser loaded, its summary: the body is then adopted from the
   * prerendered HTML (see Prerendered), so the page's code does not download it a second time.
   */
  article: Article | ArticleSummary | null;
}

export function ArticlePage({ kind, article }: ArticlePageProps) {
  const copy = knowledgeKinds[kind];
  const listPath = paths.knowledge(kind);

  if (!article) {
    return (
      <RecordNotFound
        title={copy.notFound}
        description={`We could not find that ${copy.label.toLowerCase()} article.`}
        path={listPath}
        message="It may have moved or the link may be mistyped."
        backTo={listPath}
        backLabel={copy.backLabel}
      />
    );
  }

  return (
    <>
      <KnowledgeHead kind={kind} article={article} />
      <article>
        <header className="bg-ink-50 pt-8 pb-10 sm:pt-12">
          <Container className="max-w-4xl">
            <Link
              to={listPath}
              className="inline-flex items-center gap-1.5 rounded-control py-1 text-sm font-semibold text-brand-600 hover:text-brand-800 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {copy.backLabel}
            </Link>
            <ArticleTags article={article} on="header" className="mt-5" />
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-[2.75rem] lg:leading-tight">
              {article.title}
            </h1>
            <img
              src={article.image}
              alt={article.imageAlt}
              width={800}
              height={500}
              fetchPriority="high"
              className="mt-8 aspect-[8/5] w-full rounded-card bg-brand-50 object-cover shadow-card"
            />
          </Container>
        </header>
        <Prerendered id={islands.articleBody}>
          {'content' in article ? <ArticleBody article={article} /> : undefined}
        </Prerendered>
      </article>
      <Prerendered id={islands.articleCta}>
        {'content' in article ? <ArticleCta article={article} /> : undefined}
      </Prerendered>
    </>
  );
}

/** The article's text and its related links. */
function ArticleBody({ article }: { article: Article }) {
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <div className="mx-auto max-w-prose">
        <RichText text={article.content.intro} className="prose-body text-lg" />
        {article.content.sections.map((section) => (
          <section key={section.heading} className="render-near mt-10 [--near-h:1350px] md:[--near-h:850px]">
            <h2 id={section.id} className="text-2xl font-bold tracking-tight text-brand-900">
              {section.heading}
            </h2>
            <RichText text={section.content} className="prose-body mt-4" />
          </section>
        ))}
        <section
          className="mt-10 rounded-card border-l-4 border-accent-400 bg-ink-50 p-6"
          aria-label="Conclusion"
        >
          <RichText text={article.content.conclusion} className="prose-body" />
        </section>
      </div>
      <div className="mx-auto mt-12 grid max-w-prose gap-8 border-t border-ink-200 pt-10 md:max-w-none md:grid-cols-2">
        <nav aria-labelledby="related-title">
          <h2 id="related-title" className="text-lg font-bold text-brand-900">
            Related on this site
          </h2>
          <ul className="mt-4 space-y-3">
            {article.relatedLinks.internal.map((link) => (
              <li key={link.url}>
                <Link
                  to={link.url}
                  className="inline-flex items-start gap-2 font-medium text-brand-600 hover:text-brand-800 hover:underline"
                >
                  <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {article.relatedLinks.external.length > 0 ? (
          <nav aria-labelledby="resources-title">
            <h2 id="resources-title" className="text-lg font-bold text-brand-900">
              External resources
            </h2>
            <ul className="mt-4 space-y-3">
              {article.relatedLinks.external.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-start gap-2 font-medium text-brand-600 hover:text-brand-800 hover:underline"
                  >
                    <ExternalLink aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                    <span>
                      {link.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </Container>
  );
}

/**
 * The booking banner, for what the article leads to (its `booking`): an inspection under that inspection's own
 * booking heading, or a service the form has no inspection for, with how to ask for it.
 */
function ArticleCta({ article }: { article: Article }) {
  const { booking } = article;
  const product = 'product' in booking ? productCatalog.find((p) => p.slug === booking.product) : undefined;
  if (product) {
    return (
      <CtaBanner
        title={product.bookHeading}
        text="Our licensed builders inspect homes across Sydney and NSW. Book online or give us a call."
        bookingPath={paths.booking(product.slug)}
      />
    );
  }
  const service = serviceCatalog.find(
    (s) => 'service' in article.booking && s.slug === article.booking.service,
  );
  return (
    <CtaBanner
      title={service ? `Ask about ${service.title.toLowerCase()}` : 'Book an inspection'}
      text={quoteThroughForm}
      bookingPath={paths.booking(null)}
    />
  );
}

import { business } from '../content/business';
import { absoluteUrl } from '../lib/site';

interface PageMetaProps {
  /** The page's own title; the business name is appended. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/products/dilapidation-reports'; the canonical URL is built from it. */
  path: string;
  type?: 'website' | 'article';
  /** For articles: YYYY-MM-DD. */
  publishedTime?: string;
  /** Pages that must stay out of search results (not-found states). */
  noindex?: boolean;
}

/** The head tags of one page. React 19 hoists them into <head>, and the prerender writes them there. */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  publishedTime,
  noindex,
}: PageMetaProps) {
  const fullTitle = `${title} | ${business.name}`;
  const url = absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}

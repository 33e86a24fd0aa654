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
  /** Which section's social-preview image to show. */
  section?: OgSection;
}

export type OgSection = 'home' | 'products' | 'services' | 'knowledge';

const ogAlt: Record<OgSection, string> = {
  home: 'Harbourline Building Inspections: professional building inspections you can trust',
  products: 'Harbourline Building Inspections: inspections for buying, selling and building',
  services: 'Harbourline Building Inspections: compliance, maintenance, defect and strata reports',
  knowledge: 'Harbourline Building Inspections: guides, tips and news for home buyers and owners',
};

/** The head tags of one page. React 19 hoists them into <head>, and the prerender writes them there. */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  publishedTime,
  noindex,
  section = 'home',
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
      <meta property="og:image" content={absoluteUrl(`/og/${section}.png`)} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={ogAlt[section]} />
      <meta name="twitter:card" content="summary_large_image" />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}

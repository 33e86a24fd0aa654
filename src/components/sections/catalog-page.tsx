import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import type { Faq, Pricing } from '../../content/schemas';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/json-ld';
import { JsonLd } from '../json-ld';
import { PageMeta } from '../page-meta';
import { Prerendered } from '../prerendered';
import { ContentSection } from './content-section';
import { CtaBanner } from './cta-banner';
import { FaqList } from './faq-list';
import { PageHero } from './page-hero';
import { PricingPanel } from './pricing-panel';

/** One titled block of a product or service page, drawn from the whole record. */
export interface CatalogSection<Full> {
  /** The h2's id. */
  id: string;
  title: string;
  render: (record: Full) => ReactNode;
}

/** What the page the browser loaded hydrates with too (content/products.ts, content/services.ts). */
interface CatalogSummary {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

interface CatalogPageProps<Full extends { faq: readonly Faq[] }> {
  summary: CatalogSummary;
  /**
   * The whole record, or undefined on the page the browser loaded: the two islands then stay the prerendered
   * HTML (see Prerendered), so the page's code does not download their copy a second time.
   */
  full: Full | undefined;
  path: string;
  /** The page's kind: its social-preview image and its breadcrumb's middle step. */
  section: 'products' | 'services';
  crumb: string;
  pricing: Pricing;
  bookingPath: string;
  /** What the pricing section says below the panel, if anything. */
  pricingNote?: ReactNode;
  /** The island above the pricing: the island's id and its sections. */
  details: { island: string; sections: readonly CatalogSection<Full>[] };
  /** The island below it: its id, its sections before the questions, and the closing banner's words. */
  more: {
    island: string;
    sections: readonly CatalogSection<Full>[];
    cta: (record: Full) => { title: string; text: string };
  };
}

/**
 * The one layout of a product or a service page: head tags and JSON-LD, the hero, the details island, the
 * pricing, then the questions and the booking banner. The sections alternate white and tinted in order, so a
 * page that adds or drops one keeps the rhythm without choosing tones by hand.
 */
export function CatalogPage<Full extends { faq: readonly Faq[] }>({
  summary,
  full,
  path,
  section,
  crumb,
  pricing,
  bookingPath,
  pricingNote,
  details,
  more,
}: CatalogPageProps<Full>) {
  const tone = (index: number) => (index % 2 === 1 ? 'tint' : 'white');
  const pricingIndex = details.sections.length;
  const moreSections: readonly CatalogSection<Full>[] = [
    ...more.sections,
    { id: 'faq', title: 'Frequently Asked Questions', render: (record) => <FaqList items={record.faq} /> },
  ];
  const sectionsFrom = (sections: readonly CatalogSection<Full>[], record: Full, first: number) =>
    sections.map((block, index) => (
      <ContentSection key={block.id} id={block.id} title={block.title} tone={tone(first + index)}>
        {block.render(record)}
      </ContentSection>
    ));

  return (
    <>
      <PageMeta title={summary.title} description={summary.description} path={path} section={section} />
      <JsonLd data={serviceJsonLd({ ...summary, pricing }, path)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: paths.home() },
          { name: crumb, path: paths.homeSection(section) },
          { name: summary.title, path },
        ])}
      />
      <PageHero
        title={summary.title}
        description={summary.description}
        image={summary.image}
        imageAlt={summary.imageAlt}
        backTo={paths.home()}
        backLabel="Back to Home"
      />
      <Prerendered id={details.island}>
        {full ? (
          <>
            <JsonLd data={faqJsonLd(full.faq)} />
            {sectionsFrom(details.sections, full, 0)}
          </>
        ) : undefined}
      </Prerendered>
      <ContentSection id="pricing" title="Pricing" tone={tone(pricingIndex)}>
        <PricingPanel pricing={pricing} bookingPath={bookingPath} />
        {pricingNote}
      </ContentSection>
      <Prerendered id={more.island}>
        {full ? (
          <>
            {sectionsFrom(moreSections, full, pricingIndex + 1)}
            <CtaBanner {...more.cta(full)} bookingPath={bookingPath} />
          </>
        ) : undefined}
      </Prerendered>
    </>
  );
}

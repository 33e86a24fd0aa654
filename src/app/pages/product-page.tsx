import { Checklist } from '../../components/sections/checklist';
import { CatalogPage, type CatalogSection } from '../../components/sections/catalog-page';
import { CopyBookingLink } from '../../components/sections/copy-booking-link';
import { RecordNotFound } from '../../components/sections/not-found-message';
import { ProcessSteps } from '../../components/sections/process-steps';
import { RichText } from '../../components/sections/rich-text';
import type { Product } from '../../content/schemas';
import type { ProductSummary } from '../../content/products';
import { absoluteUrl } from '../../lib/site';
import { paths } from '../../lib/paths';
import { islands } from '../islands';

/** What the product is, why and when it helps, the process and what is included. */
const details: readonly CatalogSection<Product>[] = [
  {
    id: 'what-is-it',
    title: 'What Is This Report?',
    render: (p) => <RichText text={p.whatIsIt} className="prose-body" />,
  },
  {
    id: 'why-beneficial',
    title: 'Why Is It Beneficial?',
    render: (p) => <Checklist items={p.whyBeneficial} />,
  },
  {
    id: 'when-beneficial',
    title: 'When Is It Beneficial?',
    render: (p) => <Checklist items={p.whenBeneficial} />,
  },
  { id: 'process', title: 'Our Process', render: (p) => <ProcessSteps steps={p.process} /> },
  { id: 'included', title: "What's Included", render: (p) => <Checklist items={p.included} /> },
];

/**
 * A product page (the layout is CatalogPage's). On the page the browser loaded, `product` is the summary
 * (content/products.ts): the copy of its two islands stays the prerendered HTML.
 */
export function ProductPage({ product }: { product: Product | ProductSummary | null }) {
  if (!product) {
    return (
      <RecordNotFound
        title="Product not found"
        description="We could not find that inspection."
        path="/products"
        message="We could not find that inspection. Browse all of our inspections on the home page."
      />
    );
  }

  const bookingPath = paths.booking(product.slug);
  return (
    <CatalogPage
      summary={product}
      full={'faq' in product ? product : undefined}
      path={paths.product(product.slug)}
      section="products"
      crumb="Inspections"
      pricing={product.pricing}
      bookingPath={bookingPath}
      pricingNote={
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-ink-600">
          <CopyBookingLink url={absoluteUrl(bookingPath)} />
          <span id="copy-booking-link-hint">
            Booking for a client? The link opens the form with this inspection chosen.
          </span>
        </div>
      }
      details={{ island: islands.productDetails, sections: details }}
      more={{
        island: islands.productFaq,
        sections: [],
        cta: (p) => ({
          title: p.bookHeading,
          text: 'Our licensed builders inspect homes across Sydney and NSW. Book online or call us to arrange a time that suits you.',
        }),
      }}
    />
  );
}

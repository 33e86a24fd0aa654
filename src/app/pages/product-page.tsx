import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { Checklist } from '../../components/sections/checklist';
import { ContentSection } from '../../components/sections/content-section';
import { CopyBookingLink } from '../../components/sections/copy-booking-link';
import { CtaBanner } from '../../components/sections/cta-banner';
import { FaqList } from '../../components/sections/faq-list';
import { NotFoundMessage } from '../../components/sections/not-found-message';
import { PageHero } from '../../components/sections/page-hero';
import { PricingPanel } from '../../components/sections/pricing-panel';
import { ProcessSteps } from '../../components/sections/process-steps';
import { RichText } from '../../components/sections/rich-text';
import type { Product } from '../../content/schemas';
import type { ProductSummary } from '../../content/products';
import { Prerendered } from '../../components/prerendered';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/json-ld';
import { absoluteUrl } from '../../lib/site';
import { paths } from '../paths';
import { islands } from '../islands';

/**
 * A product page. On the page the browser loaded, `product` is the summary (content/products.ts): the copy of
 * the two islands below stays the prerendered HTML, so the page's code does not download it again.
 */
export function ProductPage({ product }: { product: Product | ProductSummary | null }) {
  if (!product) {
    return (
      <>
        <PageMeta
          title="Product not found"
          description="We could not find that inspection."
          path="/products"
          noindex
        />
        <NotFoundMessage
          title="Product not found"
          message="We could not find that inspection. Browse all of our inspections on the home page."
        />
      </>
    );
  }

  const path = paths.product(product.slug);
  const bookingPath = paths.booking(product.slug);
  return (
    <>
      <PageMeta title={product.title} description={product.description} path={path} section="products" />
      <JsonLd data={serviceJsonLd(product, path)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: paths.home() },
          { name: 'Inspections', path: paths.homeSection('products') },
          { name: product.title, path },
        ])}
      />
      <PageHero
        title={product.title}
        description={product.description}
        image={product.image}
        imageAlt={product.imageAlt}
        backTo={paths.home()}
        backLabel="Back to Home"
      />
      <Prerendered id={islands.productDetails}>
        {'faq' in product ? <ProductDetails product={product} /> : undefined}
      </Prerendered>
      <ContentSection id="pricing" title="Pricing" tone="tint">
        <PricingPanel pricing={product.pricing} bookingPath={bookingPath} />
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-ink-600">
          <CopyBookingLink url={absoluteUrl(bookingPath)} />
          <span id="copy-booking-link-hint">
            Booking for a client? The link opens the form with this inspection chosen.
          </span>
        </div>
      </ContentSection>
      <Prerendered id={islands.productFaq}>
        {'faq' in product ? <ProductFaq product={product} bookingPath={bookingPath} /> : undefined}
      </Prerendered>
    </>
  );
}

/** What the product is, why and when it helps, the process and what is included. */
function ProductDetails({ product }: { product: Product }) {
  return (
    <>
      <JsonLd data={faqJsonLd(product.faq)} />
      <ContentSection id="what-is-it" title="What Is This Report?">
        <RichText text={product.whatIsIt} className="prose-body" />
      </ContentSection>
      <ContentSection id="why-beneficial" title="Why Is It Beneficial?" tone="tint">
        <Checklist items={product.whyBeneficial} />
      </ContentSection>
      <ContentSection id="when-beneficial" title="When Is It Beneficial?">
        <Checklist items={product.whenBeneficial} />
      </ContentSection>
      <ContentSection id="process" title="Our Process" tone="tint">
        <ProcessSteps steps={product.process} />
      </ContentSection>
      <ContentSection id="included" title="What's Included">
        <Checklist items={product.included} />
      </ContentSection>
    </>
  );
}

/** The questions and the booking banner. */
function ProductFaq({ product, bookingPath }: { product: Product; bookingPath: string }) {
  return (
    <>
      <ContentSection id="faq" title="Frequently Asked Questions">
        <FaqList items={product.faq} />
      </ContentSection>
      <CtaBanner
        title={product.bookHeading}
        text="Our licensed builders inspect homes across Sydney and NSW. Book online or call us to arrange a time that suits you."
        bookingPath={bookingPath}
      />
    </>
  );
}

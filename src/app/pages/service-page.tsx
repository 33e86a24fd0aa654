import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { Checklist } from '../../components/sections/checklist';
import { ContentSection } from '../../components/sections/content-section';
import { CtaBanner } from '../../components/sections/cta-banner';
import { FaqList } from '../../components/sections/faq-list';
import { NotFoundMessage } from '../../components/sections/not-found-message';
import { PageHero } from '../../components/sections/page-hero';
import { PricingPanel } from '../../components/sections/pricing-panel';
import { ProcessSteps } from '../../components/sections/process-steps';
import { RichText } from '../../components/sections/rich-text';
import { business } from '../../content/business';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/json-ld';
import type { Service } from '../../content/schemas';
import type { ServiceSummary } from '../../content/services';
import { Prerendered } from '../../components/prerendered';
import { paths } from '../paths';
import { islands } from '../islands';

/**
 * A service page. On the page the browser loaded, `service` is the summary (content/services.ts): the copy of
 * the two islands below stays the prerendered HTML, so the page's code does not download it again.
 */
export function ServicePage({ service }: { service: Service | ServiceSummary | null }) {
  if (!service) {
    return (
      <>
        <PageMeta
          title="Service not found"
          description="We could not find that service."
          path="/services"
          noindex
        />
        <NotFoundMessage
          title="Service not found"
          message="We could not find that service. See everything we offer on the home page."
        />
      </>
    );
  }

  const bookingPath = paths.booking(service.bookingProduct);
  const path = paths.service(service.slug);
  return (
    <>
      <PageMeta title={service.title} description={service.description} path={path} section="services" />
      <JsonLd data={serviceJsonLd(service, path)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: paths.home() },
          { name: 'Services', path: paths.homeSection('services') },
          { name: service.title, path },
        ])}
      />
      <PageHero
        title={service.title}
        description={service.description}
        image={service.image}
        imageAlt={service.imageAlt}
        backTo={paths.home()}
        backLabel="Back to Home"
      />
      <Prerendered id={islands.serviceDetails}>
        {'faq' in service ? <ServiceDetails service={service} /> : undefined}
      </Prerendered>
      <ContentSection id="pricing" title="Pricing">
        <PricingPanel pricing={service.pricing} bookingPath={bookingPath} />
      </ContentSection>
      <Prerendered id={islands.serviceMore}>
        {'faq' in service ? <ServiceMore service={service} bookingPath={bookingPath} /> : undefined}
      </Prerendered>
    </>
  );
}

/** The overview, the benefits, the process and what is included. */
function ServiceDetails({ service }: { service: Service }) {
  return (
    <>
      <JsonLd data={faqJsonLd(service.faq)} />
      <ContentSection id="overview" title="Overview">
        <RichText text={service.overview} className="prose-body" />
      </ContentSection>
      <ContentSection id="benefits" title="Benefits" tone="tint">
        <Checklist items={service.benefits} />
      </ContentSection>
      <ContentSection id="process" title="Our Process">
        <ProcessSteps steps={service.process} />
      </ContentSection>
      <ContentSection id="included" title="What's Included" tone="tint">
        <Checklist items={service.included} />
      </ContentSection>
    </>
  );
}

/** Why choose us, the questions and the booking banner. */
function ServiceMore({ service, bookingPath }: { service: Service; bookingPath: string }) {
  return (
    <>
      <ContentSection id="why-choose" title={`Why Choose ${business.name}`} tone="tint">
        <ul className="grid gap-5 sm:grid-cols-2">
          {service.whyChoose.map((card) => (
            <li key={card.title} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
              <h3 className="text-lg font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{card.description}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="faq" title="Frequently Asked Questions">
        <FaqList items={service.faq} />
      </ContentSection>
      <CtaBanner
        title="Ready to book?"
        text={`Talk to us about ${service.title.toLowerCase()} for your property. Our services cover Sydney and NSW, with same-day and next-day inspections available.`}
        bookingPath={bookingPath}
      />
    </>
  );
}

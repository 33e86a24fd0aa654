import { Checklist } from '../../components/sections/checklist';
import { CatalogPage, type CatalogSection } from '../../components/sections/catalog-page';
import { RecordNotFound } from '../../components/sections/not-found-message';
import { ProcessSteps } from '../../components/sections/process-steps';
import { RichText } from '../../components/sections/rich-text';
import { business } from '../../content/business';
import type { Service } from '../../content/schemas';
import type { ServiceSummary } from '../../content/services';
import { paths } from '../../lib/paths';
import { islands } from '../islands';

/** The overview, the benefits, the process and what is included. */
const details: readonly CatalogSection<Service>[] = [
  { id: 'overview', title: 'Overview', render: (s) => <RichText text={s.overview} className="prose-body" /> },
  { id: 'benefits', title: 'Benefits', render: (s) => <Checklist items={s.benefits} /> },
  { id: 'process', title: 'Our Process', render: (s) => <ProcessSteps steps={s.process} /> },
  { id: 'included', title: "What's Included", render: (s) => <Checklist items={s.included} /> },
];

/** Why choose us, before the questions. */
const more: readonly CatalogSection<Service>[] = [
  {
    id: 'why-choose',
    title: `Why Choose ${business.name}`,
    render: (s) => (
      <ul className="grid gap-5 sm:grid-cols-2">
        {s.whyChoose.map((card) => (
          <li key={card.title} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
            <h3 className="text-lg font-bold text-brand-900">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{card.description}</p>
          </li>
        ))}
      </ul>
    ),
  },
];

/**
 * A service page (the layout is CatalogPage's). On the page the browser loaded, `service` is the summary
 * (content/services.ts): the copy of its two islands stays the prerendered HTML.
 */
export function ServicePage({ service }: { service: Service | ServiceSummary | null }) {
  if (!service) {
    return (
      <RecordNotFound
        title="Service not found"
        description="We could not find that service."
        path="/services"
        message="We could not find that service. See everything we offer on the home page."
      />
    );
  }

  return (
    <CatalogPage
      summary={service}
      full={'faq' in service ? service : undefined}
      path={paths.service(service.slug)}
      section="services"
      crumb="Services"
      pricing={service.pricing}
      bookingPath={paths.booking(service.bookingProduct)}
      details={{ island: islands.serviceDetails, sections: details }}
      more={{
        island: islands.serviceMore,
        sections: more,
        cta: (s) => ({
          title: 'Ready to book?',
          text: `Talk to us about ${s.title.toLowerCase()} for your property. Our services cover Sydney and NSW.`,
        }),
      }}
    />
  );
}

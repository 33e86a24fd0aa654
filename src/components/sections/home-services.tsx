import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { serviceTitle } from '../../content/catalog';
import { serviceCards, servicesSection } from '../../content/home';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { Icon } from '../ui/icon';
import { SectionHeading } from '../ui/section-heading';

export function HomeServices() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="render-near bg-white py-16 [--near-h:2050px] sm:py-20 md:[--near-h:1200px] lg:[--near-h:910px]"
    >
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title={servicesSection.heading}
          intro={servicesSection.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.slug}>
              <Card className="flex h-full flex-col transition-shadow hover:shadow-lift">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                  <Icon name={card.icon} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">
                  <Link
                    to={paths.service(card.slug)}
                    className="after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-brand-600"
                  >
                    {serviceTitle(card.slug)}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-ink-600">{card.description}</p>
                <span
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600"
                >
                  Learn more <ArrowRight className="h-4 w-4" />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { addOns } from '../../content/add-ons';
import { productTitle } from '../../content/catalog';
import { productCards, productsSection } from '../../content/home';
import { formatDollars, formatHomePrice } from '../../lib/format';
import { SectionLink } from '../layout/section-link';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { SectionHeading } from '../ui/section-heading';

// The title link's ::after covers the whole card, so a tap anywhere on the card chooses it. It is a real link to
// the form with the choice in the address (/?service=<slug>#contact), so it works before the app starts; once
// the app runs it scrolls there smoothly and the form picks the choice up without a reload.
const stretchedLink =
  'text-left after:absolute after:inset-0 after:rounded-card after:content-[""] hover:text-brand-600';

export function HomeProducts() {
  return (
    <section
      id="products"
      aria-labelledby="products-title"
      className="render-near bg-ink-50 py-16 [--near-h:4600px] sm:py-20 md:[--near-h:2840px] lg:[--near-h:1930px]"
    >
      <Container>
        <SectionHeading
          id="products-title"
          eyebrow="Inspections"
          title={productsSection.heading}
          intro={productsSection.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {productCards.map((card) => {
            const title = productTitle(card.slug);
            return (
              <li key={card.slug}>
                <Card className="flex h-full flex-col transition-shadow hover:shadow-lift">
                  <h3 className="text-lg leading-snug font-bold text-brand-900">
                    <SectionLink section="contact" search={`?service=${card.slug}`} className={stretchedLink}>
                      {title}
                    </SectionLink>
                  </h3>
                  <p className="mt-2 text-ink-600">{card.description}</p>
                  <p className="mt-4 text-xl font-extrabold text-brand-800">{formatHomePrice(card.price)}</p>
                  <ul className="tick-list mt-4 flex-1 space-y-2 text-sm text-ink-700">
                    {card.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <Link
                    to={paths.product(card.slug)}
                    className="relative z-10 mt-6 inline-flex items-center gap-1.5 self-start rounded-control py-1 text-sm font-semibold text-brand-600 hover:text-brand-800 hover:underline"
                  >
                    View details<span className="sr-only"> of {title}</span>
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>

        <div className="mt-16">
          <h3 className="text-xl font-bold text-brand-900">{productsSection.addOnsHeading}</h3>
          <p className="mt-2 text-ink-600">{productsSection.addOnsIntro}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {addOns.map((addOn) => (
              <li key={addOn.slug}>
                <Card className="h-full border-dashed transition-shadow hover:shadow-lift">
                  <div className="flex items-baseline justify-between gap-4">
                    <h4 className="text-base font-bold text-brand-900">
                      <SectionLink
                        section="contact"
                        search={`?addon=${addOn.slug}`}
                        className={stretchedLink}
                      >
                        {addOn.title}
                      </SectionLink>
                    </h4>
                    <p className="shrink-0 text-lg font-extrabold text-brand-800">
                      {formatDollars(addOn.price)}
                    </p>
                  </div>
                  <p className="mt-2 text-sm leading-relaxed text-ink-600">{addOn.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

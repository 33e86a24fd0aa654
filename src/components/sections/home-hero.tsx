import { CircleCheck, Phone } from 'lucide-react';
import { business, telHref } from '../../content/business';
import { hero } from '../../content/home';
import type { Highlight } from '../../content/types';
import { SectionLink } from '../layout/section-link';
import { buttonClass } from '../ui/button';
import { Container } from '../ui/container';

const highlights: readonly Highlight[] = hero.highlights;

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="hero-surface relative overflow-hidden text-white">
      <Container className="relative grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.35fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            {hero.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section="contact" className={buttonClass('primary', 'lg')}>
              Book Your Inspection
            </SectionLink>
            <SectionLink section="products" className={buttonClass('inverse', 'lg')}>
              View Inspections
            </SectionLink>
          </div>
        </div>
        <div className="rounded-card border border-white/15 bg-white/[0.07] p-6 sm:p-8">
          <ul className="space-y-4">
            {highlights.map((item) => (
              <li key={item.claim} className="flex items-start gap-3 text-base font-medium">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
                {/* The qualifier stands with its claim, in the same item (issue 55). */}
                <span>
                  {item.claim}
                  {item.qualifier ? ' ' : null}
                  {item.qualifier ? (
                    <span className="block text-sm font-normal text-brand-100">{item.qualifier}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-white/15 pt-6">
            <p className="text-sm text-brand-100">Prefer to talk it through?</p>
            <a
              href={telHref}
              className="mt-1 inline-flex items-center gap-2 text-xl font-bold text-white hover:underline"
            >
              <Phone aria-hidden="true" className="h-5 w-5 text-accent-300" />
              {business.phone.display}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}

import { about } from '../../content/home';
import type { Stat } from '../../content/types';
import { Container } from '../ui/container';
import { Icon } from '../ui/icon';
import { SectionHeading } from '../ui/section-heading';

const stats: readonly Stat[] = about.stats;

export function HomeAbout() {
  return (
    <section
      id="why-choose-us"
      aria-labelledby="why-choose-us-title"
      className="render-near bg-white py-16 [--near-h:1880px] sm:py-20 md:[--near-h:1260px] lg:[--near-h:890px]"
    >
      <Container>
        <SectionHeading
          id="why-choose-us-title"
          eyebrow="About us"
          title={about.heading}
          intro={about.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.sellingPoints.map((point) => (
            <li key={point.title} className="rounded-card border border-ink-200 bg-ink-50 p-6">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-control bg-brand-800 text-accent-300">
                <Icon name={point.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{point.description}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card bg-ink-200 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col bg-brand-900 px-4 py-7 text-center">
              <dt className="order-2 mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
              <dd className="order-1 text-3xl font-extrabold text-white sm:text-4xl">{stat.value}</dd>
              {/* The figure's qualifier, on the stat's own line under its label (issue 55). */}
              {stat.qualifier ? (
                <dd className="order-3 mt-1 text-sm text-brand-100">{stat.qualifier}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Container } from '../ui/container';

interface PageHeroProps {
  title: string;
  description: string;
  /** The illustration beside the title; pages without one (the information pages) leave it out. */
  image?: string;
  imageAlt?: string;
  backTo: string;
  backLabel: string;
}

/** The top of a product, service or information page: back link, h1, summary and illustration. */
export function PageHero({ title, description, image, imageAlt = '', backTo, backLabel }: PageHeroProps) {
  return (
    <section className="hero-surface text-white">
      <Container
        className={`grid items-center gap-8 py-10 sm:py-14 ${image ? 'lg:grid-cols-[1.2fr_1fr] lg:gap-12' : ''}`}
      >
        <div>
          <Link
            to={backTo}
            className="inline-flex items-center gap-1.5 rounded-control py-1 text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {backLabel}
          </Link>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          <p className={`mt-4 text-lg leading-relaxed text-brand-100 ${image ? 'max-w-xl' : 'max-w-2xl'}`}>
            {description}
          </p>
        </div>
        {image ? (
          <img
            src={image}
            alt={imageAlt}
            width={800}
            height={500}
            fetchPriority="high"
            className="aspect-[8/5] w-full rounded-card bg-brand-50 object-cover shadow-lift"
          />
        ) : null}
      </Container>
    </section>
  );
}

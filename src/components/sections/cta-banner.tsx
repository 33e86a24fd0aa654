import { Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { business, telHref } from '../../content/business';
import { buttonClass } from '../ui/button';
import { Container } from '../ui/container';

interface CtaBannerProps {
  title: string;
  text: string;
  bookingPath: string;
}

/** The closing call to action of inner pages: Book Now and a call link. */
export function CtaBanner({ title, text, bookingPath }: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-title" className="hero-surface py-14 text-white sm:py-16">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-brand-100">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={bookingPath} className={buttonClass('primary', 'lg')}>
            Book Now
          </Link>
          <a href={telHref} className={buttonClass('inverse', 'lg')}>
            <Phone aria-hidden="true" className="h-5 w-5" />
            Call {business.phone.display}
          </a>
        </div>
      </Container>
    </section>
  );
}

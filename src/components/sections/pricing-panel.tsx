import { Link } from 'react-router-dom';
import type { Pricing } from '../../content/schemas';
import { buttonClass } from '../ui/button';

/** Price text, its note and the booking button. */
export function PricingPanel({ pricing, bookingPath }: { pricing: Pricing; bookingPath: string }) {
  return (
    <div className="flex flex-col gap-6 rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
      <div className="max-w-2xl">
        <p className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{pricing.text}</p>
        <p className="mt-3 leading-relaxed text-ink-700">{pricing.note}</p>
      </div>
      <Link to={bookingPath} className={buttonClass('primary', 'lg', 'shrink-0')}>
        Book Your Inspection
      </Link>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { pricingPanelNote } from '../../content/pricing-note';
import type { Pricing } from '../../content/schemas';
import { buttonClass } from '../ui/button';
import { InlineText } from './inline-text';

/** A price ('$440', 'Contact for Quote') is set large; a sentence of a price a size down, so it stays a headline. */
function priceSize(text: string): string {
  return text.length > 24 ? 'text-2xl leading-snug sm:text-3xl' : 'text-3xl sm:text-4xl';
}

/** Price text, the page's own detail and the shared note with its link to how pricing works, and the booking button. */
export function PricingPanel({ pricing, bookingPath }: { pricing: Pricing; bookingPath: string }) {
  return (
    <div className="flex flex-col gap-6 rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
      <div className="max-w-2xl">
        <p className={`font-extrabold text-brand-900 ${priceSize(pricing.text)}`}>{pricing.text}</p>
        <p className="mt-3 leading-relaxed text-ink-700">
          {pricing.detail ? `${pricing.detail} ` : ''}
          <InlineText text={pricingPanelNote} />
        </p>
      </div>
      <Link to={bookingPath} className={buttonClass('primary', 'lg', 'shrink-0')}>
        Book Your Inspection
      </Link>
    </div>
  );
}

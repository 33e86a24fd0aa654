import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PricingPanel } from '../../src/components/sections/pricing-panel';
import { allProducts, allServices } from '../../src/content/all-content';
import { pricingNote } from '../../src/content/pricing-note';

describe('the pricing panel', () => {
  it.each([...allProducts, ...allServices].map((r) => [r.slug, r] as const))(
    '%s: shows the price, then its own detail and the one shared note (GST, review, deposit)',
    (_slug, record) => {
      render(
        <MemoryRouter>
          <PricingPanel pricing={record.pricing} bookingPath="/#contact" />
        </MemoryRouter>,
      );
      expect(screen.getByText(record.pricing.text)).toBeInTheDocument();
      const note = screen.getByText((_, element) => element?.textContent?.endsWith(pricingNote) ?? false, {
        selector: 'p',
      });
      expect(note.textContent).toBe(
        record.pricing.detail ? `${record.pricing.detail} ${pricingNote}` : pricingNote,
      );
      expect(screen.getByRole('link', { name: 'Book Your Inspection' })).toHaveAttribute('href', '/#contact');
    },
  );
});

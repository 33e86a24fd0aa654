import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PricingPanel } from '../../src/components/sections/pricing-panel';
import { allProducts, allServices } from '../../src/content/all-content';
import { pricingHome, pricingPanelNote } from '../../src/content/pricing-note';
import { plainText } from '../../src/lib/inline-links';

describe('the pricing panel', () => {
  it.each([...allProducts, ...allServices].map((r) => [r.slug, r] as const))(
    '%s: shows the price, then its own detail and the one shared note, which links to how pricing works',
    (_slug, record) => {
      render(
        <MemoryRouter>
          <PricingPanel pricing={record.pricing} bookingPath="/#contact" />
        </MemoryRouter>,
      );
      expect(screen.getByText(record.pricing.text)).toBeInTheDocument();
      const note = plainText(pricingPanelNote);
      const shown = screen.getByText((_, element) => element?.textContent?.endsWith(note) ?? false, {
        selector: 'p',
      });
      expect(shown.textContent).toBe(record.pricing.detail ? `${record.pricing.detail} ${note}` : note);
      // The price and the deposit are explained once, on the booking-process page (issue 42, repetition).
      expect(screen.getByRole('link', { name: 'How pricing and booking work' })).toHaveAttribute(
        'href',
        pricingHome,
      );
      expect(screen.getByRole('link', { name: 'Book Your Inspection' })).toHaveAttribute('href', '/#contact');
    },
  );
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../src/components/layout/site-footer';
import { business } from '../../src/content/business';

describe('the footer', () => {
  it('prints the builder licence number beside "Licensed builders in NSW", and the ABN', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const claim = within(footer).getByText(/^Licensed builders in NSW/);
    expect(claim).toHaveTextContent(
      `Licensed builders in NSW (licence no. ${business.credentials.builderLicence})`,
    );
    expect(footer).toHaveTextContent(`ABN ${business.abn}`);
  });
});

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

  it("dates the copyright to the website's year, not to the business's founding year", () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const line = within(footer).getByText(/^©/);
    expect(line).toHaveTextContent(`© ${__BUILD_YEAR__} ${business.name}. Serving Sydney and NSW.`);
    expect(line.textContent).not.toContain(String(business.foundingYear));
    // The founding year stays where it belongs: beside the years of inspecting.
    expect(footer).toHaveTextContent(`since ${business.foundingYear}`);
  });
});

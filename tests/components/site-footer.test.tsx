import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../src/components/layout/site-footer';
import { business } from '../../src/content/business';
import { clientFacing } from '../../src/content/stand-ins';

describe('the footer', () => {
  it('prints the builder licence number beside "Licensed builders in NSW", and the ABN', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const claim = within(footer).getByText(/^Licensed builders in NSW/);
    // The number once it is set; "ask us" while business.ts holds its stand-in (issue 55).
    expect(claim).toHaveTextContent(`Licensed builders in NSW (${clientFacing.licenceAside})`);
    expect(footer).toHaveTextContent(clientFacing.abnLine);
    expect(footer.textContent).not.toContain(business.credentials.builderLicence);
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

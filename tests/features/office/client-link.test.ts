import { describe, expect, it } from 'vitest';
import { addonOptions, matchAddon, matchService, serviceOptions } from '../../../src/domain/booking/options';
import { clientLink } from '../../../src/features/office/client-link';
import { siteOrigin } from '../../../src/lib/site';

/** What the public form makes of a link: the choices its address names (booking-form.tsx's addressChoices). */
function formChoices(link: string) {
  const url = new URL(link);
  return {
    origin: url.origin,
    path: url.pathname,
    hash: url.hash,
    service: matchService(url.searchParams.get('service'))?.label ?? null,
    addon: matchAddon(url.searchParams.get('addon'))?.label ?? null,
  };
}

describe("the office's link maker", () => {
  it("opens the home page's form with every inspection and every add-on it offers chosen", () => {
    for (const service of serviceOptions) {
      for (const addon of addonOptions) {
        expect(formChoices(clientLink(service.slug, addon)), `${service.slug} + ${addon.title}`).toEqual({
          origin: new URL(siteOrigin).origin,
          path: '/',
          hash: '#contact',
          service: service.label,
          // 'No add-ons' is the form's own default: the link leaves it out.
          addon: addon.slugs.length ? addon.label : null,
        });
      }
    }
  });

  it("names an inspection by its slug, as the public pages' own booking links do", () => {
    const [service] = serviceOptions;
    expect(new URL(clientLink(service!.slug, null)).searchParams.get('service')).toBe(service!.slug);
  });
});

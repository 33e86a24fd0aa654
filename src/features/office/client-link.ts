import { addonOptions, serviceOptions, type AddonOption } from '../../domain/booking/options';
import { absoluteUrl } from '../../lib/site';

/**
 * The home page's address with an inspection and an add-on chosen, as the public form reads it
 * (`?service=<product slug>&addon=<add-on>`, booking-form.tsx's addressChoices through matchService and
 * matchAddon): an add-on by its slug, a bundle (several add-ons) by its title. 'No add-ons' adds nothing.
 */
export function clientLink(serviceSlug: string, addon: AddonOption | null): string {
  const params = new URLSearchParams({ service: serviceSlug });
  if (addon && addon.slugs.length > 0) {
    params.set('addon', addon.slugs.length === 1 ? addon.slugs[0]! : addon.title);
  }
  return absoluteUrl(`/?${params}#contact`);
}

/** The choices, from the form's own lists (options.ts). */
export const linkServices = serviceOptions;
export const linkAddons = addonOptions;

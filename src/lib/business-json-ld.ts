import { business } from '../content/business';
import { builderLicence } from '../content/stand-ins';
import { absoluteUrl } from './site';

/**
 * The business as schema.org data, on every page (root layout). Kept apart from the page builders in
 * json-ld.ts so the bundle every page loads carries only this one.
 */
export type JsonLdObject = Record<string, unknown> & { '@type': string };

export const businessId = () => absoluteUrl('/#business');

export function businessJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(),
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    email: business.email,
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl('/og/home.png'),
    foundingDate: String(business.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.locality,
      addressRegion: business.region,
      addressCountry: 'AU',
    },
    areaServed: business.areaServed.map((name) => ({
      '@type': name === 'Sydney' ? 'City' : 'State',
      name,
    })),
    // The licence behind "Licensed builders in NSW": schema.org's hasCredential takes an
    // EducationalOccupationalCredential for an Organization as well as a Person.
    // Left out while the licence number is a stand-in (content/stand-ins.ts): a crawler never reads one.
    ...(builderLicence
      ? {
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            name: 'NSW contractor licence (residential building work)',
            credentialCategory: 'licence',
            identifier: builderLicence,
            validIn: { '@type': 'State', name: 'New South Wales' },
          },
        }
      : {}),
  };
}

import type { ArticleKind } from '../content/kinds';

/** Anchors of the home page sections that the header and buttons link to. */
export type HomeSection = 'why-choose-us' | 'products' | 'services' | 'contact';

/** Every internal link is built here; pages and components never spell a URL by hand. */
export const paths = {
  home: () => '/',
  homeSection: (section: HomeSection) => `/#${section}`,
  product: (slug: string) => `/products/${slug}`,
  service: (slug: string) => `/services/${slug}`,
  knowledge: (kind: ArticleKind) => `/knowledge/${kind}`,
  article: (kind: ArticleKind, slug: string) => `/knowledge/${kind}/${slug}`,
  /** The home form with an inspection chosen, or with no choice when `productSlug` is null. */
  booking: (productSlug?: string | null) =>
    productSlug ? `/?service=${encodeURIComponent(productSlug)}#contact` : '/#contact',
  bookingAddon: (addonSlug: string) => `/?addon=${encodeURIComponent(addonSlug)}#contact`,
  /** 'Which inspection do I need?': the nine inspections compared. */
  inspections: () => '/inspections',
  /** What happens after an enquiry, from the first call to the report. */
  bookingProcess: () => '/booking-process',
  privacy: () => '/privacy',
  accessibility: () => '/accessibility',
} as const;

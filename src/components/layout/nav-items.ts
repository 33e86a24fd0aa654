import type { HomeSection } from '../../lib/paths';

/** The header's links, in order; each goes to a home-page section. */
export const navItems: { label: string; section: HomeSection }[] = [
  { label: 'About', section: 'why-choose-us' },
  { label: 'Products', section: 'products' },
  { label: 'Services', section: 'services' },
  { label: 'Contact', section: 'contact' },
];

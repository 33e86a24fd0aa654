/**
 * The business's identity: the one place to edit it. Every page, the footer, the booking notices and the
 * structured data read from here.
 *
 * PLACEHOLDERS: the name, phone, e-mail, ABN, domain and designer credit below are stand-ins until the
 * business supplies its own. The phone is in the (02) 5550 xxxx range that ACMA reserves for fiction, and the
 * domain uses the reserved `.example` top-level domain, so neither can reach a real person or site.
 */
export const business = {
  name: 'Harbourline Building Inspections',
  /** Short form for tight spaces (the mobile header). */
  shortName: 'Harbourline',
  tagline: 'Licensed builders inspecting Sydney homes since 1999',
  phone: {
    /** As printed on the page; non-breaking spaces keep the number on one line. */
    display: '(02)\u00a05550\u00a01234',
    /** E.164 form for tel: links and structured data. */
    e164: '+61255501234',
  },
  email: 'info@harbourline-inspections.example',
  abn: '00 000 000 000',
  /** Bare host name the site is served from; the canonical origin is https://<domain> unless overridden. */
  domain: 'harbourline-inspections.example',
  foundingYear: 1999,
  locality: 'Sydney',
  region: 'NSW',
  areaServed: ['Sydney', 'New South Wales'],
  designer: { name: 'Placeholder Studio', url: 'https://studio.example/' },
} as const;

export const telHref = `tel:${business.phone.e164}`;
export const mailHref = `mailto:${business.email}`;

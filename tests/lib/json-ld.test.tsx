// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { JsonLd } from '../../src/components/json-ld';
import { business } from '../../src/content/business';
import { isStandIn } from '../../src/content/stand-ins';
import { pricingNote } from '../../src/content/pricing-note';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import { businessJsonLd } from '../../src/lib/business-json-ld';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  priceFromText,
  serviceJsonLd,
} from '../../src/lib/json-ld';

const absolute = /^https:\/\/[^/]+\//;

describe('structured data', () => {
  it('describes the business', () => {
    const data = businessJsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: expect.any(String),
      telephone: expect.stringMatching(/^\+61\d{9}$/),
      email: expect.stringContaining('@'),
      foundingDate: '1999',
    });
    expect(data.url).toMatch(absolute);
    expect(data.logo).toMatch(/^https:\/\/.+\.png$/);
    expect(data.areaServed).toEqual([
      { '@type': 'City', name: 'Sydney' },
      { '@type': 'State', name: 'New South Wales' },
    ]);
  });

  it('carries the builder licence number as a credential of the business', async () => {
    // Issue 55: never a stand-in. business.ts holds one until the business puts in its number.
    const { builderLicence } = business.credentials;
    if (isStandIn(builderLicence)) expect(businessJsonLd().hasCredential).toBeUndefined();
    else expect(businessJsonLd().hasCredential).toMatchObject({ identifier: builderLicence });
    vi.resetModules();
    vi.doMock('../../src/content/business', async (importOriginal) => {
      const { business: real } = await importOriginal<typeof import('../../src/content/business')>();
      return { business: { ...real, credentials: { ...real.credentials, builderLicence: '123456C' } } };
    });
    try {
      const { businessJsonLd: withLicence } = await import('../../src/lib/business-json-ld');
      expect(withLicence().hasCredential).toEqual({
        '@type': 'EducationalOccupationalCredential',
        name: expect.stringMatching(/licence/),
        credentialCategory: 'licence',
        identifier: '123456C',
        validIn: { '@type': 'State', name: 'New South Wales' },
      });
    } finally {
      vi.doUnmock('../../src/content/business');
      vi.resetModules();
    }
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Tips', path: '/knowledge/tips' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: expect.stringMatching(absolute) },
      { '@type': 'ListItem', position: 2, name: 'Tips', item: expect.stringMatching(/\/knowledge\/tips$/) },
    ]);
  });

  it('reads the price from the price text, and none from a quote', () => {
    expect(priceFromText('$440')).toBe(440);
    expect(priceFromText('From $1,250')).toBe(1250);
    expect(priceFromText('Contact for Quote')).toBeNull();
  });

  it.each([...allProducts, ...allServices].map((r) => [r.slug, r] as const))(
    'marks up %s as a Service with an offer only when it shows a price',
    (slug, record) => {
      const data = serviceJsonLd(record, `/x/${slug}`);
      expect(data['@type']).toBe('Service');
      expect(data.provider).toMatchObject({
        '@type': 'HomeAndConstructionBusiness',
        name: expect.any(String),
      });
      expect(data.areaServed).toHaveLength(2);
      // A price text whose $ is not the record's own price (an add-on's) carries no offer.
      const price = record.pricing.machineReadable === false ? null : priceFromText(record.pricing.text);
      if (price === null) {
        expect(data.offers).toBeUndefined();
      } else {
        expect(data.offers).toMatchObject({
          '@type': 'Offer',
          price: price.toFixed(2),
          priceCurrency: 'AUD',
          description: expect.stringContaining(pricingNote),
        });
      }
      const faq = faqJsonLd(record.faq);
      expect(faq['@type']).toBe('FAQPage');
      expect(faq.mainEntity).toHaveLength(record.faq.length);
    },
  );

  it.each(allArticles.map((a) => [`${a.kind}/${a.slug}`, a] as const))(
    'marks up %s as an article',
    (_name, article) => {
      const data = articleJsonLd(article, `/knowledge/${article.kind}/${article.slug}`);
      expect(data['@type']).toBe(article.kind === 'blog' ? 'BlogPosting' : 'Article');
      expect(data).toMatchObject({
        headline: article.title,
        datePublished: article.date,
        author: { name: expect.any(String) },
        publisher: { name: expect.any(String), logo: { url: expect.stringMatching(absolute) } },
      });
      expect(data.image).toMatch(absolute);
    },
  );

  it('never lets content close its script element', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={faqJsonLd([{ question: 'x</script><b>?', answer: 'y' }])} />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, '')).mainEntity[0].name).toBe(
      'x</script><b>?',
    );
  });
});

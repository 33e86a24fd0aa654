import { business } from '../content/business';
import { pricingNote } from '../content/pricing-note';
import { plainText } from './inline-links';
import type { Article, Faq, Product, Service } from '../content/schemas';
import { businessId, type JsonLdObject } from './business-json-ld';
import { absoluteUrl } from './site';

export type { JsonLdObject } from './business-json-ld';

/**
 * schema.org structured data, built from the content modules so nothing is written twice. Pages render it
 * with <JsonLd>; a unit test checks the shape of every block and an e2e test parses it on every page.
 */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The first '$N' of a price text, or null for quote-only prices. */
export function priceFromText(text: string): number | null {
  const match = /\$\s?([\d,]+(?:\.\d{2})?)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

export function serviceJsonLd(
  record: Pick<Product | Service, 'title' | 'description' | 'image' | 'pricing'>,
  path: string,
): JsonLdObject {
  const price = record.pricing.machineReadable === false ? null : priceFromText(record.pricing.text);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: record.title,
    description: record.description,
    url: absoluteUrl(path),
    image: absoluteUrl(record.image),
    serviceType: record.title,
    provider: { '@type': 'HomeAndConstructionBusiness', '@id': businessId(), name: business.name },
    areaServed: business.areaServed.map((name) => ({ '@type': name === 'Sydney' ? 'City' : 'State', name })),
    ...(price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: 'AUD',
            url: absoluteUrl(path),
            description: [record.pricing.detail, pricingNote].filter(Boolean).join(' '),
          },
        }),
  };
}

export function faqJsonLd(faq: readonly Faq[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

export function articleJsonLd(
  article: Pick<Article, 'kind' | 'title' | 'excerpt' | 'date' | 'updated' | 'image'>,
  path: string,
): JsonLdObject {
  const organisation = { '@type': 'Organization', '@id': businessId(), name: business.name };
  return {
    '@context': 'https://schema.org',
    '@type': article.kind === 'blog' ? 'BlogPosting' : 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    image: absoluteUrl(article.image),
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    author: organisation,
    publisher: {
      ...organisation,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') },
    },
    inLanguage: 'en-AU',
  };
}

/**
 * A page that is neither a product, a service nor an article (the comparison, the booking process, the privacy
 * policy, the accessibility statement): what it is, which site it belongs to and who publishes it. Pages
 * render it beside their BreadcrumbList.
 */
export function webPageJsonLd(page: { name: string; description: string; path: string }): JsonLdObject {
  const url = absoluteUrl(page.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.name,
    description: page.description,
    inLanguage: 'en-AU',
    isPartOf: { '@type': 'WebSite', url: absoluteUrl('/'), name: business.name },
    publisher: { '@id': businessId() },
  };
}

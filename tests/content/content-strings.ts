import { addOns } from '../../src/content/add-ons';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import * as home from '../../src/content/home';
import { plainText } from '../../src/lib/inline-links';
import { richBody, sampleAgreements } from './agreement-samples';

/** One piece of copy and where it lives, e.g. 'service strata-reports faq.2.answer'. */
export interface CopyString {
  where: string;
  text: string;
}

/** A content record and whether it carries a date (only dated articles may speak of what is coming). */
export interface CopyRecord {
  name: string;
  dated: boolean;
  value: unknown;
  /** The page it is shown on. */
  route?: string;
}

const notProse = /^(\/|https?:)|^[a-z0-9-]+$/;

/** Every string inside a value, with its key path; slugs, paths and URLs are left out. */
export function stringsOf(value: unknown, where: string): CopyString[] {
  if (typeof value === 'string') return notProse.test(value) ? [] : [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${where}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  }
  return [];
}

/**
 * The information pages (today the comparison, the booking process, the privacy policy and accessibility):
 * every module in src/content/pages/ but the schemas, each with one export named `...Page`, shown at the
 * path of its file's name. A new page's copy is checked with no edit here.
 */
const pageModules = import.meta.glob<Record<string, unknown>>('../../src/content/pages/*.ts', {
  eager: true,
});
export const infoPageRecords: CopyRecord[] = Object.entries(pageModules)
  .filter(([file]) => !file.endsWith('/schemas.ts'))
  .map(([file, module]) => {
    const route = `/${file.slice(file.lastIndexOf('/') + 1, -'.ts'.length)}`;
    const pages = Object.entries(module).filter(([name]) => name.endsWith('Page'));
    if (pages.length !== 1) {
      throw new Error(`${file}: one export named ...Page expected, found ${pages.length}`);
    }
    return { name: `page ${route}`, dated: false, value: pages[0]![1], route };
  });

/**
 * The pre-inspection agreements (issue 40), each kind and scope filled in for a sample booking, read as the
 * information pages are: a heading and a rich-text body per section. Their page is private, so no route.
 */
export const agreementRecords: CopyRecord[] = sampleAgreements.map(({ name, agreement }) => ({
  name: `agreement ${name}`,
  dated: false,
  value: {
    title: agreement.title,
    sections: agreement.sections.map((s) => ({ id: s.id, heading: s.heading, body: richBody(s.blocks) })),
  },
}));

/**
 * Every record of copy on the site: products, services, the home page, the add-ons, the information pages,
 * the articles and the pre-inspection agreements.
 */
export const copyRecords: CopyRecord[] = [
  ...allProducts.map((p) => ({
    name: `product ${p.slug}`,
    dated: false,
    value: p,
    route: `/products/${p.slug}`,
  })),
  ...allServices.map((s) => ({
    name: `service ${s.slug}`,
    dated: false,
    value: s,
    route: `/services/${s.slug}`,
  })),
  ...Object.entries(home).map(([key, value]) => ({ name: `home ${key}`, dated: false, value, route: '/' })),
  { name: 'add-ons', dated: false, value: addOns, route: '/' },
  ...infoPageRecords,
  ...allArticles.map((a) => ({
    name: `article ${a.kind}/${a.slug}`,
    dated: true,
    value: a,
    route: `/knowledge/${a.kind}/${a.slug}`,
  })),
  ...agreementRecords,
];

/** The blank-line-separated paragraphs of a string (a one-line string is one paragraph). */
export function paragraphsOf(copy: CopyString): CopyString[] {
  return copy.text
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text, i) => ({ where: `${copy.where} (paragraph ${i + 1})`, text }));
}

/** Sentences of a paragraph, list items counted as sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/^-\s*/, '').trim())
    .filter(Boolean);
}

/** Every paragraph of every record. */
export function paragraphsOfRecord(record: CopyRecord): CopyString[] {
  return stringsOf(record.value, record.name).flatMap(paragraphsOf);
}

/** The copy of each page, as a reader sees it (links as their words), one entry per route. */
export function pageTexts(records: CopyRecord[] = copyRecords): Map<string, CopyString[]> {
  const pages = new Map<string, CopyString[]>();
  for (const record of records) {
    if (!record.route) continue;
    const strings = stringsOf(record.value, record.name).map((c) => ({ ...c, text: plainText(c.text) }));
    pages.set(record.route, [...(pages.get(record.route) ?? []), ...strings]);
  }
  return pages;
}

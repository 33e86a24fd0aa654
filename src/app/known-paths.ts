import { allArticles, allProducts, allServices } from '../content/all-content';
import { articleKinds } from '../content/kinds';
import { paths } from './paths';

/**
 * Every page of the route table that exists, with the content slugs filled in. The prerender writes one HTML
 * file for each and the sitemap lists them; a test checks that each matches a route.
 */
export function knownPaths(): string[] {
  return [
    paths.home(),
    ...allProducts.map((p) => paths.product(p.slug)),
    ...allServices.map((s) => paths.service(s.slug)),
    ...articleKinds.map((kind) => paths.knowledge(kind)),
    ...allArticles.map((a) => paths.article(a.kind, a.slug)),
    paths.inspections(),
    paths.bookingProcess(),
    paths.privacy(),
    paths.accessibility(),
  ];
}

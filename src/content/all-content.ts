import type { Article, Product, Service } from './schemas';
import { productCatalog, serviceCatalog } from './catalog';
import { newestFirst } from './articles';

/**
 * Every record at once, for the build (prerender, sitemap, feed, structured data checks) and the tests.
 * Never import this from a page: it would put all the site's copy in one bundle.
 */
const products = import.meta.glob<Product>('./products/*.ts', { import: 'product', eager: true });
const services = import.meta.glob<Service>('./services/*.ts', { import: 'service', eager: true });
const articles = import.meta.glob<Article>('./articles/*/*.ts', { import: 'article', eager: true });

function bySlug<T>(modules: Record<string, T>, folder: string, slug: string): T {
  const record = modules[`./${folder}/${slug}.ts`];
  if (!record) throw new Error(`No ${folder} module for '${slug}'`);
  return record;
}

/** Products in catalogue order. */
export const allProducts: Product[] = productCatalog.map((p) => bySlug(products, 'products', p.slug));
/** Services in catalogue order. */
export const allServices: Service[] = serviceCatalog.map((s) => bySlug(services, 'services', s.slug));
/** Articles of every kind, newest first. */
export const allArticles: Article[] = Object.values(articles).sort(newestFirst);

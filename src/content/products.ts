import type { Product } from './schemas';

// One chunk per product: a product page never ships the copy of the other eight.
const modules = import.meta.glob<Product>('./products/*.ts', { import: 'product' });
// What a prerendered product page hydrates with: the rest of the copy stays its prerendered HTML (vite.config.ts
// lists what a summary leaves out).
const summaries = import.meta.glob<ProductSummary>('./products/*.ts', {
  import: 'product',
  query: '?summary',
});

/** A product without the copy of its page's prerendered islands (pages/product-page.tsx). */
export type ProductSummary = Omit<
  Product,
  'whatIsIt' | 'whyBeneficial' | 'whenBeneficial' | 'process' | 'included' | 'faq'
>;

/** The slug of every product that has a module here: the pages the route table prerenders. */
export function productSlugs(): string[] {
  return Object.keys(modules).map((key) => key.slice('./products/'.length, -'.ts'.length));
}

/** The product with this slug, or null when there is none. */
export async function loadProduct(slug: string | undefined): Promise<Product | null> {
  const load = slug ? modules[`./products/${slug}.ts`] : undefined;
  return load ? load() : null;
}

/** The product's summary, or null when there is none. */
export async function loadProductSummary(slug: string | undefined): Promise<ProductSummary | null> {
  const load = slug ? summaries[`./products/${slug}.ts`] : undefined;
  return load ? load() : null;
}

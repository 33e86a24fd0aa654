import type { Product } from './schemas';

// One chunk per product: a product page never ships the copy of the other eight.
const modules = import.meta.glob<Product>('./products/*.ts', { import: 'product' });

/** The product with this slug, or null when there is none. */
export async function loadProduct(slug: string | undefined): Promise<Product | null> {
  const load = slug ? modules[`./products/${slug}.ts`] : undefined;
  return load ? load() : null;
}

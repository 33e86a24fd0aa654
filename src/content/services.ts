import type { Service } from './schemas';

// One chunk per service: a service page never ships the copy of the other five.
const modules = import.meta.glob<Service>('./services/*.ts', { import: 'service' });

/** The service with this slug, or null when there is none. */
export async function loadService(slug: string | undefined): Promise<Service | null> {
  const load = slug ? modules[`./services/${slug}.ts`] : undefined;
  return load ? load() : null;
}

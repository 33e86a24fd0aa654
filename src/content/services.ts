import type { Service } from './schemas';

// One chunk per service: a service page never ships the copy of the other five.
const modules = import.meta.glob<Service>('./services/*.ts', { import: 'service' });
// What a prerendered service page hydrates with: the rest of the copy stays its prerendered HTML (vite.config.ts
// lists what a summary leaves out).
const summaries = import.meta.glob<ServiceSummary>('./services/*.ts', {
  import: 'service',
  query: '?summary',
});

/** A service without the copy of its page's prerendered islands (pages/service-page.tsx). */
export type ServiceSummary = Omit<
  Service,
  'overview' | 'benefits' | 'process' | 'included' | 'whyChoose' | 'faq'
>;

/** The slug of every service that has a module here: the pages the route table prerenders. */
export function serviceSlugs(): string[] {
  return Object.keys(modules).map((key) => key.slice('./services/'.length, -'.ts'.length));
}

/** The service with this slug, or null when there is none. */
export async function loadService(slug: string | undefined): Promise<Service | null> {
  const load = slug ? modules[`./services/${slug}.ts`] : undefined;
  return load ? load() : null;
}

/** The service's summary, or null when there is none. */
export async function loadServiceSummary(slug: string | undefined): Promise<ServiceSummary | null> {
  const load = slug ? summaries[`./services/${slug}.ts`] : undefined;
  return load ? load() : null;
}

import { business } from '../content/business';

/**
 * The canonical origin every absolute URL is built on (canonical links, Open Graph, sitemap, feed).
 * Set VITE_SITE_ORIGIN at build time to override the business domain, e.g. for a staging host.
 */
export const siteOrigin: string = (import.meta.env.VITE_SITE_ORIGIN || `https://${business.domain}`).replace(
  /\/+$/,
  '',
);

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin}/`).href;
}

import { articleKinds } from '../content/kinds';
import { paths } from '../lib/paths';

/**
 * Old short links (/tips/<slug>, /blog/<slug>...) and where they now live. The router, the local server and
 * the host configs (_redirects, vercel.json) are all built from this list.
 */
export const shortPathRedirects = articleKinds.map((kind) => ({
  kind,
  /** Prefix of the old address, without a trailing slash. */
  from: `/${kind}`,
  /** Where /<kind>/<slug> now lives, with ':slug' standing for the slug. */
  to: paths.article(kind, ':slug'),
  /** Where the bare /<kind> goes. */
  toList: paths.knowledge(kind),
}));

/** The new address for an old short path, or null when the path is not one. */
export function resolveShortPath(pathname: string): string | null {
  for (const rule of shortPathRedirects) {
    if (pathname === rule.from || pathname === `${rule.from}/`) return rule.toList;
    if (pathname.startsWith(`${rule.from}/`)) {
      const slug = pathname.slice(rule.from.length + 1).replace(/\/+$/, '');
      return slug ? rule.to.replace(':slug', slug) : rule.toList;
    }
  }
  return null;
}

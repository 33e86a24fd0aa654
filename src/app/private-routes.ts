/**
 * THE private routes: pages for the business (the office) and for one client at a time (the agreement, the
 * booking page, the report). They sit apart from the public route table (routes.tsx), which the prerender,
 * the sitemap and the public-route tests walk; nothing public imports this list or links its pages.
 *
 * Each private route is a client-rendered shell of its own (an HTML entry of a build of its own,
 * scripts/lib/private-build.ts): no data in its HTML, `noindex`, `Referrer-Policy: no-referrer`, out of the
 * sitemap, and none of its code in a chunk a public page loads. What reads this list:
 * - the build (scripts/build.ts) and the prerender (scripts/prerender.ts), which write each shell to
 *   dist/<path>/index.html;
 * - the host configuration (scripts/lib/host-config.ts): the headers of dist/_headers and vercel.json, and the
 *   rewrites of the paths under a route that takes a token;
 * - the local static server (scripts/lib/static-server.ts) and `npm run dev` (vite.config.ts);
 * - the tests (e2e/office.spec.ts, tests/scripts/host-config.test.ts).
 *
 * Why a build of their own, and how each host serves them: docs/decisions/0014-private-routes.md. Types and data
 * only: vite.config.ts, the host config and the tests import it without React.
 */

export interface PrivateShell {
  /** The shell's HTML entry, from the project's root. */
  html: string;
}

/** The client-rendered shells, one per kind of private page. */
export const privateShells = {
  office: { html: 'src/features/office/office.html' },
  agreement: { html: 'src/features/agreement/agreement.html' },
  booking: { html: 'src/features/booking-page/booking-page.html' },
  report: { html: 'src/features/report-page/report-page.html' },
} as const satisfies Record<string, PrivateShell>;

export type PrivateShellId = keyof typeof privateShells;

export interface PrivateRoute {
  id: string;
  /** The address, a plain path without a trailing slash. */
  path: string;
  /**
   * Whether the paths under it (`/agreement/<token>`, `/office/enquiries/<reference>`: any depth) answer with
   * the same shell: the hosts then rewrite them
   * to it.
   */
  subpaths: boolean;
  shell: PrivateShellId;
}

export const privateRoutes: readonly PrivateRoute[] = [
  // The office (issue 38); every place in it has an address under it (issue 57: src/api/office-paths.ts).
  { id: 'office', path: '/office', subpaths: true, shell: 'office' },
  // A client's pre-inspection agreement (issue 40): `/agreement/<token>`, the token from the "booked" e-mail.
  { id: 'agreement', path: '/agreement', subpaths: true, shell: 'agreement' },
  // A client's own booking (issue 41): `/booking/<token>`, from the "booked" e-mail and the reminder.
  { id: 'booking', path: '/booking', subpaths: true, shell: 'booking' },
  // A client's inspection report (issue 58): `/report/<token>`, from the "report is ready" e-mail.
  { id: 'report', path: '/report', subpaths: true, shell: 'report' },
];

/** What every private page answers with, beside the site's own headers (which these override). */
export const privateHeaders = {
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

/** The file in the built site that answers a private route: dist/<path>/index.html. */
export function privateShellFile(route: PrivateRoute): string {
  return `${route.path}/index.html`;
}

/** The private route a request path belongs to (its own path, with or without a trailing
 * slash, or any path under it when it has subpaths: `/agreement/<token>`, `/office/enquiries/<reference>`).
 * Case-sensitive, as the hosts' file lookup is. */
export function matchPrivateRoute(
  pathname: string,
  routes: readonly PrivateRoute[] = privateRoutes,
): PrivateRoute | null {
  for (const route of routes) {
    if (pathname === route.path || pathname === `${route.path}/`) return route;
    if (route.subpaths && pathname.startsWith(`${route.path}/`)) return route;
  }
  return null;
}

/**
 * The route table's addresses, read from the source (src/app/routes.tsx) by e2e/support/global-setup.ts through
 * Vite's module runner, so the suite compares the built site with the table, not with a count. Awaited here
 * because the runner closes once this module has been evaluated.
 */
import { footerLinks, knownPaths, matchRoute } from '../../src/app/routes';

export const tablePaths = await knownPaths();
export const tableFooterLinks = footerLinks();
/** The id of the route each address matches; an address the table does not know gets the not-found route's. */
export const tableRouteIds = Object.fromEntries(
  [...tablePaths, '/no-such-page'].map((address) => [address, matchRoute(address).route.id]),
);

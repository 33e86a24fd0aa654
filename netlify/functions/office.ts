/**
 * Netlify Functions (2.0): the office's API, /api/office/* (src/server/office/). Same variables as the booking
 * function; the code mail and a resend's delivery run in Netlify's `context.waitUntil`.
 */
import { handleOfficeRequest } from '../../src/server/office/handler';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';

/** The part of Netlify's Context used here (no @netlify/functions dependency for one method). */
interface NetlifyContext {
  waitUntil?(work: Promise<unknown>): void;
}

/**
 * The request at the path it was sent to. `netlify dev` answers a function's 403 or 404 by trying the path
 * again as `.html`, `.htm`, `/index.html` and `/index.htm` (as the CDN looks for static files), and this
 * route's wildcard hands each try to this function: read as they are, the office's own 403 (another origin)
 * would come back as a 404. No office path ends so, so on Netlify itself nothing changes.
 */
export function askedPath(request: Request): Request {
  const url = new URL(request.url);
  const asked = url.pathname.replace(/(?:\/index)?\.html?$/, '');
  if (asked === url.pathname) return request;
  url.pathname = asked;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    duplex: 'half',
  } as RequestInit);
}

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleOfficeRequest(
    askedPath(request),
    nodeFunctionConfig(netlifyEnv(), context.waitUntil?.bind(context), 'netlify'),
  );

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts): every path under /api/office/.
  path: '/api/office/*',
  // Per visitor IP and site domain, before the function runs: the inbox refreshes twice a minute, a person
  // clicks through a few enquiries, and a report of 40 MB goes up in 40 parts of 1 MiB (issue 58), which a
  // fast connection sends within the minute; the ledger's own limits count the sign-in codes.
  rateLimit: { windowLimit: 150, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

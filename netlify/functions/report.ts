/**
 * Netlify Functions (2.0): the client's report API, /api/report/* (src/server/report/, issue 58). Same variables
 * as the booking function (BOOKING_LINK_SECRET with them); the automation's event of a first opening is
 * delivered in Netlify's `context.waitUntil`. The file's answer is a Web Response with a binary body (a
 * range of at most REPORT_DOWNLOAD_PART_BYTES, src/api/report.ts), which Netlify passes on as it is.
 */
import { handleReportRequest } from '../../src/server/report/handler';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';
import { askedPath } from './office';

interface NetlifyContext {
  waitUntil?(work: Promise<unknown>): void;
}

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleReportRequest(
    askedPath(request),
    nodeFunctionConfig(netlifyEnv(), context.waitUntil?.bind(context), 'netlify'),
  );

export const config = {
  // A literal, for Netlify's static analysis (see bookings.ts): every path under /api/report/.
  path: '/api/report/*',
  // Per visitor IP and site domain: a client opens the page and reads a report of up to 10 ranges, with a
  // retry or two; a guesser gets little.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

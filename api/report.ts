/**
 * Vercel Functions (Node.js runtime, Web handler): the client's report API, /api/report/*
 * (src/server/report/, issue 58). vercel.json rewrites every /api/report/... path here
 * (scripts/lib/host-config.ts); the function still sees the path the browser asked for. The automation's event
 * of a first opening is delivered in Vercel's waitUntil. A range of the file (at most
 * REPORT_DOWNLOAD_PART_BYTES, src/api/report.ts) stays under Vercel's 4.5 MB response limit.
 */
import { waitUntil } from '@vercel/functions';
import { handleReportRequest } from '../src/server/report/handler.js';
import { nodeFunctionConfig } from '../src/server/node-function.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleReportRequest(request, nodeFunctionConfig(process.env, waitUntil, 'vercel'));
  },
};

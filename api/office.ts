/**
 * Vercel Functions (Node.js runtime, Web handler): the office's API, /api/office/* (src/server/office/). A
 * file in api/ answers one path segment outside Next.js, so vercel.json rewrites every /api/office/... path
 * here (scripts/lib/host-config.ts); the function still sees the path the browser asked for. Same variables
 * as api/bookings.ts; a resend's delivery runs in Vercel's waitUntil.
 */
import { waitUntil } from '@vercel/functions';
import { nodeFunctionConfig } from '../src/server/node-function.js';
import { handleOfficeRequest } from '../src/server/office/handler.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleOfficeRequest(request, nodeFunctionConfig(process.env, waitUntil, 'vercel'));
  },
};

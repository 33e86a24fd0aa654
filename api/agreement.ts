/**
 * Vercel Functions (Node.js runtime, Web handler): the pre-inspection agreement's API, /api/agreement/*
 * (src/server/agreement/). vercel.json rewrites every /api/agreement/... path here (scripts/lib/host-config.ts);
 * the function still sees the path the browser asked for. The copies of an accepted agreement are delivered
 * in Vercel's waitUntil.
 */
import { waitUntil } from '@vercel/functions';
import { handleAgreementRequest } from '../src/server/agreement/handler.js';
import { nodeFunctionConfig } from '../src/server/node-function.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleAgreementRequest(request, nodeFunctionConfig(process.env, waitUntil, 'vercel'));
  },
};

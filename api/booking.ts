/**
 * Vercel Functions (Node.js runtime, Web handler): the client's booking page's API, /api/booking/*
 * (src/server/booking-page/, issue 41). vercel.json rewrites every /api/booking/... path here
 * (scripts/lib/host-config.ts); the function still sees the path the browser asked for. The office's e-mail,
 * the client's cancellation and the automation's event are delivered in Vercel's waitUntil.
 */
import { waitUntil } from '@vercel/functions';
import { handleBookingPageRequest } from '../src/server/booking-page/handler.js';
import { nodeFunctionConfig } from '../src/server/node-function.js';

export default {
  fetch(request: Request): Promise<Response> {
    return handleBookingPageRequest(request, nodeFunctionConfig(process.env, waitUntil, 'vercel'));
  },
};

/**
 * POST /api/bookings, written once against the Fetch API's Request and Response: the local servers (through
 * node-adapter.ts) and the Netlify, Cloudflare Pages and Vercel functions all call `handleBookingRequest`.
 * It validates an enquiry with the form's own schema, gives it a short reference and hands it to a sink: the
 * automation at BOOKING_FORWARD_URL, or (local servers only) the file inbox.
 */
import { z } from 'zod';
import { HONEYPOT_NAME } from '../features/booking/honeypot.js';
import { bookingForClient } from '../features/booking/options.js';
import { joinAddress } from '../features/booking/payload.js';
import { bookingReference } from '../features/booking/reference.js';
import {
  checkOrigin,
  corsHeaders,
  parseAllowedOrigins,
  preflightHeaders,
  type OriginVerdict,
} from './cors.js';
import { controlCharacterErrors, enquirySchema } from './enquiry-schema.js';
import { consoleLogger, printable, type BookingLogger } from './log.js';
import { forwardSink, type BookingSink, type Enquiry } from './sinks.js';

export const BOOKING_PATH = '/api/bookings';
export const MAX_BODY_BYTES = 16 * 1024;
const ALLOW = 'POST, OPTIONS';

/** The server-side variables, read from wherever the host keeps them. */
export const BOOKING_ENV_NAMES = ['BOOKING_FORWARD_URL', 'BOOKING_ALLOWED_ORIGINS'] as const;

export interface BookingConfig {
  /** Where accepted enquiries go; null answers 503 'Bookings are not configured'. */
  sink: BookingSink | null;
  /** Other origins whose browsers may post (BOOKING_ALLOWED_ORIGINS); the site's own origin always may. */
  allowedOrigins: readonly string[];
  log?: BookingLogger;
  maxBodyBytes?: number;
  now?: () => Date;
}

export interface BookingConfigOptions {
  /** Used when BOOKING_FORWARD_URL is not set: the local servers pass the file inbox, hosts pass nothing. */
  fileSink?: BookingSink | null;
  log?: BookingLogger;
  fetch?: typeof fetch;
  forwardTimeoutMs?: number;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The config for a host's environment: forward when BOOKING_FORWARD_URL is set, else the file sink if any. */
export function bookingConfigFromEnv(
  env: Record<string, string | undefined>,
  options: BookingConfigOptions = {},
): BookingConfig {
  const log = options.log ?? consoleLogger;
  const forwardUrl = env.BOOKING_FORWARD_URL?.trim();
  let sink: BookingSink | null = options.fileSink ?? null;
  if (forwardUrl) {
    sink = null;
    if (isHttpUrl(forwardUrl)) {
      sink = forwardSink({ url: forwardUrl, fetch: options.fetch, timeoutMs: options.forwardTimeoutMs });
    } else {
      log('[bookings] BOOKING_FORWARD_URL is not an http(s) URL: enquiries get 503 until it is fixed');
    }
  }
  return { sink, allowedOrigins: parseAllowedOrigins(env.BOOKING_ALLOWED_ORIGINS), log };
}

/**
 * Headers every answer carries, whatever the host adds: Netlify's and Cloudflare's `_headers` rules do not
 * reach a function's responses. Another site may not read an answer as a resource of its own (a CORS
 * request, which an allowed origin makes, is not affected by CORP).
 */
export const API_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS, Vary: 'Origin', ...headers } });
}

/**
 * Whether a Content-Type header's media type is exactly application/json. Parameters may follow, but a
 * charset other than UTF-8 is refused (JSON is UTF-8), and so is anything merely containing the words.
 */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [essence = '', ...parameters] = header.split(';');
  if (essence.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') return true;
    const value = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    return value === 'utf-8' || value === 'utf8';
  });
}

type Body = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'unreadable' };

/** Reads at most `limit` bytes, counting as it goes, so a missing or lying Content-Length changes nothing. */
async function readBody(request: Request, limit: number): Promise<Body> {
  const declared = request.headers.get('Content-Length');
  if (declared && /^\d+$/.test(declared.trim()) && Number(declared) > limit) return { kind: 'too-large' };
  if (!request.body) return { kind: 'ok', text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stop reading; what happens to the rest of the upload is the adapter's business.
        reader.cancel().catch(() => {});
        return { kind: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { kind: 'unreadable' };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'unreadable' };
  }
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export async function handleBookingRequest(request: Request, config: BookingConfig): Promise<Response> {
  const log = config.log ?? consoleLogger;
  try {
    return await handle(request, config, log);
  } catch (error) {
    // Never a stack trace, and never the request: only what kind of thing went wrong.
    log(`[bookings] failed 500: ${printable((error as Error)?.name ?? 'error', 40)}`);
    return answer(500, { error: 'Internal error' });
  }
}

async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const verdict: OriginVerdict = checkOrigin(request, config.allowedOrigins);
  const cors = corsHeaders(verdict);
  const refuse = (status: number, why: string, body: Record<string, unknown>, headers = {}) => {
    log(`[bookings] refused ${status}: ${why}`);
    return answer(status, body, { ...cors, ...headers });
  };

  if (request.method === 'OPTIONS') {
    if (verdict.kind === 'allowed') {
      return new Response(null, {
        status: 204,
        headers: { ...preflightHeaders(verdict.origin), Allow: ALLOW, Vary: 'Origin' },
      });
    }
    if (verdict.kind === 'refused') {
      log('[bookings] refused 403: preflight from an origin not in BOOKING_ALLOWED_ORIGINS');
      return new Response(null, { status: 403, headers: { Vary: 'Origin' } });
    }
    return new Response(null, { status: 204, headers: { Allow: ALLOW } });
  }
  if (request.method !== 'POST') {
    return refuse(405, `method ${printable(request.method, 12)}`, { error: 'Use POST' }, { Allow: ALLOW });
  }
  if (verdict.kind === 'refused') {
    return refuse(403, 'cross-origin request from an origin not in BOOKING_ALLOWED_ORIGINS', {
      error: 'Requests from other sites are not accepted',
    });
  }
  if (!isJsonContentType(request.headers.get('Content-Type'))) {
    return refuse(415, 'the media type is not application/json', {
      error: 'Send the booking as application/json',
    });
  }

  const limit = config.maxBodyBytes ?? MAX_BODY_BYTES;
  const body = await readBody(request, limit);
  if (body.kind === 'too-large') {
    return refuse(413, `body over ${limit} bytes`, { error: `The body is over ${limit / 1024} KB` });
  }
  if (body.kind === 'unreadable') {
    return refuse(400, 'the body could not be read as UTF-8', { error: 'The body is not valid UTF-8 JSON' });
  }
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return refuse(400, 'the body is not JSON', { error: 'The body is not valid JSON' });
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return refuse(400, 'the body is not a JSON object', { error: 'The body must be a JSON object' });
  }
  const fields = data as Record<string, unknown>;

  if (isFilled(fields[HONEYPOT_NAME])) {
    // Looks accepted, so a bot learns nothing; nothing is forwarded or stored.
    const id = typeof fields.submissionId === 'string' ? fields.submissionId : crypto.randomUUID();
    log('[bookings] dropped: the honeypot field was filled');
    return answer(202, { reference: bookingReference(id) }, cors);
  }

  const controlErrors = controlCharacterErrors(fields);
  const parsed = enquirySchema.safeParse(fields);
  if (!parsed.success || Object.keys(controlErrors).length > 0) {
    const fieldErrors = {
      ...(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors),
      ...controlErrors,
    };
    const names = Object.keys(fieldErrors).map((name) => printable(name, 30));
    return refuse(400, `invalid ${names.join(', ')}`, {
      error: 'Invalid booking',
      fieldErrors,
    });
  }

  if (!config.sink) {
    return refuse(503, 'neither BOOKING_FORWARD_URL nor a local inbox is configured', {
      error: 'Bookings are not configured',
    });
  }

  // The address is rebuilt from its validated parts; whatever the client sent as `address` is ignored.
  const { address: _clientAddress, ...booking } = parsed.data;
  const reference = bookingReference(booking.submissionId);
  const enquiry: Enquiry = {
    receivedAt: (config.now?.() ?? new Date()).toISOString(),
    ...booking,
    address: joinAddress(booking),
    reference,
  };
  const summary =
    `${reference} ${booking.test ? 'TEST ' : ''}${printable(booking.service, 60)} in ` +
    `${printable(booking.suburb, 50)} ${printable(booking.postcode, 4)}` +
    `${bookingForClient(booking.bookedBy) ? `, booked by ${printable(booking.bookedBy, 30)}` : ''}` +
    ` (${booking.submissionId})`;

  const delivery = await config.sink.deliver(enquiry);
  if (delivery.ok) {
    log(`[bookings] ${config.sink.kind === 'file' ? 'stored' : 'forwarded'} ${summary}`);
    return answer(config.sink.kind === 'file' ? 201 : 202, { reference }, cors);
  }
  log(`[bookings] failed ${summary}: ${printable(delivery.reason, 120)}`);
  return config.sink.kind === 'file'
    ? answer(500, { error: 'The enquiry could not be saved' }, cors)
    : answer(502, { error: 'The booking service did not accept the enquiry' }, cors);
}

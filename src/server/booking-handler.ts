/**
 * POST /api/bookings, written once against the Fetch API's Request and Response: the local servers (through
 * node-adapter.ts) and the Netlify, Cloudflare Pages and Vercel functions all call `handleBookingRequest`.
 * It checks the enquiry's proof of work (when BOOKING_CHALLENGE_SECRET is set), validates it with the form's
 * own schema, gives it a short reference and hands it to a sink: the automation at BOOKING_FORWARD_URL, or
 * (local servers only) the file inbox. GET /api/bookings/challenge (`handleChallengeRequest`) issues the
 * challenges the proofs solve.
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
import { issueChallenge, verifyProof } from './challenge.js';
import { controlCharacterErrors, enquirySchema, submissionIdSchema } from './enquiry-schema.js';
import { consoleLogger, printable, type BookingLogger } from './log.js';
import { forwardSink, type BookingSink, type Enquiry } from './sinks.js';

export const BOOKING_PATH = '/api/bookings';
/** Where the form asks for a proof-of-work challenge: GET ?submissionId=<id>. */
export const CHALLENGE_PATH = '/api/bookings/challenge';
export const MAX_BODY_BYTES = 16 * 1024;
const ALLOW = 'POST, OPTIONS';

/** The server-side variables, read from wherever the host keeps them. */
export const BOOKING_ENV_NAMES = [
  'BOOKING_FORWARD_URL',
  'BOOKING_ALLOWED_ORIGINS',
  'BOOKING_CHALLENGE_SECRET',
] as const;

export interface BookingConfig {
  /** Where accepted enquiries go; null answers 503 'Bookings are not configured'. */
  sink: BookingSink | null;
  /** Other origins whose browsers may post (BOOKING_ALLOWED_ORIGINS); the site's own origin always may. */
  allowedOrigins: readonly string[];
  /**
   * BOOKING_CHALLENGE_SECRET: with it, every POST must carry a proof of work solving a challenge it signed
   * (challenge.ts); null checks no proof, and the challenge route says so (`enforced: false`).
   */
  challengeSecret: string | null;
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
  /** process.env, or a host's env object, which may hold bindings that are not strings (Cloudflare's). */
  env: Record<string, unknown>,
  options: BookingConfigOptions = {},
): BookingConfig {
  const log = options.log ?? consoleLogger;
  const text = (name: (typeof BOOKING_ENV_NAMES)[number]) =>
    typeof env[name] === 'string' ? env[name].trim() : undefined;
  const forwardUrl = text('BOOKING_FORWARD_URL');
  let sink: BookingSink | null = options.fileSink ?? null;
  if (forwardUrl) {
    sink = null;
    if (isHttpUrl(forwardUrl)) {
      sink = forwardSink({ url: forwardUrl, fetch: options.fetch, timeoutMs: options.forwardTimeoutMs });
    } else {
      log('[bookings] BOOKING_FORWARD_URL is not an http(s) URL: enquiries get 503 until it is fixed');
    }
  }
  return {
    sink,
    allowedOrigins: parseAllowedOrigins(text('BOOKING_ALLOWED_ORIGINS')),
    challengeSecret: text('BOOKING_CHALLENGE_SECRET') || null,
    log,
  };
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

/** The config's clock (tests set one) as challenge.ts takes it. */
function clockOf({ now }: BookingConfig): { now?: () => number } {
  return now ? { now: () => now().getTime() } : {};
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
  // The proof is checked here and goes no further: never to the schema, the automation or the inbox.
  const { proof, ...fields } = data as Record<string, unknown>;

  if (config.challengeSecret) {
    // Before the honeypot, the schema or any forwarding: an enquiry without its work costs nothing more.
    const verdict = await verifyProof(config.challengeSecret, proof, fields.submissionId, clockOf(config));
    if (!verdict.ok) {
      return refuse(403, `challenge ${verdict.reason}`, { error: 'challenge', reason: verdict.reason });
    }
  }

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

/**
 * GET /api/bookings/challenge?submissionId=<id>: a proof-of-work challenge bound to that enquiry, or
 * `{ "enforced": false }` when no BOOKING_CHALLENGE_SECRET is set (the form then sends without a proof).
 * Stateless, never cached, and refused to other sites as the POST is.
 */
export async function handleChallengeRequest(request: Request, config: BookingConfig): Promise<Response> {
  const log = config.log ?? consoleLogger;
  try {
    const verdict = checkOrigin(request, config.allowedOrigins);
    const cors = corsHeaders(verdict);
    const refuse = (status: number, why: string, body: Record<string, unknown>, headers = {}) => {
      log(`[bookings] challenge refused ${status}: ${why}`);
      return answer(status, body, { ...cors, ...headers });
    };
    if (request.method !== 'GET') {
      return refuse(405, `method ${printable(request.method, 12)}`, { error: 'Use GET' }, { Allow: 'GET' });
    }
    if (verdict.kind === 'refused') {
      return refuse(403, 'cross-origin request from an origin not in BOOKING_ALLOWED_ORIGINS', {
        error: 'Requests from other sites are not accepted',
      });
    }
    const id = submissionIdSchema.safeParse(new URL(request.url).searchParams.get('submissionId'));
    if (!id.success) {
      return refuse(400, 'missing or invalid submissionId', { error: 'Give a valid submissionId' });
    }
    if (!config.challengeSecret) return answer(200, { enforced: false }, cors);
    const challenge = await issueChallenge(config.challengeSecret, id.data, clockOf(config));
    return answer(200, { enforced: true, challenge }, cors);
  } catch (error) {
    log(`[bookings] challenge failed 500: ${printable((error as Error)?.name ?? 'error', 40)}`);
    return answer(500, { error: 'Internal error' });
  }
}

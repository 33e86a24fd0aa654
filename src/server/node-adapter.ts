/**
 * The booking handler behind Node's own HTTP server: `npm start`, `npm run preview` (scripts/serve.ts), the
 * Vite dev server (vite.config.ts) and the e2e server turn each IncomingMessage into a Fetch API Request,
 * call `handleBookingRequest` (or `handleChallengeRequest`, or the office's `handleOfficeRequest`), and write
 * its Response back. Node only. Their
 * config, ledger and sweep come from local-bookings.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import {
  BOOKING_PATH,
  CHALLENGE_PATH,
  handleBookingRequest,
  handleChallengeRequest,
} from './booking-handler';
import { consoleLogger, printable } from './log';
import { handleOfficeRequest, isOfficePath } from './office/handler';
import { handleAgreementRequest, isAgreementPath } from './agreement/handler';
import { handleBookingPageRequest, isBookingPagePath } from './booking-page/handler';
import { handleReportRequest, isReportPath } from './report/handler';
import { handleStripeWebhook, isStripeWebhookPath } from './payments/stripe-webhook';
import { type BookingConfig } from './config';

/** Answers a request and returns true, or returns false for the caller to serve it. */
export type NodeApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** After an early answer (413), at most this much of an unread upload is read and thrown away. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * A request target's path and query. Only origin-form targets ('/path?query') count: '//x' stays a path
 * (resolving it against a base would read 'x' as a host), and absolute or '*' targets give null.
 */
export function requestTarget(raw: string | undefined): URL | null {
  if (!raw?.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${raw}`);
  } catch {
    return null;
  }
}

const hostHeader = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the client addressed, from the Host header when it is a plain host[:port]. */
function requestOrigin(req: IncomingMessage): string {
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const host = req.headers.host;
  return `${protocol}://${host && hostHeader.test(host) ? host : 'localhost'}`;
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      // A header the Fetch API cannot carry; the handler reads none it would miss.
    }
  }
  return headers;
}

/**
 * The upload as a web stream, read only as fast as the handler reads it (nothing is read before it asks).
 * `release()` (or the handler cancelling the stream, as it does past 16 KB) detaches it from the request
 * without touching the socket, so the adapter can drain the rest after answering.
 */
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; release(): void } {
  let released = false;
  let finished = false;
  const release = () => {
    released = true;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (released) return;
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          finished = true;
          if (!released) controller.close();
        });
        req.on('close', () => {
          if (!finished && !released) controller.error(new Error('The upload was cut off'));
          finished = true;
        });
        // A client that disconnects mid-upload is reported through 'close' above.
        req.on('error', () => {});
      },
      pull() {
        req.resume();
      },
      cancel() {
        release();
        req.pause();
      },
    },
    // No read-ahead: a chunk is read from the socket only when the handler asks for one.
    { highWaterMark: 0 },
  );
  return { stream, release };
}

/** Reads and discards what is left of an upload (up to a limit), so the client sees the answer, not a reset. */
function drain(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.destroyed) return resolve();
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) req.destroy();
    });
    req.once('end', () => resolve());
    req.once('close', () => resolve());
    req.resume();
  });
}

/** The Fetch API Request for a Node request, and a way to let go of its body. */
export function toRequest(req: IncomingMessage): { request: Request; releaseBody(): void } {
  const method = req.method ?? 'GET';
  const target = requestTarget(req.url);
  const url = `${requestOrigin(req)}${target ? target.pathname + target.search : '/'}`;
  const body = method === 'GET' || method === 'HEAD' ? null : bodyStream(req);
  const request = new Request(url, {
    method,
    headers: requestHeaders(req),
    body: body?.stream ?? null,
    // Node's fetch needs this for a streamed request body.
    duplex: 'half',
  } as RequestInit);
  return { request, releaseBody: () => body?.release() };
}

/** Writes a handler's Response. An upload the handler left unread is drained before the connection closes. */
export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (response.status !== 204 && response.status !== 304) headers['content-length'] = String(body.length);
  const unread = !req.complete;
  if (unread) headers.connection = 'close';
  res.writeHead(response.status, headers);
  if (!unread) {
    res.end(body);
    return;
  }
  // Ending the response now would close a socket the client is still writing to, and it would see a reset
  // instead of the answer. Send the answer, read the rest of the upload, then close.
  res.write(body);
  await drain(req);
  res.end();
}

/**
 * Answers /api/bookings with `handleBookingRequest`, /api/bookings/challenge with `handleChallengeRequest`
 * /api/office/* with `handleOfficeRequest`, /api/agreement/* with `handleAgreementRequest`, /api/booking/*
 * with `handleBookingPageRequest`, /api/report/* with `handleReportRequest` and /api/payments/stripe with
 * `handleStripeWebhook` (every method: the handlers answer 405 themselves); other paths get false.
 */
export function nodeBookingHandler(config: BookingConfig): NodeApiHandler {
  const log = config.log ?? consoleLogger;
  return async (req, res) => {
    const pathname = requestTarget(req.url)?.pathname;
    const handler =
      pathname === BOOKING_PATH
        ? handleBookingRequest
        : pathname === CHALLENGE_PATH
          ? handleChallengeRequest
          : pathname && isOfficePath(pathname)
            ? handleOfficeRequest
            : pathname && isAgreementPath(pathname)
              ? handleAgreementRequest
              : pathname && isBookingPagePath(pathname)
                ? handleBookingPageRequest
                : pathname && isReportPath(pathname)
                  ? handleReportRequest
                  : pathname && isStripeWebhookPath(pathname)
                    ? handleStripeWebhook
                    : null;
    if (!handler) return false;
    try {
      const { request, releaseBody } = toRequest(req);
      // On the Node server the client is whoever holds the socket (a proxy in front would be that proxy).
      const response = await handler(request, {
        ...config,
        clientIp: () => req.socket.remoteAddress ?? null,
      });
      releaseBody();
      await sendResponse(req, res, response);
    } catch (error) {
      log(`[bookings] failed 500 in the Node adapter: ${printable((error as Error)?.name ?? 'error', 40)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal error' }));
    }
    return true;
  };
}

/** The first of `handlers` that answers the request; false when none does. */
export function firstOf(...handlers: (NodeApiHandler | null | undefined)[]): NodeApiHandler {
  return async (req, res) => {
    for (const handler of handlers) if (handler && (await handler(req, res))) return true;
    return false;
  };
}

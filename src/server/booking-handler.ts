/**
 * POST /api/bookings, written once against the Fetch API's Request and Response: the local servers (through
 * node-adapter.ts) and the Netlify, Cloudflare Pages and Vercel functions all call `handleBookingRequest`.
 * It checks the enquiry's proof of work (when BOOKING_CHALLENGE_SECRET is set), validates it with the form's
 * own schema and gives it a short reference. Then:
 * - with a ledger (DATABASE_URL, or the embedded one of the local servers): it records the enquiry, answers
 *   202 once the row is committed, and delivers it to each channel after answering (delivery.ts); a
 *   submissionId already recorded gets the same reference and nothing else happens;
 * - without one, or when the database does not commit in time: it sends to the automation and the business
 *   mailbox together before answering, and answers 202 when at least one took it (the stateless path).
 * GET /api/bookings/challenge (`handleChallengeRequest`) issues the challenges the proofs solve.
 */
import { z } from 'zod';
import { HONEYPOT_NAME } from '../domain/booking/honeypot.js';
import { joinAddress } from '../domain/booking/payload.js';
import { sydneyDate } from '../domain/booking/sydney-time.js';
import { bookingReference } from '../domain/booking/reference.js';
import { FORWARD_TIMEOUT_MS } from './channels/automation.js';
import { servedHandler, type BookingConfig } from './config.js';
import { checkOrigin, corsHeaders, preflightHeaders, type OriginVerdict } from './cors.js';
import { issueChallenge, verifyProof } from './challenge.js';
import { channelSenders, deliverClaimed, deliveryContext } from './delivery.js';
import { contentHash, type Enquiry } from '../domain/booking/enquiry.js';
import { enquirySummary } from './enquiry-log.js';
import {
  controlCharacterErrors,
  enquirySchemaOn,
  nestingDepthOver,
  submissionIdSchema,
} from '../domain/booking/enquiry-schema.js';
import type { Channel } from './ledger/ledger.js';
import type { LedgerHandle, LedgerSource } from './ledger/source.js';
import { afterAnswer, isJsonContentType, jsonAnswer, readBody } from './http.js';
import { printable, type BookingLogger } from './log.js';
import { stripInvisibleControls } from '../domain/booking/text.js';

export const BOOKING_PATH = '/api/bookings';
/** Where the form asks for a proof-of-work challenge: GET ?submissionId=<id>. */
export const CHALLENGE_PATH = '/api/bookings/challenge';
export const MAX_BODY_BYTES = 16 * 1024;
/** The form's payload is one flat object; anything nested deeper than this is refused before it is walked. */
export const MAX_JSON_DEPTH = 8;
const ALLOW = 'POST, OPTIONS';

/** A request answers within this, whatever happens: the visitor's browser gives up at 10 s. */
export const ANSWER_WITHIN_MS = 9_000;
/** The ledger gets this long to commit; after that the enquiry takes the stateless path with the time left. */
export const COMMIT_WITHIN_MS = 5_000;
/** Kept back from the time left for writing the answer. */
const ANSWER_MARGIN_MS = 750;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return jsonAnswer(status, body, { Vary: 'Origin', ...headers });
}

/** The config's clock (tests set one) as challenge.ts takes it. */
function clockOf({ now }: BookingConfig): { now?: () => number } {
  return now ? { now: () => now().getTime() } : {};
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * Resolves once the event loop has had a turn: the answer just returned is written and requests already read
 * are taken first. A zero timeout, which every host's runtime has (setImmediate is Node's alone).
 */
function afterThisTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Seconds a turned-away enquiry is asked to wait: the outbox's own first retry is about as soon. */
export const BUSY_RETRY_AFTER_S = 5;

/** POST /api/bookings: a load gate before the body is read, then the four steps of `handle`. */
export const handleBookingRequest = servedHandler('[bookings]', gated, () =>
  answer(500, { error: 'Internal error' }),
);

async function gated(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const load = request.method === 'POST' ? config.load : undefined;
  if (load && !load.enter()) {
    log(
      `[bookings] refused 503: ${load.current} enquiries in flight, ${load.bound()} the most this server ` +
        'answers in time at its recent pace',
    );
    // Before the body is read: a flood costs as little as it can.
    return answer(
      503,
      { error: 'Too many bookings at once; try again in a few seconds' },
      {
        ...corsHeaders(checkOrigin(request, config.allowedOrigins)),
        'Retry-After': String(BUSY_RETRY_AFTER_S),
      },
    );
  }
  try {
    return await handle(request, config, log);
  } finally {
    load?.leave();
  }
}

/** What each step of a POST shares: the config, the log, the answer's CORS headers and the time it started. */
interface Step {
  config: BookingConfig;
  log: BookingLogger;
  cors: Record<string, string>;
  started: number;
  /** Logs why, and answers with the CORS headers. */
  refuse: (
    status: number,
    why: string,
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Response;
}

/** A POST, in four steps: guard, parse, record, deliver. Each answers when the enquiry goes no further. */
async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const verdict: OriginVerdict = checkOrigin(request, config.allowedOrigins);
  const cors = corsHeaders(verdict);
  const step: Step = {
    config,
    log,
    cors,
    started: performance.now(),
    refuse: (status, why, body, headers = {}) => {
      log(`[bookings] refused ${status}: ${why}`);
      return answer(status, body, { ...cors, ...headers });
    },
  };

  const turnedAway = guard(request, verdict, step);
  if (turnedAway) return turnedAway;
  const parsed = await parse(request, step);
  if (parsed instanceof Response) return parsed;

  const stateless = statelessChannels(config);
  if (!config.ledger && stateless.length === 0) {
    return step.refuse(503, 'no ledger, no BOOKING_FORWARD_URL and no BOOKING_SMTP_URL', {
      error: 'Bookings are not configured',
    });
  }
  if (config.ledger) {
    const recorded = await record(request, parsed, config.ledger, step);
    if (recorded) return recorded;
    if (stateless.length === 0) return answer(503, { error: 'Bookings are not available right now' }, cors);
  }
  return deliverNow(parsed, stateless, step);
}

/** The guard: the preflight, the method, the origin and the media type, before the body is read. */
function guard(request: Request, verdict: OriginVerdict, { log, refuse }: Step): Response | null {
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
  return null;
}

/**
 * The parse: the body read within its limit, the proof of work, the honeypot and the enquiry's schema. Gives the
 * enquiry as it is recorded, or the answer when it goes no further.
 */
async function parse(request: Request, { config, log, cors, refuse }: Step): Promise<Enquiry | Response> {
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
  if (nestingDepthOver(data, MAX_JSON_DEPTH)) {
    return refuse(400, `the body nests deeper than ${MAX_JSON_DEPTH} levels`, {
      error: `The body nests deeper than ${MAX_JSON_DEPTH} levels; send the booking as one flat JSON object`,
    });
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
  const receivedAt = config.now?.() ?? new Date();
  // The schema's "today" is the config's clock, as the received time is.
  const parsed = enquirySchemaOn(sydneyDate(receivedAt)).safeParse(fields);
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

  // The address is rebuilt from its validated parts; whatever the client sent as `address` is ignored.
  // Invisible controls are taken out after validation, so nothing the form's rules accept is refused.
  const { address: _clientAddress, ...booking } = stripInvisibleControls(parsed.data);
  return {
    receivedAt: receivedAt.toISOString(),
    ...booking,
    address: joinAddress(booking),
    reference: bookingReference(booking.submissionId),
  };
}

/**
 * The record: the enquiry committed to the ledger, answered 202, and delivered after the answer. Null when the
 * ledger did not commit in time: the caller then delivers without it.
 */
async function record(
  request: Request,
  enquiry: Enquiry,
  source: LedgerSource,
  { config, log, cors, started }: Step,
): Promise<Response | null> {
  const recorded = await recordInLedger(
    config,
    source,
    enquiry,
    config.clientIp?.(request) ?? null,
    started,
    log,
  );
  if (!recorded) return null;
  const { handle, result, channels } = recorded;
  if (result.kind === 'duplicate') {
    void handle.release().catch(() => {});
    log(
      `[bookings] already recorded ${enquirySummary(enquiry)}${result.changed ? ', with other content' : ''}`,
    );
    return answer(
      202,
      { reference: result.reference, duplicate: true, ...(result.changed ? { changed: true } : {}) },
      cors,
    );
  }
  log(
    `[bookings] recorded ${enquirySummary(enquiry)}; delivering to ${channels.join(', ') || 'no channel'}` +
      `${result.confirmationHeld ? ` (no confirmation: ${result.confirmationHeld})` : ''}`,
  );
  const senders = channelSenders(config, { withLedger: true });
  // Not before the answer is written: the deliveries build two e-mails and a call, which would otherwise
  // run ahead of it (and, under load, ahead of the next enquiries' answers).
  const deliveries = afterThisTurn().then(() =>
    deliverClaimed(deliveryContext(config, handle.ledger, senders, log), result.claims),
  );
  afterAnswer(config.waitUntil, deliveries, () => handle.release());
  return answer(202, { reference: enquiry.reference }, cors);
}

/** The stateless delivery: every channel at once, before answering, within the time left. */
async function deliverNow(
  enquiry: Enquiry,
  stateless: Channel[],
  { config, log, cors, started }: Step,
): Promise<Response> {
  const senders = channelSenders(config, { withLedger: false });
  const elapsed = performance.now() - started;
  const timeLeft = Math.round(
    Math.max(
      250,
      Math.min(
        FORWARD_TIMEOUT_MS,
        (config.limits?.answerMs ?? ANSWER_WITHIN_MS) - elapsed - ANSWER_MARGIN_MS,
      ),
    ),
  );
  const results = await Promise.all(
    stateless.map(async (channel) => [channel, await senders[channel]!(enquiry, timeLeft)] as const),
  );
  const report = results.map(([channel, r]) => `${channel}: ${printable(r.answer, 80)}`).join('; ');
  if (results.some(([, result]) => result.ok)) {
    log(`[bookings] delivered ${enquirySummary(enquiry)} (${report})`);
    return answer(202, { reference: enquiry.reference }, cors);
  }
  log(`[bookings] failed ${enquirySummary(enquiry)}: ${report}`);
  return answer(502, { error: 'The booking service did not accept the enquiry' }, cors);
}

/** The channels the stateless path sends to: the automation and the business mailbox, when configured. */
function statelessChannels(config: BookingConfig): Channel[] {
  const channels: Channel[] = [];
  if (config.automation) channels.push('automation');
  if (config.mail && config.mail.notifyTo.length > 0) channels.push('mailbox');
  return channels;
}

/** Every channel of a recorded enquiry: the stateless ones, plus the confirmation when mail is set up. */
function recordedChannels(config: BookingConfig): Channel[] {
  const channels = statelessChannels(config);
  if (config.mail) channels.push('confirmation');
  return channels;
}

/** Rejects after `ms` with `why`; the work goes on, unwatched. */
function within<T>(work: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(why)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * Records the enquiry, or finds it recorded, within the commit limit. Null when the ledger could not be
 * opened or did not commit in time: the caller then takes the stateless path. A record that commits after
 * the limit is still delivered by the sweep, and the stable keys let the receivers drop the repeat.
 */
async function recordInLedger(
  config: BookingConfig,
  source: LedgerSource,
  enquiry: Enquiry,
  clientIp: string | null,
  started: number,
  log: BookingLogger,
) {
  const commitMs = config.limits?.commitMs ?? COMMIT_WITHIN_MS;
  let handle: LedgerHandle | undefined;
  const work = (async () => {
    handle = await source.open();
    const channels = recordedChannels(config);
    const result = await handle.ledger.record({
      enquiry,
      contentHash: await contentHash(enquiry),
      channels,
      confirmTo: channels.includes('confirmation') ? enquiry.email : null,
      clientIp,
      limits: config.confirmationLimits,
      now: new Date(enquiry.receivedAt),
    });
    return { handle, result, channels: result.kind === 'recorded' ? result.channels : [] };
  })();
  try {
    return await within(
      work,
      Math.max(0, commitMs - (performance.now() - started)),
      `no commit within ${commitMs} ms`,
    );
  } catch (error) {
    // Whenever the open finishes, let it go.
    void work.then(
      ({ handle: late }) => late.release().catch(() => {}),
      () => handle?.release().catch(() => {}),
    );
    log(
      `[bookings] the ledger (${source.label}) did not record ${enquiry.reference}: ` +
        `${printable((error as Error)?.message ?? 'error', 120)}; delivering without it`,
    );
    return null;
  }
}

/**
 * GET /api/bookings/challenge?submissionId=<id>: a proof-of-work challenge bound to that enquiry, or
 * `{ "enforced": false }` when no BOOKING_CHALLENGE_SECRET is set (the form then sends without a proof).
 * Stateless, never cached, and refused to other sites as the POST is.
 */
export const handleChallengeRequest = servedHandler('[bookings] challenge', challenge, () =>
  answer(500, { error: 'Internal error' }),
);

async function challenge(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
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
  const issued = await issueChallenge(config.challengeSecret, id.data, {
    ...clockOf(config),
    maxCounter: config.challengeMaxCounter,
  });
  return answer(200, { enforced: true, challenge: issued }, cors);
}

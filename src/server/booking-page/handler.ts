/**
 * The client's booking page's API (api.ts, issue 41): GET /api/booking/<token> opens the booking a link is
 * for; POST .../change-request asks for another time; POST .../cancel cancels it. Written once against Request
 * and Response, like the agreement's: the local servers and the Netlify, Cloudflare Pages and Vercel functions
 * all call `handleBookingPageRequest`.
 *
 * - Every answer carries `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
 * - A POST must carry an Origin equal to the request's own origin (403 `origin`).
 * - A token opens nothing (404 `link`) unless its MAC is the one for purpose 'booking', the booking's current
 *   nonce (the office's "revoke links" replaces it) and version '-', and the booked date is less than 7 days
 *   past (links.ts). The 404 does not say which failed.
 * - Each action is allowed only in the states states.ts `CLIENT_TRANSITIONS` gives (409 `closed` otherwise);
 *   each records an event, e-mails the office, flags the booking for the office's attention and reaches the
 *   automation when events are on. A cancel is the office's cancel transition, and sends the client the
 *   calendar's METHOD:CANCEL with the raised SEQUENCE.
 */
import { business } from '../../content/business.js';
import { agreementsOn, channelSenders, decisionsOf, deliverClaimed, effectContext } from '../delivery.js';
import {
  bookedForClient,
  bookerMayAskForAnotherTime,
  clientAddress,
} from '../../domain/booking/addressees.js';
import { BOOKING_LINK_VERSION, readLink, verifyLink } from '../booking/links.js';
import { findAcceptance, linkedBooking, linksExpireAt, type LinkedBooking } from '../agreement/store.js';
import type { ClaimedDelivery } from '../ledger/ledger.js';
import type { LedgerHandle } from '../ledger/source.js';
import { consoleLogger, printable, type BookingLogger } from '../log.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import { type ClientAction, clientActions } from '../../domain/booking/states.js';
import { effectsOf } from '../../domain/booking/effects.js';
import {
  cancelBodySchema,
  changeRequestBodySchema,
  type BookingPageAccess,
  type BookingPageError,
  type BookingPageView,
} from '../../api/booking-page.js';
import { cancellationTerms } from './mail.js';
import { bookingExtras, requestChange } from './store.js';
import { API_HEADERS, checkBody, isSameOrigin, readJson } from '../http.js';
import { misconfigured, type BookingConfig } from '../config.js';

export const BOOKING_PAGE_PREFIX = '/api/booking';

export function isBookingPagePath(pathname: string): boolean {
  return pathname === BOOKING_PAGE_PREFIX || pathname.startsWith(`${BOOKING_PAGE_PREFIX}/`);
}

/** Headers of every answer. */
export const BOOKING_PAGE_HEADERS = { ...API_HEADERS, 'Referrer-Policy': 'no-referrer' } as const;

const MAX_BODY_BYTES = 4 * 1024;

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...BOOKING_PAGE_HEADERS, ...headers } });
}

const failure = (
  status: number,
  error: BookingPageError,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => reply(status, { error, ...extra }, headers);

type Route =
  { kind: 'view'; method: 'GET'; token: string } | { kind: ClientAction; method: 'POST'; token: string };

function routeOf(pathname: string): Route | null {
  if (!pathname.startsWith(`${BOOKING_PAGE_PREFIX}/`)) return null;
  const parts = pathname.slice(BOOKING_PAGE_PREFIX.length + 1).split('/');
  let token: string;
  try {
    token = decodeURIComponent(parts[0] ?? '');
  } catch {
    return null;
  }
  if (parts.length === 1) return { kind: 'view', method: 'GET', token };
  if (parts.length === 2 && (parts[1] === 'change-request' || parts[1] === 'cancel')) {
    return { kind: parts[1], method: 'POST', token };
  }
  return null;
}

export async function handleBookingPageRequest(request: Request, config: BookingConfig): Promise<Response> {
  const log = config.log ?? consoleLogger;
  // A variable set but not usable: nothing is answered until it is fixed (config.ts).
  const refused = misconfigured(config, log);
  if (refused) return refused;
  try {
    return await handle(request, config, log);
  } catch (error) {
    log(`[booking-page] failed 500: ${printable((error as Error)?.name ?? 'error', 40)}`);
    return reply(500, { error: 'Internal error' });
  }
}

interface Opened {
  booking: LinkedBooking;
  version: number;
  lastRequestAt: Date | null;
  /** Whose link opened it (issue 52). */
  access: BookingPageAccess;
}

/** The booking a token opens now, or null (a bad MAC, a revoked nonce, past its expiry, never booked). */
async function open(
  handle: LedgerHandle,
  config: BookingConfig,
  token: string,
  now: Date,
): Promise<Opened | null> {
  const parts = readLink(token);
  if (!parts || !config.linkSecret) return null;
  // The client's link has version '-', the booker's 'view' (issue 52); each is checked for its own purpose.
  const purpose =
    parts.version === BOOKING_LINK_VERSION.client
      ? 'booking'
      : parts.version === BOOKING_LINK_VERSION.booker
        ? 'booking-view'
        : null;
  if (!purpose) return null;
  const booking = await linkedBooking(handle.ledger.db, parts.submissionId);
  if (!booking?.bookedDate) return null;
  const extras = await bookingExtras(handle.ledger.db, booking.submissionId);
  if (!extras.nonce) return null;
  if (
    !(await verifyLink(config.linkSecret, parts, {
      purpose,
      nonce: extras.nonce,
    }))
  )
    return null;
  if (now.getTime() >= linksExpireAt(booking.bookedDate).getTime()) return null;
  const access: BookingPageAccess =
    purpose === 'booking'
      ? 'client'
      : bookerMayAskForAnotherTime(booking.enquiry, decisionsOf(config))
        ? 'booker-may-ask'
        : 'booker';
  return { booking, version: extras.version, lastRequestAt: extras.lastRequestAt, access };
}

async function viewOf(handle: LedgerHandle, config: BookingConfig, opened: Opened): Promise<BookingPageView> {
  const { booking } = opened;
  const status: BookingPageView['status'] =
    booking.state === 'cancelled' ? 'cancelled' : booking.state === 'done' ? 'done' : 'booked';
  const agreementVersion = booking.links?.version ?? null;
  const agreement =
    agreementVersion && agreementsOn(config)
      ? (await findAcceptance(handle.ledger.db, booking.submissionId, agreementVersion))
        ? 'accepted'
        : 'not-accepted'
      : null;
  return {
    status,
    businessName: business.name,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    reference: booking.reference,
    booking: {
      date: booking.booking?.date ?? booking.bookedDate ?? '',
      windowFrom: booking.booking?.windowFrom ?? '',
      windowTo: booking.booking?.windowTo ?? '',
      priceCents: booking.booking?.priceCents ?? null,
      note: booking.booking?.note ?? '',
      inspection: inspectionTitle(booking.enquiry.service),
      property: booking.enquiry.address,
    },
    agreement,
    cancellationTerms: cancellationTerms(),
    lastRequestAt: opened.lastRequestAt?.toISOString() ?? null,
    access: opened.access,
    clientName: bookedForClient(booking.enquiry) ? booking.enquiry.clientName : '',
  };
}

async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  if (!route) return failure(404, 'link');
  if (request.method !== route.method) return reply(405, { error: 'invalid' }, { Allow: route.method });
  if (route.method === 'POST' && !isSameOrigin(request)) {
    log(`[booking-page] refused 403: ${request.headers.get('Origin') ? 'another origin' : 'no Origin'}`);
    return failure(403, 'origin');
  }
  if (!config.ledger) return failure(503, 'no-ledger');
  let handle: LedgerHandle;
  try {
    handle = await config.ledger.open();
  } catch (error) {
    log(
      `[booking-page] the ledger could not be opened: ${printable((error as Error)?.message ?? 'error', 120)}`,
    );
    return failure(503, 'no-ledger');
  }
  let keep = false;
  try {
    const now = config.now?.() ?? new Date();
    const opened = await open(handle, config, route.token, now);
    if (!opened) {
      // Never the token: it is a credential.
      log(`[booking-page] refused 404: a link that opens nothing (${route.kind})`);
      return failure(404, 'link');
    }
    if (route.kind === 'view') return reply(200, await viewOf(handle, config, opened));
    // Issue 52: the booker's link never cancels, and asks for another time only where the business allows.
    if (opened.access !== 'client' && (route.kind === 'cancel' || opened.access === 'booker')) {
      log(`[booking-page] ${opened.booking.reference}: refused 403, a read-only link (${route.kind})`);
      return failure(403, 'read-only');
    }
    const body = await readJson(request, MAX_BODY_BYTES);
    const parsed =
      route.kind === 'cancel' ? checkBody(cancelBodySchema, body) : checkBody(changeRequestBodySchema, body);
    if (!parsed.ok) return failure(400, 'invalid', { field: parsed.field });
    const { booking } = opened;
    const closed = async () => {
      const fresh = await open(handle, config, route.token, now);
      return failure(409, 'closed', { current: fresh ? await viewOf(handle, config, fresh) : null });
    };
    if (!clientActions(booking.state).includes(route.kind)) return closed();
    const senders = channelSenders(config, { withLedger: true });
    const context = effectContext(senders, {
      client: clientAddress(booking.enquiry, booking.links) !== null,
      booker: bookedForClient(booking.enquiry),
      by: opened.access === 'client' ? 'client' : 'booker',
    });
    let claims: ClaimedDelivery[];
    if (route.kind === 'change-request') {
      const channels = effectsOf('change-requested', context);
      const request = parsed.value as { preferred: string[]; note: string };
      const by = opened.access === 'client' ? 'client' : 'booker';
      const result = await requestChange(handle.ledger.db, { booking, request, channels, by, now });
      if (result.kind === 'closed') return closed();
      if (result.kind === 'limited') {
        log(`[booking-page] ${booking.reference}: refused 429, too many requests for another time`);
        return failure(429, 'too-many', {}, { 'Retry-After': String(result.retryAfterS) });
      }
      claims = result.kind === 'repeat' ? [] : result.claims;
    } else {
      const channels = effectsOf('cancelled', context);
      const result = await handle.ledger.change({
        submissionId: booking.submissionId,
        action: 'cancel',
        version: opened.version,
        actor: null,
        by: 'client',
        reason: (parsed.value as { reason: string }).reason,
        channels,
        now,
      });
      if (result.kind === 'conflict') return closed();
      claims = result.claims;
    }
    log(
      `[booking-page] ${booking.reference}: the client ${route.kind === 'cancel' ? 'cancelled' : 'asked for another time'}; ` +
        `delivering ${claims.map((c) => c.channel).join(', ') || 'nothing'}`,
    );
    const after = await linkedBooking(handle.ledger.db, booking.submissionId);
    const extras = await bookingExtras(handle.ledger.db, booking.submissionId);
    const view = await viewOf(handle, config, {
      booking: after ?? booking,
      version: extras.version,
      lastRequestAt: extras.lastRequestAt,
      access: opened.access,
    });
    keep = true;
    const work = deliverClaimed(
      { ledger: handle.ledger, senders, now: () => config.now?.() ?? new Date(), log },
      claims,
    ).finally(() => handle.release().catch(() => {}));
    (config.waitUntil ?? ((promise) => void promise))(work);
    return reply(200, view);
  } finally {
    if (!keep) await handle.release().catch(() => {});
  }
}

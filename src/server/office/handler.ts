/**
 * The office's API (the paths and shapes of api.ts), written once against Request and Response like the
 * booking handler: the local servers (node-adapter.ts) and the Netlify, Cloudflare Pages and Vercel functions
 * all call `handleOfficeRequest` for /api/office/*.
 *
 * - Every answer carries `Cache-Control: no-store`.
 * - Every POST must carry an Origin equal to the request's own origin (403 otherwise, none included);
 *   BOOKING_ALLOWED_ORIGINS does not apply here.
 * - Every path but the status, the code and the two sign-ins answers 401 without a live session, before it
 *   reads anything of an enquiry.
 * - A code request does the same work before its answer whether or not the address is listed; the code is
 *   mailed after the answer. docs/decisions/0013-office-sign-in.md says why each rule is as it is.
 * - An action (confirm, move, decline, cancel, done) is one compare-and-set in the ledger: 200 with the
 *   enquiry as it is now, or 409 with it when another change came first; its e-mail and the automation's
 *   event are delivered after the answer. docs/decisions/0011-booking-states.md says why.
 */
import { clientIpGroup } from '../confirmation-limits.js';
import { isLoopbackHost } from '../loopback.js';
import { toCsv } from '../csv.js';
import { agreementsOn, channelSenders, deliverChannels, deliverClaimed, effectContext } from '../delivery.js';
import { filledAgreement } from '../agreement/content.js';
import { revokeLinks, sendLink, type SendLinkResult } from '../agreement/store.js';
import { markHandled } from '../booking-page/store.js';
import { linkNonce } from '../booking/links.js';
import {
  bookedForClient,
  clientAddress,
  isBookersAddress,
  isProfessionalBooker,
} from '../../domain/booking/addressees.js';
import { entryJson, isChannel } from '../ledger/admin.js';
import { UPDATE_CHANNELS, type DeliveryChannel } from '../ledger/ledger.js';
import type { LedgerHandle } from '../ledger/source.js';
import { consoleLogger, printable, type BookingLogger } from '../log.js';
import {
  OFFICE_ACTIVITY_HEADER,
  OFFICE_API,
  type OfficeConflict,
  type OfficeEnquiryDetail,
  type OfficeError,
  type OfficeList,
  type OfficeStatus,
  type OfficeUnavailable,
} from '../../api/office.js';
import { parseActionBody } from './actions.js';
import { officeCodeMail } from './code-mail.js';
import { isAddress, isListed, SESSION_IDLE_MS, SESSION_MAX_MS, type OfficeSettings } from './config.js';
import {
  CSV_LIMIT,
  enquiryDetail,
  findEnquiry,
  isTab,
  type InboxEntry,
  LIST_LIMIT,
  listRow,
  listTab,
  MAX_SEARCH_LENGTH,
  tabCounts,
} from './inbox.js';
import {
  addressMac,
  codeMac,
  codeMatches,
  isToken,
  officeAddress,
  randomCode,
  randomToken,
  tokenHash,
} from './secrets.js';
import {
  OFFICE_ACTIONS,
  type OfficeAction,
  TRANSITIONS,
  type UpdateChannelName,
} from '../../domain/booking/states.js';
import { effectsOf } from '../../domain/booking/effects.js';
import { officeStore, type OfficeSession, type OfficeStore } from './store.js';
import { API_HEADERS, isSameOrigin, readJson } from '../http.js';
import { misconfigured, type BookingConfig } from '../config.js';

/** Every path of the office's API starts with this. */
export const OFFICE_PREFIX = '/api/office';

export function isOfficePath(pathname: string): boolean {
  return pathname === OFFICE_PREFIX || pathname.startsWith(`${OFFICE_PREFIX}/`);
}

/** The most a request body to the office may hold. */
const MAX_OFFICE_BODY_BYTES = 4 * 1024;

type Route =
  | { kind: 'status' | 'list' | 'csv'; method: 'GET' }
  | { kind: 'detail'; method: 'GET'; reference: string }
  | { kind: 'code' | 'sign-in' | 'link' | 'sign-out'; method: 'POST' }
  | { kind: 'resend' | 'handled'; method: 'POST'; reference: string }
  | { kind: 'agreement'; method: 'POST'; reference: string; revoke: boolean }
  | { kind: 'action'; method: 'POST'; reference: string; action: OfficeAction };

const isAction = (value: string | undefined): value is OfficeAction =>
  (OFFICE_ACTIONS as readonly string[]).includes(value ?? '');

function routeOf(pathname: string): Route | null {
  switch (pathname) {
    case OFFICE_API.status:
      return { kind: 'status', method: 'GET' };
    case OFFICE_API.code:
      return { kind: 'code', method: 'POST' };
    case OFFICE_API.signIn:
      return { kind: 'sign-in', method: 'POST' };
    case OFFICE_API.linkSignIn:
      return { kind: 'link', method: 'POST' };
    case OFFICE_API.signOut:
      return { kind: 'sign-out', method: 'POST' };
    case OFFICE_API.enquiries:
      return { kind: 'list', method: 'GET' };
    case OFFICE_API.csv:
      return { kind: 'csv', method: 'GET' };
  }
  const prefix = `${OFFICE_API.enquiries}/`;
  if (!pathname.startsWith(prefix)) return null;
  const parts = pathname.slice(prefix.length).split('/');
  let reference: string;
  try {
    reference = decodeURIComponent(parts[0] ?? '');
  } catch {
    return null;
  }
  if (!reference || reference.length > 64) return null;
  if (parts.length === 1) return { kind: 'detail', method: 'GET', reference };
  if (parts.length === 2 && parts[1] === 'resend') return { kind: 'resend', method: 'POST', reference };
  if (parts.length === 2 && parts[1] === 'handled') return { kind: 'handled', method: 'POST', reference };
  if (parts.length === 3 && parts[1] === 'agreement' && (parts[2] === 'resend' || parts[2] === 'revoke')) {
    return { kind: 'agreement', method: 'POST', reference, revoke: parts[2] === 'revoke' };
  }
  if (parts.length === 2 && isAction(parts[1])) {
    return { kind: 'action', method: 'POST', reference, action: parts[1] };
  }
  return null;
}

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS, ...headers } });
}

const failure = (status: number, error: OfficeError, headers: Record<string, string> = {}) =>
  reply(status, { error }, headers);

/** http:// on this machine: the one place the cookie may go without Secure and the __Host- prefix. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** `__Host-office`, or `office` on http:// loopback (a browser keeps no Secure cookie from http://). */
export function sessionCookieName(url: URL): string {
  return isLoopbackHttp(url) ? 'office' : '__Host-office';
}

/** The session cookie: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain; gone after the 12 hours. */
export function sessionCookie(url: URL, token: string): string {
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return `${sessionCookieName(url)}=${token}; Path=/; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly${secure}; SameSite=Strict`;
}

export function clearedCookie(url: URL): string {
  const secure = isLoopbackHttp(url) ? '' : '; Secure';
  return `${sessionCookieName(url)}=; Path=/; Max-Age=0; HttpOnly${secure}; SameSite=Strict`;
}

/** The session token the request's cookie carries, when it is shaped like one. */
function cookieToken(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    const value = part.slice(equals + 1).trim();
    if (isToken(value)) return value;
  }
  return null;
}

interface Context {
  request: Request;
  url: URL;
  config: BookingConfig;
  office: OfficeSettings;
  store: OfficeStore;
  handle: LedgerHandle;
  now: Date;
  log: BookingLogger;
  /** 'address 3f2a…' for the log: the address's HMAC, never the address. */
  who(email: string): Promise<string>;
  /** The client IP for the log. */
  from: string;
  /** Set when work after the answer takes the ledger handle over (and releases it). */
  keep: boolean;
}

export async function handleOfficeRequest(request: Request, config: BookingConfig): Promise<Response> {
  const log = config.log ?? consoleLogger;
  // A variable set but not usable: nothing is answered until it is fixed (config.ts).
  const refused = misconfigured(config, log);
  if (refused) return refused;
  try {
    return await handle(request, config, log);
  } catch (error) {
    // Never a stack trace, and never the request: only what kind of thing went wrong.
    log(`[office] failed 500: ${printable((error as Error)?.name ?? 'error', 40)}`);
    return reply(500, { error: 'Internal error' });
  }
}

async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  if (!route) return failure(404, 'not-found');
  if (request.method !== route.method) {
    return failure(405, 'invalid', { Allow: route.method });
  }
  if (route.method === 'POST' && !isSameOrigin(request)) {
    log(
      `[office] refused 403: ${request.headers.get('Origin') ? 'a request from another origin' : 'a request without an Origin'} to ${url.pathname}`,
    );
    return failure(403, 'origin');
  }
  const office = config.office ?? null;
  const unavailable: OfficeUnavailable | null = !office ? 'no-office' : !config.ledger ? 'no-ledger' : null;
  if (unavailable || !office || !config.ledger) {
    if (route.kind === 'status') {
      const status: OfficeStatus = { office: unavailable ?? 'no-office', signedInAs: null };
      return reply(200, status);
    }
    return failure(503, unavailable ?? 'no-office');
  }
  let handle: LedgerHandle;
  try {
    handle = await config.ledger.open();
  } catch (error) {
    log(`[office] the ledger could not be opened: ${printable((error as Error)?.message ?? 'error', 120)}`);
    return failure(503, 'no-ledger');
  }
  const secret = office.secret;
  const ip = config.clientIp?.(request) ?? null;
  const context: Context = {
    request,
    url,
    config,
    office,
    store: officeStore(handle.ledger.db),
    handle,
    now: config.now?.() ?? new Date(),
    log,
    who: async (email) => `address ${(await addressMac(secret, email)).slice(0, 16)}`,
    from: ip ? printable(ip, 45) : 'an unknown IP',
    keep: false,
  };
  try {
    switch (route.kind) {
      case 'status':
        return await status(context);
      case 'code':
        return await requestCode(context);
      case 'sign-in':
        return await signInWithCode(context);
      case 'link':
        return await signInWithLink(context);
      case 'sign-out':
        return await signOut(context);
    }
    const session = await currentSession(context);
    if (!session) return signedOut(context);
    switch (route.kind) {
      case 'list':
      case 'csv':
        return await list(context, route.kind);
      case 'detail':
        return await detail(context, route.reference);
      case 'resend':
        return await resendChannel(context, route.reference, session);
      case 'action':
        return await act(context, route.reference, route.action, session);
      case 'agreement':
        return await sendAgreement(context, route.reference, route.revoke, session);
      case 'handled':
        return await handled(context, route.reference, session);
      default:
        return failure(404, 'not-found');
    }
  } finally {
    if (!context.keep) await handle.release().catch(() => {});
  }
}

/** 401 with nothing but the error, and the cookie cleared when one came. */
function signedOut({ request, url }: Context): Response {
  const hadCookie = cookieToken(request, sessionCookieName(url)) !== null;
  return failure(401, 'signed-out', hadCookie ? { 'Set-Cookie': clearedCookie(url) } : {});
}

/**
 * The request's live session, or null. A session past 30 minutes idle or 12 hours in all ends here; so does
 * every session of an address no longer in BOOKING_OFFICE_EMAILS. A person's request (one without
 * `X-Office-Request: background`) starts the idle time again.
 */
async function currentSession(context: Context): Promise<OfficeSession | null> {
  const { request, url, store, office, now, log } = context;
  const token = cookieToken(request, sessionCookieName(url));
  if (!token) return null;
  const hash = await tokenHash(token);
  const session = await store.findSession(hash);
  if (!session) return null;
  if (!isListed(office, session.email)) {
    const ended = await store.endSessionsOf(session.email);
    log(
      `[office] ${ended} ${ended === 1 ? 'session' : 'sessions'} ended: ${await context.who(session.email)} is ` +
        `no longer in BOOKING_OFFICE_EMAILS (at ${now.toISOString()})`,
    );
    return null;
  }
  const idle = now.getTime() - session.lastActiveAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idle >= SESSION_IDLE_MS || age >= SESSION_MAX_MS) {
    await store.endSession(hash);
    return null;
  }
  if (request.headers.get(OFFICE_ACTIVITY_HEADER) !== 'background') await store.touchSession(hash, now);
  return session;
}

async function status(context: Context): Promise<Response> {
  const session = await currentSession(context);
  const body: OfficeStatus = { office: 'ready', signedInAs: session?.email ?? null };
  const hadCookie = cookieToken(context.request, sessionCookieName(context.url)) !== null;
  return reply(200, body, !session && hadCookie ? { 'Set-Cookie': clearedCookie(context.url) } : {});
}

/**
 * POST { email }: always 202 { ok: true }. Before the answer, for every address alike: its HMAC, a code and
 * the code's HMAC, and one transaction that checks the limits and keeps the code. After the answer: the mail,
 * for a listed address only, and the log line.
 */
async function requestCode(context: Context): Promise<Response> {
  const { request, config, office, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  const email = body?.email;
  if (!isAddress(email)) return failure(400, 'invalid');
  const address = await addressMac(office.secret, email);
  const code = randomCode();
  const result = await store.issueCode({
    address,
    codeMac: await codeMac(office.secret, address, code),
    clientIp: clientIpGroup(config.clientIp?.(request)),
    now,
    limits: config.officeLimits,
  });
  const listed = isListed(office, email);
  const who = `address ${address.slice(0, 16)}`;
  const after = async () => {
    if (!result.issued) {
      log(
        `[office] lockout: no code for ${who} from ${context.from} at ${now.toISOString()}: the ` +
          `${result.limit === 'address-and-ip' ? 'per address and IP' : result.limit === 'client-ip' ? 'per IP' : 'per address'} limit is reached`,
      );
      return;
    }
    if (!listed) {
      log(`[office] a code was asked for ${who}, which is not listed, from ${context.from}: nothing sent`);
      return;
    }
    if (!config.mail) {
      log(
        `[office] a code was asked for ${who}, but BOOKING_SMTP_URL is not set: nothing sent. ` +
          'Sign in with npm run office -- link <address>',
      );
      return;
    }
    const sent = await config.mail.transport.send(
      officeCodeMail(code, { from: config.mail.from, to: officeAddress(email), now }),
    );
    log(
      sent.ok
        ? `[office] code mailed to ${who} (asked from ${context.from} at ${now.toISOString()})`
        : `[office] the code for ${who} could not be mailed: ${printable(sent.answer, 120)}`,
    );
  };
  const work = after().catch((error: Error) =>
    log(`[office] the code mail failed: ${printable(error?.message ?? 'error', 120)}`),
  );
  (config.waitUntil ?? ((promise) => void promise))(work);
  return reply(202, { ok: true });
}

/** A new session for a listed address: the status and its cookie. An old session in the request ends. */
async function startSession(context: Context, email: string, how: string): Promise<Response> {
  const { request, url, store, now, log } = context;
  const previous = cookieToken(request, sessionCookieName(url));
  if (previous) await store.endSession(await tokenHash(previous));
  const token = randomToken();
  await store.createSession(await tokenHash(token), email, now);
  log(
    `[office] signed in with ${how}: ${await context.who(email)} from ${context.from} at ${now.toISOString()}`,
  );
  const body: OfficeStatus = { office: 'ready', signedInAs: email };
  return reply(200, body, { 'Set-Cookie': sessionCookie(url, token) });
}

async function signInWithCode(context: Context): Promise<Response> {
  const { request, office, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  const email = body?.email;
  const typed = typeof body?.code === 'string' ? body.code.replace(/[\s-]/g, '') : '';
  if (!isAddress(email) || !/^\d{8}$/.test(typed)) return failure(400, 'invalid');
  const address = await addressMac(office.secret, email);
  const check = await store.checkCode({
    address,
    now,
    matches: (stored) => codeMatches(office.secret, stored, address, typed),
  });
  const who = `address ${address.slice(0, 16)}`;
  const at = `from ${context.from} at ${now.toISOString()}`;
  if (check === 'ok' && isListed(office, email)) return startSession(context, officeAddress(email), 'a code');
  if (check === 'locked-now') {
    log(`[office] lockout: a fifth wrong code for ${who} ${at}; its codes are ended`);
    return failure(429, 'locked');
  }
  const why = check === 'locked' ? 'locked' : check === 'expired' ? 'no live code' : 'wrong code';
  log(`[office] sign-in failed (${why}): ${who} ${at}`);
  if (check === 'locked') return failure(429, 'locked');
  if (check === 'expired') return failure(401, 'expired');
  return failure(401, 'wrong-code');
}

async function signInWithLink(context: Context): Promise<Response> {
  const { request, office, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  if (!isToken(body?.token)) return failure(400, 'invalid');
  const email = await store.useLink(await tokenHash(body.token), now);
  if (!email || !isListed(office, email)) {
    log(
      `[office] sign-in failed (link unknown, used, expired or not listed)${email ? `: ${await context.who(email)}` : ''} ` +
        `from ${context.from} at ${now.toISOString()}`,
    );
    return failure(401, 'expired');
  }
  return startSession(context, email, 'a link');
}

async function signOut(context: Context): Promise<Response> {
  const { request, url, store, now, log } = context;
  const token = cookieToken(request, sessionCookieName(url));
  if (token) {
    const hash = await tokenHash(token);
    const session = await store.findSession(hash);
    await store.endSession(hash);
    if (session) log(`[office] signed out: ${await context.who(session.email)} at ${now.toISOString()}`);
  }
  return new Response(null, { status: 204, headers: { ...API_HEADERS, 'Set-Cookie': clearedCookie(url) } });
}

async function list(context: Context, kind: 'list' | 'csv'): Promise<Response> {
  const { url, handle } = context;
  const tab = url.searchParams.get('tab') ?? 'new';
  if (!isTab(tab)) return failure(400, 'invalid');
  const search = (url.searchParams.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
  const db = handle.ledger.db;
  if (kind === 'csv') {
    const entries = await listTab(db, tab, search, CSV_LIMIT);
    return new Response(toCsv(entries.map(entryJson)), {
      status: 200,
      headers: {
        ...API_HEADERS,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${tab}.csv"`,
      },
    });
  }
  const [entries, counts] = await Promise.all([listTab(db, tab, search, LIST_LIMIT), tabCounts(db)]);
  const agreements = agreementsOn(context.config);
  const body: OfficeList = { tab, rows: entries.map((entry) => listRow(entry, agreements)), counts };
  return reply(200, body);
}

/** An enquiry as the detail shows it: its fields, history, booking, actions and each change's deliveries. */
async function detailOf(context: Context, entry: InboxEntry): Promise<OfficeEnquiryDetail> {
  const { handle, store } = context;
  const [events, updates] = await Promise.all([
    store.events(entry.submissionId),
    handle.ledger.updateDeliveries(entry.submissionId),
  ]);
  return enquiryDetail(entry, events, updates, { agreements: agreementsOn(context.config) });
}

async function detail(context: Context, reference: string): Promise<Response> {
  const entry = await findEnquiry(context.handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  return reply(200, await detailOf(context, entry));
}

/** Hands the work after the answer to the host (`waitUntil`), which then releases the ledger's handle. */
function afterAnswer(context: Context, work: Promise<unknown>): void {
  const { config, handle } = context;
  context.keep = true;
  (config.waitUntil ?? ((promise) => void promise))(work.finally(() => handle.release().catch(() => {})));
}

const isUpdateChannel = (value: string): value is UpdateChannelName =>
  (UPDATE_CHANNELS as readonly string[]).includes(value);

/**
 * POST { channel }: that channel pending and due now, delivered after the answer, as `--resend` does.
 * POST { channel, eventId }: the same for one change's delivery ('client-update', 'automation-event').
 */
async function resendChannel(context: Context, reference: string, session: OfficeSession): Promise<Response> {
  const { request, config, handle, store, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  const given = typeof body?.channel === 'string' ? body.channel : '';
  const eventId = body?.eventId ?? 0;
  if (!Number.isSafeInteger(eventId) || (eventId as number) < 0) return failure(400, 'invalid');
  const event = eventId as number;
  if (event === 0 ? !isChannel(given) : !isUpdateChannel(given)) return failure(400, 'invalid');
  const channel = given as DeliveryChannel;
  const senders = channelSenders(config, { withLedger: true });
  if (!senders[channel]) return failure(400, 'invalid');
  const entry = await findEnquiry(handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  if (event !== 0) {
    // A change of this enquiry, and one that has this delivery: "done" sends the client nothing.
    const change = (await store.events(entry.submissionId)).find((e) => e.id === event && e.data);
    if (!change) return failure(404, 'not-found');
    if (channel === 'client-update' && change.event === TRANSITIONS.done.event)
      return failure(400, 'invalid');
  }
  await handle.ledger.reopen(entry.submissionId, channel, now, event);
  await store.addEvent(entry.submissionId, {
    at: now,
    event: 'resent',
    channel,
    detail: `from the office by ${session.email}`,
    actor: session.email,
  });
  log(
    `[office] ${entry.reference} ${channel}${event ? ` #${event}` : ''} resent by ` +
      (await context.who(session.email)),
  );
  afterAnswer(
    context,
    deliverChannels(
      { ledger: handle.ledger, senders, now: () => config.now?.() ?? new Date(), log },
      entry.submissionId,
      [channel],
      event,
    ),
  );
  return reply(202, { ok: true });
}

/**
 * POST to an enquiry's handled (issue 41): the client's request from the booking page is dealt with (by a
 * call, say), so the booking no longer needs attention. 200 with the enquiry as it is now, flagged or not.
 */
async function handled(context: Context, reference: string, session: OfficeSession): Promise<Response> {
  const { handle, now, log } = context;
  const entry = await findEnquiry(handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  if (await markHandled(handle.ledger.db, { submissionId: entry.submissionId, actor: session.email, now })) {
    log(`[office] ${entry.reference} client's request marked handled by ${await context.who(session.email)}`);
  }
  const current = (await findEnquiry(handle.ledger.db, reference)) ?? entry;
  return reply(200, await detailOf(context, current));
}

/**
 * POST to an enquiry's agreement/resend (issue 40): the agreement's link sent again. POST to its
 * agreement/revoke (issue 52): every link of the booking revoked (a new nonce), and the client sent fresh ones:
 * the booking page always, the agreement while the decision is on. 200 with the detail; the e-mail follows.
 */
async function sendAgreement(
  context: Context,
  reference: string,
  revoke: boolean,
  session: OfficeSession,
): Promise<Response> {
  const { config, handle, now, log } = context;
  const entry = await findEnquiry(handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  const senders = channelSenders(config, { withLedger: true });
  let result: SendLinkResult = { kind: 'not-booked' };
  if (revoke && config.linkSecret) {
    const to = clientAddress(entry.enquiry, { clientEmail: entry.clientEmail });
    const channels = effectsOf(
      'links-revoked',
      effectContext(senders, { client: to !== null, booker: bookedForClient(entry.enquiry) }),
    );
    const mailed = channels.length > 0;
    result = await revokeLinks(handle.ledger.db, {
      submissionId: entry.submissionId,
      actor: session.email,
      nonce: linkNonce(),
      channels,
      detail: mailed
        ? 'every earlier link revoked; fresh ones e-mailed to the client'
        : `every earlier link revoked; none sent (${to ? 'no mail server' : "no client's address: give it with a move"})`,
      now,
    });
  } else if (!revoke && agreementsOn(config) && config.linkSecret && senders.agreement) {
    const to = clientAddress(entry.enquiry, { clientEmail: entry.clientEmail });
    result = await sendLink(handle.ledger.db, {
      submissionId: entry.submissionId,
      actor: session.email,
      nonce: linkNonce(),
      channels: effectsOf(
        'agreement-sent',
        effectContext(senders, { client: to !== null, booker: bookedForClient(entry.enquiry) }),
      ),
      now,
    });
  }
  const current = (await findEnquiry(handle.ledger.db, reference)) ?? entry;
  if (result.kind === 'not-booked') {
    const conflict: OfficeConflict = { error: 'conflict', current: await detailOf(context, current) };
    return reply(409, conflict);
  }
  log(
    `[office] ${entry.reference} ${revoke ? 'links revoked and sent afresh' : 'agreement link sent again'} by ` +
      (await context.who(session.email)),
  );
  const answer = await detailOf(context, current);
  afterAnswer(
    context,
    deliverClaimed(
      { ledger: handle.ledger, senders, now: () => config.now?.() ?? new Date(), log },
      result.claims,
    ),
  );
  return reply(200, answer);
}

/**
 * POST an action's body: the change as one compare-and-set in the ledger (ledger.ts `change`), its event
 * row and its deliveries in the same transaction. 200 with the enquiry as it is now; 409 with it when the
 * version or the state no longer allows the change. The e-mail and the automation's event follow the answer.
 */
async function act(
  context: Context,
  reference: string,
  action: OfficeAction,
  session: OfficeSession,
): Promise<Response> {
  const { request, config, handle, now, log } = context;
  const body = await readJson(request, MAX_OFFICE_BODY_BYTES);
  if (!body) return failure(400, 'invalid');
  const parsed = parseActionBody(action, body);
  if (!parsed.ok) return reply(400, { error: 'invalid', field: parsed.field });
  const entry = await findEnquiry(handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  const { event } = TRANSITIONS[action];
  const senders = channelSenders(config, { withLedger: true });
  const slot = parsed.input.slot;
  // Issue 52: a booking made for a client is the client's. The office gives the client's address at the confirm
  // (kept at a move unless changed); the booking's e-mails, calendar and page go there, and the booker is told.
  const forClient = bookedForClient(entry.enquiry);
  const given = forClient ? parsed.input.clientEmail : null;
  if (slot && forClient) {
    if (!given && !entry.clientEmail) return reply(400, { error: 'invalid', field: 'clientEmail' });
    if (given && isProfessionalBooker(entry.enquiry.bookedBy) && isBookersAddress(entry.enquiry, given)) {
      return reply(400, { error: 'invalid', field: 'clientEmail', reason: 'booker' });
    }
  }
  const client = forClient
    ? (given ?? clientAddress(entry.enquiry, { clientEmail: entry.clientEmail }))
    : entry.enquiry.email;
  const channels = effectsOf(
    event,
    effectContext(senders, {
      client: client !== null,
      booker: forClient,
      formerClient: !!given && !!entry.clientEmail && given !== entry.clientEmail,
    }),
  );
  // Issue 40: with the decision confirmed, a confirm or a move makes the agreement's version current; the
  // client's "booked" (or "moved", for a new version) e-mail carries its link.
  let agreement: { version: string; nonce: string; sent: boolean } | null = null;
  if (slot && agreementsOn(config)) {
    if (!config.linkSecret) {
      // Nothing is recorded as sent: the office shows no agreement for this booking.
      log(`[office] ${entry.reference}: BOOKING_LINK_SECRET is not set, so no agreement link is sent`);
    } else {
      const version = (await filledAgreement(entry.enquiry, slot)).version;
      const fresh = event === 'booked' || version !== entry.agreementVersion;
      // Recorded as sent only when an e-mail carrying its link is queued with this change.
      agreement = { version, nonce: linkNonce(), sent: fresh && channels.includes('client-update') };
    }
  }
  const result = await handle.ledger.change({
    submissionId: entry.submissionId,
    action,
    version: parsed.input.version,
    actor: session.email,
    slot: parsed.input.slot,
    reason: parsed.input.reason,
    channels,
    agreement,
    clientEmail: given,
    // Every booking gets its link nonce at its confirm, for the client's booking page (issue 41).
    linkNonce: slot ? linkNonce() : null,
    now,
  });
  const current = await findEnquiry(handle.ledger.db, reference);
  if (!current) return failure(404, 'not-found');
  if (result.kind === 'conflict') {
    log(
      `[office] ${entry.reference} ${action} refused 409: it is ${current.state} at version ` +
        `${current.version}, the request was based on version ${parsed.input.version}`,
    );
    const conflict: OfficeConflict = { error: 'conflict', current: await detailOf(context, current) };
    return reply(409, conflict);
  }
  log(
    `[office] ${entry.reference} ${result.change.event} by ${await context.who(session.email)} ` +
      `(version ${result.version}); delivering ${result.claims.map((c) => c.channel).join(', ') || 'nothing'}`,
  );
  const answer = await detailOf(context, current);
  afterAnswer(
    context,
    deliverClaimed(
      { ledger: handle.ledger, senders, now: () => config.now?.() ?? new Date(), log },
      result.claims,
    ),
  );
  return reply(200, answer);
}

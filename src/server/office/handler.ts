/**
 * The office's API (the paths and shapes of api.ts), written once against Request and Response like the
 * booking handler: the local servers (node-adapter.ts) and the Netlify, Cloudflare Pages and Vercel functions
 * all call `handleOfficeRequest` for /api/office/*.
 *
 * - Every answer carries `Cache-Control: no-store`.
 * - Every POST must carry an Origin equal to the request's own origin (403 otherwise, none included);
 *   BOOKING_ALLOWED_ORIGINS does not apply here.
 * - Every path but the status, the code, the two sign-ins and the calendar feed (issue 57: its token is its
 *   secret; calendar-feed.ts) answers 401 without a live session, before it reads anything of an enquiry. A reference or a search with a control character in it is 400 (issue 56).
 * - A code request does the same work before its answer whether or not the address is listed; the code is
 *   mailed after the answer. docs/decisions/0013-office-sign-in.md says why each rule is as it is.
 * - An action (confirm, move, decline, cancel, done) is one compare-and-set in the ledger: 200 with the
 *   enquiry as it is now, or 409 with it when another change came first; its e-mail and the automation's
 *   event are delivered after the answer. docs/decisions/0011-booking-states.md says why.
 */
import type { LedgerHandle } from '../ledger/source.js';
import { recordOfficePayment } from './payment-routes.js';
import { printable, type BookingLogger } from '../log.js';
import {
  CALENDAR_FEED_API,
  OFFICE_API,
  type OfficeStatus,
  type OfficeUnavailable,
} from '../../api/office.js';
import { addressMac } from './secrets.js';
import { OFFICE_ACTIONS, type OfficeAction } from '../../domain/booking/states.js';
import { controlInLine } from '../../domain/booking/text.js';
import { officeStore } from './store.js';
import { isSameOrigin } from '../http.js';
import { servedHandler, type BookingConfig } from '../config.js';
import { type Context, failure, reply } from './context.js';
import {
  currentSession,
  requestCode,
  signedOut,
  signInWithCode,
  signInWithLink,
  signOut,
  status,
} from './sign-in.js';
import {
  act,
  detail,
  detailOf,
  handled,
  list,
  resendChannel,
  schedule,
  sendAgreement,
} from './enquiry-routes.js';
import { reportRoute, reportRouteOf, type ReportRoute } from '../report/office-routes.js';
import { feedState, feedTokenOf, makeFeed, revokeFeed, serveFeed } from './calendar-feed.js';

export { clearedCookie, sessionCookie, sessionCookieName } from './sign-in.js';

/** Every path of the office's API starts with this. */
export const OFFICE_PREFIX = '/api/office';

export function isOfficePath(pathname: string): boolean {
  return pathname === OFFICE_PREFIX || pathname.startsWith(`${OFFICE_PREFIX}/`);
}

type Route =
  | { kind: 'status' | 'list' | 'csv' | 'schedule'; method: 'GET' }
  | { kind: 'detail'; method: 'GET'; reference: string }
  | { kind: 'code' | 'sign-in' | 'link' | 'sign-out'; method: 'POST' }
  | { kind: 'resend' | 'handled' | 'payment'; method: 'POST'; reference: string }
  | { kind: 'agreement'; method: 'POST'; reference: string; revoke: boolean }
  | { kind: 'action'; method: 'POST'; reference: string; action: OfficeAction }
  | { kind: 'feed'; method: 'GET'; token: string }
  | { kind: 'feed-state'; method: 'GET' }
  | { kind: 'feed-make' | 'feed-revoke'; method: 'POST' }
  | { kind: 'report'; method: ReportRoute['method']; reference: string; report: ReportRoute };

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
    case OFFICE_API.schedule:
      return { kind: 'schedule', method: 'GET' };
    case CALENDAR_FEED_API.state:
      return { kind: 'feed-state', method: 'GET' };
    case CALENDAR_FEED_API.make:
      return { kind: 'feed-make', method: 'POST' };
    case CALENDAR_FEED_API.revoke:
      return { kind: 'feed-revoke', method: 'POST' };
  }
  const token = feedTokenOf(pathname);
  if (token !== null) return { kind: 'feed', method: 'GET', token };
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
  // Issue 60: recordPaymentPath (src/api/payment.ts).
  if (parts.length === 2 && parts[1] === 'payments') return { kind: 'payment', method: 'POST', reference };
  if (parts.length === 3 && parts[1] === 'agreement' && (parts[2] === 'resend' || parts[2] === 'revoke')) {
    return { kind: 'agreement', method: 'POST', reference, revoke: parts[2] === 'revoke' };
  }
  if (parts[1] === 'report') {
    // Issue 58: the report's routes (src/server/report/office-routes.ts).
    const report = reportRouteOf(parts.slice(2));
    return report ? { kind: 'report', method: report.method, reference, report } : null;
  }
  if (parts.length === 2 && isAction(parts[1])) {
    return { kind: 'action', method: 'POST', reference, action: parts[1] };
  }
  return null;
}

export const handleOfficeRequest = servedHandler('[office]', handle, () =>
  reply(500, { error: 'Internal error' }),
);

async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  if (!route) return failure(404, 'not-found');
  // A calendar may ask for the feed's headers alone first.
  if (request.method !== route.method && !(route.kind === 'feed' && request.method === 'HEAD')) {
    return failure(405, 'invalid', { Allow: route.method });
  }
  if (route.method !== 'GET' && !isSameOrigin(request)) {
    log(
      `[office] refused 403: ${request.headers.get('Origin') ? 'a request from another origin' : 'a request without an Origin'} to ${url.pathname}`,
    );
    return failure(403, 'origin');
  }
  // A reference is a word of the ledger's: a control character (NUL would fail PostgreSQL's query) is refused
  // here, before anything is read.
  if ('reference' in route && controlInLine.test(route.reference)) return failure(400, 'invalid');
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
      case 'feed':
        // The calendar feed carries its own secret, the token (calendar-feed.ts): no session.
        return await serveFeed(context, route.token);
    }
    const session = await currentSession(context);
    if (!session) return signedOut(context);
    switch (route.kind) {
      case 'list':
      case 'csv':
        return await list(context, route.kind);
      case 'schedule':
        return await schedule(context);
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
      case 'payment':
        return await recordOfficePayment(context, route.reference, session, (entry) =>
          detailOf(context, entry),
        );
      case 'report':
        return await reportRoute(context, route.reference, route.report, session, (entry) =>
          detailOf(context, entry),
        );
      case 'feed-state':
        return await feedState(context);
      case 'feed-make':
        return await makeFeed(context, session);
      case 'feed-revoke':
        return await revokeFeed(context, session);
      default:
        return failure(404, 'not-found');
    }
  } finally {
    if (!context.keep) await handle.release().catch(() => {});
  }
}

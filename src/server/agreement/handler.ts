/**
 * The agreement's API (api.ts): GET /api/agreement/<token> opens the agreement a link is for, POST
 * /api/agreement/<token>/accept accepts it. Written once against Request and Response, like the office's: the
 * local servers and the Netlify, Cloudflare Pages and Vercel functions all call `handleAgreementRequest`.
 *
 * - Every answer carries `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
 * - A POST must carry an Origin equal to the request's own origin (403 `origin`).
 * - A token opens nothing (404 `link`) unless its MAC is the one for its purpose, the booking's current nonce
 *   and its version, and the booked date is less than 7 days past (links.ts). What the 404 does not say is
 *   which of these failed.
 * - The agent's link (purpose 'agreement-view') only reads: 403 `read-only` to an accept.
 * - An accept names the version and the hash of the text it showed: another one gets 409 `changed` with the
 *   current view. One acceptance per booking and version; a second one gets the first, and changes nothing.
 * docs/decisions/0010-agreement-record.md says what the record holds and why the database keeps it unchanged.
 */
import { business } from '../../content/business.js';
import { readLink, verifyLink, type LinkParts } from '../booking/links.js';
import { channelSenders, deliverClaimed, agreementsOn, effectContext } from '../delivery.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import type { AcceptanceRecord } from '../ledger/ledger.js';
import type { LedgerHandle } from '../ledger/source.js';
import { consoleLogger, printable, type BookingLogger } from '../log.js';
import { acceptBodySchema, type AgreementError, type AgreementView } from '../../api/agreement.js';
import { filledAgreement, sectionsOfText, type FilledAgreement } from './content.js';
import { accept, findAcceptance, linkedBooking, linksExpireAt, type LinkedBooking } from './store.js';
import { API_HEADERS, checkBody, isSameOrigin, readJson } from '../http.js';
import { misconfigured, type BookingConfig } from '../config.js';
import { effectsOf } from '../../domain/booking/effects.js';
import { bookedForClient, clientAddress } from '../../domain/booking/addressees.js';

export const AGREEMENT_PREFIX = '/api/agreement';

export function isAgreementPath(pathname: string): boolean {
  return pathname === AGREEMENT_PREFIX || pathname.startsWith(`${AGREEMENT_PREFIX}/`);
}

/** Headers of every answer. */
export const AGREEMENT_HEADERS = { ...API_HEADERS, 'Referrer-Policy': 'no-referrer' } as const;

const MAX_ACCEPT_BODY_BYTES = 4 * 1024;

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...AGREEMENT_HEADERS, ...headers } });
}

const failure = (status: number, error: AgreementError, extra: Record<string, unknown> = {}) =>
  reply(status, { error, ...extra });

type Route =
  { kind: 'view'; method: 'GET'; token: string } | { kind: 'accept'; method: 'POST'; token: string };

function routeOf(pathname: string): Route | null {
  if (!pathname.startsWith(`${AGREEMENT_PREFIX}/`)) return null;
  const parts = pathname.slice(AGREEMENT_PREFIX.length + 1).split('/');
  let token: string;
  try {
    token = decodeURIComponent(parts[0] ?? '');
  } catch {
    return null;
  }
  if (parts.length === 1) return { kind: 'view', method: 'GET', token };
  if (parts.length === 2 && parts[1] === 'accept') return { kind: 'accept', method: 'POST', token };
  return null;
}

export async function handleAgreementRequest(request: Request, config: BookingConfig): Promise<Response> {
  const log = config.log ?? consoleLogger;
  // A variable set but not usable: nothing is answered until it is fixed (config.ts).
  const refused = misconfigured(config, log);
  if (refused) return refused;
  try {
    return await handle(request, config, log);
  } catch (error) {
    log(`[agreement] failed 500: ${printable((error as Error)?.name ?? 'error', 40)}`);
    return reply(500, { error: 'Internal error' });
  }
}

/** What a checked link opens: the booking, whether it may accept, and the version it names. */
interface Opened {
  booking: LinkedBooking;
  readOnly: boolean;
  parts: LinkParts;
}

async function open(
  handle: LedgerHandle,
  config: BookingConfig,
  token: string,
  now: Date,
): Promise<Opened | null> {
  const parts = readLink(token);
  if (!parts || !config.linkSecret) return null;
  const booking = await linkedBooking(handle.ledger.db, parts.submissionId);
  // No agreement was sent for a booking without its version (the decision off when it was booked).
  if (!booking?.links?.version || !booking.bookedDate) return null;
  const nonce = booking.links.nonce;
  let readOnly = false;
  if (!(await verifyLink(config.linkSecret, parts, { purpose: 'agreement', nonce }))) {
    if (!(await verifyLink(config.linkSecret, parts, { purpose: 'agreement-view', nonce }))) return null;
    readOnly = true;
  }
  if (now.getTime() >= linksExpireAt(booking.bookedDate).getTime()) return null;
  return { booking, readOnly, parts };
}

function viewOf(
  booking: LinkedBooking,
  current: FilledAgreement,
  { readOnly, record }: { readOnly: boolean; record: AcceptanceRecord | null },
): AgreementView {
  const slot = record?.booking ?? booking.booking;
  const status: AgreementView['status'] = record
    ? 'accepted'
    : booking.state !== 'booked'
      ? 'closed'
      : readOnly
        ? 'read-only'
        : 'open';
  const shown =
    record && record.version !== current.version
      ? {
          version: record.version,
          hash: record.textSha256,
          text: record.text,
          sections: sectionsOfText(record.text),
        }
      : current;
  return {
    status,
    businessName: business.name,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    kind: current.kind,
    version: shown.version,
    hash: shown.hash,
    text: shown.text,
    sections: shown.sections,
    booking: {
      date: booking.booking?.date ?? slot?.date ?? '',
      windowFrom: booking.booking?.windowFrom ?? slot?.windowFrom ?? '',
      windowTo: booking.booking?.windowTo ?? slot?.windowTo ?? '',
      priceCents: slot?.priceCents ?? null,
      note: booking.booking?.note ?? '',
      inspection: inspectionTitle(booking.enquiry.service),
      property: booking.enquiry.address,
    },
    accepted: record
      ? { name: record.name, at: record.acceptedAt.toISOString(), onBehalf: record.onBehalf }
      : null,
  };
}

/** The view a link opens now, or null when its version is neither current nor accepted. */
async function viewFor(handle: LedgerHandle, opened: Opened): Promise<AgreementView | null> {
  const { booking, readOnly, parts } = opened;
  const current = await filledAgreement(booking.enquiry, booking.booking ?? { priceCents: null });
  const record = await findAcceptance(handle.ledger.db, booking.submissionId, parts.version);
  if (parts.version !== current.version && !record) return null;
  return viewOf(booking, current, { readOnly, record });
}

async function handle(request: Request, config: BookingConfig, log: BookingLogger): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  if (!route) return failure(404, 'link');
  if (request.method !== route.method) return reply(405, { error: 'invalid' }, { Allow: route.method });
  if (route.method === 'POST' && !isSameOrigin(request)) {
    log(`[agreement] refused 403: ${request.headers.get('Origin') ? 'another origin' : 'no Origin'}`);
    return failure(403, 'origin');
  }
  if (!config.ledger) return failure(503, 'no-ledger');
  let handle: LedgerHandle;
  try {
    handle = await config.ledger.open();
  } catch (error) {
    log(
      `[agreement] the ledger could not be opened: ${printable((error as Error)?.message ?? 'error', 120)}`,
    );
    return failure(503, 'no-ledger');
  }
  let keep = false;
  try {
    const now = config.now?.() ?? new Date();
    const opened = await open(handle, config, route.token, now);
    if (!opened) {
      // Never the token: it is a credential.
      log(`[agreement] refused 404: a link that opens nothing (${route.kind})`);
      return failure(404, 'link');
    }
    if (route.kind === 'view') {
      const view = await viewFor(handle, opened);
      return view ? reply(200, view) : failure(404, 'link');
    }
    if (opened.readOnly) return failure(403, 'read-only');
    const parsed = checkBody(acceptBodySchema, await readJson(request, MAX_ACCEPT_BODY_BYTES));
    if (!parsed.ok) return failure(400, 'invalid', { field: parsed.field });
    const { booking } = opened;
    const current = await filledAgreement(booking.enquiry, booking.booking ?? { priceCents: null });
    if (opened.parts.version !== current.version) {
      // A link for an earlier version: it shows that version's acceptance, and accepts nothing.
      const view = await viewFor(handle, opened);
      return view ? reply(200, view) : failure(404, 'link');
    }
    const earlier = await findAcceptance(handle.ledger.db, booking.submissionId, parsed.value.version);
    if (earlier) return reply(200, viewOf(booking, current, { readOnly: false, record: earlier }));
    const changed = async () => {
      const view = await viewFor(handle, { ...opened, parts: { ...opened.parts, version: current.version } });
      return failure(409, 'changed', { current: view });
    };
    if (
      booking.state !== 'booked' ||
      parsed.value.version !== current.version ||
      parsed.value.hash !== current.hash ||
      booking.links?.version !== current.version
    ) {
      return changed();
    }
    const senders = channelSenders(config, { withLedger: true });
    const channels = effectsOf(
      'agreement-accepted',
      effectContext(senders, {
        client: clientAddress(booking.enquiry, booking.links) !== null,
        booker: bookedForClient(booking.enquiry),
        by: 'client',
      }),
    );
    const ip = config.clientIp?.(request) ?? null;
    const result = await accept(handle.ledger.db, {
      submissionId: booking.submissionId,
      version: current.version,
      hash: current.hash,
      text: current.text,
      name: parsed.value.name,
      onBehalf: parsed.value.onBehalf,
      ip: ip ? ip.slice(0, 64) : null,
      userAgent: request.headers.get('User-Agent')?.slice(0, 512) ?? null,
      channels,
      now,
    });
    if (result.kind === 'changed') return changed();
    if (result.kind === 'existing') {
      return reply(200, viewOf(booking, current, { readOnly: false, record: result.record }));
    }
    log(
      `[agreement] ${booking.reference} version ${current.version} accepted` +
        `${parsed.value.onBehalf ? " on the client's behalf" : ''}; delivering ${channels.join(', ') || 'nothing'}` +
        `${agreementsOn(config) ? '' : ' (the decision is off now: the link was sent before)'}`,
    );
    keep = true;
    const work = deliverClaimed(
      { ledger: handle.ledger, senders, now: () => config.now?.() ?? new Date(), log },
      result.claims,
    ).finally(() => handle.release().catch(() => {}));
    (config.waitUntil ?? ((promise) => void promise))(work);
    return reply(200, viewOf(booking, current, { readOnly: false, record: result.record }));
  } finally {
    if (!keep) await handle.release().catch(() => {});
  }
}

/**
 * The client's booking page's API (api.ts, issue 41): GET /api/booking/<token> opens the booking a link is
 * for; POST .../change-request asks for another time; POST .../cancel cancels it. One use of the signed-link kit
 * (../signed-link/handler.ts), as the agreement is: this file holds what the link opens and what each action does.
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
import { propertyAddress } from '../../domain/booking/words.js';
import { business } from '../../content/business.js';
import { agreementsOn, channelSenders, decisionsOf, effectContext, paymentChoices } from '../delivery.js';
import { bookingPayments } from '../payments/summary.js';
import type { PaymentSummary } from '../../api/payment.js';
import {
  bookedForClient,
  bookerMayAskForAnotherTime,
  clientAddress,
} from '../../domain/booking/addressees.js';
import { BOOKING_LINK_VERSION, bookingPageUrl, readLink, verifyLink } from '../booking/links.js';
import {
  findAcceptance,
  latestAcceptance,
  linkedBooking,
  linksExpireAt,
  type LinkedBooking,
} from '../agreement/store.js';
import type { ClaimedDelivery } from '../ledger/ledger.js';
import { bookedInspectionTitle } from '../mail/enquiry-mail.js';
import { clientActions } from '../../domain/booking/states.js';
import { effectsOf } from '../../domain/booking/effects.js';
import {
  cancelBodySchema,
  changeRequestBodySchema,
  type BookingPageAccess,
  type BookingPageError,
  type BookingPagePayment,
  type BookingPageView,
} from '../../api/booking-page.js';
import { cancellationTerms } from './mail.js';
import { cancellationSectionOf } from '../agreement/content.js';
import { bookingExtras, requestChange } from './store.js';
import type { BookingConfig } from '../config.js';
import {
  linkApi,
  reply,
  SIGNED_LINK_HEADERS,
  signedLinkHandler,
  type LinkRequestContext,
} from '../signed-link/handler.js';

const api = linkApi<BookingPageError>('/api/booking');
export const { prefix: BOOKING_PAGE_PREFIX, isPath: isBookingPagePath } = api;
const { failure } = api;

interface Opened {
  booking: LinkedBooking;
  version: number;
  lastRequestAt: Date | null;
  /** Issue 57: the office's latest move, when no request or "handled" came after it. */
  movedAt: Date | null;
  /** Whose link opened it (issue 52). */
  access: BookingPageAccess;
}

/** The booking a token opens now, or null (a bad MAC, a revoked nonce, past its expiry, never booked). */
async function open({ handle, config, token, now }: LinkRequestContext): Promise<Opened | null> {
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
  return {
    booking,
    version: extras.version,
    lastRequestAt: extras.lastRequestAt,
    movedAt: extras.movedAt,
    access,
  };
}

/** Issue 60: whether this link may pay: the client's, or a booker's where the business allows it. */
function mayPay(config: BookingConfig, opened: Opened): boolean {
  return opened.access === 'client' || paymentChoices(config).bookerMayPay === 'confirmed';
}

/** Issue 60: whether the card link goes anywhere: a booked inspection whose deposit is still due. */
function cardDue(opened: Opened, summary: PaymentSummary | null): boolean {
  return opened.booking.state === 'booked' && summary?.state === 'deposit-due';
}

/** Issue 60: the page's payment section: the summary, and the ways to pay while anything is owed. */
async function paymentOf(
  { handle, config, now }: Pick<LinkRequestContext, 'handle' | 'config' | 'now'>,
  opened: Opened,
): Promise<BookingPagePayment | null> {
  const { booking } = opened;
  const found = await bookingPayments(handle.ledger.db, booking.submissionId, booking.booking, now);
  if (!found) return null;
  const { summary } = found;
  if (summary.state === 'none' && summary.paidCents === 0 && summary.refundedCents === 0) return null;
  const choices = paymentChoices(config);
  const owing =
    booking.state === 'booked' &&
    mayPay(config, opened) &&
    (summary.state === 'deposit-due' || (summary.owingCents ?? 0) > 0);
  return {
    summary,
    card: mayPay(config, opened) && !!choices.stripePaymentLink && cardDue(opened, summary),
    bank: owing ? choices.bankTransfer : null,
    payId: owing ? choices.payId : null,
  };
}

async function viewOf(
  { handle, config, now }: Pick<LinkRequestContext, 'handle' | 'config' | 'now'>,
  opened: Opened,
): Promise<BookingPageView> {
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
      inspection: bookedInspectionTitle(booking.enquiry, booking.booking),
      property: propertyAddress(booking.enquiry),
    },
    agreement,
    // Issue 54: the terms the client accepted, or none with a fee.
    cancellationTerms: cancellationTerms(
      (await latestAcceptance(handle.ledger.db, booking.submissionId))?.text ?? null,
    ),
    lastRequestAt: opened.lastRequestAt?.toISOString() ?? null,
    movedAt: opened.movedAt?.toISOString() ?? null,
    access: opened.access,
    clientName: bookedForClient(booking.enquiry) ? booking.enquiry.clientName : '',
    payment: await paymentOf({ handle, config, now }, opened),
  };
}

/**
 * Issue 60: "Pay the deposit by card": a 302 to the Payment Link with the reference only, while the deposit is
 * due; otherwise it redirects nowhere and says why: 409 `not-due` with the state, or to a browser following the
 * link, a 303 back to the booking page, which shows the deposit paid or the booking cancelled.
 */
async function pay(context: LinkRequestContext, opened: Opened): Promise<Response> {
  const link = paymentChoices(context.config).stripePaymentLink;
  if (!link) return failure(404, 'link');
  if (!mayPay(context.config, opened)) {
    context.log(`[booking-page] ${opened.booking.reference}: card link refused 403, a read-only link`);
    return failure(403, 'read-only');
  }
  const found = await bookingPayments(
    context.handle.ledger.db,
    opened.booking.submissionId,
    opened.booking.booking,
    context.now,
  );
  if (!cardDue(opened, found?.summary ?? null)) {
    const state = opened.booking.state === 'booked' ? (found?.summary.state ?? 'none') : opened.booking.state;
    // A card link followed in a browser after the deposit was paid or the booking cancelled (an old tab, an
    // e-mail opened again): the booking page, which says which, rather than an error in JSON.
    if (context.request.headers.get('sec-fetch-mode') === 'navigate') {
      context.log(
        `[booking-page] ${opened.booking.reference}: card link not due (${state}), back to the page`,
      );
      const page = new URL(bookingPageUrl(new URL(context.request.url).origin, context.token));
      return new Response(null, {
        status: 303,
        headers: { ...SIGNED_LINK_HEADERS, Location: page.pathname },
      });
    }
    context.log(`[booking-page] ${opened.booking.reference}: card link refused 409, ${state}`);
    return failure(409, 'not-due', { state });
  }
  const url = new URL(link);
  // The reference alone: never the client's address or name (Stripe's checkout asks for what it needs).
  url.search = '';
  url.hash = '';
  url.searchParams.set('client_reference_id', opened.booking.reference);
  return new Response(null, {
    status: 302,
    headers: { ...SIGNED_LINK_HEADERS, Location: url.href },
  });
}

/** The page as a refused action leaves it (409 `closed`): opened again, or null when it no longer opens. */
async function closed(context: LinkRequestContext) {
  const fresh = await open(context);
  return failure(409, 'closed', { current: fresh ? await viewOf(context, fresh) : null });
}

/** Issue 52: the booker's link never cancels, and asks for another time only where the business allows. */
const readOnly = (kind: 'cancel' | 'change-request') => (context: LinkRequestContext, opened: Opened) => {
  if (opened.access === 'client' || (kind === 'change-request' && opened.access === 'booker-may-ask'))
    return null;
  context.log(`[booking-page] ${opened.booking.reference}: refused 403, a read-only link (${kind})`);
  return failure(403, 'read-only');
};

/** What an action leaves: the page as it is now, with the deliveries it claimed going after the answer. */
async function after(
  context: LinkRequestContext,
  opened: Opened,
  { claims, senders }: { claims: ClaimedDelivery[]; senders: Senders },
  what: string,
) {
  const { handle, log } = context;
  const { booking } = opened;
  log(
    `[booking-page] ${booking.reference}: the client ${what}; ` +
      `delivering ${claims.map((c) => c.channel).join(', ') || 'nothing'}`,
  );
  const latest = await linkedBooking(handle.ledger.db, booking.submissionId);
  const extras = await bookingExtras(handle.ledger.db, booking.submissionId);
  const view = await viewOf(context, {
    booking: latest ?? booking,
    version: extras.version,
    lastRequestAt: extras.lastRequestAt,
    movedAt: extras.movedAt,
    access: opened.access,
  });
  return { response: reply(200, view), claims, senders };
}

type Senders = ReturnType<typeof channelSenders>;

/** What the effects table needs to know of the booking and of who acted. */
function effects(senders: Senders, opened: Opened) {
  const { booking } = opened;
  return effectContext(senders, {
    client: clientAddress(booking.enquiry, booking.links) !== null,
    booker: bookedForClient(booking.enquiry),
    by: opened.access === 'client' ? 'client' : 'booker',
  });
}

export const handleBookingPageRequest = signedLinkHandler({
  name: 'booking-page',
  prefix: BOOKING_PAGE_PREFIX,
  open,
  view: async (context, opened) => reply(200, await viewOf(context, opened)),
  resources: { pay },
  actions: {
    'change-request': {
      schema: changeRequestBodySchema,
      guard: readOnly('change-request'),
      async run(context, opened, request) {
        const { booking } = opened;
        if (!clientActions(booking.state).includes('change-request')) return closed(context);
        const senders = channelSenders(context.config, { withLedger: true });
        const channels = effectsOf('change-requested', effects(senders, opened));
        const by = opened.access === 'client' ? 'client' : 'booker';
        const result = await requestChange(context.handle.ledger.db, {
          booking,
          request,
          channels,
          by,
          now: context.now,
        });
        if (result.kind === 'closed') return closed(context);
        if (result.kind === 'limited') {
          context.log(`[booking-page] ${booking.reference}: refused 429, too many requests for another time`);
          return failure(429, 'too-many', {}, { 'Retry-After': String(result.retryAfterS) });
        }
        const claims = result.kind === 'repeat' ? [] : result.claims;
        return after(context, opened, { claims, senders }, 'asked for another time');
      },
    },
    cancel: {
      schema: cancelBodySchema,
      guard: readOnly('cancel'),
      async run(context, opened, { reason }) {
        const { booking } = opened;
        if (!clientActions(booking.state).includes('cancel')) return closed(context);
        const senders = channelSenders(context.config, { withLedger: true });
        const result = await context.handle.ledger.change({
          submissionId: booking.submissionId,
          action: 'cancel',
          version: opened.version,
          actor: null,
          by: 'client',
          // Issue 54: the terms the client accepted go with the cancel, for its e-mail to say.
          terms: cancellationSectionOf(
            (await latestAcceptance(context.handle.ledger.db, booking.submissionId))?.text ?? '',
          ),
          reason,
          channels: effectsOf('cancelled', effects(senders, opened)),
          now: context.now,
        });
        if (result.kind === 'conflict') return closed(context);
        return after(context, opened, { claims: result.claims, senders }, 'cancelled');
      },
    },
  },
});

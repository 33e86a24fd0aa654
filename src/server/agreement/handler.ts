/**
 * The agreement's API (api.ts): GET /api/agreement/<token> opens the agreement a link is for, POST
 * /api/agreement/<token>/accept accepts it. One use of the signed-link kit (../signed-link/handler.ts), which
 * holds what every such page does (the headers, the routes, the Origin check, the 404 that says nothing more);
 * this file holds what the agreement's link opens and what an acceptance does.
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
import { propertyAddress } from '../../domain/booking/words.js';
import { business } from '../../content/business.js';
import { readLink, verifyLink, type LinkParts } from '../booking/links.js';
import { channelSenders, agreementsOn, effectContext } from '../delivery.js';
import { bookedInspectionTitle } from '../mail/enquiry-mail.js';
import type { AcceptanceRecord } from '../ledger/ledger.js';
import type { Db } from '../ledger/db.js';
import { reportLinkExpiresAt } from '../report/links.js';
import { acceptBodySchema, type AgreementError, type AgreementView } from '../../api/agreement.js';
import {
  filledAgreement,
  mainPointsOfText,
  sectionsOfText,
  sha256Hex,
  withConcerns,
  type FilledAgreement,
} from './content.js';
import {
  accept,
  acceptsAgreement,
  findAcceptance,
  linkedBooking,
  linksExpireAt,
  type LinkedBooking,
} from './store.js';
import { effectsOf } from '../../domain/booking/effects.js';
import { bookedForClient, clientAddress } from '../../domain/booking/addressees.js';
import { linkApi, reply, signedLinkHandler, type LinkRequestContext } from '../signed-link/handler.js';

const api = linkApi<AgreementError>('/api/agreement');
export const { prefix: AGREEMENT_PREFIX, isPath: isAgreementPath } = api;
const { failure } = api;

/** What a checked link opens: the booking, whether it may accept, and the version it names. */
interface Opened {
  booking: LinkedBooking;
  readOnly: boolean;
  parts: LinkParts;
}

/**
 * When the booking's agreement links run out: a week after the inspection, or, once a report is published
 * (issue 58), as late as the report's own link, whose page sends the client here while the file waits for the
 * acceptance.
 */
async function agreementLinkExpiresAt(
  db: Db,
  booking: LinkedBooking & { bookedDate: string },
): Promise<Date> {
  const usual = linksExpireAt(booking.bookedDate);
  const [row] = await db.query<{ at: Date | string | null }>(
    'SELECT max(published_at) AS at FROM booking_reports WHERE submission_id = $1',
    [booking.submissionId],
  );
  if (!row?.at) return usual;
  const report = reportLinkExpiresAt(new Date(row.at));
  return report.getTime() > usual.getTime() ? report : usual;
}

async function open({ handle, config, token, now }: LinkRequestContext): Promise<Opened | null> {
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
  if (
    now.getTime() >=
    (await agreementLinkExpiresAt(handle.ledger.db, { ...booking, bookedDate: booking.bookedDate })).getTime()
  )
    return null;
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
    : !acceptsAgreement(booking.state)
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
          mainPoints: mainPointsOfText(record.text),
          sections: sectionsOfText(record.text),
        }
      : current;
  return {
    status,
    bookingStatus: booking.state === 'cancelled' ? 'cancelled' : booking.state === 'done' ? 'done' : 'booked',
    businessName: business.name,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    kind: current.kind,
    version: shown.version,
    hash: shown.hash,
    text: shown.text,
    mainPoints: shown.mainPoints,
    sections: shown.sections,
    booking: {
      date: booking.booking?.date ?? slot?.date ?? '',
      windowFrom: booking.booking?.windowFrom ?? slot?.windowFrom ?? '',
      windowTo: booking.booking?.windowTo ?? slot?.windowTo ?? '',
      priceCents: slot?.priceCents ?? null,
      note: booking.booking?.note ?? '',
      inspection: bookedInspectionTitle(booking.enquiry, booking.booking ?? slot),
      property: propertyAddress(booking.enquiry),
    },
    accepted: record
      ? {
          name: record.name,
          at: record.acceptedAt.toISOString(),
          onBehalf: record.onBehalf,
          concerns: record.concerns ?? '',
        }
      : null,
  };
}

/** The view a link opens now, or null when its version is neither current nor accepted. */
async function viewFor(
  { handle }: Pick<LinkRequestContext, 'handle'>,
  opened: Opened,
): Promise<AgreementView | null> {
  const { booking, readOnly, parts } = opened;
  const current = await filledAgreement(booking.enquiry, booking.booking ?? { priceCents: null });
  const record = await findAcceptance(handle.ledger.db, booking.submissionId, parts.version);
  if (parts.version !== current.version && !record) return null;
  return viewOf(booking, current, { readOnly, record });
}

export const handleAgreementRequest = signedLinkHandler({
  name: 'agreement',
  prefix: AGREEMENT_PREFIX,
  open,
  async view(context, opened) {
    const view = await viewFor(context, opened);
    return view ? reply(200, view) : failure(404, 'link');
  },
  actions: {
    accept: {
      schema: acceptBodySchema,
      guard: (_context, opened) => (opened.readOnly ? failure(403, 'read-only') : null),
      async run(context, opened, body) {
        const { handle, config, request, now, log } = context;
        const { booking } = opened;
        const current = await filledAgreement(booking.enquiry, booking.booking ?? { priceCents: null });
        if (opened.parts.version !== current.version) {
          // A link for an earlier version: it shows that version's acceptance, and accepts nothing.
          const view = await viewFor(context, opened);
          return view ? reply(200, view) : failure(404, 'link');
        }
        const earlier = await findAcceptance(handle.ledger.db, booking.submissionId, body.version);
        if (earlier) return reply(200, viewOf(booking, current, { readOnly: false, record: earlier }));
        const changed = async () => {
          const view = await viewFor(context, {
            ...opened,
            parts: { ...opened.parts, version: current.version },
          });
          return failure(409, 'changed', { current: view });
        };
        if (
          !acceptsAgreement(booking.state) ||
          body.version !== current.version ||
          body.hash !== current.hash ||
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
        // Issue 54: the client's concerns go inside the recorded text, and so inside its hash.
        const recorded = withConcerns(current.text, body.concerns);
        const result = await accept(handle.ledger.db, {
          submissionId: booking.submissionId,
          version: current.version,
          hash: recorded === current.text ? current.hash : await sha256Hex(recorded),
          text: recorded,
          name: body.name,
          onBehalf: body.onBehalf,
          concerns: body.concerns,
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
            `${body.onBehalf ? " on the client's behalf" : ''}; delivering ${channels.join(', ') || 'nothing'}` +
            `${agreementsOn(config) ? '' : ' (the decision is off now: the link was sent before)'}`,
        );
        return {
          response: reply(200, viewOf(booking, current, { readOnly: false, record: result.record })),
          claims: result.claims,
          senders,
        };
      },
    },
  },
});

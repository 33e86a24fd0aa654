/**
 * The client's report page's API (issue 58): GET /api/report/<token> opens the report a link is for; GET
 * …/file reads its PDF by range; POST …/fresh-link mails a fresh link once this one has run out. The third use of
 * the signed-link kit (../signed-link/handler.ts), after the agreement and the booking page.
 *
 * - A token opens nothing (404 `link`) unless its MAC is the one for purpose 'report' and the booking's current
 *   nonce (the office's "revoke links" replaces it), and a version of the booking's is published. Past its 90
 *   days it opens only the offer of a fresh link, which goes to the client's address on file, never to one the
 *   request names.
 * - The file is served only while the gate (gate.ts) is open: 403 `gate` otherwise, whatever the range.
 * - The client's first opening of the page is recorded once ('report-opened'); the automation hears of it.
 *   The page's HTML is a shell with no data: a mail scanner that fetches the link records nothing.
 * - A report published before a cancellation stays the client's: the state is not read here.
 */
import { paymentChoices } from '../delivery.js';
import { bookingPayments } from '../payments/summary.js';
import { z } from 'zod';
import { business } from '../../content/business.js';
import type { ReportError, ReportPageView } from '../../api/report.js';
import { propertyAddress } from '../../domain/booking/words.js';
import { readLink } from '../booking/links.js';
import { linkedBooking, type LinkedBooking } from '../agreement/store.js';
import { clientAgreementUrl } from '../agreement/mail.js';
import { bookingExtras } from '../booking-page/store.js';
import { bookedInspectionTitle } from '../mail/enquiry-mail.js';
import { linkApi, reply, signedLinkHandler, type LinkRequestContext } from '../signed-link/handler.js';
import { gateOf } from './gate.js';
import { serveFile } from './file.js';
import { checkReportLink } from './links.js';
import { reportFileName } from './names.js';
import { reportChannels } from './office-routes.js';
import { postgresReportStorage } from './storage.js';
import { reportStore, type ReportState } from './store.js';
import { REPORT_UPLOAD_PART_BYTES, revokeCopyBodySchema, sendCopyBodySchema } from '../../api/report.js';
import { builderLicence } from '../../content/stand-ins.js';
import { checkCopyLink, copiesOf, copyIdOf, copyView, reportCopies, type StoredCopy } from './copies.js';
import { isUnsubscribeVersion } from '../review/links.js';
import {
  openUnsubscribe,
  unsubscribe,
  unsubscribeView,
  type OpenedUnsubscribe,
} from '../review/unsubscribe.js';

const api = linkApi<ReportError>('/api/report');
export const { prefix: REPORT_PAGE_PREFIX, isPath: isReportPath } = api;
const { failure } = api;

interface Opened {
  booking: LinkedBooking;
  report: ReportState;
  expired: boolean;
  /** Issue 59: the adviser's copy a copy link opens; null for the client's own link. */
  copy: StoredCopy | null;
}

/** Issue 59: a `u…` token is the review request's unsubscribe, which opens nothing of the report. */
const isUnsubscribe = (opened: Opened | OpenedUnsubscribe): opened is OpenedUnsubscribe =>
  'unsubscribe' in opened;

/**
 * The client's link (version `r…`, the booking's nonce) or, issue 59, an adviser's copy (version `c<n>`, the
 * copy's own nonce, not withdrawn), or the review request's unsubscribe (`u…`); null for anything else, or
 * (but the unsubscribe) while no version is published.
 */
async function open(context: LinkRequestContext): Promise<Opened | OpenedUnsubscribe | null> {
  const { handle, config, token, now } = context;
  const parts = readLink(token);
  if (!parts || !config.linkSecret) return null;
  if (isUnsubscribeVersion(parts.version)) return openUnsubscribe(context, parts);
  const db = handle.ledger.db;
  const booking = await linkedBooking(db, parts.submissionId);
  if (!booking) return null;
  let checked: { expired: boolean; copy: StoredCopy | null } | null;
  if (copyIdOf(parts.version) !== null) {
    checked = await checkCopyLink(db, config.linkSecret, parts, now);
  } else {
    const { nonce } = await bookingExtras(db, booking.submissionId);
    const client = nonce ? await checkReportLink(config.linkSecret, parts, nonce, now) : null;
    checked = client ? { expired: client.expired, copy: null } : null;
  }
  if (!checked) return null;
  const report = await reportStore(db, postgresReportStorage(db)).state(booking.submissionId);
  if (report.versions.length === 0) return null;
  return { booking, report, expired: checked.expired, copy: checked.copy };
}

const gateFor = ({ handle, config }: LinkRequestContext, opened: Opened) =>
  gateOf(handle.ledger.db, config, opened.booking.submissionId, opened.report.released);

async function viewOf(context: LinkRequestContext, opened: Opened): Promise<ReportPageView> {
  const { booking, report } = opened;
  const frame = {
    access: opened.copy ? ('copy' as const) : ('client' as const),
    businessName: business.name,
    businessLicence: builderLicence,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    reference: booking.reference,
  };
  if (opened.expired) {
    return {
      ...frame,
      status: 'expired',
      booking: null,
      report: null,
      gate: { open: false, needs: [] },
      agreementUrl: null,
      copies: null,
    };
  }
  const latest = report.versions[0]!;
  const first = report.versions.at(-1)!;
  const gate = await gateFor(context, opened);
  const { config } = context;
  const links = booking.links;
  const agreement =
    !opened.copy && gate.needs.includes('agreement') && config.linkSecret && links?.version
      ? await clientAgreementUrl(config.linkSecret, config.siteOrigin, booking.submissionId, {
          nonce: links.nonce,
          version: links.version,
        })
      : null;
  return {
    ...frame,
    status: 'ready',
    booking: {
      date: booking.booking?.date ?? booking.bookedDate ?? '',
      windowFrom: booking.booking?.windowFrom ?? '',
      windowTo: booking.booking?.windowTo ?? '',
      // The price is between the client and the business: an adviser's copy does not show it.
      priceCents: opened.copy ? null : (booking.booking?.priceCents ?? null),
      note: '',
      inspection: bookedInspectionTitle(booking.enquiry, booking.booking),
      property: propertyAddress(booking.enquiry),
    },
    report: {
      version: latest.version,
      bytes: latest.bytes,
      publishedAt: latest.publishedAt,
      revisedFrom: latest.version > 1 ? first.publishedAt : null,
      summary: latest.summary,
      fileName: reportFileName(booking.reference, latest.version),
    },
    gate: { open: gate.open, needs: gate.needs },
    payment: await owingOf(context, opened, gate.needs),
    agreementUrl: agreement,
    copies:
      opened.copy || !gate.open
        ? null
        : (await copiesOf(context.handle.ledger.db, booking.submissionId)).map(copyView),
  };
}

/** Issue 60: what the client's page says while the gate waits for payment: the owing, and how to pay. */
async function owingOf(context: LinkRequestContext, opened: Opened, needs: readonly string[]) {
  if (opened.copy || !needs.includes('payment')) return null;
  const found = await bookingPayments(
    context.handle.ledger.db,
    opened.booking.submissionId,
    opened.booking.booking,
    context.now,
  );
  const choices = paymentChoices(context.config);
  return {
    owingCents: found?.summary.owingCents ?? 0,
    bank: choices.bankTransfer,
    payId: choices.payId,
  };
}

/** The client's own link, ready, with the gate open: what may send or withdraw a copy. */
async function copyRefusal(context: LinkRequestContext, opened: Opened): Promise<Response | null> {
  if (opened.copy) return failure(403, 'read-only');
  if (opened.expired) return failure(410, 'expired');
  if (!(await gateFor(context, opened)).open) return failure(403, 'gate');
  return null;
}

/** The page as it is now, after a copy was sent or withdrawn (the view of the link as it opens now). */
async function viewNow(context: LinkRequestContext, opened: Opened) {
  const db = context.handle.ledger.db;
  const report = await reportStore(db, postgresReportStorage(db)).state(opened.booking.submissionId);
  return viewOf(context, { ...opened, report });
}

export const handleReportRequest = signedLinkHandler({
  name: 'report',
  prefix: REPORT_PAGE_PREFIX,
  open,
  async view(context, opened) {
    if (isUnsubscribe(opened)) return unsubscribeView(context, opened);
    const view = await viewOf(context, opened);
    if (opened.expired) return reply(200, view);
    if (opened.copy) {
      const db = context.handle.ledger.db;
      if (await reportCopies(db).recordOpened(opened.booking.submissionId, opened.copy.id, context.now))
        context.log(`[report] ${opened.booking.reference}: copy ${opened.copy.id} first opened`);
      return reply(200, view);
    }
    const { senders, channelsFor } = reportChannels(context.config);
    const db = context.handle.ledger.db;
    const claims = await reportStore(db, postgresReportStorage(db)).recordOpened({
      submissionId: opened.booking.submissionId,
      version: opened.report.versions[0]!.version,
      channelsFor,
      now: context.now,
    });
    if (claims.length > 0) context.log(`[report] ${opened.booking.reference}: first opened by the client`);
    return { response: reply(200, view), claims, senders };
  },
  resources: {
    async file(context, opened) {
      if (isUnsubscribe(opened)) return failure(404, 'link');
      if (opened.expired) return failure(410, 'expired');
      const gate = await gateFor(context, opened);
      if (!gate.open) {
        context.log(`[report] ${opened.booking.reference}: the file refused 403, the gate is shut`);
        return failure(403, 'gate');
      }
      const latest = opened.report.versions[0]!;
      if (!latest.fileKept) return failure(410, 'expired');
      const db = context.handle.ledger.db;
      return serveFile(
        postgresReportStorage(db),
        {
          fileId: latest.fileId,
          bytes: latest.bytes,
          sha256: latest.sha256,
          partBytes: REPORT_UPLOAD_PART_BYTES,
          fileName: reportFileName(opened.booking.reference, latest.version),
        },
        context.request,
      );
    },
  },
  actions: {
    // Issue 59: a copy for one of the client's advisers, by a fixed e-mail; the office is told.
    copies: {
      schema: sendCopyBodySchema,
      async run(context, opened, body) {
        if (isUnsubscribe(opened)) return failure(404, 'link');
        const refused = await copyRefusal(context, opened);
        if (refused) return refused;
        const { senders, channelsFor } = reportChannels(context.config);
        const result = await reportCopies(context.handle.ledger.db).send({
          submissionId: opened.booking.submissionId,
          email: body.email,
          role: body.role,
          channelsFor,
          now: context.now,
        });
        if (result.kind === 'limit') return failure(409, 'copy-limit');
        if (result.kind !== 'sent') return failure(404, 'link');
        context.log(`[report] ${opened.booking.reference}: copy ${result.copy.id} sent by the client`);
        return { response: reply(201, await viewNow(context, opened)), claims: result.claims, senders };
      },
    },
    'revoke-copy': {
      schema: revokeCopyBodySchema,
      async run(context, opened, body) {
        if (isUnsubscribe(opened)) return failure(404, 'link');
        if (opened.copy) return failure(403, 'read-only');
        if (opened.expired) return failure(410, 'expired');
        const result = await reportCopies(context.handle.ledger.db).revoke({
          submissionId: opened.booking.submissionId,
          copyId: body.copyId,
          by: 'client',
          actor: null,
          now: context.now,
        });
        if (result.kind === 'not-found') return failure(404, 'not-found');
        if (result.kind === 'revoked')
          context.log(`[report] ${opened.booking.reference}: copy ${body.copyId} withdrawn by the client`);
        return reply(200, await viewNow(context, opened));
      },
    },
    'fresh-link': {
      schema: z.object({}).strict(),
      async run(context, opened) {
        if (isUnsubscribe(opened)) return failure(400, 'invalid');
        if (opened.copy) return failure(403, 'read-only');
        if (!opened.expired) return failure(400, 'invalid');
        const { senders, channelsFor } = reportChannels(context.config);
        const db = context.handle.ledger.db;
        const result = await reportStore(db, postgresReportStorage(db)).freshLink({
          submissionId: opened.booking.submissionId,
          channelsFor,
          now: context.now,
        });
        if (result.kind === 'limited') {
          return failure(429, 'too-many', {}, { 'Retry-After': String(result.retryAfterS) });
        }
        context.log(`[report] ${opened.booking.reference}: a fresh link asked for`);
        return { response: reply(202, { sent: true }), claims: result.claims, senders };
      },
    },
    // Issue 59: only an unsubscribe link; a mail provider's RFC 8058 one-click too.
    unsubscribe: {
      schema: z.object({}).strict(),
      oneClick: true,
      run: async (context, opened) =>
        isUnsubscribe(opened) ? unsubscribe(context, opened) : failure(404, 'link'),
    },
  },
});

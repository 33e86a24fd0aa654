/**
 * The office's report routes (issue 58), under an enquiry's own path and behind the live session the office's
 * handler has already checked (src/api/report.ts names each):
 *
 * - POST   …/report/uploads                     begin an upload
 * - GET    …/report/uploads/<id>                what the server holds (to resume)
 * - PUT    …/report/uploads/<id>/parts/<index>  one part, at most REPORT_UPLOAD_PART_BYTES
 * - POST   …/report/publish                     the upload becomes the next version
 * - POST   …/report/release                     the file goes past the gate, with a reason
 * - GET    …/report/versions/<n>/file           one version's PDF, by range
 * - POST   …/report/copies/<n>/revoke           withdraw a copy the client sent an adviser (issue 59)
 */
import {
  publishBodySchema,
  releaseBodySchema,
  REPORT_UPLOAD_PART_BYTES,
  startUploadBodySchema,
  type OfficeReport,
  type ReportError,
  type ReportUpload,
} from '../../api/report.js';
import { bookedForClient, clientAddress } from '../../domain/booking/addressees.js';
import { effectsOf } from '../../domain/booking/effects.js';
import {
  channelSenders,
  deliverClaimed,
  deliveryContext,
  effectContext,
  type DeliveryConfig,
} from '../delivery.js';
import { checkBody, readJson } from '../http.js';
import type { ClaimedDelivery } from '../ledger/ledger.js';
import type { Db } from '../ledger/db.js';
import { findEnquiry, type InboxEntry } from '../office/inbox.js';
import type { OfficeSession } from '../office/store.js';
import { afterAnswer, type Context, MAX_OFFICE_BODY_BYTES, reply } from '../office/context.js';
import { gateOf } from './gate.js';
import { serveFile } from './file.js';
import { postgresReportStorage } from './storage.js';
import { canPublish, type ChannelsFor, reportStore } from './store.js';
import { readBytes } from '../http.js';
import { reportFileName } from './names.js';
import { copiesOf, copyView, reportCopies } from './copies.js';

export type ReportRoute =
  | { kind: 'start'; method: 'POST' }
  | { kind: 'upload'; method: 'GET'; uploadId: string }
  | { kind: 'part'; method: 'PUT'; uploadId: string; index: number }
  | { kind: 'publish' | 'release'; method: 'POST' }
  | { kind: 'file'; method: 'GET'; version: number }
  | { kind: 'revoke-copy'; method: 'POST'; copyId: number };

const isId = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{8,64}$/.test(value);
const isIndex = (value: string | undefined) => !!value && /^\d{1,6}$/.test(value);

/** The route of the path's parts after `<reference>/report`, or null. */
export function reportRouteOf(parts: readonly string[]): ReportRoute | null {
  const [first, second, third, fourth] = parts;
  if (parts.length === 1 && first === 'uploads') return { kind: 'start', method: 'POST' };
  if (parts.length === 1 && (first === 'publish' || first === 'release'))
    return { kind: first, method: 'POST' };
  if (first === 'uploads' && isId(second)) {
    if (parts.length === 2) return { kind: 'upload', method: 'GET', uploadId: second };
    if (parts.length === 4 && third === 'parts' && isIndex(fourth)) {
      return { kind: 'part', method: 'PUT', uploadId: second, index: Number(fourth) };
    }
  }
  if (parts.length === 3 && first === 'versions' && isIndex(second) && third === 'file') {
    return { kind: 'file', method: 'GET', version: Number(second) };
  }
  if (parts.length === 3 && first === 'copies' && /^[1-9]\d{0,2}$/.test(second ?? '') && third === 'revoke') {
    return { kind: 'revoke-copy', method: 'POST', copyId: Number(second) };
  }
  return null;
}

const refuse = (status: number, error: ReportError, extra: Record<string, unknown> = {}) =>
  reply(status, { error, ...extra });

/** The senders this server has, and the deliveries each report event makes for a booking (effects.ts). */
export function reportChannels(config: DeliveryConfig): {
  senders: ReturnType<typeof channelSenders>;
  channelsFor: ChannelsFor;
} {
  const senders = channelSenders(config, { withLedger: true });
  return {
    senders,
    channelsFor: (event, { enquiry, links }) =>
      effectsOf(
        event,
        effectContext(senders, {
          client: clientAddress(enquiry, links) !== null,
          booker: bookedForClient(enquiry),
        }),
      ),
  };
}

/** The report as the office's enquiry view shows it; null before a booking. */
export async function officeReportOf(
  db: Db,
  config: DeliveryConfig,
  entry: Pick<InboxEntry, 'submissionId' | 'state' | 'booking'>,
  now: Date,
): Promise<OfficeReport | null> {
  if (entry.state === 'new' || entry.state === 'declined') return null;
  const state = await reportStore(db, postgresReportStorage(db)).state(entry.submissionId);
  if (entry.state === 'cancelled' && state.versions.length === 0) return null;
  const gate = await gateOf(db, config, entry.submissionId, state.released);
  return {
    canPublish: canPublish(entry.state, entry.booking?.date ?? null, now),
    versions: state.versions.map(({ fileId: _fileId, ...version }) => version),
    gate,
    firstOpenedAt: state.firstOpenedAt,
    copies: (await copiesOf(db, entry.submissionId)).map(copyView),
  };
}

const uploadView = (
  upload: { uploadId: string; bytes: number; partBytes: number },
  received: number[],
): ReportUpload => ({
  uploadId: upload.uploadId,
  bytes: upload.bytes,
  partBytes: upload.partBytes,
  received,
});

/** Answers one report route for the enquiry `reference`. */
export async function reportRoute(
  context: Context,
  reference: string,
  route: ReportRoute,
  session: OfficeSession,
  detailOf: (entry: InboxEntry) => Promise<unknown>,
): Promise<Response> {
  const { request, config, handle, now, log } = context;
  const db = handle.ledger.db;
  const entry = await findEnquiry(db, reference);
  if (!entry) return refuse(404, 'not-found');
  const storage = postgresReportStorage(db);
  const store = reportStore(db, storage);
  switch (route.kind) {
    case 'start': {
      const parsed = checkBody(startUploadBodySchema, await readJson(request, MAX_OFFICE_BODY_BYTES));
      if (!parsed.ok) return refuse(400, 'invalid', { field: parsed.field });
      const result = await store.start({
        submissionId: entry.submissionId,
        bytes: parsed.value.bytes,
        createdBy: await context.who(session.email),
        now,
      });
      if (result.kind === 'not-publishable') return refuse(409, 'not-publishable');
      if (result.kind !== 'started') return refuse(400, result.kind);
      log(`[office] ${entry.reference}: a report upload of ${result.upload.bytes} bytes begun`);
      return reply(201, uploadView(result.upload, []));
    }
    case 'upload': {
      const found = await store.upload(entry.submissionId, route.uploadId);
      if (!found || found.upload.publishedAt) return refuse(404, 'not-found');
      return reply(200, uploadView(found.upload, found.received));
    }
    case 'part': {
      const body = await readBytes(request, REPORT_UPLOAD_PART_BYTES);
      if (body.kind === 'too-large') return refuse(413, 'part');
      if (body.kind !== 'ok') return refuse(400, 'part');
      const result = await store.putPart({
        submissionId: entry.submissionId,
        uploadId: route.uploadId,
        index: route.index,
        bytes: body.bytes,
        now,
      });
      if (result.kind !== 'stored') {
        if (result.kind === 'not-pdf') {
          log(`[office] ${entry.reference}: a report upload refused, not a PDF; nothing kept`);
          return refuse(400, 'not-pdf');
        }
        return result.kind === 'part' ? refuse(400, 'part') : refuse(404, 'not-found');
      }
      return reply(200, uploadView(result.upload, result.received));
    }
    case 'publish': {
      const parsed = checkBody(publishBodySchema, await readJson(request, MAX_OFFICE_BODY_BYTES * 4));
      if (!parsed.ok) return refuse(400, 'invalid', { field: parsed.field });
      const { senders, channelsFor } = reportChannels(config);
      const gate = await gateOf(
        db,
        config,
        entry.submissionId,
        (await store.state(entry.submissionId)).released,
      );
      const result = await store.publish({
        submissionId: entry.submissionId,
        uploadId: parsed.value.uploadId,
        summary: parsed.value.summary,
        publishedBy: session.email,
        needsAgreement: gate.needs.includes('agreement'),
        channelsFor,
        now,
      });
      if (result.kind === 'incomplete') return refuse(409, 'incomplete', { missing: result.missing });
      if (result.kind === 'already') {
        log(
          `[office] ${entry.reference}: report version ${result.version} published already; nothing more made`,
        );
        return answerThenDeliver(context, entry.reference, senders, [], detailOf, 200);
      }
      if (result.kind !== 'published') {
        return result.kind === 'not-found' ? refuse(404, 'not-found') : refuse(409, 'not-publishable');
      }
      log(
        `[office] ${entry.reference}: report version ${result.version} published` +
          `${result.markedDone ? ', the inspection marked done' : ''} by ${await context.who(session.email)}; ` +
          `delivering ${result.claims.map((claim) => claim.channel).join(', ') || 'nothing'}`,
      );
      return answerThenDeliver(context, entry.reference, senders, result.claims, detailOf, 201);
    }
    case 'release': {
      const parsed = checkBody(releaseBodySchema, await readJson(request, MAX_OFFICE_BODY_BYTES));
      if (!parsed.ok) return refuse(400, 'invalid', { field: parsed.field });
      const released = await store.release({
        submissionId: entry.submissionId,
        reason: parsed.value.reason,
        actor: session.email,
        now,
      });
      if (!released) return refuse(404, 'not-found');
      log(`[office] ${entry.reference}: the report released before the agreement's acceptance`);
      return answerThenDeliver(context, entry.reference, {}, [], detailOf, 200);
    }
    case 'file': {
      const state = await store.state(entry.submissionId);
      const version = state.versions.find((v) => v.version === route.version);
      if (!version || !version.fileKept) return refuse(404, 'not-found');
      const { response, until } = await serveFile(
        storage,
        {
          fileId: version.fileId,
          bytes: version.bytes,
          sha256: version.sha256,
          partBytes: REPORT_UPLOAD_PART_BYTES,
          fileName: reportFileName(entry.reference, version.version),
        },
        request,
      );
      if (until) afterAnswer(context, until);
      return response;
    }
    case 'revoke-copy': {
      const result = await reportCopies(db).revoke({
        submissionId: entry.submissionId,
        copyId: route.copyId,
        by: 'office',
        actor: session.email,
        now,
      });
      if (result.kind === 'not-found') return refuse(404, 'not-found');
      if (result.kind === 'revoked')
        log(`[office] ${entry.reference}: report copy ${route.copyId} withdrawn`);
      return answerThenDeliver(context, entry.reference, {}, [], detailOf, 200);
    }
  }
}

/** The enquiry as it is now (`OfficeEnquiryDetail`), then the deliveries the change claimed. */
async function answerThenDeliver(
  context: Context,
  reference: string,
  senders: ReturnType<typeof channelSenders>,
  claims: readonly ClaimedDelivery[],
  detailOf: (entry: InboxEntry) => Promise<unknown>,
  status: number,
): Promise<Response> {
  const current = await findEnquiry(context.handle.ledger.db, reference);
  const answer = await detailOf(current!);
  if (claims.length > 0) {
    const delivery = deliveryContext(context.config, context.handle.ledger, senders, context.log);
    afterAnswer(context, deliverClaimed(delivery, claims));
  }
  return reply(status, answer);
}

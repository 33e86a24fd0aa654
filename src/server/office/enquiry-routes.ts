/**
 * The office's routes for the enquiries, behind a live session: the list and its CSV, one enquiry, sending a
 * channel again, marking a client's request handled, the agreement's link (sent again or revoked) and the
 * actions (confirm, move, decline, cancel, done). docs/decisions/0011-booking-states.md says why an action is
 * one compare-and-set.
 */
import {
  agreementsOn,
  channelSenders,
  deliverChannels,
  deliverClaimed,
  deliveryContext,
  effectContext,
  paymentChoices,
  type DeliveryContext,
} from '../delivery.js';
import { depositFor, type BookingDeposit } from '../../domain/booking/deposit.js';
import { bookingPayments, withPayments } from '../payments/summary.js';
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
import { isChannel } from '../ledger/admin.js';
import { UPDATE_CHANNELS, type ClaimedDelivery, type DeliveryChannel } from '../ledger/ledger.js';
import {
  type OfficeConflict,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeSchedule,
  type OfficeTooEarly,
} from '../../api/office.js';
import { SCHEDULE_RANGES, type ScheduleRange } from '../../api/office-paths.js';
import { addDays, sydneyDate } from '../../domain/booking/sydney-time.js';
import { parseActionBody } from './actions.js';
import { officeReportOf } from '../report/office-routes.js';
import { officeReportDue, reportsDue, turnaround } from '../report/turnaround.js';
import { officeCsv } from './csv-export.js';
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
  scheduleEntries,
  tabCounts,
} from './inbox.js';
import {
  inspectionDayReached,
  type OfficeAction,
  TRANSITIONS,
  type UpdateChannelName,
} from '../../domain/booking/states.js';
import { controlInLine } from '../../domain/booking/text.js';
import { effectsOf } from '../../domain/booking/effects.js';
import { jobOfEnquiry, normalJob } from '../../domain/booking/job.js';
import { API_HEADERS, readJson } from '../http.js';
import { type OfficeSession } from './store.js';
import { afterAnswer, type Context, failure, MAX_OFFICE_BODY_BYTES, reply } from './context.js';

export async function list(context: Context, kind: 'list' | 'csv'): Promise<Response> {
  const { url, handle } = context;
  const tab = url.searchParams.get('tab') ?? 'new';
  if (!isTab(tab)) return failure(400, 'invalid');
  const q = url.searchParams.get('q') ?? '';
  // NUL would fail PostgreSQL's query (a 500); no control character belongs in a search.
  if (controlInLine.test(q)) return failure(400, 'invalid');
  const search = q.slice(0, MAX_SEARCH_LENGTH);
  const db = handle.ledger.db;
  if (kind === 'csv') {
    const entries = await listTab(db, tab, search, CSV_LIMIT);
    return new Response(officeCsv(entries, { agreements: agreementsOn(context.config) }), {
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
  const body: OfficeList = {
    tab,
    rows: await withPayments(
      db,
      entries.map((entry) => ({ entry, row: listRow(entry, agreements, context.now) })),
      context.now,
    ),
    counts,
  };
  return reply(200, body);
}

/** The schedule's last day, from today in Sydney: today, Sunday of this week, and 14 days (today and 13 more). */
export function scheduleDates(range: ScheduleRange, now: Date): { from: string; to: string } {
  const from = sydneyDate(now);
  if (range === 'today') return { from, to: from };
  if (range === 'fortnight') return { from, to: addDays(from, 13) };
  // The week runs Monday to Sunday, as the business's own does.
  const weekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  return { from, to: addDays(from, (7 - weekday) % 7) };
}

/** GET ?range=: the schedule (issue 57), booked inspections in booked-time order. */
export async function schedule(context: Context): Promise<Response> {
  const range = context.url.searchParams.get('range') ?? 'today';
  if (!(SCHEDULE_RANGES as readonly string[]).includes(range)) return failure(400, 'invalid');
  const { from, to } = scheduleDates(range as ScheduleRange, context.now);
  const db = context.handle.ledger.db;
  const [entries, due, stats] = await Promise.all([
    scheduleEntries(db, from, to),
    // Issue 59: the reports due for the inspections up to today, and the last 30 days' turnaround.
    reportsDue(db, context.now, from),
    turnaround(db, context.now),
  ]);
  const agreements = agreementsOn(context.config);
  const body: OfficeSchedule = {
    range: range as ScheduleRange,
    from,
    to,
    rows: await withPayments(
      db,
      entries.map((entry) => ({ entry, row: listRow(entry, agreements, context.now) })),
      context.now,
    ),
    reportsDue: due.map(officeReportDue),
    turnaround: stats,
  };
  return reply(200, body);
}

/** An enquiry as the detail shows it: its fields, history, booking, actions and each change's deliveries. */
export async function detailOf(context: Context, entry: InboxEntry): Promise<OfficeEnquiryDetail> {
  const { handle, store } = context;
  const [events, updates] = await Promise.all([
    store.events(entry.submissionId),
    handle.ledger.updateDeliveries(entry.submissionId),
  ]);
  const detail = enquiryDetail(entry, events, updates, { agreements: agreementsOn(context.config) });
  // Issue 58: the report's versions, its gate and the client's first opening.
  // Issue 60: the payments and where they stand.
  const payments =
    entry.state === 'new' || entry.state === 'declined'
      ? null
      : await bookingPayments(handle.ledger.db, entry.submissionId, entry.booking, context.now, {
          state: entry.state,
        });
  return {
    ...detail,
    row: { ...detail.row, payment: payments?.summary ?? null },
    report: await officeReportOf(handle.ledger.db, context.config, entry, context.now),
    payments,
  };
}

const depositOf = (deposit: BookingDeposit | null) => (deposit ? { deposit } : {});

/** Answers with the enquiry as it is now, and makes the change's deliveries after the answer. */
async function answerThenDeliver(
  context: Context,
  current: InboxEntry,
  delivery: DeliveryContext,
  claims: readonly ClaimedDelivery[],
): Promise<Response> {
  const answer = await detailOf(context, current);
  afterAnswer(context, deliverClaimed(delivery, claims));
  return reply(200, answer);
}

export async function detail(context: Context, reference: string): Promise<Response> {
  const entry = await findEnquiry(context.handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  return reply(200, await detailOf(context, entry));
}

export const isUpdateChannel = (value: string): value is UpdateChannelName =>
  (UPDATE_CHANNELS as readonly string[]).includes(value);

/**
 * POST { channel }: that channel pending and due now, delivered after the answer, as `--resend` does.
 * POST { channel, eventId }: the same for one change's delivery ('client-update', 'automation-event').
 */
export async function resendChannel(
  context: Context,
  reference: string,
  session: OfficeSession,
): Promise<Response> {
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
export async function handled(
  context: Context,
  reference: string,
  session: OfficeSession,
): Promise<Response> {
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
export async function sendAgreement(
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
  return answerThenDeliver(
    context,
    current,
    deliveryContext(config, handle.ledger, senders, log),
    result.claims,
  );
}

/**
 * POST an action's body: the change as one compare-and-set in the ledger (ledger.ts `change`), its event
 * row and its deliveries in the same transaction. 200 with the enquiry as it is now; 409 with it when the
 * version or the state no longer allows the change, and 409 `too-early` to a "done" before the inspection's day.
 * The e-mail and the automation's event follow the answer.
 */
export async function act(
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
  // Issue 54: the agreement names the price and is accepted before the inspection (AS 4349.1), so while
  // agreements are sent a booking is not made, nor moved, with its price still to be quoted.
  if (parsed.input.slot && parsed.input.slot.priceCents === null && agreementsOn(config)) {
    return reply(400, { error: 'invalid', field: 'slot.priceCents', reason: 'agreement' });
  }
  const entry = await findEnquiry(handle.ledger.db, reference);
  if (!entry) return failure(404, 'not-found');
  // Issue 57: an inspection is done only from its own Sydney day, by the server's clock. A booking moved
  // meanwhile is judged by its date now: a stale version then fails the compare-and-set below anyway.
  if (
    action === 'done' &&
    entry.state === 'booked' &&
    entry.booking &&
    !inspectionDayReached(entry.booking.date, now)
  ) {
    log(`[office] ${entry.reference} done refused 409: the inspection is on ${entry.booking.date}`);
    const early: OfficeTooEarly = {
      error: 'too-early',
      date: entry.booking.date,
      current: await detailOf(context, entry),
    };
    return reply(409, early);
  }
  const { event } = TRANSITIONS[action];
  const senders = channelSenders(config, { withLedger: true });
  // Issue 54: every booking records its job: the one the office sent, else the booking's, else the enquiry's.
  const slot = parsed.input.slot && {
    ...parsed.input.slot,
    job: normalJob(parsed.input.slot.job ?? entry.booking?.job ?? jobOfEnquiry(entry.enquiry)),
    // Issue 60: the deposit asked is recorded on the booking, so business.ts changing later changes nothing
    // a client was asked; a move keeps the one asked before (deposit.ts). None asked: no key at all.
    ...depositOf(
      depositFor(
        paymentChoices(config),
        parsed.input.slot,
        now,
        action === 'move' ? entry.booking?.deposit : null,
      ),
    ),
  };
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
    slot,
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
  return answerThenDeliver(
    context,
    current,
    deliveryContext(config, handle.ledger, senders, log),
    result.claims,
  );
}

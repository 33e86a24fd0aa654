// @vitest-environment node
/**
 * The office's actions (issue 39) on a real PostgreSQL and SMTP: each action's answer and the rows it writes
 * (state, event, deliveries), the compare-and-set that answers 409 to a stale version or a move the state
 * does not allow (two tabs confirming at once: one wins), the "requested" e-mail a booking drops, the client's
 * e-mails (once each, the event's id in the Message-ID, the calendar's SEQUENCE rising), the automation's
 * events (only with BOOKING_FORWARD_EVENTS=on), a resend of an update, the sweep's retry, and the bodies
 * refused with the field named.
 */
import ICAL from 'ical.js';
import { jobOfEnquiry } from '../../../src/domain/booking/job';
import type { Enquiry } from '../../../src/domain/booking/enquiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../../src/content/business';
import { prefillPriceCents, priceSources } from '../../../src/server/booking/price';
import { addDays, SYDNEY_TZ, sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { eventKey, AUTOMATION_EVENT_TYPES } from '../../../src/server/channels/automation';
import { channelSenders, sweep } from '../../../src/server/delivery';
import { DROPPED_BY_BOOKING, GIVE_UP_MS } from '../../../src/server/ledger/ledger';
import { BOOKING_UPDATE_TITLES } from '../../../src/server/mail/booking-update-mail';
import { stableMessageId } from '../../../src/server/mail/message';
import {
  actionPath,
  enquiryPath,
  NOTE_MAX_LENGTH,
  OFFICE_API,
  REASON_MAX_LENGTH,
  resendPath,
  type OfficeConflict,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeTooEarly,
} from '../../../src/api/office';
import { slotInWords } from '../../../src/server/office/inbox';
import {
  allowedActions,
  type BookingSlot,
  type OfficeAction,
  TRANSITIONS,
} from '../../../src/domain/booking/states';
import type { ReceivedMail } from '../../support/mail-server';
import { bookingPost, startAutomation, validPayload } from '../support';
import { sydneyClockChangeDays, sydneyDaysAfter } from '../../support/clock';
import { FROM, OWNER, officeSuite } from './support';
import { type BookingConfig } from '../../../src/server/config';

const office = officeSuite();
let automation: Awaited<ReturnType<typeof startAutomation>>;
beforeAll(async () => {
  automation = await startAutomation();
});
afterAll(() => automation?.close());

let n = 0;
/** Sends an enquiry through the public handler, as the form does; its reference, id and booker. */
async function enquire(fields: Record<string, unknown> = {}, config = office.state.config) {
  n++;
  const submissionId = `0b4f1c7e-3939-4222-8333-${String(n).padStart(12, '0')}`;
  const payload: Record<string, unknown> = {
    ...validPayload(),
    submissionId,
    preferredDate: sydneyDaysAfter(7),
    ...fields,
  };
  const answer = await handleBookingRequest(bookingPost(payload), config);
  expect(answer.status).toBe(202);
  await office.idle();
  office.state.clock.advance(60_000);
  const { reference } = (await answer.json()) as { reference: string };
  return { reference, submissionId, email: String(payload.email).toLowerCase() };
}

const session = (email = OWNER) => office.session(email);

/** The slot as booked: the body's, with the job the enquiry asked for (issue 54: recorded with every booking). */
const slot = (overrides: Partial<BookingSlot> = {}): BookingSlot => ({
  job: jobOfEnquiry(validPayload() as Pick<Enquiry, 'service' | 'addon'>),
  date: sydneyDaysAfter(10),
  windowFrom: '08:30',
  windowTo: '10:30',
  priceCents: 45_000,
  note: 'Please leave the side gate unlocked.\nThe dog stays inside.',
  ...overrides,
});

/** The body each action takes, at `version`. */
function bodyFor(action: OfficeAction, version: number, given: Partial<BookingSlot> = {}) {
  if (action === 'confirm' || action === 'move') return { version, slot: slot(given), agreed: true };
  if (action === 'decline' || action === 'cancel') return { version, reason: `The ${action} reason.` };
  return { version };
}

async function act(
  reference: string,
  action: OfficeAction,
  body: unknown,
  cookie: string,
  config: BookingConfig = office.state.config,
) {
  const answer = await office.call(
    office.request(actionPath(reference, action), { method: 'POST', body, cookie }),
    config,
  );
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

/** The action, which must answer 200; the detail it answered with. */
async function done(
  reference: string,
  action: OfficeAction,
  version: number,
  cookie: string,
  config?: BookingConfig,
  given: Partial<BookingSlot> = {},
) {
  const answer = await act(reference, action, bodyFor(action, version, given), cookie, config);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as unknown as OfficeEnquiryDetail;
}

/**
 * The clock moved to `time` (Sydney) on the booked day, the first day "done" is taken (issue 57), and a live
 * session then: the one signed in days before has ended.
 */
async function onTheDay(date = slot().date, time = '07:00'): Promise<string> {
  office.state.clock.set(sydneyInstant(date, time));
  return session();
}

/** The mails of one enquiry (by its reference, in the Message-ID) to one address, in the order sent. */
const mailsTo = (email: string, reference: string) =>
  office
    .smtp()
    .received.filter(
      (m) => m.envelopeTo.includes(email) && m.messageId.startsWith(`<${reference.toLowerCase()}.`),
    );

/** The mail's calendar file, parsed by ical.js. */
function calendarOf(mail: ReceivedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) return null;
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: String(event.getFirstPropertyValue('status')),
    start: event.getFirstPropertyValue('dtstart') as ICAL.Time | null,
    tzid: event.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
  };
}

const rows = (sql: string, params: unknown[]) => office.query(sql, params);

describe('confirm', () => {
  it('books it: 200 with the detail, one event row, the "booked" e-mail once with a REQUEST at SEQUENCE 1', async () => {
    const { reference, submissionId, email } = await enquire();
    const cookie = await session();
    const requested = mailsTo(email, reference);
    expect(requested).toHaveLength(1);
    const before = (await office.call(office.request(enquiryPath(reference), { cookie }))).json();
    const detail0 = (await before) as OfficeEnquiryDetail;
    expect(detail0).toMatchObject({ version: 0, booking: null, actions: allowedActions('new'), updates: [] });

    const detail = await done(reference, 'confirm', 0, cookie);
    expect(detail).toMatchObject({
      version: 1,
      booking: slot(),
      actions: allowedActions('booked'),
      row: { reference, state: 'booked' },
    });
    const [enquiryRow] = await rows(
      `SELECT state, version, ics_sequence, booking, to_char(booked_date, 'YYYY-MM-DD') AS booked_date
       FROM booking_enquiries WHERE submission_id = $1`,
      [submissionId],
    );
    expect(enquiryRow).toEqual({
      state: 'booked',
      version: 1,
      ics_sequence: 1,
      booking: slot(),
      booked_date: slot().date,
    });
    const events = await rows(
      `SELECT id::int AS id, event, actor, from_state, to_state, data FROM booking_events
       WHERE submission_id = $1 AND to_state IS NOT NULL`,
      [submissionId],
    );
    expect(events).toEqual([
      {
        id: expect.any(Number),
        event: 'booked',
        actor: OWNER,
        from_state: 'new',
        to_state: 'booked',
        data: { slot: slot(), reason: null, sequence: 1 },
      },
    ]);
    const eventId = events[0]!.id as number;
    expect(detail.history.find((h) => h.event === 'booked')).toMatchObject({
      by: OWNER,
      detail: slotInWords(slot()),
      channel: null,
    });

    await office.idle();
    const deliveries = await rows(
      `SELECT channel, event_id::int AS event_id, state FROM booking_deliveries
       WHERE submission_id = $1 AND event_id <> 0`,
      [submissionId],
    );
    expect(deliveries).toEqual([{ channel: 'client-update', event_id: eventId, state: 'delivered' }]);
    const booked = mailsTo(email, reference).slice(requested.length);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.subject).toBe(`${BOOKING_UPDATE_TITLES.booked}: ${reference}`);
    expect(booked[0]!.messageId).toBe(stableMessageId(reference, `booked-${eventId}`, FROM));
    const file = calendarOf(booked[0]!)!;
    expect(file).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 1 });
    expect(file.uid).toBe(calendarOf(requested[0]!)!.uid);
    expect(file.sequence).toBeGreaterThan(calendarOf(requested[0]!)!.sequence);
    expect([file.start?.hour, file.start?.minute, file.tzid]).toEqual([8, 30, SYDNEY_TZ]);

    // The Booked tab lists it, and the detail has the delivery for "Send again".
    const list = (await (
      await office.call(office.request(`${OFFICE_API.enquiries}?tab=booked`, { cookie }))
    ).json()) as OfficeList;
    expect(list.rows.map((row) => row.reference)).toEqual([reference]);
    expect(list.counts.booked).toBe(1);
    const after = (await (
      await office.call(office.request(enquiryPath(reference), { cookie }))
    ).json()) as OfficeEnquiryDetail;
    expect(after.updates).toEqual([
      {
        channel: 'client-update',
        eventId,
        event: 'booked',
        state: 'delivered',
        lastAnswer: expect.any(String),
        attempts: 1,
      },
    ]);
  });

  it('drops the "requested" e-mail still waiting to be sent, and the sweep never sends it', async () => {
    office.smtp().setMode('refuse');
    const { reference, submissionId, email } = await enquire();
    office.smtp().setMode('accept');
    const confirmation = async () =>
      (
        await rows(
          `SELECT state, last_answer FROM booking_deliveries
           WHERE submission_id = $1 AND channel = 'confirmation' AND event_id = 0`,
          [submissionId],
        )
      )[0];
    expect(await confirmation()).toMatchObject({ state: 'pending' });
    await done(reference, 'confirm', 0, await session());
    await office.idle();
    expect(await confirmation()).toEqual({ state: 'failed', last_answer: DROPPED_BY_BOOKING });
    const config = office.state.config;
    office.state.clock.advance(5 * 60_000);
    await sweep(
      {
        ledger: office.ledger(),
        senders: channelSenders(config, { withLedger: true }),
        now: () => office.state.clock.now(),
        log: () => {},
      },
      { limit: 10, alertAfterMs: 600_000, retentionDays: null, mail: config.mail, automation: false },
    );
    expect(mailsTo(email, reference).map((m) => m.subject)).toEqual([
      `${BOOKING_UPDATE_TITLES.booked}: ${reference}`,
    ]);
  });

  it('shows the prefilled price (the catalog) and whether it says incl. GST (the business decision)', async () => {
    const { reference } = await enquire();
    const cookie = await session();
    const detail = (await (
      await office.call(office.request(enquiryPath(reference), { cookie }))
    ).json()) as OfficeEnquiryDetail;
    const payload = validPayload();
    expect(detail.prefill).toEqual({
      priceCents: prefillPriceCents(String(payload.service), String(payload.addon)),
      priceSources: priceSources(String(payload.service), String(payload.addon)),
      priceIncludesGst: business.decisions.pricesIncludeGst === 'confirmed',
      // Issue 52: the booker is the client, so the confirm dialog asks for no client e-mail.
      clientEmailRequired: false,
      // Issue 54: agreements are off here, so a quote may follow; the job is the enquiry's.
      priceRequired: false,
      job: jobOfEnquiry(payload as Pick<Enquiry, 'service' | 'addon'>),
      clientEmail: null,
      booker: null,
    });
    expect(detail.prefill.priceCents).toEqual(expect.any(Number));
  });
});

describe('the other actions', () => {
  it('move, move, cancel: one e-mail each, each Message-ID with its event, the SEQUENCE rising', async () => {
    const { reference, submissionId, email } = await enquire();
    const cookie = await session();
    const steps: [OfficeAction, Partial<BookingSlot>][] = [
      ['confirm', {}],
      ['move', { date: sydneyDaysAfter(11) }],
      ['move', { date: sydneyDaysAfter(12), windowFrom: '13:00', windowTo: '14:00', priceCents: null }],
      ['cancel', {}],
    ];
    let version = 0;
    for (const [action, given] of steps) {
      const detail = await done(reference, action, version, cookie, undefined, given);
      expect(detail.version).toBe(++version);
      expect(detail.row.state).toBe(TRANSITIONS[action].to);
      expect(detail.actions).toEqual(allowedActions(TRANSITIONS[action].to));
    }
    await office.idle();
    const events = await rows(
      `SELECT id::int AS id, event, from_state, to_state, data FROM booking_events
       WHERE submission_id = $1 AND to_state IS NOT NULL ORDER BY id`,
      [submissionId],
    );
    expect(events.map((e) => e.event)).toEqual(steps.map(([action]) => TRANSITIONS[action].event));
    expect(events.map((e) => (e.data as { sequence: number }).sequence)).toEqual([1, 2, 3, 4]);
    // The cancellation carries the slot as it was, and its reason.
    expect(events[3]!.data).toEqual({
      slot: slot(steps[2]![1]),
      reason: bodyFor('cancel', 0).reason,
      sequence: 4,
    });
    const updates = mailsTo(email, reference).slice(1);
    expect(updates.map((m) => m.messageId)).toEqual(
      events.map((e) => stableMessageId(reference, `${String(e.event)}-${String(e.id)}`, FROM)),
    );
    expect(updates.map((m) => calendarOf(m)).map((c) => [c?.method, c?.sequence])).toEqual([
      ['REQUEST', 1],
      ['REQUEST', 2],
      ['REQUEST', 3],
      ['CANCEL', 4],
    ]);
    expect(
      await rows(
        `SELECT count(*)::int AS n FROM booking_deliveries WHERE submission_id = $1 AND event_id <> 0`,
        [submissionId],
      ),
    ).toEqual([{ n: 4 }]);
  });

  it('decline: the e-mail with the reason and a PUBLISH of the same UID, cancelled; done: no e-mail', async () => {
    const declined = await enquire();
    const cookie = await session();
    const detail = await done(declined.reference, 'decline', 0, cookie);
    expect(detail).toMatchObject({ row: { state: 'declined' }, booking: null, actions: [] });
    expect(detail.history.find((h) => h.event === 'declined')).toMatchObject({
      by: OWNER,
      detail: bodyFor('decline', 0).reason,
    });
    await office.idle();
    const [requested, mail] = mailsTo(declined.email, declined.reference);
    expect(mail!.subject).toBe(`${BOOKING_UPDATE_TITLES.declined}: ${declined.reference}`);
    expect(mail!.text).toContain(bodyFor('decline', 0).reason!);
    expect(calendarOf(mail!)).toMatchObject({
      method: 'PUBLISH',
      status: 'CANCELLED',
      uid: calendarOf(requested!)!.uid,
      sequence: 1,
    });

    const finished = await enquire();
    await done(finished.reference, 'confirm', 0, cookie);
    const after = await done(finished.reference, 'done', 1, await onTheDay());
    expect(after).toMatchObject({ row: { state: 'done' }, booking: slot(), actions: [] });
    await office.idle();
    expect(mailsTo(finished.email, finished.reference).map((m) => m.subject.split(':')[0])).toEqual([
      expect.any(String),
      BOOKING_UPDATE_TITLES.booked,
    ]);
    const [row] = await rows('SELECT ics_sequence FROM booking_enquiries WHERE submission_id = $1', [
      finished.submissionId,
    ]);
    expect(row).toEqual({ ics_sequence: 1 });
  });
});

describe('409', () => {
  it('answers a stale version with the current detail, and writes nothing', async () => {
    const { reference, submissionId } = await enquire();
    const cookie = await session();
    await done(reference, 'confirm', 0, cookie);
    const stale = await act(reference, 'move', bodyFor('move', 0, { date: sydneyDaysAfter(13) }), cookie);
    expect(stale.status).toBe(409);
    const { current } = stale.json as unknown as OfficeConflict;
    expect(stale.json.error).toBe('conflict');
    expect(current).toMatchObject({ version: 1, booking: slot(), row: { state: 'booked' } });
    const [row] = await rows('SELECT version, booking FROM booking_enquiries WHERE submission_id = $1', [
      submissionId,
    ]);
    expect(row).toEqual({ version: 1, booking: slot() });
  });

  it.each(
    (['new', 'booked'] as const).flatMap((state) =>
      (Object.keys(TRANSITIONS) as OfficeAction[])
        .filter((action) => !allowedActions(state).includes(action))
        .map((action) => [state, action] as const),
    ),
  )(
    'answers %s, then %s (not allowed) at the current version with the current detail',
    async (state, action) => {
      const { reference, submissionId } = await enquire();
      const cookie = await session();
      const version = state === 'booked' ? (await done(reference, 'confirm', 0, cookie)).version : 0;
      const answer = await act(reference, action, bodyFor(action, version), cookie);
      expect(answer.status).toBe(409);
      expect((answer.json as unknown as OfficeConflict).current).toMatchObject({
        version,
        row: { state },
        actions: allowedActions(state),
      });
      const [count] = await rows(
        'SELECT count(*)::int AS n FROM booking_events WHERE submission_id = $1 AND to_state IS NOT NULL',
        [submissionId],
      );
      expect(count).toEqual({ n: version });
    },
  );

  it('lets one of two confirms sent at once win; the other gets 409 and the state the first made', async () => {
    const { reference, submissionId, email } = await enquire();
    const [first, second] = [await session(), await session(OWNER)];
    const answers = await Promise.all([
      act(reference, 'confirm', bodyFor('confirm', 0), first),
      act(reference, 'confirm', bodyFor('confirm', 0, { windowFrom: '11:00', windowTo: '12:00' }), second),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.json as unknown as OfficeEnquiryDetail;
    const lost = (answers.find((a) => a.status === 409)!.json as unknown as OfficeConflict).current;
    expect(lost).toMatchObject({ version: 1, row: { state: 'booked' }, booking: won.booking });
    await office.idle();
    expect(
      await rows(
        `SELECT count(*)::int AS n FROM booking_deliveries WHERE submission_id = $1 AND event_id <> 0`,
        [submissionId],
      ),
    ).toEqual([{ n: 1 }]);
    expect(mailsTo(email, reference)).toHaveLength(2);
  });
});

describe("done, only from the inspection's own Sydney day (issue 57)", () => {
  it('a week early and at the last minute of the day before: 409 too-early with the date and the enquiry, nothing written; from midnight, done', async () => {
    const { reference, submissionId } = await enquire();
    const booked = await done(reference, 'confirm', 0, await session());
    const date = booked.booking!.date;
    const count = async () =>
      (
        await rows('SELECT count(*)::int AS n FROM booking_events WHERE submission_id = $1', [submissionId])
      )[0];
    const events = await count();
    const refused = async (cookie: string) => {
      const answer = await act(reference, 'done', bodyFor('done', booked.version), cookie);
      expect(answer.status).toBe(409);
      const early = answer.json as unknown as OfficeTooEarly;
      expect(early).toMatchObject({ error: 'too-early', date });
      expect(early.current).toMatchObject({
        version: booked.version,
        row: { state: 'booked' },
        booking: slot(),
      });
      const [row] = await rows('SELECT state, version FROM booking_enquiries WHERE submission_id = $1', [
        submissionId,
      ]);
      expect(row).toEqual({ state: 'booked', version: booked.version });
      expect(await count()).toEqual(events);
    };
    // A week before the day, and the last minute before it in Sydney (a UTC reading would call it the day).
    await refused(await onTheDay(addDays(date, -7), '12:00'));
    await refused(await onTheDay(addDays(date, -1), '23:59'));
    // Midnight in Sydney is still the day before in UTC: the day is Sydney's.
    const after = await done(reference, 'done', booked.version, await onTheDay(date, '00:00'));
    expect(after).toMatchObject({ row: { state: 'done' }, actions: [] });
  });
});

describe("the automation's events", () => {
  const withEvents = (on: boolean) =>
    office.configFor({
      BOOKING_FORWARD_URL: automation.url,
      ...(on ? { BOOKING_FORWARD_EVENTS: 'on' } : {}),
    });

  it('with BOOKING_FORWARD_EVENTS=on: each change once, typed, with Idempotency-Key <submissionId>:<eventId>', async () => {
    const config = withEvents(true);
    automation.calls.length = 0;
    const { reference, submissionId } = await enquire({}, config);
    const cookie = await session();
    await done(reference, 'confirm', 0, cookie, config);
    await done(reference, 'done', 1, await onTheDay(), config);
    await office.idle();
    const events = await rows(
      `SELECT id::int AS id, event, at FROM booking_events
       WHERE submission_id = $1 AND to_state IS NOT NULL ORDER BY id`,
      [submissionId],
    );
    const calls = automation.calls.filter((c) => c.body.type !== undefined);
    expect(automation.calls).toHaveLength(1 + events.length);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(
      events.map((e) => eventKey(submissionId, e.id as number)),
    );
    expect(calls[0]!.body).toEqual({
      type: AUTOMATION_EVENT_TYPES.booked,
      id: eventKey(submissionId, events[0]!.id as number),
      reference,
      occurredAt: (events[0]!.at as Date).toISOString(),
      state: 'booked',
      booking: slot(),
      by: 'office',
    });
    expect(calls[1]!.body).toMatchObject({ type: AUTOMATION_EVENT_TYPES.done, state: 'done' });
    const channels = await rows(
      `SELECT channel, state FROM booking_deliveries WHERE submission_id = $1 AND event_id = $2`,
      [submissionId, events[1]!.id],
    );
    expect(channels).toEqual([{ channel: 'automation-event', state: 'delivered' }]);
  });

  it('without it: the automation hears nothing of the change, and no event is recorded for it', async () => {
    const config = withEvents(false);
    automation.calls.length = 0;
    const { reference, submissionId } = await enquire({}, config);
    await done(reference, 'confirm', 0, await session(), config);
    await office.idle();
    expect(automation.calls.map((c) => c.body.type)).toEqual([undefined]);
    expect(
      await rows(`SELECT channel FROM booking_deliveries WHERE submission_id = $1 AND event_id <> 0`, [
        submissionId,
      ]),
    ).toEqual([{ channel: 'client-update' }]);
  });
});

describe('an update delivery', () => {
  it('is sent again on "Send again" ({ channel, eventId }), with the same Message-ID, and the delivery log says who', async () => {
    const { reference, email } = await enquire();
    const cookie = await session();
    await done(reference, 'confirm', 0, cookie);
    await office.idle();
    const detail = (await (
      await office.call(office.request(enquiryPath(reference), { cookie }))
    ).json()) as OfficeEnquiryDetail;
    const [update] = detail.updates;
    const resend = (body: unknown) =>
      office.call(office.request(resendPath(reference), { method: 'POST', body, cookie }));
    expect((await resend({ channel: update!.channel, eventId: update!.eventId })).status).toBe(202);
    await office.idle();
    const booked = mailsTo(email, reference).slice(1);
    expect(booked.map((m) => m.messageId)).toEqual([booked[0]!.messageId, booked[0]!.messageId]);
    const after = (await (
      await office.call(office.request(enquiryPath(reference), { cookie }))
    ).json()) as OfficeEnquiryDetail;
    expect(after.deliveryLog.filter((h) => h.event === 'resent')).toEqual([
      expect.objectContaining({ channel: 'client-update', by: OWNER }),
    ]);
    expect(after.updates[0]).toMatchObject({ state: 'delivered', attempts: 2 });
    // An event of no change of this enquiry, and a channel the event has not, are refused.
    expect((await resend({ channel: 'client-update', eventId: update!.eventId + 1000 })).status).toBe(404);
    expect((await resend({ channel: 'mailbox', eventId: update!.eventId })).status).toBe(400);
  });

  it('that failed is retried by the sweep and delivered once; its age counts from the change', async () => {
    const { reference, submissionId, email } = await enquire();
    // Booked more than a day after it arrived: by the enquiry's age, the update would be given up at once.
    office.state.clock.advance(GIVE_UP_MS + 60 * 60_000);
    office.smtp().setMode('refuse');
    await done(reference, 'confirm', 0, await session());
    await office.idle();
    const config = office.state.config;
    const run = () =>
      sweep(
        {
          ledger: office.ledger(),
          senders: channelSenders(config, { withLedger: true }),
          now: () => office.state.clock.now(),
          log: () => {},
        },
        { limit: 10, alertAfterMs: 600_000, retentionDays: null, mail: config.mail, automation: false },
      );
    const update = async () =>
      (
        await rows(
          `SELECT state, attempts FROM booking_deliveries
           WHERE submission_id = $1 AND channel = 'client-update'`,
          [submissionId],
        )
      )[0];
    expect(await update()).toEqual({ state: 'pending', attempts: 1 });
    office.state.clock.advance(60_000);
    await run();
    expect(await update()).toEqual({ state: 'pending', attempts: 2 });
    office.smtp().setMode('accept');
    office.state.clock.advance(60_000);
    await run();
    await run();
    expect(await update()).toEqual({ state: 'delivered', attempts: 3 });
    expect(
      mailsTo(email, reference).filter((m) => m.subject.startsWith(BOOKING_UPDATE_TITLES.booked)),
    ).toHaveLength(1);
  });
});

describe('a body that is not right', () => {
  const cases: [string, OfficeAction, (body: Record<string, unknown>) => unknown, string][] = [
    ['no version', 'confirm', ({ version: _, ...rest }) => rest, 'version'],
    ['a version that is not a whole number', 'done', (b) => ({ ...b, version: 0.5 }), 'version'],
    ['no slot', 'confirm', ({ slot: _, ...rest }) => rest, 'slot'],
    ['a date that does not exist', 'confirm', (b) => withSlot(b, { date: '2026-02-30' }), 'slot.date'],
    ['a date in another form', 'move', (b) => withSlot(b, { date: '7/12/2026' }), 'slot.date'],
    ['a time not HH:MM', 'confirm', (b) => withSlot(b, { windowFrom: '8:30' }), 'slot.windowFrom'],
    ['a start before 06:00', 'confirm', (b) => withSlot(b, { windowFrom: '05:30' }), 'slot.windowFrom'],
    ['an end after 20:00', 'confirm', (b) => withSlot(b, { windowTo: '20:30' }), 'slot.windowTo'],
    ['an end not after the start', 'confirm', (b) => withSlot(b, { windowTo: '08:30' }), 'slot.windowTo'],
    ['a price in dollars', 'confirm', (b) => withSlot(b, { priceCents: 450.5 }), 'slot.priceCents'],
    ['a negative price', 'confirm', (b) => withSlot(b, { priceCents: -1 }), 'slot.priceCents'],
    ['a price over $100,000', 'confirm', (b) => withSlot(b, { priceCents: 10_000_001 }), 'slot.priceCents'],
    [
      'a note over the limit',
      'confirm',
      (b) => withSlot(b, { note: 'x'.repeat(NOTE_MAX_LENGTH + 1) }),
      'slot.note',
    ],
    ['a note with a control', 'confirm', (b) => withSlot(b, { note: 'Gate\u0007code' }), 'slot.note'],
    ['no tick', 'confirm', (b) => ({ ...b, agreed: false }), 'agreed'],
    ['a tick that is a string', 'move', (b) => ({ ...b, agreed: 'true' }), 'agreed'],
    ['no reason', 'decline', (b) => ({ ...b, reason: '  ' }), 'reason'],
    [
      'a reason over the limit',
      'cancel',
      (b) => ({ ...b, reason: 'x'.repeat(REASON_MAX_LENGTH + 1) }),
      'reason',
    ],
    ['a reason with a tab', 'decline', (b) => ({ ...b, reason: 'Away\tthat week' }), 'reason'],
  ];
  function withSlot(body: Record<string, unknown>, given: Record<string, unknown>) {
    return { ...body, slot: { ...(body.slot as object), ...given } };
  }

  it('is refused 400 naming the first field that is wrong, and changes nothing', async () => {
    const { reference, submissionId } = await enquire();
    const cookie = await session();
    const answers: [string, unknown][] = [];
    for (const [what, action, change] of cases) {
      const answer = await act(reference, action, change(bodyFor(action, 0)), cookie);
      answers.push([what, answer.status === 400 ? answer.json : answer.status]);
    }
    expect(answers).toEqual(cases.map(([what, , , field]) => [what, { error: 'invalid', field }]));
    const [row] = await rows('SELECT state, version FROM booking_enquiries WHERE submission_id = $1', [
      submissionId,
    ]);
    expect(row).toEqual({ state: 'new', version: 0 });
  });

  it('takes a note with line breaks, and a window on the days the clocks change (local time kept)', async () => {
    const cookie = await session();
    const changes = sydneyClockChangeDays();
    for (const date of [changes.back, changes.forward]) {
      const { reference } = await enquire();
      const note = 'Line one.\r\nLine two.';
      const detail = await done(reference, 'confirm', 0, cookie, undefined, { date, note });
      expect(detail.booking).toEqual(slot({ date, note: 'Line one.\nLine two.' }));
    }
  });
});

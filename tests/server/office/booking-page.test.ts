// @vitest-environment node
/**
 * The client's booking page's server (issue 41) on a real PostgreSQL and SMTP: the link the "booked" e-mail
 * carries, what a token opens (its own purpose, the booking's nonce, the expiry, a revoke), each action only in
 * the states states.ts allows, a request for another time and a cancel each recorded once, mailed to the office
 * once and heard by the automation once, the cancel's METHOD:CANCEL to the client, and the office's
 * "needs attention" flag: set by either, listed first, cleared by a move or "mark handled".
 */
import ICAL from 'ical.js';
import { SIGNED_LINK_HEADERS } from '../../../src/server/signed-link/handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksExpireAt } from '../../../src/server/agreement/store';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import {
  bookingPagePath,
  cancelPath,
  changeRequestPath,
  type BookingPageView,
} from '../../../src/api/booking-page';
import { handleBookingPageRequest } from '../../../src/server/booking-page/handler';
import { cancellationTerms, CLIENT_REQUEST_TITLES } from '../../../src/server/booking-page/mail';
import { CHANGE_REQUESTS_PER_DAY, REPEAT_WINDOW_MS } from '../../../src/server/booking-page/store';
import { signLink } from '../../../src/server/booking/links';
import { DEFAULT_REMINDER_HOUR, reminderDue } from '../../../src/server/booking/reminders';
import { sendReminders } from '../../../src/server/booking/send-reminders';
import { AUTOMATION_EVENT_TYPES } from '../../../src/server/channels/automation';
import { BOOKING_PAGE_NOTE, BOOKING_UPDATE_TITLES } from '../../../src/server/mail/booking-update-mail';
import { REMINDER_TITLE } from '../../../src/server/mail/reminder-mail';
import {
  actionPath,
  agreementRevokePath,
  handledPath,
  OFFICE_API,
  type OfficeList,
} from '../../../src/api/office';
import {
  CLIENT_TRANSITIONS,
  clientActions,
  ENQUIRY_STATES,
  TRANSITIONS,
} from '../../../src/domain/booking/states';
import { bookingPost, startAutomation, validPayload } from '../support';
import { OWNER, officeSuite, testSlot } from './support';
import { sydneyDaysAfter } from '../../support/clock';
import { type BookingConfig } from '../../../src/server/config';

const office = officeSuite();
let automation: Awaited<ReturnType<typeof startAutomation>>;
beforeAll(async () => {
  automation = await startAutomation();
});
afterAll(() => automation?.close());

const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';

function pageConfig(): BookingConfig {
  return {
    ...office.configFor({
      BOOKING_LINK_SECRET: LINK_SECRET,
      BOOKING_FORWARD_URL: automation.url,
      BOOKING_FORWARD_EVENTS: 'on',
    }),
    decisions: { writtenAgreement: 'confirmed' },
  };
}

const SLOT = testSlot();

let n = 0;
const session = (email = OWNER) => office.session(email);

const officePost = office.post;

const mailsTo = (email: string, reference: string) =>
  office
    .smtp()
    .received.filter(
      (m) => m.envelopeTo.includes(email) && m.messageId.startsWith(`<${reference.toLowerCase()}.`),
    );

/** The booking page's token a mail's text carries, or null. */
const tokenIn = (text: string) => /\/booking\/([A-Za-z0-9_.%-]+)/.exec(text)?.[1] ?? null;

/**
 * A booked enquiry and its page's token: with the agreement on (so its links are revocable from the office)
 * unless the test says otherwise.
 */
async function booked({ agreement = true } = {}) {
  const config: BookingConfig = agreement
    ? pageConfig()
    : { ...pageConfig(), decisions: { writtenAgreement: 'not-stated' } };
  const cookie = await session();
  n++;
  const submissionId = `0b4f1c7e-4141-4222-8333-${String(n).padStart(12, '0')}`;
  const payload: Record<string, unknown> = {
    ...validPayload(),
    submissionId,
    preferredDate: sydneyDaysAfter(7),
  };
  const answer = await handleBookingRequest(bookingPost(payload), config);
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  const email = String(payload.email).toLowerCase();
  const confirmed = await officePost(
    actionPath(reference, 'confirm'),
    { version: 0, slot: SLOT, agreed: true },
    config,
    cookie,
  );
  expect(confirmed.status).toBe(200);
  await office.idle();
  const bookedMail = mailsTo(email, reference).find((m) =>
    m.subject.startsWith(BOOKING_UPDATE_TITLES.booked),
  )!;
  expect(bookedMail.text).toContain(BOOKING_PAGE_NOTE);
  const token = decodeURIComponent(tokenIn(bookedMail.text)!);
  return { reference, submissionId, email, config, cookie, token };
}

const get = (token: string, config: BookingConfig) =>
  handleBookingPageRequest(office.request(bookingPagePath(token)), config);
const post = (path: string, body: unknown, config: BookingConfig, origin?: string | null) =>
  handleBookingPageRequest(
    office.request(path, { method: 'POST', body, ...(origin !== undefined ? { origin } : {}) }),
    config,
  );

async function listed(config: BookingConfig, cookie: string, tab = 'booked') {
  const answer = await office.call(office.request(`${OFFICE_API.enquiries}?tab=${tab}`, { cookie }), config);
  return ((await answer.json()) as OfficeList).rows;
}

const toOffice = (reference: string) =>
  office
    .smtp()
    .received.filter(
      (m) =>
        m.envelopeTo.includes(OWNER) &&
        m.messageId.includes(`.client-request-`) &&
        m.messageId.startsWith(`<${reference.toLowerCase()}.`),
    );

describe('the actions the page offers', () => {
  it('are offered only while booked, and the cancel is the office cancel transition itself', () => {
    expect(CLIENT_TRANSITIONS.cancel).toBe(TRANSITIONS.cancel);
    for (const state of ENQUIRY_STATES) {
      expect(clientActions(state), state).toEqual(state === 'booked' ? ['change-request', 'cancel'] : []);
    }
  });
});

describe('the booking page', () => {
  it("is linked from the booked e-mail and opens the booking with the agreement off too (the owner's decision not made)", async () => {
    const { reference, submissionId, email, config, token } = await booked({ agreement: false });
    const [row] = await office.query<{ link_nonce: string | null; agreement_version: string | null }>(
      'SELECT link_nonce, agreement_version FROM booking_enquiries WHERE submission_id = $1',
      [submissionId],
    );
    expect(row?.link_nonce).toBeTruthy();
    expect(row?.agreement_version).toBeNull();
    const opened = await get(token, config);
    expect(opened.status).toBe(200);
    expect((await opened.json()) as BookingPageView).toMatchObject({
      status: 'booked',
      reference,
      agreement: null,
      booking: { date: SLOT.date },
    });

    // The day-before reminder carries the same page's link, and no agreement's.
    const reminded = await sendReminders(
      {
        ledger: office.ledger(),
        now: () => reminderDue(SLOT.date, config.reminderHour ?? DEFAULT_REMINDER_HOUR),
        log: () => {},
      },
      { ...config, limit: 10 },
    );
    expect(reminded.reminded).toBe(1);
    const reminder = mailsTo(email, reference).find((m) => m.subject.startsWith(REMINDER_TITLE))!;
    expect(reminder.text).not.toContain('/agreement/');
    expect(reminder.text).toContain(`${config.siteOrigin}/booking/`);
    const fromReminder = decodeURIComponent(tokenIn(reminder.text)!);
    const again = await get(fromReminder, config);
    expect(again.status).toBe(200);
    expect((await again.json()) as BookingPageView).toMatchObject({ status: 'booked', reference });
  });

  it('a request for another time: shown booking and terms, recorded once, to the office and the automation once, flagged first until a move', async () => {
    const { reference, submissionId, config, cookie, token } = await booked();
    // Another booking, received later, would list first without the flag.
    office.state.clock.advance(60_000);
    const other = await booked();
    const opened = await get(token, config);
    expect(opened.status).toBe(200);
    for (const [name, value] of Object.entries(SIGNED_LINK_HEADERS))
      expect(opened.headers.get(name)).toBe(value);
    const view = (await opened.json()) as BookingPageView;
    expect(view).toMatchObject({
      status: 'booked',
      reference,
      agreement: 'not-accepted',
      // Issue 54: no agreement accepted, so no fee.
      cancellationTerms: cancellationTerms(null),
      lastRequestAt: null,
      booking: {
        date: SLOT.date,
        windowFrom: SLOT.windowFrom,
        windowTo: SLOT.windowTo,
        priceCents: SLOT.priceCents,
      },
    });
    expect((await listed(config, cookie)).map((r) => r.reference)).toEqual([other.reference, reference]);

    const body = {
      preferred: ['Tuesday 8 December, morning', ' ', 'Any afternoon next week'],
      note: 'Tenant away.',
    };
    const noOrigin = await post(changeRequestPath(token), body, config, null);
    expect([noOrigin.status, await noOrigin.json()]).toEqual([403, { error: 'origin' }]);
    const none = await post(changeRequestPath(token), { preferred: [' '], note: '' }, config);
    expect([none.status, await none.json()]).toEqual([400, { error: 'invalid', field: 'preferred' }]);
    const four = await post(changeRequestPath(token), { preferred: ['a', 'b', 'c', 'd'], note: '' }, config);
    expect(four.status).toBe(400);

    office.state.clock.advance(60_000);
    const asked = await post(changeRequestPath(token), body, config);
    expect(asked.status).toBe(200);
    await office.idle();
    expect(((await asked.json()) as BookingPageView).lastRequestAt).toBe(
      office.state.clock.now().toISOString(),
    );
    const events = await office.query(
      'SELECT event, from_state, to_state FROM booking_events WHERE submission_id = $1 AND actor IS NULL AND event = $2',
      [submissionId, 'change-requested'],
    );
    expect(events).toEqual([{ event: 'change-requested', from_state: 'booked', to_state: 'booked' }]);
    const mails = toOffice(reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${CLIENT_REQUEST_TITLES['change-requested']}: ${reference}`);
    expect(mails[0]!.text).toContain('Tuesday 8 December, morning');
    expect(mails[0]!.text).toContain('Tenant away.');
    const heard = automation.calls.filter(
      (c) => c.body.type === AUTOMATION_EVENT_TYPES['change-requested'] && c.body.reference === reference,
    );
    expect(heard).toHaveLength(1);
    expect(heard[0]!.body).toMatchObject({ by: 'client', state: 'booked' });

    // Flagged: first in its tab, though received earlier.
    const rows = await listed(config, cookie);
    expect(rows.map((r) => [r.reference, !!r.attention])).toEqual([
      [reference, true],
      [other.reference, false],
    ]);
    // The office moves it: the flag is gone.
    const moved = await officePost(
      actionPath(reference, 'move'),
      { version: 1, slot: { ...SLOT, date: sydneyDaysAfter(11) }, agreed: true },
      config,
      cookie,
    );
    expect(moved.status).toBe(200);
    await office.idle();
    expect((await listed(config, cookie)).map((r) => r.reference)).toEqual([other.reference, reference]);
  });

  it("shows the notice the ledger's latest event makes current: a request until a move answers it, then the move with the new time, then none once handled (issue 57)", async () => {
    const { config, cookie, token, reference } = await booked();
    const view = async () => (await (await get(token, config)).json()) as BookingPageView;
    expect(await view()).toMatchObject({ lastRequestAt: null, movedAt: null });
    const ask = async (preferred: string) => {
      office.state.clock.advance(60_000);
      const asked = await post(changeRequestPath(token), { preferred: [preferred], note: '' }, config);
      expect(asked.status).toBe(200);
      await office.idle();
      return office.state.clock.now().toISOString();
    };
    const requestedAt = await ask('Any morning');
    expect(await view()).toMatchObject({ lastRequestAt: requestedAt, movedAt: null });

    // The office moves it: the page shows the new time and the move, and no longer the request.
    office.state.clock.advance(60_000);
    const newDate = sydneyDaysAfter(12);
    const moved = await officePost(
      actionPath(reference, 'move'),
      { version: 1, slot: { ...SLOT, date: newDate, windowFrom: '13:00', windowTo: '14:00' }, agreed: true },
      config,
      cookie,
    );
    expect(moved.status).toBe(200);
    await office.idle();
    const movedAt = office.state.clock.now().toISOString();
    expect(await view()).toMatchObject({
      lastRequestAt: null,
      movedAt,
      booking: { date: newDate, windowFrom: '13:00', windowTo: '14:00' },
    });

    // Another request after the move is the current notice again; "handled" (a call settled it) ends it.
    const againAt = await ask('Any afternoon');
    expect(await view()).toMatchObject({ lastRequestAt: againAt, movedAt: null });
    office.state.clock.advance(60_000);
    expect((await officePost(handledPath(reference), {}, config, cookie)).status).toBe(200);
    expect(await view()).toMatchObject({ lastRequestAt: null, movedAt: null });
  });

  it('the same request pressed twice is recorded and sent once; past the daily limit the office is not mailed again (429 with Retry-After)', async () => {
    const { reference, submissionId, config, token } = await booked();
    const body = (i: number) => ({ preferred: [`Any morning, option ${i}`], note: '' });
    office.state.clock.advance(60_000);
    expect((await post(changeRequestPath(token), body(0), config)).status).toBe(200);
    office.state.clock.advance(REPEAT_WINDOW_MS - 1);
    expect((await post(changeRequestPath(token), body(0), config)).status).toBe(200);
    await office.idle();
    const count = async () =>
      (
        await office.query(
          'SELECT count(*)::int AS n FROM booking_events WHERE submission_id = $1 AND event = $2',
          [submissionId, 'change-requested'],
        )
      )[0]!.n;
    expect([await count(), toOffice(reference)]).toEqual([1, [expect.anything()]]);
    // At the window's end the same words are a new request.
    office.state.clock.advance(1);
    expect((await post(changeRequestPath(token), body(0), config)).status).toBe(200);
    for (let i = 1; i < CHANGE_REQUESTS_PER_DAY - 1; i++) {
      office.state.clock.advance(60_000);
      expect((await post(changeRequestPath(token), body(i), config)).status).toBe(200);
    }
    await office.idle();
    expect(await count()).toBe(CHANGE_REQUESTS_PER_DAY);
    office.state.clock.advance(60_000);
    const refused = await post(changeRequestPath(token), body(99), config);
    expect([refused.status, await refused.json()]).toEqual([429, { error: 'too-many' }]);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await office.idle();
    expect([await count(), toOffice(reference).length]).toEqual([
      CHANGE_REQUESTS_PER_DAY,
      CHANGE_REQUESTS_PER_DAY,
    ]);
    // A day after the first, one more is taken.
    office.state.clock.advance(Number(refused.headers.get('Retry-After')) * 1000);
    expect((await post(changeRequestPath(token), body(100), config)).status).toBe(200);
  });

  it('a cancel: cancelled by the transition, METHOD:CANCEL to the client, the office and the automation once each; nothing more after; "mark handled" clears the flag', async () => {
    const { reference, email, config, cookie, token } = await booked();
    const noTerms = await post(cancelPath(token), { reason: 'Sold elsewhere', agreed: false }, config);
    expect([noTerms.status, await noTerms.json()]).toEqual([400, { error: 'invalid', field: 'agreed' }]);
    const cancelled = await post(cancelPath(token), { reason: 'Sold elsewhere', agreed: true }, config);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as BookingPageView).status).toBe('cancelled');
    await office.idle();
    const [row] = await office.query(
      'SELECT state, ics_sequence FROM booking_enquiries WHERE reference = $1',
      [reference],
    );
    expect(row).toEqual({ state: 'cancelled', ics_sequence: 2 });
    const clientMails = mailsTo(email, reference).filter((m) =>
      m.subject.startsWith(BOOKING_UPDATE_TITLES.cancelled),
    );
    expect(clientMails).toHaveLength(1);
    const file = clientMails[0]!.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
    const calendar = new ICAL.Component(ICAL.parse(file.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(Number(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence'))).toBe(2);
    expect(toOffice(reference).map((m) => m.subject)).toEqual([
      `${CLIENT_REQUEST_TITLES.cancelled}: ${reference}`,
    ]);
    const heard = automation.calls.filter(
      (c) => c.body.type === AUTOMATION_EVENT_TYPES.cancelled && c.body.reference === reference,
    );
    expect(heard.map((c) => [c.body.by, c.body.reason])).toEqual([['client', 'Sold elsewhere']]);

    // Cancelled: the page shows it, and neither action is taken again.
    expect(((await (await get(token, config)).json()) as BookingPageView).status).toBe('cancelled');
    for (const [path, body] of [
      [cancelPath(token), { reason: 'again', agreed: true }],
      [changeRequestPath(token), { preferred: ['Friday'], note: '' }],
    ] as const) {
      const again = await post(path, body, config);
      expect(again.status, path).toBe(409);
      expect(await again.json()).toMatchObject({ error: 'closed', current: { status: 'cancelled' } });
    }
    await office.idle();
    expect(toOffice(reference)).toHaveLength(1);

    // In the closed tab, flagged until the office marks it handled.
    expect((await listed(config, cookie, 'closed')).map((r) => [r.reference, !!r.attention])).toEqual([
      [reference, true],
    ]);
    expect((await officePost(handledPath(reference), {}, config, cookie)).status).toBe(200);
    expect((await listed(config, cookie, 'closed')).map((r) => !!r.attention)).toEqual([false]);
  });

  it('a request for another time and a cancel are recorded and sent without the bidi and invisible controls (issue 56)', async () => {
    const { reference, submissionId, config, token } = await booked();
    const anyInvisible = /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/;
    const asked = await post(
      changeRequestPath(token),
      { preferred: ['\u202eTuesday\u202c\u200b morning'], note: 'Gate \u2066code\u2069 4321\ufeff' },
      config,
    );
    expect(asked.status).toBe(200);
    const cancelled = await post(
      cancelPath(token),
      { reason: 'Sold \u202eelsewhere\u202c', agreed: true },
      config,
    );
    expect(cancelled.status).toBe(200);
    await office.idle();
    const events = await office.query<{ event: string; detail: string; data: unknown }>(
      `SELECT event, detail, data::text AS data FROM booking_events
       WHERE submission_id = $1 AND actor IS NULL AND event IN ('change-requested', 'cancelled') ORDER BY at, id`,
      [submissionId],
    );
    const reason = (data: unknown) => (JSON.parse(String(data)) as { reason: string | null }).reason;
    expect(events.map((e) => [e.event, e.detail, reason(e.data)])).toEqual([
      ['change-requested', 'Tuesday morning; note: Gate code 4321', null],
      ['cancelled', null, 'Sold elsewhere'],
    ]);
    expect(anyInvisible.test(JSON.stringify(events))).toBe(false);
    const mails = toOffice(reference);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(anyInvisible.test(mail.subject + mail.text + mail.html)).toBe(false);
  });

  it('opens nothing for a tampered token, an agreement link, a revoked nonce or past 7 days after the inspection', async () => {
    const { reference, submissionId, config, token } = await booked();
    const [id, version, mac] = token.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const [{ link_nonce: nonce }] = (await office.query(
      'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
      [submissionId],
    )) as [{ link_nonce: string }];
    const otherPurpose = await signLink(LINK_SECRET, {
      purpose: 'agreement',
      submissionId,
      nonce,
      version: '-',
    });
    for (const bad of [`${id}.${version}.${flipped}`, otherPurpose]) {
      const answer = await get(bad, config);
      expect([answer.status, await answer.json()], bad).toEqual([404, { error: 'link' }]);
    }
    const expiry = linksExpireAt(SLOT.date);
    office.state.clock.advance(expiry.getTime() - 1 - office.state.clock.now().getTime());
    expect((await get(token, config)).status).toBe(200);
    office.state.clock.advance(1);
    expect((await get(token, config)).status).toBe(404);

    // A revoke replaces the nonce: the old link opens nothing (back before the expiry).
    office.state.clock.advance(-2 * 86_400_000);
    expect((await get(token, config)).status).toBe(200);
    // (A fresh session: the one the booking was made in has run out by now.)
    expect((await officePost(agreementRevokePath(reference), {}, config, await session())).status).toBe(200);
    await office.idle();
    const revoked = await post(changeRequestPath(token), { preferred: ['Friday'], note: '' }, config);
    expect([revoked.status, await revoked.json()]).toEqual([404, { error: 'link' }]);
    expect((await get(token, config)).status).toBe(404);
  });
});

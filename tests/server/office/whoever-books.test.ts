// @vitest-environment node
/**
 * Whoever books, the booking is the client's (issue 52), on a real PostgreSQL and SMTP: when an agent, a
 * conveyancer or a relative books for a client, the office gives the client's address at the confirm (never an
 * agent's own), and the client gets the booked, moved, cancelled and declined e-mails, the calendar (the client
 * as ATTENDEE, a CANCEL to the old address when a move changes it), the booking page and the reminder. Whoever
 * booked is told of each change, read-only: no link in their notice can change anything, and their token
 * answers 403 to a cancel (and to a request for another time, unless the business lets a buyer's agent or a
 * conveyancer ask). "Replace all links" ends every link and mails the client fresh ones. The bookings made before
 * this change are migrated: their old links stop working, and the client is mailed fresh ones.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleAgreementRequest } from '../../../src/server/agreement/handler';
import { agreementPath } from '../../../src/api/agreement';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import {
  bookingPagePath,
  cancelPath,
  changeRequestPath,
  type BookingPageView,
} from '../../../src/api/booking-page';
import { handleBookingPageRequest } from '../../../src/server/booking-page/handler';
import { bookingPageToken } from '../../../src/server/booking/links';
import { DEFAULT_REMINDER_HOUR, reminderDue } from '../../../src/server/booking/reminders';
import { sendReminders } from '../../../src/server/booking/send-reminders';
import { channelSenders, sweep } from '../../../src/server/delivery';
import { createLedger } from '../../../src/server/ledger/ledger';
import { migrate } from '../../../src/server/ledger/migrate';
import { migrations } from '../../../src/server/ledger/migrations';
import { postgresDb } from '../../../src/server/ledger/postgres-db';
import { sharedLedger } from '../../../src/server/ledger/source';
import { BOOKER_NOTICE_TITLES, CLIENT_LINKS_TITLE } from '../../../src/server/mail/booker-mail';
import { BOOKING_UPDATE_TITLES, FORMER_CLIENT_TITLE } from '../../../src/server/mail/booking-update-mail';
import { REMINDER_TITLE } from '../../../src/server/mail/reminder-mail';
import {
  actionPath,
  agreementRevokePath,
  enquiryPath,
  type OfficeEnquiryDetail,
} from '../../../src/api/office';
import { randomToken, tokenHash } from '../../../src/server/office/secrets';
import { officeStore } from '../../../src/server/office/store';
import type { ReceivedMail } from '../../support/mail-server';
import { freshDatabaseUrl } from '../../support/databases';
import { sydneyDaysAfter } from '../../support/clock';
import { bookingPost, startAutomation, validPayload } from '../support';
import { OWNER, officeSuite, testSlot } from './support';
import { type BookingConfig } from '../../../src/server/config';

const office = officeSuite();
let automation: Awaited<ReturnType<typeof startAutomation>>;
beforeAll(async () => {
  automation = await startAutomation();
});
afterAll(() => automation?.close());

const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';
const CLIENT = 'chris@client.example';
const AGENT = 'agent@agency.example';

function configWith(
  decisions: BookingConfig['decisions'] = { writtenAgreement: 'confirmed' },
): BookingConfig {
  return {
    ...office.configFor({ BOOKING_LINK_SECRET: LINK_SECRET, BOOKING_FORWARD_URL: automation.url }),
    decisions,
  };
}

const SLOT = testSlot();

let n = 0;
/** An enquiry sent through the public handler; by a buyer's agent for Chris Client unless told otherwise. */
async function enquire(config: BookingConfig, fields: Record<string, unknown> = {}) {
  n++;
  const submissionId = `0b4f1c7e-5252-4222-8333-${String(n).padStart(12, '0')}`;
  const payload = {
    ...validPayload(),
    submissionId,
    bookedBy: "Buyer's agent",
    clientName: 'Chris Client',
    clientContact: '0400 000 000',
    email: AGENT,
    ...fields,
  };
  const answer = await handleBookingRequest(bookingPost(payload), config);
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  return { reference, submissionId };
}

const session = (email = OWNER) => office.session(email);

const officePost = office.post;

async function act(
  reference: string,
  action: 'confirm' | 'move' | 'cancel' | 'decline',
  body: Record<string, unknown>,
  config: BookingConfig,
  cookie: string,
) {
  const answer = await officePost(actionPath(reference, action), body, config, cookie);
  await office.idle();
  return answer;
}

const mailsTo = (email: string, reference: string) =>
  office
    .smtp()
    .received.filter(
      (m) => m.envelopeTo.includes(email) && m.messageId.startsWith(`<${reference.toLowerCase()}.`),
    );
const titled = (mails: ReceivedMail[], title: string) => mails.filter((m) => m.subject.startsWith(title));

/** Every booking page token a mail's text carries. */
const pageTokens = (text: string) =>
  [...text.matchAll(/\/booking\/([A-Za-z0-9_.%-]+)/g)].map((m) => decodeURIComponent(m[1]!));

function calendarOf(mail: ReceivedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    attendee: String(event.getFirstPropertyValue('attendee')),
  };
}

const view = (token: string, config: BookingConfig) =>
  handleBookingPageRequest(office.request(bookingPagePath(token)), config);
const pagePost = (path: string, body: unknown, config: BookingConfig) =>
  handleBookingPageRequest(office.request(path, { method: 'POST', body }), config);
const cancelBody = { reason: 'Not needed now.', agreed: true };
const askBody = { preferred: ['Any morning next week'], note: '' };

/** A buyer's agent's enquiry, confirmed for the client's address. */
async function bookedForClient(config = configWith(), fields: Record<string, unknown> = {}) {
  const cookie = await session();
  const { reference, submissionId } = await enquire(config, fields);
  const confirmed = await act(
    reference,
    'confirm',
    { version: 0, slot: SLOT, agreed: true, clientEmail: CLIENT },
    config,
    cookie,
  );
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { reference, submissionId, cookie, config };
}

describe('the confirm of a booking made for a client', () => {
  it("needs the client's address; an agent's or conveyancer's own is refused, a relative's shared one goes through", async () => {
    const config = configWith({ writtenAgreement: 'not-stated' });
    const cookie = await session();
    const agent = await enquire(config);
    expect(
      await act(agent.reference, 'confirm', { version: 0, slot: SLOT, agreed: true }, config, cookie),
    ).toEqual({ status: 400, json: { error: 'invalid', field: 'clientEmail' } });
    // The booker's own address, however written (case, a +tag): refused, and nothing changes.
    for (const own of [AGENT, 'Agent+chris@Agency.example']) {
      expect(
        await act(
          agent.reference,
          'confirm',
          { version: 0, slot: SLOT, agreed: true, clientEmail: own },
          config,
          cookie,
        ),
      ).toEqual({ status: 400, json: { error: 'invalid', field: 'clientEmail', reason: 'booker' } });
    }
    const conveyancer = await enquire(config, { bookedBy: 'Conveyancer or solicitor' });
    expect(
      (
        await act(
          conveyancer.reference,
          'confirm',
          { version: 0, slot: SLOT, agreed: true, clientEmail: AGENT },
          config,
          cookie,
        )
      ).status,
    ).toBe(400);
    const relative = await enquire(config, { bookedBy: 'Someone else' });
    const shared = await act(
      relative.reference,
      'confirm',
      { version: 0, slot: SLOT, agreed: true, clientEmail: AGENT },
      config,
      cookie,
    );
    expect(shared.status).toBe(200);
    // The client's own booking asks for no client address.
    const own = await enquire(config, { bookedBy: 'Buyer or owner', clientName: '', clientContact: '' });
    expect(
      (await act(own.reference, 'confirm', { version: 0, slot: SLOT, agreed: true }, config, cookie)).status,
    ).toBe(200);
  });

  it("prefills the client's address from the form's contact when it is one, and names the two people", async () => {
    const config = configWith();
    const cookie = await session();
    const { reference } = await enquire(config, { clientContact: 'Chris.Client@Example.com' });
    const answer = await office.call(office.request(enquiryPath(reference), { cookie }), config);
    const detail = (await answer.json()) as OfficeEnquiryDetail;
    expect(detail.prefill).toMatchObject({
      clientEmailRequired: true,
      clientEmail: 'chris.client@example.com',
      booker: { email: AGENT, professional: true },
    });
    const labels = Object.fromEntries(detail.fields.map((f) => [f.name, f.label]));
    expect(labels).toMatchObject({ name: 'Booked by', clientName: 'Client', email: "Booker's email" });
    expect(Object.values(labels)).not.toContain('Your full name');
  });
});

describe("the client's booking, whoever booked", () => {
  it('the client gets "booked" with its REQUEST and the booking page; the agent a notice whose link can cancel nothing', async () => {
    const { reference, config } = await bookedForClient();
    const [booked] = titled(mailsTo(CLIENT, reference), BOOKING_UPDATE_TITLES.booked);
    expect(booked, 'the client has the booked e-mail').toBeDefined();
    expect(calendarOf(booked!)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      attendee: `mailto:${CLIENT}`,
    });
    expect(booked!.text).toContain('/agreement/');
    const [clientToken] = pageTokens(booked!.text);
    expect(((await (await view(clientToken!, config)).json()) as BookingPageView).access).toBe('client');

    const agentMails = mailsTo(AGENT, reference);
    expect(titled(agentMails, BOOKING_UPDATE_TITLES.booked)).toEqual([]);
    const [notice] = titled(agentMails, BOOKER_NOTICE_TITLES.booked);
    expect(notice!.text).toContain(SLOT.date.slice(0, 4));
    expect(notice!.attachments).toEqual([]);
    expect(notice!.text).not.toContain('/agreement/');
    const tokens = pageTokens(notice!.text);
    expect(tokens).toHaveLength(1);
    const opened = (await (await view(tokens[0]!, config)).json()) as BookingPageView;
    expect(opened).toMatchObject({
      status: 'booked',
      reference,
      access: 'booker',
      clientName: 'Chris Client',
    });
    for (const [path, body] of [
      [cancelPath(tokens[0]!), cancelBody],
      [changeRequestPath(tokens[0]!), askBody],
    ] as const) {
      const refused = await pagePost(path, body, config);
      expect([refused.status, await refused.json()]).toEqual([403, { error: 'read-only' }]);
    }
    const [row] = await office.query<{ state: string }>(
      'SELECT state FROM booking_enquiries WHERE reference = $1',
      [reference],
    );
    expect(row!.state).toBe('booked');
  });

  it('a move to another client address: the old one gets the CANCEL, the new one the REQUEST, the agent the notice', async () => {
    const { reference, cookie, config } = await bookedForClient();
    const moved = await act(
      reference,
      'move',
      {
        version: 1,
        slot: { ...SLOT, date: sydneyDaysAfter(11) },
        agreed: true,
        clientEmail: 'pat@client.example',
      },
      config,
      cookie,
    );
    expect(moved.status).toBe(200);
    const [cancel] = titled(mailsTo(CLIENT, reference), FORMER_CLIENT_TITLE);
    expect(calendarOf(cancel!)).toMatchObject({
      method: 'CANCEL',
      sequence: 2,
      attendee: `mailto:${CLIENT}`,
    });
    const [request] = titled(mailsTo('pat@client.example', reference), BOOKING_UPDATE_TITLES.moved);
    expect(calendarOf(request!)).toMatchObject({
      method: 'REQUEST',
      sequence: 2,
      uid: calendarOf(cancel!).uid,
      attendee: 'mailto:pat@client.example',
    });
    expect(titled(mailsTo(AGENT, reference), BOOKER_NOTICE_TITLES.moved)).toHaveLength(1);
    // A move that keeps the address sends no CANCEL.
    await act(reference, 'move', { version: 2, slot: SLOT, agreed: true }, config, cookie);
    expect(titled(mailsTo('pat@client.example', reference), FORMER_CLIENT_TITLE)).toEqual([]);
    expect(titled(mailsTo('pat@client.example', reference), BOOKING_UPDATE_TITLES.moved)).toHaveLength(2);
  });

  it('a cancel: the client gets the CANCEL, the agent a notice; a decline goes to the client the form named', async () => {
    const { reference, cookie, config } = await bookedForClient();
    await act(reference, 'cancel', { version: 1, reason: 'Builder unwell.' }, config, cookie);
    const [cancelled] = titled(mailsTo(CLIENT, reference), BOOKING_UPDATE_TITLES.cancelled);
    expect(calendarOf(cancelled!)).toMatchObject({ method: 'CANCEL', attendee: `mailto:${CLIENT}` });
    expect(titled(mailsTo(AGENT, reference), BOOKER_NOTICE_TITLES.cancelled)).toHaveLength(1);
    expect(titled(mailsTo(AGENT, reference), BOOKING_UPDATE_TITLES.cancelled)).toEqual([]);

    const named = await enquire(config, { clientContact: 'dana@client.example' });
    await act(named.reference, 'decline', { version: 0, reason: 'Too far away.' }, config, cookie);
    expect(
      titled(mailsTo('dana@client.example', named.reference), BOOKING_UPDATE_TITLES.declined),
    ).toHaveLength(1);
    expect(titled(mailsTo(AGENT, named.reference), BOOKER_NOTICE_TITLES.declined)).toHaveLength(1);
    // A client known only by phone: the agent is told, and nothing is sent to an address nobody gave.
    const phoned = await enquire(config);
    await act(phoned.reference, 'decline', { version: 0, reason: 'Too far away.' }, config, cookie);
    expect(titled(mailsTo(AGENT, phoned.reference), BOOKER_NOTICE_TITLES.declined)).toHaveLength(1);
    expect(titled(mailsTo(AGENT, phoned.reference), BOOKING_UPDATE_TITLES.declined)).toEqual([]);
  });

  it("the reminder goes to the client, with the client's page", async () => {
    const { reference, config } = await bookedForClient();
    const report = await sendReminders(
      { ledger: office.ledger(), now: () => reminderDue(SLOT.date, DEFAULT_REMINDER_HOUR), log: () => {} },
      { ...config, limit: 10 },
    );
    expect(report.reminded).toBe(1);
    const [reminder] = titled(mailsTo(CLIENT, reference), REMINDER_TITLE);
    expect(
      ((await (await view(pageTokens(reminder!.text)[0]!, config)).json()) as BookingPageView).access,
    ).toBe('client');
    expect(titled(mailsTo(AGENT, reference), REMINDER_TITLE)).toEqual([]);
  });

  it("where the business lets them, a buyer's agent asks for another time but never cancels; a selling agent only reads", async () => {
    const config = configWith({ writtenAgreement: 'not-stated', bookerMayAskForAnotherTime: 'confirmed' });
    const buyers = await bookedForClient(config);
    const [notice] = titled(mailsTo(AGENT, buyers.reference), BOOKER_NOTICE_TITLES.booked);
    const token = pageTokens(notice!.text)[0]!;
    expect(((await (await view(token, config)).json()) as BookingPageView).access).toBe('booker-may-ask');
    expect((await pagePost(changeRequestPath(token), askBody, config)).status).toBe(200);
    expect((await pagePost(cancelPath(token), cancelBody, config)).status).toBe(403);

    const selling = await bookedForClient(config, {
      bookedBy: 'Selling agent',
      email: 'vendor-agent@agency.example',
    });
    const [sellerNotice] = titled(
      mailsTo('vendor-agent@agency.example', selling.reference),
      BOOKER_NOTICE_TITLES.booked,
    );
    const sellerToken = pageTokens(sellerNotice!.text)[0]!;
    expect(((await (await view(sellerToken, config)).json()) as BookingPageView).access).toBe('booker');
    expect((await pagePost(changeRequestPath(sellerToken), askBody, config)).status).toBe(403);
  });
});

describe('revoke links', () => {
  it('ends every link, and mails the client a booking page that opens (and the agreement, while it is sent)', async () => {
    const { reference, cookie, config } = await bookedForClient();
    const oldClient = pageTokens(
      titled(mailsTo(CLIENT, reference), BOOKING_UPDATE_TITLES.booked)[0]!.text,
    )[0]!;
    const oldAgent = pageTokens(titled(mailsTo(AGENT, reference), BOOKER_NOTICE_TITLES.booked)[0]!.text)[0]!;
    const revoked = await officePost(agreementRevokePath(reference), {}, config, cookie);
    expect(revoked.status).toBe(200);
    await office.idle();
    expect((await view(oldClient, config)).status).toBe(404);
    expect((await view(oldAgent, config)).status).toBe(404);
    const [fresh] = titled(mailsTo(CLIENT, reference), CLIENT_LINKS_TITLE);
    const [page] = pageTokens(fresh!.text);
    expect((await view(page!, config)).status).toBe(200);
    const agreementToken = /\/agreement\/([A-Za-z0-9_.%-]+)/.exec(fresh!.text)![1]!;
    const agreement = await handleAgreementRequest(
      office.request(agreementPath(decodeURIComponent(agreementToken))),
      config,
    );
    expect(agreement.status).toBe(200);
    const detail = revoked.json as unknown as OfficeEnquiryDetail;
    expect(detail.history.map((h) => h.event)).toContain('links-revoked');
  });

  it('works with the agreement off: the booking page alone', async () => {
    const config = configWith({ writtenAgreement: 'not-stated' });
    const { reference, cookie } = await bookedForClient(config);
    expect((await officePost(agreementRevokePath(reference), {}, config, cookie)).status).toBe(200);
    await office.idle();
    const [fresh] = titled(mailsTo(CLIENT, reference), CLIENT_LINKS_TITLE);
    expect(pageTokens(fresh!.text)).toHaveLength(1);
    expect(fresh!.text).not.toContain('/agreement/');
  });
});

describe('a booking made for a client before issue 52', () => {
  it('migration 0009 ends the link its booker was sent, records why, and the sweep mails the client fresh ones', async () => {
    const url = await freshDatabaseUrl();
    const db = postgresDb(url, { max: 2 });
    try {
      // The schema as it was before 0009, plus what came after it that today's code reads (0010's column on the
      // acceptances, unrelated to 0009): 0009 is then the one migration left to apply.
      await migrate(
        db,
        migrations.filter((m) => m.id !== '0009-client-addressee'),
      );
      const config: BookingConfig = {
        ...configWith(),
        ledger: sharedLedger(db, 'migration-test'),
      };
      const cookie = `__Host-office=${randomToken()}`;
      await officeStore(db).createSession(
        await tokenHash(cookie.split('=')[1]!),
        OWNER,
        office.state.clock.now(),
      );
      const { reference, submissionId } = await enquire(config);
      const confirmed = await act(
        reference,
        'confirm',
        { version: 0, slot: SLOT, agreed: true, clientEmail: CLIENT },
        config,
        cookie,
      );
      expect(confirmed.status).toBe(200);
      // As the booking was before: its page's link (with today's nonce) in the booker's hands.
      const [before] = await db.query<{ link_nonce: string }>(
        'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
        [submissionId],
      );
      const bookersCopy = await bookingPageToken(LINK_SECRET, submissionId, before!.link_nonce);
      expect((await view(bookersCopy, config)).status).toBe(200);
      const own = await enquire(config, {
        bookedBy: 'Buyer or owner',
        clientName: '',
        clientContact: '',
        email: 'own@example.com',
      });
      await act(own.reference, 'confirm', { version: 0, slot: SLOT, agreed: true }, config, cookie);
      const [ownBefore] = await db.query<{ link_nonce: string }>(
        'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
        [own.submissionId],
      );

      expect((await migrate(db)).applied).toEqual(['0009-client-addressee']);
      expect((await view(bookersCopy, config)).status).toBe(404);
      // The client's own booking keeps its links.
      const [ownAfter] = await db.query<{ link_nonce: string }>(
        'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
        [own.submissionId],
      );
      expect(ownAfter!.link_nonce).toBe(ownBefore!.link_nonce);
      const detail = (await (
        await office.call(office.request(enquiryPath(reference), { cookie }), config)
      ).json()) as OfficeEnquiryDetail;
      const revoked = detail.history.find((h) => h.event === 'links-revoked');
      expect(revoked?.detail).toMatch(
        /booking page had gone to whoever booked; fresh links e-mailed to the client/,
      );

      office.smtp().clear();
      await sweep(
        {
          ledger: createLedger(db),
          senders: channelSenders(config, { withLedger: true }),
          now: () => office.state.clock.now(),
          log: () => {},
        },
        { limit: 10, alertAfterMs: 600_000, retentionDays: null, mail: config.mail, automation: false },
      );
      const [fresh] = titled(mailsTo(CLIENT, reference), CLIENT_LINKS_TITLE);
      const [page] = pageTokens(fresh!.text);
      expect((await view(page!, config)).status).toBe(200);
      expect(mailsTo(AGENT, reference)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

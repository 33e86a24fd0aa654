// @vitest-environment node
/**
 * The pre-inspection agreement's server (issue 40) on a real PostgreSQL and SMTP (and the record's triggers on
 * PGlite too): the link the "booked" e-mail carries, what a token opens (expiry read from the booking, a
 * revoked nonce, a version change, tampering), the accept's checks (400 field, 409 changed, 403 read-only and
 * origin), the record as stored and kept unchanged by the database, the copies and the automation's
 * agreement.accepted once each, the agent's booking, the decision off, and the privacy sweep's keeping.
 */
import { SIGNED_LINK_HEADERS } from '../../../src/server/signed-link/handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../../src/content/business';
import { clientFacing } from '../../../src/content/stand-ins';
import { acceptPath, agreementPath, type AgreementView } from '../../../src/api/agreement';
import { filledAgreement, sha256Hex } from '../../../src/server/agreement/content';
import { handleAgreementRequest } from '../../../src/server/agreement/handler';
import { CONCERNS_HEADING } from '../../../src/server/agreement/content';
import { CONCERNS_MAX_LENGTH } from '../../../src/api/agreement';
import { createReminderStore } from '../../../src/server/ledger/reminders';
import { CONCERNS_LABEL, digestMail } from '../../../src/server/mail/reminder-mail';
import { handleBookingPageRequest } from '../../../src/server/booking-page/handler';
import { TERMS_WITHOUT_AGREEMENT } from '../../../src/server/booking-page/mail';
import { bookingPagePath, cancelPath, type BookingPageView } from '../../../src/api/booking-page';
import { ACCEPTED_TERMS_INTRO } from '../../../src/server/mail/booking-update-mail';
import type { ProductSlug } from '../../../src/content/catalog';
import { ownersCorporationIsClient } from '../../../src/content/agreements/common';
import { agreementVersions, versionLine } from '../../../src/content/agreements/agreement';
import { MAIN_POINTS_HEADING } from '../../../src/content/agreements/main-points';
import { strataLot } from '../../../src/content/facts/strata-lot';
import { addonOptions, serviceOptions } from '../../../src/domain/booking/options';
import {
  jobOfEnquiry,
  STAGED_PRODUCT,
  stageTitle,
  type BookingJob,
  type PropertyType,
} from '../../../src/domain/booking/job';
import { AGREEMENT_MAIL_TITLES } from '../../../src/server/agreement/mail';
import { linksExpireAt } from '../../../src/server/agreement/store';
import { signLink } from '../../../src/server/booking/links';
import { CLIENT_LINKS_TITLE } from '../../../src/server/mail/booker-mail';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { AUTOMATION_EVENT_TYPES, eventKey } from '../../../src/server/channels/automation';
import { AGREEMENT_NOTES } from '../../../src/server/delivery';
import { BOOKING_UPDATE_TITLES } from '../../../src/server/mail/booking-update-mail';
import { createLedger } from '../../../src/server/ledger/ledger';
import {
  actionPath,
  agreementResendPath,
  agreementRevokePath,
  enquiryPath,
  type OfficeEnquiryDetail,
} from '../../../src/api/office';
import { addDays, sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { sydneyDaysAfter } from '../../support/clock';
import { bookingPost, startAutomation, validPayload } from '../support';
import { OWNER, officeSuite, SITE, testSlot } from './support';
import { type BookingConfig } from '../../../src/server/config';

const office = officeSuite();
let automation: Awaited<ReturnType<typeof startAutomation>>;
beforeAll(async () => {
  automation = await startAutomation();
});
afterAll(() => automation?.close());

const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';
const AGENT = "Buyer's agent";
/** An enquiry booked by a buyer's agent for a client: the agent's e-mail, the client's name and phone. */
const AGENT_BOOKING = {
  bookedBy: AGENT,
  clientName: 'Chris Client',
  clientContact: '0400 000 000',
  email: 'agent@agency.example',
};

/** The config with the agreement's decision on (or off), the link secret, and the automation's events. */
function agreementConfig({ on = true }: { on?: boolean } = {}): BookingConfig {
  return {
    ...office.configFor({
      BOOKING_LINK_SECRET: LINK_SECRET,
      BOOKING_FORWARD_URL: automation.url,
      BOOKING_FORWARD_EVENTS: 'on',
    }),
    decisions: { writtenAgreement: on ? 'confirmed' : 'not-stated' },
  };
}

let n = 0;
async function enquire(config: BookingConfig, fields: Record<string, unknown> = {}) {
  n++;
  const submissionId = `0b4f1c7e-4040-4222-8333-${String(n).padStart(12, '0')}`;
  const payload: Record<string, unknown> = {
    ...validPayload(),
    submissionId,
    preferredDate: sydneyDaysAfter(7),
    ...fields,
  };
  const answer = await handleBookingRequest(bookingPost(payload), config);
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  return { reference, submissionId, email: String(payload.email).toLowerCase() };
}

const session = (email = OWNER) => office.session(email);

const SLOT = testSlot();

const officePost = office.post;

/** Books the enquiry from the office; the detail. */
async function confirm(
  reference: string,
  config: BookingConfig,
  cookie: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await officePost(
    actionPath(reference, 'confirm'),
    { version: 0, slot: SLOT, agreed: true, ...extra },
    config,
    cookie,
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  await office.idle();
  return answer.json as unknown as OfficeEnquiryDetail;
}

const mailsTo = (email: string, reference: string) =>
  office
    .smtp()
    .received.filter(
      (m) => m.envelopeTo.includes(email) && m.messageId.startsWith(`<${reference.toLowerCase()}.`),
    );

/** The agreement token a mail's text carries, or null. */
const tokenIn = (text: string) => /\/agreement\/([A-Za-z0-9_.%-]+)/.exec(text)?.[1] ?? null;

const view = (token: string, config: BookingConfig) =>
  handleAgreementRequest(office.request(agreementPath(decodeURIComponent(token))), config);

const acceptBody = (shown: AgreementView, given: Record<string, unknown> = {}) => ({
  version: shown.version,
  hash: shown.hash,
  name: 'Jane Q. Citizen',
  agreed: true,
  onBehalf: false,
  ...given,
});

function acceptRequest(token: string, body: unknown, options: { origin?: string | null; ua?: string } = {}) {
  return office.request(acceptPath(decodeURIComponent(token)), {
    method: 'POST',
    body,
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
    ip: '203.0.113.77',
    headers: { 'User-Agent': options.ua ?? 'TestBrowser/1.0' },
  });
}

/** A booked enquiry with the decision on; its reference, id, client address, token and the config. */
async function booked(fields: Record<string, unknown> = {}) {
  const config = agreementConfig();
  const cookie = await session();
  const enquiry = await enquire(config, fields);
  const detail = await confirm(enquiry.reference, config, cookie);
  const bookedMail = mailsTo(enquiry.email, enquiry.reference).find((m) =>
    m.subject.startsWith(BOOKING_UPDATE_TITLES.booked),
  );
  const token = tokenIn(bookedMail!.text);
  expect(token).not.toBeNull();
  return { ...enquiry, config, cookie, detail, token: token!, bookedMail: bookedMail! };
}

describe('accepting the agreement', () => {
  it('the booked e-mail carries the link; the accept checks its body, 409s a stale hash, records once, and copies and tells the automation once', async () => {
    const { reference, submissionId, email, config, token, bookedMail } = await booked();
    expect(bookedMail.text).toContain(AGREEMENT_NOTES.accept);

    const opened = await view(token, config);
    expect(opened.status).toBe(200);
    for (const [name, value] of Object.entries(SIGNED_LINK_HEADERS))
      expect(opened.headers.get(name)).toBe(value);
    const shown = (await opened.json()) as AgreementView;
    const expected = await filledAgreement(
      { ...validPayload(), email, submissionId, reference } as never,
      SLOT,
    );
    expect(shown).toMatchObject({
      status: 'open',
      version: expected.version,
      hash: await sha256Hex(shown.text),
    });
    // Each section's heading is numbered once, here; the page adds no number of its own (issue 55).
    for (const section of shown.sections) expect(section.heading).toMatch(/^\d+\. \D/);
    expect(shown.booking).toMatchObject({
      date: SLOT.date,
      windowFrom: SLOT.windowFrom,
      priceCents: SLOT.priceCents,
    });

    const post = (body: unknown, options = {}) =>
      handleAgreementRequest(acceptRequest(token, body, options), config);
    const noOrigin = await post(acceptBody(shown), { origin: null });
    expect([noOrigin.status, await noOrigin.json()]).toEqual([403, { error: 'origin' }]);
    const noName = await post(acceptBody(shown, { name: ' ' }));
    expect([noName.status, await noName.json()]).toEqual([400, { error: 'invalid', field: 'name' }]);
    const noTick = await post(acceptBody(shown, { agreed: false }));
    expect([noTick.status, await noTick.json()]).toEqual([400, { error: 'invalid', field: 'agreed' }]);
    const stale = await post(acceptBody(shown, { hash: 'a'.repeat(64) }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      error: 'changed',
      current: { status: 'open', hash: shown.hash },
    });
    expect(
      await office.query('SELECT 1 FROM agreement_acceptances WHERE submission_id = $1', [submissionId]),
    ).toEqual([]);

    office.state.clock.advance(60_000);
    const accepted = await post(acceptBody(shown, { onBehalf: true }));
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('Referrer-Policy')).toBe('no-referrer');
    const acceptedView = (await accepted.json()) as AgreementView;
    const at = office.state.clock.now();
    expect(acceptedView).toMatchObject({
      status: 'accepted',
      accepted: { name: 'Jane Q. Citizen', at: at.toISOString(), onBehalf: true },
    });
    const [record] = await office.query(
      `SELECT reference, version, text_sha256, text, name, on_behalf, accepted_at, ip, user_agent, booking_state,
              booking, keep_until FROM agreement_acceptances WHERE submission_id = $1`,
      [submissionId],
    );
    expect(record).toEqual({
      reference,
      version: shown.version,
      text_sha256: shown.hash,
      text: shown.text,
      name: 'Jane Q. Citizen',
      on_behalf: true,
      accepted_at: at,
      ip: '203.0.113.77',
      user_agent: 'TestBrowser/1.0',
      booking_state: 'booked',
      // Issue 54: the booking as recorded, with the job the enquiry asked for.
      booking: { ...SLOT, job: jobOfEnquiry(validPayload() as never) },
      // The end of the booked Sydney day (AEDT) plus the record retention.
      keep_until: new Date(
        sydneyInstant(addDays(SLOT.date, 1), '00:00').getTime() +
          business.privacy.recordRetention * 86_400_000,
      ),
    });

    // A second accept shows the record and changes nothing.
    office.state.clock.advance(60_000);
    const again = await post(acceptBody(shown, { name: 'Somebody Else', onBehalf: false }));
    expect(again.status).toBe(200);
    expect(((await again.json()) as AgreementView).accepted).toEqual(acceptedView.accepted);
    expect(
      await office.query(
        "SELECT count(*)::int AS n FROM booking_events WHERE submission_id = $1 AND event = 'agreement-accepted'",
        [submissionId],
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await office.query('SELECT name FROM agreement_acceptances WHERE submission_id = $1', [submissionId]),
    ).toEqual([{ name: 'Jane Q. Citizen' }]);

    await office.idle();
    const copies = mailsTo(email, reference).filter((m) => m.subject.startsWith(AGREEMENT_MAIL_TITLES.copy));
    const officeCopies = mailsTo(OWNER, reference).filter((m) =>
      m.subject.startsWith(AGREEMENT_MAIL_TITLES.office),
    );
    expect([copies.length, officeCopies.length]).toEqual([1, 1]);
    expect(copies[0]!.text).toContain(shown.text);
    // Issue 55: the client reads the version once, by its date, and no hash; the business's copy keeps it.
    expect(copies[0]!.text.match(/^Version\b.*$/gm)).toEqual([versionLine(agreementVersions[shown.kind])]);
    expect(shown.text).toContain(`${MAIN_POINTS_HEADING}\n\n- What is inspected:`);
    expect(shown.mainPoints.length).toBeGreaterThanOrEqual(4);
    for (const copy of [copies[0]!.text, copies[0]!.html]) expect(copy).not.toContain(shown.hash);
    expect(officeCopies[0]!.text).toContain(shown.hash);
    const [event] = await office.query<{ id: string }>(
      "SELECT id::text AS id FROM booking_events WHERE submission_id = $1 AND event = 'agreement-accepted'",
      [submissionId],
    );
    const heard = automation.calls.filter(
      (call) => call.body.type === AUTOMATION_EVENT_TYPES['agreement-accepted'],
    );
    expect(heard.filter((call) => call.body.reference === reference)).toHaveLength(1);
    const call = heard.find((c) => c.body.reference === reference)!;
    expect(call.headers['idempotency-key']).toBe(eventKey(submissionId, Number(event!.id)));
    expect(JSON.stringify(call.body)).not.toContain('Jane Q. Citizen');

    // The office sees it accepted.
    const detail = await office.call(
      office.request(enquiryPath(reference), { cookie: await session() }),
      config,
    );
    expect(((await detail.json()) as OfficeEnquiryDetail).agreement).toMatchObject({
      state: 'accepted',
      version: shown.version,
      acceptedBy: 'Jane Q. Citizen',
      acceptedAt: at.toISOString(),
    });
  });
});

describe('where the booking stands, on the agreement page (issue 57)', () => {
  it('cancelled after the acceptance: the record stays, and the view says cancelled; cancelled before it: closed, cancelled', async () => {
    const { reference, config, cookie, token, detail } = await booked();
    const shown = (await (await view(token, config)).json()) as AgreementView;
    expect(shown).toMatchObject({ status: 'open', bookingStatus: 'booked' });
    office.state.clock.advance(60_000);
    expect((await handleAgreementRequest(acceptRequest(token, acceptBody(shown)), config)).status).toBe(200);
    const cancelled = await officePost(
      actionPath(reference, 'cancel'),
      { version: detail.version, reason: 'The sale fell through.' },
      config,
      cookie,
    );
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect((await (await view(token, config)).json()) as AgreementView).toMatchObject({
      status: 'accepted',
      bookingStatus: 'cancelled',
      accepted: { name: acceptBody(shown).name },
      booking: { date: SLOT.date },
    });

    const never = await booked();
    expect(
      (
        await officePost(
          actionPath(never.reference, 'cancel'),
          { version: never.detail.version, reason: 'The sale fell through.' },
          never.config,
          never.cookie,
        )
      ).status,
    ).toBe(200);
    expect((await (await view(never.token, never.config)).json()) as AgreementView).toMatchObject({
      status: 'closed',
      bookingStatus: 'cancelled',
      accepted: null,
    });
  });
});

describe('what a token opens', () => {
  it('runs out at the end of the Sydney day 7 days after the booked date, read from the booking (a move keeps it)', async () => {
    const { reference, config, token, cookie } = await booked();
    const movedTo = addDays(SLOT.date, 2);
    // A move of time alone: the same version, the same link, a later expiry.
    const moved = await officePost(
      actionPath(reference, 'move'),
      { version: 1, slot: { ...SLOT, date: movedTo }, agreed: true },
      config,
      cookie,
    );
    expect(moved.status).toBe(200);
    await office.idle();
    const expiry = linksExpireAt(movedTo);
    // The end of the Sydney day 7 days after: the start of the eighth.
    expect(expiry).toEqual(sydneyInstant(addDays(movedTo, 8), '00:00'));
    office.state.clock.advance(expiry.getTime() - 1 - office.state.clock.now().getTime());
    expect((await view(token, config)).status).toBe(200);
    office.state.clock.advance(1);
    const gone = await view(token, config);
    expect([gone.status, await gone.json()]).toEqual([404, { error: 'link' }]);
  });

  it('a tampered token and a revoked one open nothing; the fresh link sent on revoking does', async () => {
    const { reference, email, config, token, cookie } = await booked();
    const [id, version, mac] = decodeURIComponent(token).split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    for (const bad of [
      `${id}.${version}.${flipped}`,
      `${id.slice(0, -1)}0.${version}.${mac}`,
      `${id}.x${version}.${mac}`,
    ]) {
      const answer = await view(bad, config);
      expect([answer.status, await answer.json()], bad).toEqual([404, { error: 'link' }]);
      expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    const revoked = await officePost(agreementRevokePath(reference), {}, config, cookie);
    expect(revoked.status).toBe(200);
    await office.idle();
    expect((await view(token, config)).status).toBe(404);
    // Issue 52: the client's fresh links, the agreement's among them.
    const fresh = mailsTo(email, reference).filter((m) => m.subject.startsWith(CLIENT_LINKS_TITLE));
    expect(fresh).toHaveLength(1);
    const freshToken = tokenIn(fresh[0]!.text)!;
    expect(freshToken).not.toBe(token);
    expect((await view(freshToken, config)).status).toBe(200);
    // A resend sends the same (current) link again.
    expect((await officePost(agreementResendPath(reference), {}, config, cookie)).status).toBe(200);
    await office.idle();
    const links = mailsTo(email, reference).filter((m) => m.subject.startsWith(AGREEMENT_MAIL_TITLES.link));
    expect(links.map((m) => tokenIn(m.text))).toEqual([freshToken]);
  });

  it('a new price makes a new version: the old link shows its acceptance, or nothing when unaccepted; the moved e-mail asks for the new one', async () => {
    const { reference, email, config, token, cookie } = await booked();
    const first = (await (await view(token, config)).json()) as AgreementView;
    await handleAgreementRequest(acceptRequest(token, acceptBody(first)), config);
    await office.idle();
    const move = (version: number, priceCents: number) =>
      officePost(
        actionPath(reference, 'move'),
        { version, slot: { ...SLOT, priceCents }, agreed: true },
        config,
        cookie,
      );
    expect((await move(1, 52_000)).status).toBe(200);
    await office.idle();
    const movedMail = mailsTo(email, reference).at(-1)!;
    expect(movedMail.text).toContain(AGREEMENT_NOTES.changed);
    const second = tokenIn(movedMail.text)!;
    const secondView = (await (await view(second, config)).json()) as AgreementView;
    expect(secondView).toMatchObject({ status: 'open', accepted: null });
    expect(secondView.version).not.toBe(first.version);
    // The earlier acceptance stands for the earlier text.
    expect((await (await view(token, config)).json()) as AgreementView).toMatchObject({
      status: 'accepted',
      version: first.version,
      text: first.text,
    });
    // Another price again: the second link, never accepted, opens nothing now.
    expect((await move(2, 61_000)).status).toBe(200);
    await office.idle();
    expect((await view(second, config)).status).toBe(404);
  });
});

describe('an agent booking for a client', () => {
  it("needs the client e-mail; the client's booked mail carries the link that accepts; a read-only link cannot accept", async () => {
    const config = agreementConfig();
    const cookie = await session();
    const agent = await enquire(config, AGENT_BOOKING);
    const missing = await officePost(
      actionPath(agent.reference, 'confirm'),
      { version: 0, slot: SLOT, agreed: true },
      config,
      cookie,
    );
    expect([missing.status, missing.json]).toEqual([400, { error: 'invalid', field: 'clientEmail' }]);
    await confirm(agent.reference, config, cookie, { clientEmail: 'chris@client.example' });
    // Issue 52: the booking, and the agreement's link with it, go to the client; whoever booked gets none.
    expect(mailsTo(agent.email, agent.reference).filter((m) => tokenIn(m.text))).toEqual([]);
    const clientMail = mailsTo('chris@client.example', agent.reference).find((m) =>
      m.subject.startsWith(BOOKING_UPDATE_TITLES.booked),
    );
    expect(clientMail!.text).toContain(AGREEMENT_NOTES.accept);
    const clientToken = tokenIn(clientMail!.text)!;

    // A read-only link (purpose agreement-view) opens the text and accepts nothing.
    const [row] = await office.query<{ link_nonce: string; agreement_version: string }>(
      'SELECT link_nonce, agreement_version FROM booking_enquiries WHERE submission_id = $1',
      [agent.submissionId],
    );
    const readOnly = await signLink(LINK_SECRET, {
      purpose: 'agreement-view',
      submissionId: agent.submissionId,
      nonce: row!.link_nonce,
      version: row!.agreement_version,
    });
    const agentView = (await (await view(readOnly, config)).json()) as AgreementView;
    expect(agentView.status).toBe('read-only');
    const refused = await handleAgreementRequest(acceptRequest(readOnly, acceptBody(agentView)), config);
    expect([refused.status, await refused.json()]).toEqual([403, { error: 'read-only' }]);
    const clientView = (await (await view(clientToken, config)).json()) as AgreementView;
    expect(clientView.status).toBe('open');
    expect(clientView.text).toContain('Chris Client');
    const accepted = await handleAgreementRequest(acceptRequest(clientToken, acceptBody(clientView)), config);
    expect(accepted.status).toBe(200);
    await office.idle();
    expect(
      mailsTo('chris@client.example', agent.reference).filter((m) =>
        m.subject.startsWith(AGREEMENT_MAIL_TITLES.copy),
      ),
    ).toHaveLength(1);
  });
});

describe('recorded as sent', () => {
  it('only when an e-mail carrying its link is queued: with no mail server the office shows it not sent', async () => {
    const withMail = agreementConfig();
    const noMail: BookingConfig = {
      ...office.configFor(
        {
          BOOKING_LINK_SECRET: LINK_SECRET,
          BOOKING_FORWARD_URL: automation.url,
          BOOKING_FORWARD_EVENTS: 'on',
        },
        { mail: false },
      ),
      decisions: withMail.decisions,
    };
    const cookie = await session();
    const client = await enquire(noMail);
    const agent = await enquire(noMail, AGENT_BOOKING);
    const states = [
      (await confirm(client.reference, noMail, cookie)).agreement?.state,
      (await confirm(agent.reference, noMail, cookie, { clientEmail: 'chris@client.example' })).agreement
        ?.state,
    ];
    expect(states).toEqual(['not-sent', 'not-sent']);
    expect(
      await office.query(
        'SELECT agreement_sent_at FROM booking_enquiries WHERE submission_id = ANY($1::text[])',
        [`{${client.submissionId},${agent.submissionId}}`],
      ),
    ).toEqual([{ agreement_sent_at: null }, { agreement_sent_at: null }]);
    expect(
      office.smtp().received.filter((m) => m.messageId.includes(client.reference.toLowerCase())),
    ).toEqual([]);
    // With the mail server, the same confirms queue the e-mails and the office shows the agreement sent.
    const sentClient = await enquire(withMail);
    const sentAgent = await enquire(withMail, AGENT_BOOKING);
    expect([
      (await confirm(sentClient.reference, withMail, cookie)).agreement?.state,
      (await confirm(sentAgent.reference, withMail, cookie, { clientEmail: 'chris@client.example' }))
        .agreement?.state,
    ]).toEqual(['sent', 'sent']);
  });
});

describe('the price the agreement names (issue 54)', () => {
  it('a confirm or a move with no price answers 400 slot.priceCents while agreements are sent, and changes nothing', async () => {
    const config = agreementConfig();
    const cookie = await session();
    const { reference, submissionId } = await enquire(config);
    const quote = { ...SLOT, priceCents: null };
    const refused = await officePost(
      actionPath(reference, 'confirm'),
      { version: 0, slot: quote, agreed: true },
      config,
      cookie,
    );
    expect(refused).toEqual({
      status: 400,
      json: { error: 'invalid', field: 'slot.priceCents', reason: 'agreement' },
    });
    const [row] = await office.query(
      'SELECT state, version FROM booking_enquiries WHERE submission_id = $1',
      [submissionId],
    );
    expect(row).toEqual({ state: 'new', version: 0 });
    // The dialog knows before it asks.
    const detail = await confirm(reference, config, cookie);
    expect(detail.prefill.priceRequired).toBe(true);
    const move = await officePost(
      actionPath(reference, 'move'),
      { version: detail.version, slot: { ...quote, date: sydneyDaysAfter(12) }, agreed: true },
      config,
      cookie,
    );
    expect(move.status).toBe(400);
    expect(move.json.field).toBe('slot.priceCents');
  });

  it('with the decision off, a quote may still follow', async () => {
    const config = agreementConfig({ on: false });
    const cookie = await session();
    const { reference } = await enquire(config);
    const detail = await confirm(reference, config, cookie, { slot: { ...SLOT, priceCents: null } });
    expect(detail.prefill.priceRequired).toBe(false);
    expect(detail.booking?.priceCents).toBeNull();
  });
});

describe('the job the office books (issue 54)', () => {
  const job = (service: ProductSlug, property: PropertyType, more: Partial<BookingJob> = {}): BookingJob => ({
    service,
    property,
    addOns: [],
    stages: [],
    ...more,
  });
  const labelOf = (slug: ProductSlug) => serviceOptions.find((option) => option.slug === slug)!.label;

  /** Books an enquiry for `service` with the job given; the agreement's view and what reads it. */
  async function bookedAs(service: ProductSlug, booked: BookingJob) {
    const config = agreementConfig();
    const cookie = await session();
    const enquiry = await enquire(config, { service: labelOf(service) });
    const detail = await confirm(enquiry.reference, config, cookie, { slot: { ...SLOT, job: booked } });
    const mail = mailsTo(enquiry.email, enquiry.reference).find((m) =>
      m.subject.startsWith(BOOKING_UPDATE_TITLES.booked),
    )!;
    const token = tokenIn(mail.text)!;
    const shown = (await (await view(token, config)).json()) as AgreementView;
    return { ...enquiry, config, cookie, detail, token, shown };
  }

  it('starts the dialog from the enquiry, and records the job booked with the booking', async () => {
    const config = agreementConfig();
    const cookie = await session();
    const { reference } = await enquire(config, {
      service: labelOf('strata-multi-unit-inspections'),
      addon: addonOptions.find((option) => option.slugs.length === 2)!.label,
    });
    const detail = await confirm(reference, config, cookie);
    const expected = job('strata-multi-unit-inspections', 'strata-lot', {
      addOns: addonOptions.find((option) => option.slugs.length === 2)!.slugs as BookingJob['addOns'],
    });
    expect(detail.prefill.job).toEqual(expected);
    expect(detail.booking?.job).toEqual(expected);
  });

  it("a strata lot booked as building and pest gets Appendix B's scope; a change of property asks for a new acceptance", async () => {
    const lot = job('pre-purchase-building-pest-inspection', 'strata-lot');
    const { reference, email, config, cookie, detail, token, shown } = await bookedAs(
      'pre-purchase-building-pest-inspection',
      lot,
    );
    expect(detail.booking?.job).toEqual(lot);
    expect(shown.kind).toBe('building-and-pest');
    expect(shown.text).toContain(strataLot.scope);
    expect(shown.text).not.toContain('within 30 m');
    const accepted = await handleAgreementRequest(acceptRequest(token, acceptBody(shown)), config);
    expect(accepted.status).toBe(200);
    await office.idle();

    const moved = await officePost(
      actionPath(reference, 'move'),
      { version: 1, slot: { ...SLOT, job: { ...lot, property: 'house' } }, agreed: true },
      config,
      cookie,
    );
    expect(moved.status).toBe(200);
    await office.idle();
    const movedMail = mailsTo(email, reference).at(-1)!;
    expect(movedMail.text).toContain(AGREEMENT_NOTES.changed);
    const again = (await (await view(tokenIn(movedMail.text)!, config)).json()) as AgreementView;
    expect(again).toMatchObject({ status: 'open', accepted: null });
    expect(again.version).not.toBe(shown.version);
    expect(again.text).toContain('within 30 m');
  });

  it('a progress inspection names the stages booked, and is refused without one (400 slot.job.stages)', async () => {
    const config = agreementConfig();
    const cookie = await session();
    const { reference } = await enquire(config, { service: labelOf(STAGED_PRODUCT) });
    const none = await officePost(
      actionPath(reference, 'confirm'),
      { version: 0, slot: { ...SLOT, job: job(STAGED_PRODUCT, 'new-build') }, agreed: true },
      config,
      cookie,
    );
    expect(none).toEqual({ status: 400, json: { error: 'invalid', field: 'slot.job.stages' } });
    const staged = await bookedAs(
      STAGED_PRODUCT,
      // Out of order on purpose: the agreement names them in building order.
      job(STAGED_PRODUCT, 'new-build', { stages: ['lock-up', 'frame'] }),
    );
    expect(staged.detail.booking?.job?.stages).toEqual(['frame', 'lock-up']);
    expect(staged.shown.text).toContain(
      `The stages booked: ${stageTitle('frame')}, ${stageTitle('lock-up')}.`,
    );
  });

  it("common property is the owners corporation's: the general agreement, never a buyer's", async () => {
    const { shown } = await bookedAs(
      'strata-multi-unit-inspections',
      job('strata-multi-unit-inspections', 'common-property'),
    );
    expect(shown.kind).toBe('general');
    expect(shown.text).toContain(ownersCorporationIsClient);
    expect(shown.text).not.toContain('prospective buyer,');
  });
});

describe("the client's particular concerns (issue 54)", () => {
  it('are kept inside the accepted record and its hash, and shown to the office: the detail, the copy and the daily list', async () => {
    const { reference, submissionId, email, config, cookie, token } = await booked();
    const shown = (await (await view(token, config)).json()) as AgreementView;
    const typed = 'The back bedroom gets damp.\r\nThe gutter overflows in heavy rain.';
    const given = 'The back bedroom gets damp.\nThe gutter overflows in heavy rain.';
    const tooLong = await handleAgreementRequest(
      acceptRequest(token, acceptBody(shown, { concerns: 'x'.repeat(CONCERNS_MAX_LENGTH + 1) })),
      config,
    );
    expect([tooLong.status, await tooLong.json()]).toEqual([400, { error: 'invalid', field: 'concerns' }]);
    const accepted = await handleAgreementRequest(
      acceptRequest(token, acceptBody(shown, { concerns: typed })),
      config,
    );
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as AgreementView).accepted?.concerns).toBe(given);
    await office.idle();

    const [record] = await office.query(
      'SELECT text, text_sha256, concerns FROM agreement_acceptances WHERE submission_id = $1',
      [submissionId],
    );
    expect(record!.concerns).toBe(given);
    expect(record!.text).toBe(`${shown.text}\n${CONCERNS_HEADING}\n\n${given}\n`);
    expect(record!.text_sha256).toBe(await sha256Hex(String(record!.text)));

    const detail = (await (
      await office.call(office.request(enquiryPath(reference), { cookie }), config)
    ).json()) as OfficeEnquiryDetail;
    expect(detail.agreement?.concerns).toBe(given);
    const copy = mailsTo(email, reference).find((m) => m.subject.startsWith(AGREEMENT_MAIL_TITLES.copy))!;
    expect(copy.text).toContain(CONCERNS_HEADING);
    expect(copy.text).toContain('The gutter overflows in heavy rain.');

    const [entry] = (await createReminderStore(office.db()).digest(SLOT.date)).filter(
      (e) => e.reference === reference,
    );
    expect(entry!.concerns).toBe(given);
    const list = digestMail(SLOT.date, [entry!], [], {
      from: 'a@b.example',
      to: ['c@d.example'],
      agreements: true,
    });
    expect(list.text).toContain(`${CONCERNS_LABEL}: The back bedroom gets damp.`);
  });
});

describe('the name typed to accept (issue 56)', () => {
  it('is recorded, shown and copied without the bidi and invisible controls', async () => {
    const { submissionId, email, reference, config, token } = await booked();
    const shown = (await (await view(token, config)).json()) as AgreementView;
    const accepted = await handleAgreementRequest(
      acceptRequest(
        token,
        acceptBody(shown, { name: '\u202eJane\u202c Q.\u200b \u2066Citizen\u2069\ufeff' }),
      ),
      config,
    );
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as AgreementView).accepted?.name).toBe('Jane Q. Citizen');
    await office.idle();
    const [record] = await office.query('SELECT name FROM agreement_acceptances WHERE submission_id = $1', [
      submissionId,
    ]);
    expect(record!.name).toBe('Jane Q. Citizen');
    const copy = mailsTo(email, reference).find((m) => m.subject.startsWith(AGREEMENT_MAIL_TITLES.copy))!;
    expect(copy.text).toContain('Jane Q. Citizen');
    expect(/[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/.test(copy.text + copy.html)).toBe(false);
  });
});

describe("the booking page's cancellation terms (issue 54)", () => {
  it("show no fee until the client accepts an agreement, then the accepted text's own terms, fee included", async () => {
    const { config, token, bookedMail } = await booked();
    const pageToken = decodeURIComponent(/\/booking\/([A-Za-z0-9_.%-]+)/.exec(bookedMail.text)![1]!);
    const terms = async () => {
      const answer = await handleBookingPageRequest(office.request(bookingPagePath(pageToken)), config);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as BookingPageView).cancellationTerms;
    };
    // The accepted text's own cancellation terms: the fee once the business sets it, "ask us" until then.
    const fee = clientFacing.cancellationTerms;
    const before = await terms();
    expect(before).toEqual([...TERMS_WITHOUT_AGREEMENT]);
    expect(before.join(' ')).not.toContain(fee);

    const shown = (await (await view(token, config)).json()) as AgreementView;
    const accepted = await handleAgreementRequest(acceptRequest(token, acceptBody(shown)), config);
    expect(accepted.status).toBe(200);
    const after = await terms();
    expect(after.join(' ')).toContain(fee);
    for (const term of after) expect(shown.text).toContain(term);

    // The client cancels: the e-mail gives the terms they accepted, and their reason as theirs.
    const cancelled = await handleBookingPageRequest(
      office.request(cancelPath(pageToken), {
        method: 'POST',
        body: { reason: 'We bought elsewhere.', agreed: true },
      }),
      config,
    );
    expect(cancelled.status).toBe(200);
    await office.idle();
    const mail = office
      .smtp()
      .received.filter((m) => m.subject.startsWith(BOOKING_UPDATE_TITLES.cancelled))
      .at(-1)!;
    expect(mail.text).toContain(ACCEPTED_TERMS_INTRO);
    expect(mail.text).toContain(fee);
    expect(mail.text).toContain('Your reason: We bought elsewhere.');
    expect(mail.text).not.toMatch(/sorry/i);
  });
});

describe('with the decision off', () => {
  it('sends no link and records no agreement; the office shows none', async () => {
    const config = agreementConfig({ on: false });
    const cookie = await session();
    const { reference, submissionId } = await enquire(config, {
      bookedBy: AGENT,
      clientName: 'Chris Client',
      clientContact: '0400 000 000',
    });
    // Issue 52: the client's address is the booking's, agreement or not.
    const email = 'chris@client.example';
    const detail = await confirm(reference, config, cookie, { clientEmail: email });
    expect(detail.agreement ?? null).toBeNull();
    expect(detail.row.agreement ?? null).toBeNull();
    const mail = mailsTo(email, reference).find((m) => m.subject.startsWith(BOOKING_UPDATE_TITLES.booked));
    expect(mail!.text).not.toContain('/agreement/');
    // The booking still has its link nonce: the client's booking page (issue 41) needs it, agreement or not.
    expect(mail!.text).toContain('/booking/');
    expect(
      await office.query(
        'SELECT link_nonce, agreement_version FROM booking_enquiries WHERE submission_id = $1',
        [submissionId],
      ),
    ).toEqual([{ link_nonce: expect.any(String), agreement_version: null }]);
    expect(
      await office.query(
        "SELECT 1 FROM booking_deliveries WHERE submission_id = $1 AND channel LIKE 'agreement%'",
        [submissionId],
      ),
    ).toEqual([]);
  });
});

describe('the privacy sweep', () => {
  it('keeps a booked enquiry past the enquiry retention until the record retention after its booked date', async () => {
    const { submissionId } = await booked();
    await office.idle();
    const ledger = createLedger(office.db());
    const later = new Date(office.state.clock.now().getTime() + 400 * 86_400_000);
    const retained = new Date(later.getTime() - business.privacy.recordRetention * 86_400_000);
    expect(await ledger.purge(later, retained)).toBe(0);
    expect(
      await office.query('SELECT 1 FROM booking_enquiries WHERE submission_id = $1', [submissionId]),
    ).toHaveLength(1);
    expect(await ledger.purge(later, new Date(`${addDays(SLOT.date, 1)}T00:00:00Z`))).toBe(1);
  });
});

void SITE;

// @vitest-environment node
/**
 * The business's calendar feed (issue 57) on a real PostgreSQL, through the office's handler: the token is kept
 * only as its SHA-256 and shown once; the feed needs no session but answers 404 once revoked or replaced, with
 * the log naming the token by a short HMAC only; a read is recorded at most once a minute; cancelled bookings
 * are left out, a move's time and SEQUENCE follow, and without the owner's decision no name, phone or street
 * is in it. The file keeps RFC 5545's rules (tests/support/ics-rules.ts). The clock is the suite's fixed one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  actionPath,
  CALENDAR_FEED_API,
  CALENDAR_FEED_DAYS,
  type CalendarFeedMade,
  type CalendarFeedState,
  type OfficeEnquiryDetail,
} from '../../../src/api/office';
import { jobOfEnquiry } from '../../../src/domain/booking/job';
import type { Enquiry } from '../../../src/domain/booking/enquiry';
import type { BookingSlot, OfficeAction } from '../../../src/domain/booking/states';
import { SYDNEY_TZ } from '../../../src/domain/booking/sydney-time';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { visitUid } from '../../../src/server/mail/ics';
import { addressDomain } from '../../../src/server/mail/message';
import { FETCH_RECORD_MS, FEED_HEADERS } from '../../../src/server/office/calendar-feed';
import { randomToken } from '../../../src/server/office/secrets';
import { assertRfc5545, unescapeText } from '../../support/ics-rules';
import { sydneyDaysAfter } from '../../support/clock';
import { sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { bookingPost, validPayload } from '../support';
import { FROM, INSPECTOR, OWNER, SITE, officeSuite } from './support';

const office = officeSuite();

beforeEach(async () => {
  await office.query('DELETE FROM office_calendar_feeds');
});

let n = 0;
async function enquire(fields: Record<string, unknown> = {}) {
  n++;
  const submissionId = `0b4f1c7e-5757-4222-8333-${String(n).padStart(12, '0')}`;
  const answer = await handleBookingRequest(
    bookingPost({ ...validPayload(), submissionId, preferredDate: sydneyDaysAfter(7), ...fields }),
    office.state.config,
  );
  expect(answer.status).toBe(202);
  await office.idle();
  office.state.clock.advance(60_000);
  return ((await answer.json()) as { reference: string }).reference;
}

const session = (email = OWNER) => office.session(email);

const slot = (days: number, windowFrom = '08:30', windowTo = '10:30'): BookingSlot => ({
  job: jobOfEnquiry(validPayload() as Pick<Enquiry, 'service' | 'addon'>),
  date: sydneyDaysAfter(days),
  windowFrom,
  windowTo,
  priceCents: 45_000,
  note: '',
});

async function act(reference: string, action: OfficeAction, body: unknown, cookie: string) {
  const answer = await office.call(
    office.request(actionPath(reference, action), { method: 'POST', body, cookie }),
  );
  expect(answer.status, await answer.clone().text()).toBe(200);
  await office.idle();
  return (await answer.json()) as OfficeEnquiryDetail;
}

const book = (reference: string, cookie: string, days: number) =>
  act(reference, 'confirm', { version: 0, slot: slot(days), agreed: true }, cookie);

const make = async (cookie: string) => {
  const answer = await office.call(
    office.request(CALENDAR_FEED_API.make, { method: 'POST', body: {}, cookie }),
  );
  expect(answer.status).toBe(201);
  return (await answer.json()) as CalendarFeedMade;
};

const stateOf = async (cookie: string) => {
  const answer = await office.call(office.request(CALENDAR_FEED_API.state, { cookie }));
  expect(answer.status).toBe(200);
  return (await answer.json()) as CalendarFeedState;
};

/** The feed at `url`, read as a calendar would (no cookie, no Origin). */
const fetchFeed = (url: string, config = office.state.config) => office.call(new Request(url), config);

async function feedLines(url: string, config = office.state.config) {
  const answer = await fetchFeed(url, config);
  expect(answer.status).toBe(200);
  return assertRfc5545(await answer.text());
}

const events = (lines: string[]) => {
  const found: string[][] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') found.push([]);
    else if (found.length && line !== 'END:VEVENT' && found.at(-1)!.at(-1) !== 'END:VEVENT')
      found.at(-1)!.push(line);
  }
  return found;
};
const prop = (event: string[], name: string) =>
  event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)) ?? null;
const uidOf = (reference: string) => `UID:${visitUid(reference, addressDomain(FROM))}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the calendar feed', () => {
  it('is made with 256 random bits, kept only as their SHA-256, and its address is answered once', async () => {
    const cookie = await session();
    const made = await make(cookie);
    const token = /\/api\/office\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(made.url)?.[1] ?? '';
    // 43 base64url characters: 258 bits of text for 256 random bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url.startsWith(`${SITE}/api/office/calendar/`)).toBe(true);
    expect(made.feed).toMatchObject({ createdBy: OWNER, lastFetchedAt: null });
    const rows = await office.query('SELECT * FROM office_calendar_feeds');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(OWNER);
    // The state never carries the address again.
    const state = await stateOf(cookie);
    expect(JSON.stringify(state)).not.toContain(token);
    expect(state).toEqual({ feed: { ...made.feed }, fullDetails: false });
    // Nor does the log.
    expect(office.state.lines.join('\n')).not.toContain(token);
  });

  it('needs a session to see, make or revoke it, and an Origin to make or revoke it', async () => {
    for (const path of [CALENDAR_FEED_API.state]) {
      expect((await office.call(office.request(path))).status).toBe(401);
    }
    for (const path of [CALENDAR_FEED_API.make, CALENDAR_FEED_API.revoke]) {
      expect((await office.call(office.request(path, { method: 'POST', body: {} }))).status).toBe(401);
      const cookie = await session();
      expect(
        (await office.call(office.request(path, { method: 'POST', body: {}, cookie, origin: null }))).status,
      ).toBe(403);
    }
    expect(await office.query('SELECT 1 FROM office_calendar_feeds')).toHaveLength(0);
  });

  it('answers text/calendar with no cache and no index; 404 once revoked, logging only a short HMAC of the token', async () => {
    const cookie = await session();
    const { url } = await make(cookie);
    const answer = await fetchFeed(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    for (const [name, value] of Object.entries(FEED_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    // HEAD too, as some calendars ask first.
    expect((await office.call(new Request(url, { method: 'HEAD' }))).status).toBe(200);

    const revoked = await office.call(
      office.request(CALENDAR_FEED_API.revoke, { method: 'POST', body: {}, cookie }),
    );
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ feed: null, fullDetails: false });
    expect(await office.query('SELECT 1 FROM office_calendar_feeds')).toHaveLength(0);
    const gone = await fetchFeed(url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^application\/json/);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    // An unknown token is answered the same way.
    const unknown = await fetchFeed(url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${randomToken()}.ics`));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(await gone.json());
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;
    const lines = office.state.lines.filter((l) => l.includes('calendar feed 404'));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^\[office\] calendar feed 404: token [0-9a-f]{12}$/);
    expect(office.state.lines.join('\n')).not.toContain(token);
  });

  it('makes a new feed revoke the old one', async () => {
    const first = await make(await session());
    const second = await make(await session(INSPECTOR));
    expect(second.url).not.toBe(first.url);
    expect(second.feed?.createdBy).toBe(INSPECTOR.toLowerCase());
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
    expect(await office.query('SELECT 1 FROM office_calendar_feeds')).toHaveLength(1);
  });

  it('records the last read, writing it at most once a minute', async () => {
    const cookie = await session();
    const { url } = await make(cookie);
    const first = office.state.clock.now();
    await fetchFeed(url);
    expect((await stateOf(cookie)).feed?.lastFetchedAt).toBe(first.toISOString());
    office.state.clock.advance(FETCH_RECORD_MS - 1_000);
    await fetchFeed(url);
    expect((await stateOf(cookie)).feed?.lastFetchedAt).toBe(first.toISOString());
    office.state.clock.advance(1_000);
    await fetchFeed(url);
    expect((await stateOf(cookie)).feed?.lastFetchedAt).toBe(office.state.clock.now().toISOString());
    const updates = office.state.statements.filter((s) => s.startsWith('UPDATE office_calendar_feeds'));
    expect(updates).toHaveLength(2);
  });

  it('holds one event per booked or done booking, in Sydney time; a cancelled one is dropped, a move followed', async () => {
    const cookie = await session();
    const booked = await enquire();
    const moved = await enquire();
    const cancelled = await enquire();
    const fresh = await enquire();
    const far = await enquire();
    await book(booked, cookie, 10);
    const before = await book(moved, cookie, 12);
    await book(cancelled, cookie, 14);
    await book(far, cookie, CALENDAR_FEED_DAYS.ahead + 1);
    const { url } = await make(cookie);

    let lines = await feedLines(url);
    expect(events(lines).map((e) => prop(e, 'UID'))).toEqual([uidOf(booked), uidOf(moved), uidOf(cancelled)]);
    expect(lines.join('\n')).not.toContain(fresh);

    await act(cancelled, 'cancel', { version: 1, reason: 'The client found another inspector.' }, cookie);
    const after = await act(
      moved,
      'move',
      { version: before.version, slot: slot(11, '13:00', '15:00'), agreed: true },
      cookie,
    );
    lines = await feedLines(url);
    const [first, second] = events(lines);
    expect(events(lines)).toHaveLength(2);
    expect(prop(first!, 'UID')).toBe(uidOf(booked));
    expect(prop(second!, 'UID')).toBe(uidOf(moved));
    const [row] = await office.query<{ ics_sequence: number }>(
      'SELECT ics_sequence FROM booking_enquiries WHERE reference = $1',
      [moved],
    );
    expect(prop(second!, 'SEQUENCE')).toBe(`SEQUENCE:${row!.ics_sequence}`);
    expect(row!.ics_sequence).toBe(2);
    expect(prop(second!, 'DTSTART')).toBe(
      `DTSTART;TZID=${SYDNEY_TZ}:${after.booking!.date.replace(/-/g, '')}T130000`,
    );
    expect(lines.join('\n')).not.toContain(cancelled);

    // Done (from the inspection's own day: issue 57) stays in the calendar.
    office.state.clock.set(sydneyInstant(sydneyDaysAfter(10), '07:00'));
    await act(booked, 'done', { version: 1 }, await session());
    // Ten days on, the window reaches the far one too.
    expect(events(await feedLines(url)).map((e) => prop(e, 'UID'))).toEqual([
      uidOf(booked),
      uidOf(moved),
      uidOf(far),
    ]);
  });

  it("carries no name, phone or street without the owner's decision, and all three with it", async () => {
    const cookie = await session();
    const reference = await enquire();
    await book(reference, cookie, 10);
    const { url } = await make(cookie);
    const payload = validPayload();
    const personal = [payload.name, payload.phone, payload.streetName, payload.email] as string[];

    const lines = await feedLines(url);
    const text = lines.map(unescapeText).join('\n');
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).toContain(String(payload.suburb));
    expect(text).toContain(reference);

    const on = { ...office.state.config, decisions: { calendarFeedDetails: 'confirmed' as const } };
    const full = (await feedLines(url, on)).map(unescapeText).join('\n');
    for (const value of personal.slice(0, 3)) expect(full).toContain(value);
    expect((await stateOf(cookie)).fullDetails).toBe(false);
  });
});

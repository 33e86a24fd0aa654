// @vitest-environment node
/**
 * The ledger's rules on both engines it runs on: a real PostgreSQL (the run's throwaway server) and PGlite.
 * The same SQL, the same expectations.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src/domain/booking/reference';
import { contentHash, type Enquiry } from '../../src/domain/booking/enquiry';
import type { Db } from '../../src/server/ledger/db';
import {
  afterAttempt,
  CLAIM_MS,
  CONFIRMATION_GIVE_UP_MS,
  CONFIRMATION_LIMIT,
  createLedger,
  FIRST_WAIT_S,
  GIVE_UP_MS,
  MAX_WAIT_S,
  RETRY_EVERY_SWEEP_MS,
  type Channel,
  type ClaimedDelivery,
  type ConfirmationLimits,
  type Ledger,
} from '../../src/server/ledger/ledger';
import { migrate } from '../../src/server/ledger/migrate';
import { migrations } from '../../src/server/ledger/migrations';
import { sydneyDaysAfter, TEST_NOW } from '../support/clock';
import { engines } from '../support/databases';
import { postgresReportStorage } from '../../src/server/report/storage';
import { reviewStore } from '../../src/server/review/store';
import { randomBytes } from 'node:crypto';

const PART = 1000;
import { validPayload } from './support';

const MINUTE = 60_000;
const T0 = TEST_NOW;
const at = (ms: number) => new Date(T0.getTime() + ms);

let counter = 0;
// Tells this run's ids from a run's before it on the same database.
const RUN = crypto.randomUUID().slice(0, 8);
/** A validated-looking enquiry with its own submissionId. */
function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  const submissionId = overrides.submissionId ?? `ledger-test-${RUN}-${counter++}`;
  const payload = validPayload();
  return {
    ...(payload as unknown as Enquiry),
    receivedAt: T0.toISOString(),
    email: 'jane@example.com',
    bookedBy: 'Buyer or owner',
    clientName: '',
    clientContact: '',
    preferredDate: '',
    preferredTime: '',
    reportNeededBy: '',
    deadlineReason: '',
    access: '',
    accessName: '',
    accessPhone: '',
    ...overrides,
    submissionId,
    reference: bookingReference(submissionId),
  };
}

const ALL: Channel[] = ['automation', 'mailbox', 'confirmation'];

async function record(
  ledger: Ledger,
  e = enquiry(),
  channels: Channel[] = ALL,
  now = T0,
  limits?: Partial<ConfirmationLimits>,
) {
  const result = await ledger.record({
    enquiry: e,
    contentHash: await contentHash(e),
    channels,
    confirmTo: channels.includes('confirmation') ? e.email : null,
    limits,
    now,
  });
  /** The claim the recording process holds on `channel`, for its first attempt. */
  const held = (channel: Channel) => {
    if (result.kind !== 'recorded') throw new Error('not recorded');
    return result.claims.find((c) => c.channel === channel)!;
  };
  return { e, result, held };
}

/** After the recorder's claims have run out: what a sweep or another process finds. */
const free = (ms = 0) => at(CLAIM_MS + ms);

describe.each(engines)('the ledger on $name', ({ open }) => {
  let db: Db;
  let ledger: Ledger;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    ledger = createLedger(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('DELETE FROM booking_enquiries');
    await db.query('DELETE FROM booking_alerts');
  });

  it("keeps a review request's unsubscribe (issue 59) once per mailbox, whatever the address's form, and finds none due", async () => {
    const reviews = reviewStore(db);
    const at = T0;
    await db.query('DELETE FROM mail_unsubscribes');
    await reviews.unsubscribe({ address: 'Sam.Lee+house@Gmail.com', submissionId: 'sub-00000001', now: at });
    await reviews.unsubscribe({
      address: 'samlee@googlemail.com',
      submissionId: 'sub-00000002',
      now: new Date(0),
    });
    expect(await reviews.isUnsubscribed('SAMLEE@gmail.com')).toBe(true);
    expect(await reviews.isUnsubscribed('sam@gmail.com')).toBe(false);
    expect(await db.query('SELECT address_key, submission_id FROM mail_unsubscribes')).toEqual([
      { address_key: 'samlee@gmail.com', submission_id: 'sub-00000001' },
    ]);
    expect(await reviews.due(at, 10)).toEqual([]);
  });

  describe('report storage (issue 58)', () => {
    it('keeps each part once and reads any range back byte for byte, across parts', async () => {
      const storage = postgresReportStorage(db);
      const file = new Uint8Array(randomBytes(PART * 3 + 17));
      const parts = [0, 1, 2, 3].map((i) => file.subarray(i * PART, (i + 1) * PART));
      for (const [i, part] of parts.entries()) await storage.putPart('file-abcdef01', i, part);
      // The same part again, even with other bytes, changes nothing: a part is written once.
      await storage.putPart('file-abcdef01', 1, new Uint8Array(PART));
      expect(await storage.partsHeld('file-abcdef01')).toEqual([0, 1, 2, 3]);
      for (const [start, end] of [
        [0, file.byteLength - 1],
        [0, 0],
        [PART - 1, PART],
        [PART * 2 + 5, PART * 3 + 16],
        [1500, 1500],
      ] as const) {
        expect(await storage.read('file-abcdef01', PART, start, end), `${start}-${end}`).toEqual(
          file.subarray(start, end + 1),
        );
      }
      await expect(
        db.query(`UPDATE report_parts SET idx = 9 WHERE file_id = 'file-abcdef01'`),
      ).rejects.toThrow(/never changed/);
      await storage.remove('file-abcdef01', new Date());
      expect(await storage.partsHeld('file-abcdef01')).toEqual([]);
    });
  });

  describe('agreement acceptances (issue 40)', () => {
    it('the database refuses UPDATE, a DELETE before keep_until and TRUNCATE; deletes once past it; no cascade', async () => {
      const insert = (id: string, keep: string) =>
        db.query(
          `INSERT INTO agreement_acceptances (submission_id, reference, version, text_sha256, text, name,
             on_behalf, accepted_at, booking_state, keep_until)
           VALUES ($1, 'HBI-X', 'b1-0', 'h', 't', 'Jane', false, now(), 'booked', now() + $2::interval)`,
          [id, keep],
        );
      await insert('kept-one', '1 day');
      await insert('past-one', '-1 day');
      await expect(db.query("UPDATE agreement_acceptances SET name = 'Someone else'")).rejects.toThrow(
        /never changed/,
      );
      await expect(
        db.query("DELETE FROM agreement_acceptances WHERE submission_id = 'kept-one'"),
      ).rejects.toThrow(/kept until/);
      await expect(db.exec('TRUNCATE agreement_acceptances')).rejects.toThrow(/never truncated/);
      await db.query("DELETE FROM agreement_acceptances WHERE submission_id = 'past-one'");
      // No cascade: the enquiries go (beforeEach), the record stays.
      await db.query('DELETE FROM booking_enquiries');
      const left = await db.query<{ submission_id: string; name: string }>(
        'SELECT submission_id, name FROM agreement_acceptances ORDER BY submission_id',
      );
      expect(left).toEqual([{ submission_id: 'kept-one', name: 'Jane' }]);
    });
    it("the sweep deletes the acceptances past their retention at its own clock, and keeps the rest, wherever the database's clock stands", async () => {
      const insert = (id: string, keepUntil: Date) =>
        db.query(
          `INSERT INTO agreement_acceptances (submission_id, reference, version, text_sha256, text, name,
             on_behalf, accepted_at, booking_state, keep_until)
           VALUES ($1, 'HBI-Y', 'b1-0', 'h', 't', 'Jane', false, $2, 'booked', $3)`,
          [id, T0, keepUntil],
        );
      const DAY = 24 * 60 * MINUTE;
      // Ten years either side of the test's instant: ahead of the database's own clock, and behind it.
      for (const [name, now] of [
        ['ahead', at(3650 * DAY)],
        ['behind', at(-3650 * DAY)],
      ] as const) {
        await insert(`sweep-${name}-kept`, new Date(now.getTime() + DAY));
        await insert(`sweep-${name}-past`, new Date(now.getTime() - DAY));
        // The database reads the instant the ledger declares, to the millisecond.
        expect((await ledger.clockAt(now)).toISOString()).toBe(now.toISOString());
        // Every row past its retention at that instant goes (the earlier test's rows too, when ahead).
        const [past] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM agreement_acceptances WHERE keep_until < $1',
          [now],
        );
        expect(past!.n).toBeGreaterThanOrEqual(1);
        expect(await ledger.purgeAcceptances(now)).toBe(past!.n);
        const left = await db.query<{ submission_id: string }>(
          'SELECT submission_id FROM agreement_acceptances WHERE submission_id LIKE $1',
          [`sweep-${name}-%`],
        );
        expect(left).toEqual([{ submission_id: `sweep-${name}-kept` }]);
        expect(await ledger.purgeAcceptances(now)).toBe(0);
      }
      // A delete that declares no clock is judged by the database's own: ten years ahead is not yet past.
      await expect(
        db.query("DELETE FROM agreement_acceptances WHERE submission_id = 'sweep-ahead-kept'"),
      ).rejects.toThrow(/kept until/);
    });
  });

  describe('migrations', () => {
    it('records every migration once, and costs one query when the schema is current', async () => {
      const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
      const queries: string[] = [];
      const counting: Db = {
        ...db,
        query: (text, params) => (queries.push(text), db.query(text, params)),
        transaction: (work) => (queries.push('BEGIN'), db.transaction(work)),
        exec: (text) => (queries.push(text), db.exec(text)),
      };
      expect(await migrate(counting)).toEqual({ applied: [] });
      expect(queries).toHaveLength(1);
    });

    it('applies only what is new on an existing database, and keeps its rows', async () => {
      const { e } = await record(ledger);
      const next = { id: '9999-test-column', sql: 'ALTER TABLE booking_enquiries ADD COLUMN test_note text' };
      expect(await migrate(db, [...migrations, next])).toEqual({ applied: ['9999-test-column'] });
      expect(await migrate(db, [...migrations, next])).toEqual({ applied: [] });
      expect(await ledger.find(e.submissionId)).toHaveLength(1);
      await db.query('ALTER TABLE booking_enquiries DROP COLUMN test_note');
      await db.query(`DELETE FROM schema_migrations WHERE id = '9999-test-column'`);
    });
  });

  describe('recording', () => {
    it('records an enquiry once, with a row per channel claimed for its first attempt', async () => {
      const { e, result } = await record(ledger);
      expect(result).toMatchObject({ kind: 'recorded', channels: ALL, confirmationLimited: false });
      expect(result.kind === 'recorded' && result.claims.map((c) => [c.channel, c.attempts])).toEqual(
        ALL.map((channel) => [channel, 1]),
      );
      const [entry] = await ledger.find(e.reference);
      expect(entry!.enquiry).toEqual(e);
      expect(entry!.deliveries.map((d) => [d.channel, d.state, d.attempts])).toEqual([
        ['automation', 'pending', 1],
        ['confirmation', 'pending', 1],
        ['mailbox', 'pending', 1],
      ]);
      // Nobody else takes them while the recorder holds them.
      expect(await ledger.claimDue(ALL, 10, at(CLAIM_MS - 1))).toEqual([]);
    });

    it('answers a replay with the first record, unchanged, and adds no channel rows', async () => {
      const { e } = await record(ledger, enquiry(), ['automation']);
      const again = await record(ledger, { ...e, timestamp: '2026-03-02T01:05:00.000Z' }, ALL);
      expect(again.result).toEqual({ kind: 'duplicate', reference: e.reference, changed: false });
      const [entry] = await ledger.find(e.submissionId);
      expect(entry!.deliveries.map((d) => d.channel)).toEqual(['automation']);
    });

    it('tells a duplicate with other content apart, and keeps the first', async () => {
      const { e } = await record(ledger);
      const changed = await record(ledger, { ...e, message: 'Actually, please come on Friday.' });
      expect(changed.result).toEqual({ kind: 'duplicate', reference: e.reference, changed: true });
      const [entry] = await ledger.find(e.submissionId);
      expect(entry!.enquiry.message).toBe(e.message);
    });

    it(`sends at most ${CONFIRMATION_LIMIT} confirmations to one address in 24 hours`, async () => {
      const results = [];
      for (let i = 0; i <= CONFIRMATION_LIMIT; i++) {
        results.push(
          (await record(ledger, enquiry({ email: 'same@example.com' }), ALL, at(i * MINUTE))).result,
        );
      }
      expect(results.map((r) => r.kind === 'recorded' && r.confirmationLimited)).toEqual([
        ...Array<boolean>(CONFIRMATION_LIMIT).fill(false),
        true,
      ]);
      const other = await record(ledger, enquiry({ email: 'other@example.com' }), ALL, at(5 * MINUTE));
      expect(other.result).toMatchObject({ confirmationLimited: false });
      const nextDay = await record(
        ledger,
        enquiry({ email: 'same@example.com' }),
        ALL,
        at(24 * 60 * MINUTE + MINUTE),
      );
      expect(nextDay.result).toMatchObject({ confirmationLimited: false });
    });

    it('decides one enquiry at a time: ten to one address recorded at once get no more confirmations than the limit', async () => {
      // On PostgreSQL the ten transactions run side by side (a pool of ten connections); without the site-wide
      // lock each would count the others' uncommitted rows as nothing, and all ten would pass.
      const results = await Promise.all(
        Array.from({ length: 10 }, () => record(ledger, enquiry({ email: 'burst@example.com' }), ALL, T0)),
      );
      const confirmed = results.filter(
        ({ result }) => result.kind === 'recorded' && !result.confirmationLimited,
      );
      expect(confirmed).toHaveLength(CONFIRMATION_LIMIT);
    });
  });

  describe('claims', () => {
    it('lets one process hold a channel; another gets nothing until the claim expires', async () => {
      const { e, held } = await record(ledger);
      expect(held('automation')).toMatchObject({ channel: 'automation', attempts: 1, enquiry: e });
      expect(await ledger.claim(e.submissionId, 'automation', at(CLAIM_MS - 1))).toBeNull();
      expect(await ledger.claim(e.submissionId, 'automation', at(CLAIM_MS))).toMatchObject({
        attempts: 2,
        enquiry: e,
      });
      expect(await ledger.claim(e.submissionId, 'automation', at(CLAIM_MS + 1))).toBeNull();
    });

    it('settles many deliveries at once in few statements, each row as its own settle says', async () => {
      const recorded = await Promise.all(
        Array.from({ length: 8 }, (_, i) => record(ledger, enquiry({ email: `settle${i}@example.com` }))),
      );
      // A confirmation no longer pending (dropped meanwhile) stays failed unless this attempt delivered it.
      const dropped = recorded[0]!;
      await db.query(
        "UPDATE booking_deliveries SET state = 'failed' WHERE submission_id = $1 AND channel = 'confirmation'",
        [dropped.e.submissionId],
      );
      const statements: string[] = [];
      const counted = createLedger({
        ...db,
        query: (text, params) => {
          if (/^\s*UPDATE booking_deliveries/.test(text)) statements.push(text);
          return db.query(text, params);
        },
      } as Db);
      const settles = recorded.flatMap(({ held }, i) => [
        counted.settle(held('automation'), { ok: true, answer: `ok ${i}`, status: 200 }, T0),
        counted.settle(held('mailbox'), { ok: false, answer: `busy ${i}`, status: 421 }, T0),
        counted.settle(held('confirmation'), { ok: false, answer: `no ${i}` }, T0),
      ]);
      const states = await Promise.all(settles);
      expect(states).toEqual(recorded.flatMap(() => ['delivered', 'pending', 'pending']));
      // The first alone, the other 23 waiting for it and written together.
      expect(statements.length).toBe(2);
      for (const [i, { e }] of recorded.entries()) {
        const [entry] = await ledger.find(e.submissionId);
        const row = (channel: Channel) => entry!.deliveries.find((d) => d.channel === channel);
        expect(row('automation')).toMatchObject({ state: 'delivered', lastAnswer: `ok ${i}` });
        expect(row('mailbox')).toMatchObject({ state: 'pending', lastAnswer: `busy ${i}`, lastStatus: 421 });
        expect(row('confirmation')).toMatchObject(
          i === 0 ? { state: 'failed' } : { state: 'pending', lastAnswer: `no ${i}` },
        );
      }
      // The claims are let go: a sweep after the retry wait finds the pending ones.
      const due = await ledger.claimDue(['mailbox'], 20, at(10 * MINUTE));
      expect(due.length).toBe(8);
    });

    it("writes a failed group's rows one at a time, so one bad row fails only its own settle", async () => {
      const [first, second, third] = await Promise.all(
        Array.from({ length: 3 }, (_, i) => record(ledger, enquiry({ email: `alone${i}@example.com` }))),
      );
      // Each settle statement's row count; a statement carrying the bad row fails, as a row the database
      // refuses would make it fail.
      const statements: number[] = [];
      const faulty = createLedger({
        ...db,
        query: (text, params) => {
          if (/^\s*UPDATE booking_deliveries/.test(text)) {
            const rows = JSON.parse(String(params?.[0])) as { last_answer: string }[];
            statements.push(rows.length);
            if (rows.some((row) => row.last_answer === 'bad row')) {
              return Promise.reject(new Error('the statement failed'));
            }
          }
          return db.query(text, params);
        },
      } as Db);
      const outcomes = await Promise.allSettled([
        faulty.settle(first!.held('automation'), { ok: true, answer: 'ok 0', status: 200 }, T0),
        faulty.settle(second!.held('automation'), { ok: true, answer: 'ok 1', status: 200 }, T0),
        faulty.settle(second!.held('mailbox'), { ok: true, answer: 'bad row', status: 250 }, T0),
        faulty.settle(third!.held('automation'), { ok: true, answer: 'ok 2', status: 200 }, T0),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      // The first alone; the three that waited for it together, refused; then each of those on its own.
      expect(statements).toEqual([1, 3, 1, 1, 1]);
      const row = async (e: { submissionId: string }, channel: Channel) =>
        (await ledger.find(e.submissionId))[0]!.deliveries.find((d) => d.channel === channel);
      expect(await row(first!.e, 'automation')).toMatchObject({ state: 'delivered', lastAnswer: 'ok 0' });
      expect(await row(second!.e, 'automation')).toMatchObject({ state: 'delivered', lastAnswer: 'ok 1' });
      expect(await row(third!.e, 'automation')).toMatchObject({ state: 'delivered', lastAnswer: 'ok 2' });
      expect(await row(second!.e, 'mailbox')).toMatchObject({ state: 'pending' });
      expect((await row(second!.e, 'mailbox'))?.lastAnswer).not.toBe('bad row');
    });

    it('never claims a delivered channel again', async () => {
      const { e, held } = await record(ledger);
      expect(await ledger.settle(held('mailbox'), { ok: true, answer: '250 OK', status: 250 }, T0)).toBe(
        'delivered',
      );
      expect(await ledger.claim(e.submissionId, 'mailbox', at(10 * MINUTE))).toBeNull();
      expect(await ledger.claimDue(ALL, 10, at(10 * MINUTE))).not.toContainEqual(
        expect.objectContaining({ submissionId: e.submissionId, channel: 'mailbox' }),
      );
      const [entry] = await ledger.find(e.submissionId);
      expect(entry!.deliveries.find((d) => d.channel === 'mailbox')).toMatchObject({
        state: 'delivered',
        attempts: 1,
        lastAnswer: '250 OK',
        lastStatus: 250,
        deliveredAt: T0,
      });
    });

    it('claims only the channels asked for, oldest first, at most the limit', async () => {
      const a = await record(ledger, enquiry(), ALL, T0);
      const b = await record(ledger, enquiry(), ALL, at(MINUTE));
      const due = await ledger.claimDue(['automation'], 1, free(2 * MINUTE));
      expect(due.map((d) => [d.submissionId, d.channel])).toEqual([[a.e.submissionId, 'automation']]);
      const rest = await ledger.claimDue(['automation'], 5, free(2 * MINUTE));
      expect(rest.map((d) => d.submissionId)).toEqual([b.e.submissionId]);
    });

    it('gives sweeps racing different rows, never the same one', async () => {
      const count = 60;
      for (let i = 0; i < count; i++)
        // Every confirmation claimed too: the site-wide cap is not what this is about.
        await record(ledger, enquiry({ email: `racer${i}@example.com` }), ALL, at(i), { sitePerHour: count });
      const now = free(MINUTE);
      const claims = await Promise.all(Array.from({ length: 8 }, () => ledger.claimDue(ALL, 30, now)));
      const keys = claims.flat().map((d) => `${d.submissionId}/${d.channel}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toHaveLength(count * ALL.length);
    });

    it('lets exactly one of many processes claim the same channel at once', async () => {
      const { e } = await record(ledger);
      const claims = await Promise.all(
        Array.from({ length: 12 }, () => ledger.claim(e.submissionId, 'automation', free(MINUTE))),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('failures, backoff and giving up', () => {
    it('retries at every sweep for ten minutes, then waits 1, 2, 4... minutes, up to 15', async () => {
      const { e, held } = await record(ledger);
      const fail = async (claimed: ClaimedDelivery, now: Date) => {
        await ledger.settle(claimed, { ok: false, answer: 'the automation answered 500', status: 500 }, now);
        const [entry] = await ledger.find(e.submissionId);
        return entry!.deliveries.find((d) => d.channel === 'automation')!;
      };
      const claimAndFail = async (now: Date) =>
        fail((await ledger.claim(e.submissionId, 'automation', now))!, now);
      expect((await fail(held('automation'), at(MINUTE))).nextAttemptAt).toEqual(at(MINUTE));
      const waits: number[] = [];
      let now = at(RETRY_EVERY_SWEEP_MS);
      for (let i = 0; i < 7; i++) {
        const row = await claimAndFail(now);
        expect(row.state).toBe('pending');
        waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 1000);
        now = row.nextAttemptAt;
      }
      expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900]);
      expect(waits[0]).toBe(FIRST_WAIT_S);
      expect(Math.max(...waits)).toBe(MAX_WAIT_S);
    });

    it('marks a channel failed after 24 hours, and drops a confirmation after 2', async () => {
      const { e } = await record(ledger);
      const late = (await ledger.claim(e.submissionId, 'automation', at(GIVE_UP_MS)))!;
      expect(late).not.toBeNull();
      expect(
        await ledger.settle(late, { ok: false, answer: 'the automation answered 500' }, at(GIVE_UP_MS)),
      ).toBe('failed');
      expect(await ledger.giveUp(at(CONFIRMATION_GIVE_UP_MS - 1))).toBe(0);
      expect(await ledger.giveUp(at(CONFIRMATION_GIVE_UP_MS))).toBe(1);
      expect(await ledger.giveUp(at(GIVE_UP_MS))).toBe(1);
      const [entry] = await ledger.find(e.submissionId);
      const byChannel = Object.fromEntries(entry!.deliveries.map((d) => [d.channel, d]));
      expect(byChannel.automation).toMatchObject({ state: 'failed' });
      expect(byChannel.automation!.lastAnswer).toMatch(/gave up after 24 hours/);
      expect(byChannel.confirmation).toMatchObject({ state: 'failed' });
      expect(byChannel.confirmation!.lastAnswer).toMatch(/dropped: not sent within 2 hours/);
      expect(byChannel.mailbox!.lastAnswer).toMatch(/not delivered within 24 hours/);
    });

    it('leaves a channel held by an unexpired claim alone when giving up', async () => {
      const { e } = await record(ledger);
      await ledger.claim(e.submissionId, 'confirmation', at(CONFIRMATION_GIVE_UP_MS - 1000));
      expect(await ledger.giveUp(at(CONFIRMATION_GIVE_UP_MS))).toBe(0);
    });
  });

  describe('alerts and retention', () => {
    it('lets one alert of a kind through per period, and hands it back when it was not sent', async () => {
      expect(await ledger.claimAlert('automation', 60 * MINUTE, T0)).toBe(true);
      expect(await ledger.claimAlert('automation', 60 * MINUTE, at(59 * MINUTE))).toBe(false);
      expect(await ledger.claimAlert('automation', 60 * MINUTE, at(60 * MINUTE))).toBe(true);
      await ledger.releaseAlert('automation', at(60 * MINUTE));
      expect(await ledger.claimAlert('automation', 60 * MINUTE, at(61 * MINUTE))).toBe(true);
    });

    it('lists the enquiries the automation has not taken, with its last answer', async () => {
      const { e, held } = await record(ledger);
      await ledger.settle(
        held('automation'),
        { ok: false, answer: 'the automation answered 410', status: 410 },
        T0,
      );
      const delivered = await record(ledger);
      await ledger.settle(
        delivered.held('automation'),
        { ok: true, answer: 'the automation answered 200', status: 200 },
        T0,
      );
      expect(await ledger.waitingForAutomation()).toEqual([
        expect.objectContaining({ reference: e.reference, lastStatus: 410, attempts: 1 }),
      ]);
    });

    it('deletes settled enquiries past the retention period, never one still pending', async () => {
      const settled = await record(ledger, enquiry(), ['automation']);
      await ledger.settle(settled.held('automation'), { ok: true, answer: 'ok' }, T0);
      const pending = await record(ledger, enquiry(), ['automation']);
      const recent = await record(ledger, enquiry(), [], at(2 * MINUTE));
      expect(await ledger.purge(at(MINUTE))).toBe(1);
      const left = (await ledger.list(new Date(0))).map((entry) => entry.submissionId).sort();
      expect(left).toEqual([pending.e.submissionId, recent.e.submissionId].sort());
    });

    it('reopens a delivered channel for a resend', async () => {
      const { e, held } = await record(ledger, enquiry(), ['mailbox']);
      await ledger.settle(held('mailbox'), { ok: true, answer: 'ok' }, T0);
      await ledger.reopen(e.submissionId, 'mailbox', at(MINUTE));
      await ledger.reopen(e.submissionId, 'automation', at(MINUTE));
      expect((await ledger.claimDue(ALL, 10, at(MINUTE))).map((d) => d.channel).sort()).toEqual([
        'automation',
        'mailbox',
      ]);
    });
  });

  describe("the office's changes (issue 39)", () => {
    const slot = {
      date: sydneyDaysAfter(7, T0),
      windowFrom: '08:00',
      windowTo: '10:00',
      priceCents: null,
      note: '',
    };

    it('changes only at the version and in a state the action starts from, and keys each delivery by its change', async () => {
      const { e } = await record(ledger, enquiry(), []);
      const change = (action: 'confirm' | 'move' | 'cancel', version: number, now: Date) =>
        ledger.change({
          submissionId: e.submissionId,
          action,
          version,
          actor: 'owner@site.example',
          slot,
          reason: action === 'cancel' ? 'Away' : null,
          channels: ['client-update'],
          now,
        });
      const booked = await change('confirm', 0, at(MINUTE));
      expect(booked).toMatchObject({ kind: 'changed', version: 1, change: { event: 'booked', sequence: 1 } });
      expect(await change('confirm', 1, at(MINUTE))).toEqual({ kind: 'conflict' });
      expect(await change('move', 0, at(MINUTE))).toEqual({ kind: 'conflict' });
      const moved = await change('move', 1, at(2 * MINUTE));
      expect(moved).toMatchObject({ kind: 'changed', version: 2, change: { event: 'moved', sequence: 2 } });
      if (booked.kind !== 'changed' || moved.kind !== 'changed') throw new Error('not changed');
      // Two deliveries on one channel, one per change; the sweep finds both once their claims run out.
      const due = await ledger.claimDue(['client-update'], 10, free(2 * MINUTE));
      expect(due.map((d) => [d.eventId, d.change?.event, d.change?.slot])).toEqual([
        [booked.change.id, 'booked', slot],
        [moved.change.id, 'moved', slot],
      ]);
      await ledger.settle(due[0]!, { ok: true, answer: 'ok' }, free(2 * MINUTE));
      expect((await ledger.updateDeliveries(e.submissionId)).map((d) => [d.eventId, d.state])).toEqual([
        [booked.change.id, 'delivered'],
        [moved.change.id, 'pending'],
      ]);
      // The enquiry's own channels are not among them.
      expect((await ledger.find(e.submissionId))[0]!.deliveries).toEqual([]);
    });

    it("gives up on a change's delivery 24 hours after the change, not after the enquiry", async () => {
      const { e } = await record(ledger, enquiry(), []);
      const changedAt = at(GIVE_UP_MS);
      await ledger.change({
        submissionId: e.submissionId,
        action: 'confirm',
        version: 0,
        actor: 'owner@site.example',
        slot,
        channels: ['client-update'],
        now: changedAt,
      });
      const later = (ms: number) => new Date(changedAt.getTime() + CLAIM_MS + ms);
      expect(await ledger.giveUp(later(0))).toBe(0);
      expect(await ledger.giveUp(new Date(changedAt.getTime() + GIVE_UP_MS))).toBe(1);
    });
  });
});

describe('afterAttempt', () => {
  const claimed = { channel: 'automation' as Channel, receivedAt: T0, retryWaitS: 0 };
  it('is delivered on success', () => {
    expect(afterAttempt(claimed, { ok: true, answer: 'ok' }, at(MINUTE)).state).toBe('delivered');
  });
  it('doubles the wait it was given, up to the cap', () => {
    const failed = { ok: false, answer: 'x' };
    expect(afterAttempt({ ...claimed, retryWaitS: 480 }, failed, at(RETRY_EVERY_SWEEP_MS)).retryWaitS).toBe(
      900,
    );
    expect(afterAttempt({ ...claimed, retryWaitS: 900 }, failed, at(RETRY_EVERY_SWEEP_MS)).retryWaitS).toBe(
      900,
    );
    expect(afterAttempt(claimed, failed, at(RETRY_EVERY_SWEEP_MS - 1)).retryWaitS).toBe(0);
  });
});

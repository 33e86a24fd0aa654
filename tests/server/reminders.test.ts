// @vitest-environment node
/**
 * The day-before reminders and the office's daily list (src/server/booking/send-reminders.ts, the ledger's
 * src/server/ledger/reminders.ts), on the real throwaway PostgreSQL and a real SMTP server, one of each for
 * the file. Time is the ledger's injected clock, from the tests' fixed instant: inspections on the Monday
 * after the clocks go back (tests/support/clock.ts finds it), whose reminder hour falls on the 25-hour Sunday.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingProcessPage } from '../../src/content/pages/booking-process';
import { bookingReference } from '../../src/domain/booking/reference';
import { linkNonce, readLink, verifyLink } from '../../src/server/booking/links';
import { reminderDue, reminderLate } from '../../src/server/booking/reminders';
import { addDays, sydneyInstant } from '../../src/domain/booking/sydney-time';
import { digestKind, sendReminders, type ReminderOptions } from '../../src/server/booking/send-reminders';
import { contentHash, type Enquiry } from '../../src/domain/booking/enquiry';
import type { Db } from '../../src/server/ledger/db';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { createReminderStore } from '../../src/server/ledger/reminders';
import { migrate } from '../../src/server/ledger/migrate';
import { nodemailerTransport } from '../../src/server/mail/nodemailer-transport';
import {
  DIGEST_TITLE,
  REMINDER_AGREEMENT_NOTE,
  REMINDER_ASK,
  REMINDER_BOOKING_PAGE_NOTE,
  REMINDER_FEE_WARNING,
  REMINDER_INTRO,
  REMINDER_NO_FEE,
  reminderMail,
  REMINDER_TITLE,
} from '../../src/server/mail/reminder-mail';
import { parseSmtpUrl } from '../../src/server/mail/smtp-url';
import { sydneyClockChangeDays } from '../support/clock';
import { freshPostgres } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { validPayload } from './support';
import { formatDayDate, propertyAddress, windowText } from '../../src/domain/booking/words';

/** The Monday after daylight time ends: its reminder hour is on the Sunday the clocks go back. */
const DATE = addDays(sydneyClockChangeDays().back, 1);
/** When the enquiries were received and booked: a week before. */
const BOOKED_AT = sydneyInstant(addDays(DATE, -7), '11:00');
const DUE = reminderDue(DATE, 9);
const MINUTE = 60_000;
const SECRET = 'reminder-test-link-secret-0123456789';
const SITE = 'https://www.harbourline.example';
const OFFICE = 'office@harbourline.example';

let db: Db;
let ledger: Ledger;
let smtp: MailServer;
let options: ReminderOptions;
let counter = 0;

beforeAll(async () => {
  [db, smtp] = await Promise.all([freshPostgres(), startMailServer()]);
  await migrate(db);
  ledger = createLedger(db);
  options = {
    automation: null,
    mail: {
      transport: nodemailerTransport(parseSmtpUrl(smtp.url)),
      from: 'Bookings <bookings@harbourline.example>',
      notifyTo: [OFFICE],
    },
    siteOrigin: SITE,
    decisions: { writtenAgreement: 'confirmed' },
    linkSecret: SECRET,
    reminderHour: 9,
    limit: 10,
  };
});
afterAll(async () => {
  await options.mail?.transport.close?.();
  await Promise.all([db.close(), smtp.close()]);
});
beforeEach(async () => {
  await db.query('DELETE FROM booking_enquiries');
  await db.query('DELETE FROM booking_alerts');
  smtp.setMode('accept');
  smtp.clear();
});

/** An enquiry booked by the office for `date`, its agreement sent; accepted when `accepted`. */
async function booked(date: string, windowFrom: string, { accepted = false } = {}) {
  const submissionId = `reminder-test-${counter++}-aaaaaaaa`;
  const enquiry = {
    ...(validPayload() as unknown as Enquiry),
    receivedAt: BOOKED_AT.toISOString(),
    email: `client${counter}@example.com`,
    bookedBy: 'Buyer or owner',
    submissionId,
    reference: bookingReference(submissionId),
  } as Enquiry;
  const now = BOOKED_AT;
  await ledger.record({
    enquiry,
    contentHash: await contentHash(enquiry),
    channels: [],
    confirmTo: null,
    now,
  });
  const slot = { date, windowFrom, windowTo: '12:00', priceCents: 76_000, note: '' };
  const result = await ledger.change({
    submissionId,
    action: 'confirm',
    version: 0,
    actor: OFFICE,
    slot,
    channels: [],
    agreement: { version: 'v1', nonce: linkNonce() },
    now,
  });
  if (result.kind !== 'changed') throw new Error('not booked');
  if (accepted) {
    await db.query(
      `INSERT INTO agreement_acceptances (submission_id, reference, version, text_sha256, text, name, on_behalf,
         accepted_at, booking_state, keep_until)
       VALUES ($1, $2, 'v1', 'x', 'x', 'Jane Citizen', false, $3, 'booked', $3)`,
      [submissionId, enquiry.reference, now],
    );
  }
  return { enquiry, slot, version: result.version };
}

const sweepAt = (at: Date, given: Partial<ReminderOptions> = {}) =>
  sendReminders({ ledger, now: () => at, log: () => {} }, { ...options, ...given });
const reminders = () => smtp.received.filter((mail) => mail.subject.startsWith(REMINDER_TITLE));
const digests = () => smtp.received.filter((mail) => mail.to.includes(OFFICE));

describe('the reminder', () => {
  it('goes once to each booked client from the reminder hour, however many sweeps race for it', async () => {
    const { enquiry, slot } = await booked(DATE, '08:30');
    await booked(DATE, '13:00');
    expect(await sweepAt(new Date(DUE.getTime() - MINUTE))).toMatchObject({ reminded: 0, digest: false });
    expect(smtp.received).toHaveLength(0);

    const racing = await Promise.all([0, 1, 2, 3].map((i) => sweepAt(new Date(DUE.getTime() + i))));
    expect(racing.reduce((sum, report) => sum + report.reminded, 0)).toBe(2);
    await sweepAt(new Date(DUE.getTime() + 30 * MINUTE));
    expect(
      reminders()
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([enquiry.email, `client${counter}@example.com`].sort());
    expect(digests()).toHaveLength(1);

    const mail = reminders().find((m) => m.to[0] === enquiry.email)!;
    const access = bookingProcessPage.steps.find((step) => step.id === 'access')!;
    expect(mail.text).toContain(formatDayDate(DATE));
    expect(mail.text).toContain(windowText(slot));
    expect(mail.text).toContain(propertyAddress(enquiry));
    expect(mail.text).toContain(access.body.split('\n')[0]);
    expect(mail.text).toContain(REMINDER_AGREEMENT_NOTE);
    // Issue 55: "the property", not "your property": a buyer does not own it yet.
    expect(mail.text).toContain(REMINDER_INTRO);
    expect(mail.text).not.toMatch(/your property/i);
    // Issue 55: the time is agreed, so access passes it on; and the cancel invitation says what a cancel costs.
    expect(mail.text).not.toContain('we will confirm the time with them');
    expect(mail.text).toContain('we will let them know the booked time');
    expect(mail.text).toContain(`${REMINDER_ASK} ${REMINDER_NO_FEE} ${REMINDER_BOOKING_PAGE_NOTE}`);
    const acceptedMail = reminderMail(
      {
        enquiry,
        slot,
        to: enquiry.email,
        agreementUrl: null,
        bookingPageUrl: 'https://x.example/b',
        accepted: true,
      },
      { from: 'a@x.example', siteOrigin: 'https://x.example' },
    );
    expect(acceptedMail.text).toContain(`${REMINDER_ASK} ${REMINDER_FEE_WARNING}`);
    // The booking page's link is signed for the purpose 'booking' with the booking's nonce.
    const page = /\/booking\/([^\s]+)/.exec(mail.text)![1]!;
    const [row] = await db.query<{ link_nonce: string }>(
      'SELECT link_nonce FROM booking_enquiries WHERE submission_id = $1',
      [enquiry.submissionId],
    );
    const nonce = row!.link_nonce;
    expect(await verifyLink(SECRET, readLink(decodeURIComponent(page))!, { purpose: 'booking', nonce })).toBe(
      true,
    );
  });

  it('is claimed by one sweep only, while another waits on the same row', async () => {
    await booked(DATE, '08:30');
    const store = createReminderStore(db);
    await store.prepareReminders(DATE);
    let other: Promise<unknown[]> | undefined;
    const first = await db.transaction(async (tx) => {
      const claimed = await createReminderStore(tx).claimReminders(DATE, DUE, 10);
      // A second sweep while the first holds its claim uncommitted: it must not wait its turn and claim again.
      let settled = false;
      other = store.claimReminders(DATE, DUE, 10).finally(() => (settled = true));
      for (;;) {
        const [row] = await db.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (settled || row!.waiting > 0) break;
      }
      return claimed;
    });
    expect(first).toHaveLength(1);
    expect(await other).toHaveLength(0);
  });

  it('leaves out the agreement link once the agreement is accepted', async () => {
    await booked(DATE, '08:30', { accepted: true });
    await sweepAt(DUE);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).not.toContain(REMINDER_AGREEMENT_NOTE);
    expect(reminders()[0]!.text).toContain(`${SITE}/booking/`);
  });

  it('is tried again by the next sweep when the mail server refuses it', async () => {
    await booked(DATE, '08:30');
    smtp.setMode('refuse');
    expect(await sweepAt(DUE)).toMatchObject({ reminded: 0, digest: false });
    smtp.setMode('accept');
    expect(await sweepAt(new Date(DUE.getTime() + 5 * MINUTE))).toMatchObject({ reminded: 1, digest: true });
    expect(reminders()).toHaveLength(1);
  });

  it('is dropped once the inspection day starts, and the next daily list tells the office', async () => {
    const { enquiry } = await booked(DATE, '08:30');
    smtp.setMode('refuse');
    await sweepAt(DUE);
    smtp.setMode('accept');
    const midnight = reminderLate(DATE);
    expect(await sweepAt(midnight)).toMatchObject({ reminded: 0, dropped: 1 });
    expect(await sweepAt(new Date(midnight.getTime() + MINUTE))).toMatchObject({ reminded: 0, dropped: 0 });
    expect(reminders()).toHaveLength(0);
    // The next list (for the day after) names it, once.
    const next = reminderDue(addDays(DATE, 1), 9);
    await sweepAt(next);
    await db.query('DELETE FROM booking_alerts');
    await sweepAt(new Date(next.getTime() + MINUTE));
    const lists = digests();
    expect(lists).toHaveLength(2);
    // Issue 59: the list also names the booking's report as due; the dropped reminder is named once.
    const dropped = `${enquiry.reference}, inspection `;
    expect(lists[0]!.text).toContain(dropped);
    expect(lists[1]!.text).not.toContain(dropped);
  });

  it('comes again for a booking moved to another day', async () => {
    const { enquiry, slot, version } = await booked(DATE, '08:30');
    await sweepAt(DUE);
    const moved = await ledger.change({
      submissionId: enquiry.submissionId,
      action: 'move',
      version,
      actor: OFFICE,
      slot: { ...slot, date: addDays(DATE, 2) },
      channels: [],
      now: new Date(DUE.getTime() + MINUTE),
    });
    expect(moved.kind).toBe('changed');
    await sweepAt(reminderDue(addDays(DATE, 2), 9));
    expect(reminders().map((mail) => mail.text.includes(formatDayDate(addDays(DATE, 2))))).toEqual([
      false,
      true,
    ]);
  });
});

describe("the office's daily list", () => {
  it('lists tomorrow’s inspections once a day, agreements not accepted first', async () => {
    const early = await booked(DATE, '07:30', { accepted: true });
    const late = await booked(DATE, '14:00');
    await booked(addDays(DATE, 1), '09:00');
    await sweepAt(DUE);
    await sweepAt(new Date(DUE.getTime() + 60 * MINUTE));
    const lists = digests();
    expect(lists).toHaveLength(1);
    expect(lists[0]!.subject).toContain(DIGEST_TITLE.toLowerCase());
    const text = lists[0]!.text;
    expect(text.indexOf(late.enquiry.reference)).toBeGreaterThan(-1);
    expect(text.indexOf(late.enquiry.reference)).toBeLessThan(text.indexOf(early.enquiry.reference));
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(2);
    expect(await ledger.claimAlert(digestKind(DATE), 1, DUE)).toBe(false);
  });
});

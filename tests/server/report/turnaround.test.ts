// @vitest-environment node
/**
 * The report's turnaround (issue 59) on a real PostgreSQL and SMTP, at a fixed clock: the schedule's reports due
 * and its rows' flags (overdue past the window's end plus the promise; nothing for a published report, a product
 * without a promise or a cancelled booking), the last 30 days' figures from the first versions, and the daily
 * list naming the reports due tomorrow and those overdue. Reports are written as publishing writes them, at
 * chosen instants; publishing itself is report.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  actionPath,
  enquiryPath,
  OFFICE_API,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeSchedule,
} from '../../../src/api/office';
import { reportWithinHours } from '../../../src/content/catalog';
import { serviceOptions } from '../../../src/domain/booking/options';
import type { BookingSlot } from '../../../src/domain/booking/states';
import { addDays, sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { windowEnd } from '../../../src/domain/booking/turnaround';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { sendReminders } from '../../../src/server/booking/send-reminders';
import { DIGEST_TITLE } from '../../../src/server/mail/reminder-mail';
import { sydneyDaysAfter } from '../../support/clock';
import { bookingPost, validPayload } from '../support';
import { OWNER, officeSuite } from '../office/support';

const office = officeSuite();
const HOUR = 3_600_000;

const promising = serviceOptions.find((option) => reportWithinHours(option.slug) !== null)!;
const silent = serviceOptions.find((option) => reportWithinHours(option.slug) === null)!;
const promise = reportWithinHours(promising.slug)!;

/** The site without mail, for the bookings this test only needs in the ledger (the mails are other tests'). */
const quiet = () => office.configFor({}, { mail: false });
let count = 0;
/** An enquiry for `service`, confirmed for `date` with a window ending at `windowTo`; its reference and slot. */
async function booked(service: { label: string }, date: string, windowTo: string) {
  const n = ++count;
  const submissionId = `7e1a2b3c-5959-4222-8333-${String(n).padStart(12, '0')}`;
  const answer = await handleBookingRequest(
    bookingPost({
      ...validPayload(),
      submissionId,
      service: service.label,
      name: `Client ${'ABCDEFGHIJ'[n]}`,
    }),
    quiet(),
  );
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  const slot: BookingSlot = { date, windowFrom: '08:00', windowTo, priceCents: 45_000, note: '' };
  const confirmed = await office.call(
    office.request(actionPath(reference, 'confirm'), {
      method: 'POST',
      body: { version: 0, slot, agreed: true },
      cookie: await office.session(),
    }),
    quiet(),
  );
  expect(confirmed.status).toBe(200);
  await office.idle();
  const { version } = (await confirmed.json()) as OfficeEnquiryDetail;
  return { reference, submissionId, slot, version };
}
type Booked = Awaited<ReturnType<typeof booked>>;

/** A published version, as publishing writes it, at `hours` after the window's end. */
async function publishedAt(b: Booked, version: number, hours: number) {
  const at = new Date(windowEnd(b.slot).getTime() + hours * HOUR);
  await office.query(
    `INSERT INTO booking_reports (submission_id, reference, version, file_id, bytes, sha256, summary, published_at,
                                  published_by, keep_until, keep_file_until)
     VALUES ($1, $2, $3, $4, 1000, 'ab', '{}'::jsonb, $5, 'office', $6, $6)`,
    [b.submissionId, b.reference, version, `${b.submissionId}-${version}`, at, new Date(at.getTime() + 1e12)],
  );
}

describe("the report's turnaround", () => {
  it('lists the reports due with the overdue flagged, gives the 30 days’ figures from first versions, and the daily list names tomorrow’s and the overdue', async () => {
    const day1 = sydneyDaysAfter(1);
    const day4 = sydneyDaysAfter(4);
    // Kept within the promise, at it, past it; a product that promises nothing; never published; cancelled.
    const [early, onTime, late, noPromise, overdue, cancelled, today] = await Promise.all([
      booked(promising, day1, '10:00'),
      booked(promising, day1, '11:00'),
      booked(promising, day1, '12:00'),
      booked(silent, day1, '10:00'),
      booked(promising, day1, '13:00'),
      booked(promising, day1, '14:00'),
      // Inspected on the day the clock moves to, its window ended an hour before: due tomorrow.
      booked(promising, day4, '10:00'),
    ]);
    const cancel = await office.call(
      office.request(actionPath(cancelled!.reference, 'cancel'), {
        method: 'POST',
        body: { version: cancelled!.version, reason: 'The buyer withdrew.' },
        cookie: await office.session(),
      }),
    );
    expect(cancel.status).toBe(200);
    await office.idle();

    await publishedAt(early!, 1, promise / 2);
    await publishedAt(early!, 2, promise * 2); // a correction: the first version is what counts
    await publishedAt(onTime!, 1, promise);
    await publishedAt(late!, 1, promise * 1.25);
    await publishedAt(noPromise!, 1, promise * 1.5);

    office.state.clock.set(sydneyInstant(day4, '11:00'));
    const cookie = await office.session();
    const get = async <T>(path: string) => {
      const answer = await office.call(office.request(path, { cookie }));
      expect(answer.status).toBe(200);
      return (await answer.json()) as T;
    };

    const schedule = await get<OfficeSchedule>(`${OFFICE_API.schedule}?range=week`);
    const dueOf = (b: Booked) => new Date(windowEnd(b.slot).getTime() + promise * HOUR).toISOString();
    expect(schedule.reportsDue).toEqual([
      {
        reference: overdue!.reference,
        name: 'Client F',
        inspection: promising.title,
        suburb: validPayload().suburb,
        due: dueOf(overdue!),
        overdue: true,
      },
      expect.objectContaining({ reference: today.reference, due: dueOf(today), overdue: false }),
    ]);
    // Hours to the first versions: promise × ½, 1, 1¼ and 1½; nearest rank: the 2nd of 4, and the 4th.
    expect(schedule.turnaround).toEqual({
      days: 30,
      published: 4,
      medianHours: promise,
      p90Hours: promise * 1.5,
      promised: 3,
      withinPromise: 2,
    });
    expect(schedule.rows.find((row) => row.reference === today.reference)?.reportDue).toEqual({
      due: dueOf(today),
      overdue: false,
    });

    const booked_ = await get<OfficeList>(`${OFFICE_API.enquiries}?tab=booked`);
    const flags = Object.fromEntries(booked_.rows.map((row) => [row.reference, row.reportDue ?? null]));
    expect(flags[overdue!.reference]).toEqual({ due: dueOf(overdue!), overdue: true });
    expect(flags[early!.reference]).toBeNull();
    expect(flags[noPromise!.reference]).toBeNull();
    const closed = await get<OfficeEnquiryDetail>(enquiryPath(cancelled!.reference));
    expect(closed.row.state).toBe('cancelled');
    expect(schedule.reportsDue.map((r) => r.reference)).not.toContain(cancelled!.reference);

    // The daily list, sent from the reminder hour: tomorrow's report and the overdue one, by reference.
    const report = await sendReminders(
      { ledger: office.ledger(), now: () => office.state.clock.now(), log: () => {} },
      { ...office.state.config, limit: 10 },
    );
    expect(report.digest).toBe(true);
    const digest = office
      .smtp()
      .received.find(
        (mail) => mail.envelopeTo.includes(OWNER) && mail.subject.includes(DIGEST_TITLE.toLowerCase()),
      )!;
    const lines = digest.text.split('\n');
    expect(lines.find((line) => line.includes(overdue!.reference))).toMatch(/Overdue: it was due /);
    expect(lines.find((line) => line.includes(today.reference))).toMatch(
      new RegExp(`Due .*${addDays(day4, 1).slice(0, 4)}`),
    );
    for (const b of [early!, onTime!, late!, noPromise!, cancelled!])
      expect(digest.text).not.toContain(b.reference);
  });
});

/**
 * What the sweep does for the day before an inspection (issue 41), on every host: from BOOKING_REMINDER_HOUR
 * in Sydney on the day before, each booked client gets one reminder and the office one list of tomorrow's
 * inspections. Whenever a sweep runs after that hour (a Vercel cron on the Hobby plan fires late in its hour),
 * it sends whatever is due; a reminder that has not gone when the inspection's day starts is dropped, and the
 * office's next list names it. Never throws.
 */
import { agreementUrl } from '../agreement/mail.js';
import { agreementsOn, type DeliveryConfig } from '../delivery.js';
import { clientAddress } from '../../domain/booking/addressees.js';
import type { Ledger } from '../ledger/ledger.js';
import { createReminderStore, type ClaimedReminder } from '../ledger/reminders.js';
import { printable, type BookingLogger } from '../log.js';
import { digestMail, reminderMail } from '../mail/reminder-mail.js';
import { bookingPageToken, bookingPageUrl, bookingViewToken, signLink } from './links.js';
import { DEFAULT_REMINDER_HOUR, reminderDateAt, reminderLate } from './reminders.js';
import { sydneyDate, sydneyWallTime } from '../../domain/booking/sydney-time.js';
import { reportsDue } from '../report/turnaround.js';
import { bookingPayments } from '../payments/summary.js';

/** The office's list is claimed once per Sydney date: its claim never runs out (booking_alerts). */
const ONCE = 100 * 365 * 24 * 60 * 60_000;
export const digestKind = (date: string) => `office-digest:${date}`;

export interface ReminderReport {
  reminded: number;
  dropped: number;
  digest: boolean;
}

export interface ReminderOptions extends DeliveryConfig {
  reminderHour?: number;
  /** At most this many reminders per sweep. */
  limit: number;
}

async function reminderFor(
  config: ReminderOptions,
  claimed: ClaimedReminder,
  from: string,
  ledger: Ledger,
  at: Date,
) {
  const { enquiry, links } = claimed;
  // Issue 52: the client's, with their booking page. Only a booking made for a client whose address was never
  // given (before issue 52) reminds the booker instead, with a read-only page and no agreement link.
  const client = clientAddress(enquiry, links);
  const to = client ?? enquiry.email;
  let agreement: string | null = null;
  let page: string | null = null;
  if (config.linkSecret && links) {
    if (agreementsOn(config) && links.version && !claimed.accepted && client) {
      const token = await signLink(config.linkSecret, {
        purpose: 'agreement',
        submissionId: enquiry.submissionId,
        nonce: links.nonce,
        version: links.version,
      });
      agreement = agreementUrl(config.siteOrigin, token);
    }
    const token = client
      ? await bookingPageToken(config.linkSecret, enquiry.submissionId, links.nonce)
      : await bookingViewToken(config.linkSecret, enquiry.submissionId, links.nonce);
    page = bookingPageUrl(config.siteOrigin, token);
  }
  return reminderMail(
    {
      enquiry,
      slot: claimed.slot,
      to,
      agreementUrl: agreement,
      bookingPageUrl: page,
      readOnlyPage: !client,
      accepted: claimed.accepted,
      payment: (await bookingPayments(ledger.db, enquiry.submissionId, claimed.slot, at))?.summary ?? null,
    },
    { from, siteOrigin: config.siteOrigin },
  );
}

export async function sendReminders(
  { ledger, now, log }: { ledger: Ledger; now: () => Date; log: BookingLogger },
  config: ReminderOptions,
): Promise<ReminderReport> {
  const report: ReminderReport = { reminded: 0, dropped: 0, digest: false };
  const store = createReminderStore(ledger.db);
  try {
    const at = now();
    const today = sydneyWallTime(at).date;
    report.dropped = await store.dropLate(today, reminderLate(today), at);
    if (report.dropped)
      log(`[bookings] ${report.dropped} reminders dropped: not sent before the inspection day`);
    const date = reminderDateAt(at, config.reminderHour ?? DEFAULT_REMINDER_HOUR);
    const mail = config.mail;
    if (!date || !mail) return report;
    await store.prepareReminders(date);
    for (const claimed of await store.claimReminders(date, at, config.limit)) {
      const result = await reminderFor(config, claimed, mail.from, ledger, at)
        .then((message) => mail.transport.send(message))
        .catch((error: Error) => ({ ok: false, answer: error?.message ?? 'error' }));
      await store.settleReminder(claimed, result.ok, printable(result.answer, 200), now());
      if (result.ok) report.reminded++;
      else
        log(`[bookings] reminder of ${claimed.enquiry.reference} not sent: ${printable(result.answer, 120)}`);
    }
    if (mail.notifyTo.length > 0 && (await ledger.claimAlert(digestKind(date), ONCE, at))) {
      // Issue 60: each inspection's payment, so the list names those with a deposit still due.
      const entries = await Promise.all(
        (await store.digest(date)).map(async (entry) => ({
          ...entry,
          payment: (await bookingPayments(ledger.db, entry.submissionId, entry.slot, at))?.summary ?? null,
        })),
      );
      const dropped = await store.droppedUntold();
      // Issue 59: the reports due on the list's day (tomorrow, in Sydney) and any overdue now.
      const reports = (await reportsDue(ledger.db, at, date)).filter(
        (report) => report.overdue || sydneyDate(report.due) === date,
      );
      const message = digestMail(date, entries, dropped, {
        from: mail.from,
        to: mail.notifyTo,
        agreements: agreementsOn(config),
        reports,
      });
      const result = await mail.transport
        .send(message)
        .catch((error: Error) => ({ ok: false, answer: error?.message ?? 'error' }));
      if (result.ok) {
        report.digest = true;
        await store.markTold(dropped.map((d) => d.reference));
      } else {
        await ledger.releaseAlert(digestKind(date), at);
        log(`[bookings] the office's daily list could not be sent: ${printable(result.answer, 120)}`);
      }
    }
  } catch (error) {
    log(`[bookings] reminders stopped: ${printable((error as Error)?.message ?? 'error', 120)}`);
  }
  return report;
}

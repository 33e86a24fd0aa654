/**
 * The report's turnaround as the office sees it (issue 59), one query each: the reports due (a booked or done
 * inspection of a product that promises a time, with no version published), for the schedule and the daily
 * list; and, for the last 30 days, the hours from each window's end to its report's first version and how many
 * promises were kept. The rules are the domain's (domain/booking/turnaround.ts); these read the rows.
 */
import type { OfficeReportDue, OfficeTurnaround } from '../../api/office.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { jobOfEnquiry } from '../../domain/booking/job.js';
import { serviceOptions } from '../../domain/booking/options.js';
import type { BookingSlot, EnquiryState } from '../../domain/booking/states.js';
import { addDays, sydneyDate } from '../../domain/booking/sydney-time.js';
import {
  promisedHours,
  reportDue,
  turnaroundStats,
  windowEnd,
  type ReportDue,
} from '../../domain/booking/turnaround.js';
import type { Db, Row } from '../ledger/db.js';

/** The period the office's figures cover, and how far back the list of reports due looks. */
export const TURNAROUND_DAYS = 30;
const DAY_MS = 86_400_000;

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The product a booking is of: the job the office booked, or, before jobs were kept, the enquiry's choice. */
export const serviceOf = (slot: BookingSlot, enquiry: Enquiry): string =>
  slot.job?.service ?? jobOfEnquiry(enquiry).service;

export interface DueReport extends ReportDue {
  submissionId: string;
  reference: string;
  enquiry: Enquiry;
  slot: BookingSlot;
}

/**
 * The reports due for the inspections booked from TURNAROUND_DAYS days before today (in Sydney) up to the
 * date `through`, the earliest due first. An inspection older than that is no longer chased here: the ledger
 * holds done bookings from before reports were published through the office, which never will be.
 */
export async function reportsDue(db: Db, now: Date, through: string): Promise<DueReport[]> {
  const rows = await db.query(
    `SELECT e.submission_id, e.reference, e.state, e.payload::text AS payload, e.booking::text AS booking
     FROM booking_enquiries e
     WHERE e.state IN ('booked', 'done') AND e.booked_date BETWEEN $1::date AND $2::date
       AND NOT EXISTS (SELECT 1 FROM booking_reports r WHERE r.submission_id = e.submission_id)`,
    [addDays(sydneyDate(now), -TURNAROUND_DAYS), through],
  );
  return rows
    .flatMap((row: Row) => {
      const enquiry = parsed<Enquiry>(row.payload);
      const slot = parsed<BookingSlot>(row.booking);
      const due = reportDue(
        { state: row.state as EnquiryState, slot, service: serviceOf(slot, enquiry), published: false },
        now,
      );
      return due
        ? [
            {
              submissionId: String(row.submission_id),
              reference: String(row.reference),
              enquiry,
              slot,
              ...due,
            },
          ]
        : [];
    })
    .sort((a, b) => a.due.getTime() - b.due.getTime() || a.reference.localeCompare(b.reference));
}

/** A report due as the office's schedule lists it: who, what and where, and when it is due. */
export function officeReportDue({ reference, enquiry, slot, due, overdue }: DueReport): OfficeReportDue {
  return {
    reference,
    name: enquiry.clientName?.trim() || enquiry.name,
    inspection:
      serviceOptions.find((option) => option.slug === serviceOf(slot, enquiry))?.title ?? enquiry.service,
    suburb: enquiry.suburb,
    due: due.toISOString(),
    overdue,
  };
}

/**
 * The last TURNAROUND_DAYS days' turnaround: every report whose first version (version 1: versions are never
 * changed or removed) was published in the period, by the primary key's index on (submission_id, version).
 */
export async function turnaround(db: Db, now: Date): Promise<OfficeTurnaround> {
  const rows = await db.query(
    `SELECT e.payload::text AS payload, e.booking::text AS booking, r.published_at
     FROM booking_reports r JOIN booking_enquiries e ON e.submission_id = r.submission_id
     WHERE r.version = 1 AND r.published_at > $1 AND r.published_at <= $2 AND e.booking IS NOT NULL`,
    [new Date(now.getTime() - TURNAROUND_DAYS * DAY_MS), now],
  );
  const stats = turnaroundStats(
    rows.map((row: Row) => {
      const slot = parsed<BookingSlot>(row.booking);
      return {
        windowEnd: windowEnd(slot),
        firstPublished: new Date(row.published_at as string | Date),
        promisedHours: promisedHours(serviceOf(slot, parsed<Enquiry>(row.payload))),
      };
    }),
  );
  return { days: TURNAROUND_DAYS, ...stats };
}

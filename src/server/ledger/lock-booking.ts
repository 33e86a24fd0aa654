/**
 * A booking's row, locked for the rest of the transaction (`FOR UPDATE`), as the writes that decide something
 * about one booking read it: the report's versions and release (issue 58), the copies for advisers and the review
 * request (issue 59), the payments (issue 60). Two such writes for one booking at once go one after the other.
 */
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { BookingSlot, EnquiryState } from '../../domain/booking/states.js';
import type { Db } from './db.js';
import { date, int, json, linksOf, parsed } from './rows.js';
import type { BookingLinks } from './types.js';

export interface LockedBooking {
  submissionId: string;
  reference: string;
  state: EnquiryState;
  /** Raised by every change; an office action carries the version it was based on. */
  version: number;
  bookedDate: string | null;
  slot: BookingSlot | null;
  sequence: number;
  receivedAt: Date;
  enquiry: Enquiry;
  links: BookingLinks | null;
}

/** The booking's row, locked; null when there is none. */
export async function lockBooking(tx: Db, submissionId: string): Promise<LockedBooking | null> {
  const [row] = await tx.query(
    `SELECT submission_id, reference, state, version, booked_date::text AS booked_date, booking::text AS booking,
            ics_sequence, received_at, payload::text AS payload, link_nonce, agreement_version, client_email
     FROM booking_enquiries WHERE submission_id = $1 FOR UPDATE`,
    [submissionId],
  );
  if (!row) return null;
  return {
    submissionId,
    reference: row.reference as string,
    state: row.state as EnquiryState,
    version: int(row.version),
    bookedDate: (row.booked_date as string | null) ?? null,
    slot: parsed<BookingSlot>(row.booking),
    sequence: int(row.ics_sequence),
    receivedAt: date(row.received_at),
    enquiry: json(row.payload),
    links: linksOf(row),
  };
}

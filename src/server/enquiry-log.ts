/** How an enquiry appears in the server's log: never a personal detail. */
import type { Enquiry } from '../domain/booking/enquiry.js';
import { bookingForClient } from '../domain/booking/options.js';
import { printable } from './log.js';

/** One log line about an enquiry, with no personal details: reference, inspection, suburb, who booked. */
export function enquirySummary(enquiry: Enquiry): string {
  return (
    `${enquiry.reference} ${enquiry.test ? 'TEST ' : ''}${printable(enquiry.service, 60)} in ` +
    `${printable(enquiry.suburb, 50)} ${printable(enquiry.postcode, 4)}` +
    `${bookingForClient(enquiry.bookedBy) ? `, booked by ${printable(enquiry.bookedBy, 30)}` : ''}` +
    ` (${enquiry.submissionId})`
  );
}

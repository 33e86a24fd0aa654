/**
 * The office's CSV of a tab (issue 57): one row per enquiry, the booking first (its state, the booked date and
 * arrival window, the price, the agreement, who booked and who the client is), then every field of the form and
 * each channel's state. Every time is Sydney's, written as a spreadsheet reads it ('2026-12-07 09:30'), with
 * the zone named in the column's header: the office works in Sydney time, whatever the server's zone. Every
 * cell goes through `csvCell`, the one guard against formulas (src/server/csv.ts).
 */
import { clientAddress } from '../../domain/booking/addressees.js';
import { bookingFields } from '../../domain/booking/fields.js';
import { bookingForClient } from '../../domain/booking/options.js';
import { sydneyWallTime } from '../../domain/booking/sydney-time.js';
import { propertyAddress } from '../../domain/booking/words.js';
import type { AgreementState } from '../../api/office.js';
import { csvCell } from '../csv.js';
import { CHANNELS } from '../ledger/ledger.js';
import { agreementState, type InboxEntry } from './inbox.js';

/** The zone every time in the CSV is in, as its headers name it. */
export const CSV_ZONE = 'Sydney time';

/** An instant as Sydney's wall time, 'YYYY-MM-DD HH:MM'. */
export function sydneyCsvTime(at: Date): string {
  const { date, time } = sydneyWallTime(at);
  return `${date} ${time}`;
}

/** The agreement's state in words; empty where no agreement is sent. */
export const CSV_AGREEMENT_WORDS: Record<AgreementState, string> = {
  accepted: 'accepted',
  sent: 'sent, not accepted',
  'not-sent': 'not sent yet',
};

type Column = [header: string, value: (entry: InboxEntry, agreements: boolean) => unknown];

/** The booking's columns, by their headers, before the form's fields. */
export const CSV_BOOKING_COLUMNS: readonly Column[] = [
  ['Reference', (entry) => entry.reference],
  [`Received (${CSV_ZONE})`, (entry) => sydneyCsvTime(entry.receivedAt)],
  ['State', (entry) => entry.state],
  ['Booked date', (entry) => entry.booking?.date ?? ''],
  [
    `Window (${CSV_ZONE})`,
    (entry) => (entry.booking ? `${entry.booking.windowFrom}-${entry.booking.windowTo}` : ''),
  ],
  [
    'Price (AUD)',
    (entry) => (entry.booking?.priceCents != null ? (entry.booking.priceCents / 100).toFixed(2) : ''),
  ],
  [
    'Agreement',
    (entry, agreements) => {
      const state = agreementState(entry, agreements);
      return state ? CSV_AGREEMENT_WORDS[state] : '';
    },
  ],
  [
    'Booker',
    (entry) =>
      bookingForClient(entry.enquiry.bookedBy) ? `${entry.enquiry.name} (${entry.enquiry.bookedBy})` : '',
  ],
  [
    'Client',
    (entry) => (bookingForClient(entry.enquiry.bookedBy) ? entry.enquiry.clientName : entry.enquiry.name),
  ],
  ['Client email', (entry) => clientAddress(entry.enquiry, { clientEmail: entry.clientEmail }) ?? ''],
];

/** Every column's header, in order: the booking's, the form's fields (their labels), the address, the channels. */
export const CSV_HEADERS: readonly string[] = [
  ...CSV_BOOKING_COLUMNS.map(([header]) => header),
  ...bookingFields.map((field) => field.label),
  'Address',
  'Submission id',
  ...CHANNELS.map((channel) => `${channel} state`),
];

/** The CSV of the entries, with a header row, CRLF line ends. */
export function officeCsv(entries: readonly InboxEntry[], { agreements }: { agreements: boolean }): string {
  const lines = entries.map((entry) => [
    ...CSV_BOOKING_COLUMNS.map(([, value]) => value(entry, agreements)),
    ...bookingFields.map((field) => (entry.enquiry as Record<string, unknown>)[field.name] ?? ''),
    propertyAddress(entry.enquiry),
    entry.submissionId,
    ...CHANNELS.map((channel) => entry.deliveries.find((d) => d.channel === channel)?.state ?? ''),
  ]);
  return `${[CSV_HEADERS, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

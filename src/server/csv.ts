/**
 * The enquiries as a spreadsheet, for `npm run enquiries -- --csv` and the office's CSV of a tab
 * (/api/office/enquiries.csv): one format, and one guard against formulas, for both.
 */
import { propertyAddress } from '../domain/booking/words.js';
import { bookingFields } from '../domain/booking/fields.js';
import type { EntryJson } from './ledger/admin.js';
import { CHANNELS } from './ledger/ledger.js';

/**
 * One CSV cell: quoted, quotes doubled, and a leading =, +, - or @ disarmed with an apostrophe, so a
 * spreadsheet never runs what a visitor typed as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The spreadsheet: the reference and time, then a column per form field (its label), then each channel. */
export function toCsv(entries: EntryJson[]): string {
  const header = [
    'Reference',
    'Received',
    ...bookingFields.map((field) => field.label),
    'Address',
    'Submission id',
    ...CHANNELS.map((channel) => `${channel} state`),
  ];
  const lines = entries.map((entry) => [
    entry.reference,
    entry.receivedAt,
    ...bookingFields.map((field) => (entry.enquiry as Record<string, unknown>)[field.name] ?? ''),
    propertyAddress(entry.enquiry),
    entry.submissionId,
    ...CHANNELS.map((channel) => entry.deliveries.find((d) => d.channel === channel)?.state ?? ''),
  ]);
  return `${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

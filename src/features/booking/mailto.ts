import { business } from '../../content/business';
import { formatDate } from '../../lib/format';
import { isIsoDate } from '../../domain/booking/sydney-time';
import { bookingForClient } from '../../domain/booking/options';
import { propertyAddress } from '../../domain/booking/words';
import { bookingFields } from '../../domain/booking/fields';
import type { BookingFieldName, BookingValues } from '../../domain/booking/form-values';

const day = (value: string) => (isIsoDate(value) ? formatDate(value) : value);
const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** The 'Timing and access' lines, each only when something in it was given. */
function timingLines(values: BookingValues): string[] {
  const lines: string[] = [];
  if (values.preferredDate || values.preferredTime)
    lines.push(`Preferred: ${joined(day(values.preferredDate), values.preferredTime)}`);
  if (values.reportNeededBy || values.deadlineReason)
    lines.push(`Report needed by: ${joined(day(values.reportNeededBy), values.deadlineReason)}`);
  if (values.access || values.accessName || values.accessPhone)
    lines.push(`Access: ${joined(values.access, values.accessName, values.accessPhone)}`);
  return lines;
}

/** The fields the lines above carry, joined as a person reads them (the address in one line, and so on). */
const composed = new Set<BookingFieldName>([
  'bookedBy',
  'clientName',
  'clientContact',
  'name',
  'email',
  'phone',
  'unit',
  'streetNumber',
  'streetName',
  'suburb',
  'postcode',
  'service',
  'addon',
  'message',
  'preferredDate',
  'preferredTime',
  'reportNeededBy',
  'deadlineReason',
  'access',
  'accessName',
  'accessPhone',
]);

/** Any other field of the list, given: 'Label: value', in the form's order, so a new field is never left out. */
function otherLines(values: BookingValues): string[] {
  return bookingFields
    .filter((spec) => !composed.has(spec.name) && values[spec.name])
    .map((spec) => `${spec.label}: ${spec.kind === 'date' ? day(values[spec.name]) : values[spec.name]}`);
}

/**
 * A mailto: link carrying the enquiry as typed, offered when the booking service fails, so the enquiry can
 * still reach the business from the visitor's own mail app.
 */
export function enquiryMailto(values: BookingValues, to: string = business.email): string {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as BookingValues;
  const forClient = bookingForClient(trimmed.bookedBy);
  const lines = [
    'Booking enquiry',
    '',
    ...(forClient
      ? [`Booked by: ${trimmed.bookedBy}`, `Client: ${joined(trimmed.clientName, trimmed.clientContact)}`, '']
      : []),
    `Name: ${trimmed.name}`,
    `Email: ${trimmed.email}`,
    `Phone: ${trimmed.phone}`,
    `Property: ${propertyAddress(trimmed)}`,
    `Inspection: ${trimmed.service || '(not chosen)'}`,
    `Add-ons: ${trimmed.addon}`,
    ...timingLines(trimmed),
    ...otherLines(trimmed),
    '',
    trimmed.message ? `Message: ${trimmed.message}` : '',
  ].filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
  const subject = `Booking enquiry: ${trimmed.service || 'inspection'}${trimmed.suburb ? `, ${trimmed.suburb}` : ''}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}

import { business } from '../../content/business';
import { formatDate } from '../../lib/format';
import { isIsoDate } from '../../lib/sydney-date';
import { bookingForClient } from './options';
import { joinAddress } from './payload';
import type { BookingValues } from './form-values';

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
    `Property: ${joinAddress(trimmed)}`,
    `Inspection: ${trimmed.service || '(not chosen)'}`,
    `Add-ons: ${trimmed.addon}`,
    ...timingLines(trimmed),
    '',
    trimmed.message ? `Message: ${trimmed.message}` : '',
  ].filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
  const subject = `Booking enquiry: ${trimmed.service || 'inspection'}${trimmed.suburb ? `, ${trimmed.suburb}` : ''}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}

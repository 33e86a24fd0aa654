import { business } from '../../content/business';
import { joinAddress } from './payload';
import type { BookingValues } from './form-values';

/**
 * A mailto: link carrying the enquiry as typed, offered when the booking service fails, so the enquiry can
 * still reach the business from the visitor's own mail app.
 */
export function enquiryMailto(values: BookingValues, to: string = business.email): string {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as BookingValues;
  const lines = [
    'Booking enquiry',
    '',
    `Name: ${trimmed.name}`,
    `Email: ${trimmed.email}`,
    `Phone: ${trimmed.phone}`,
    `Property: ${joinAddress(trimmed)}`,
    `Inspection: ${trimmed.service || '(not chosen)'}`,
    `Add-ons: ${trimmed.addon}`,
    '',
    trimmed.message ? `Message: ${trimmed.message}` : '',
  ].filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
  const subject = `Booking enquiry: ${trimmed.service || 'inspection'}${trimmed.suburb ? `, ${trimmed.suburb}` : ''}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}

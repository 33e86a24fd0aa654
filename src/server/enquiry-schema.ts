/**
 * What the handler accepts: the form's own payload schema (so the rules and messages stay in one place),
 * tightened where the server has reasons the browser does not: no control characters in any field, a
 * `source` that is a host name, a submissionId safe to put in a header and a log, and the client's `address`
 * not trusted (the handler rebuilds it from the parts).
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { z } from 'zod';
import { bookingFields } from '../features/booking/fields.js';
import { bookingPayloadFields, withBookingRules } from '../features/booking/schema.js';

const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const hostName = new RegExp(`^${label}(?:\\.${label})*\\.?$`);

/** 'www.example.com.au', 'localhost', '192.168.1.10', '[::1]': what window.location.hostname gives. */
export function isHostName(value: string): boolean {
  if (value.startsWith('[') && value.endsWith(']')) return z.ipv6().safeParse(value.slice(1, -1)).success;
  return hostName.test(value) || z.ipv6().safeParse(value).success;
}

export const sourceSchema = z
  .string()
  .max(253, 'Source must be at most 253 characters')
  .refine(isHostName, 'Source must be a host name');

export const submissionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Submission id must be 8 to 64 letters, digits, hyphens or underscores');

/** The enquiry's fields, as the server reads them. */
export const enquiryFields = bookingPayloadFields.extend({
  address: z.string().optional(),
  source: sourceSchema,
  submissionId: submissionIdSchema,
});

export const enquirySchema = withBookingRules(enquiryFields);

/** Fields that may hold line breaks and tabs (the form's textareas); every other field is one line. */
const multiLineFields = new Set<string>(
  bookingFields.filter((spec) => spec.kind === 'textarea').map((spec) => spec.name),
);
// C0 controls except tab, line feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// All C0, DEL and C1, plus the Unicode line and paragraph separators (the schema's \s lets them into names).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlInLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

function hasControl(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => hasControl(item, pattern));
  if (value && typeof value === 'object')
    return Object.values(value).some((item) => hasControl(item, pattern));
  return false;
}

/** A field error for each field of the schema whose value holds a control character. */
export function controlCharacterErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(enquiryFields.shape)) {
    const multiLine = multiLineFields.has(field);
    if (hasControl(body[field], multiLine ? controlInText : controlInLine)) {
      errors[field] = [
        multiLine
          ? 'Remove the control characters from this field'
          : 'Remove the line breaks and control characters from this field',
      ];
    }
  }
  return errors;
}

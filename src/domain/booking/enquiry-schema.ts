/**
 * What the handler accepts: the form's own payload schema (so the rules and messages stay in one place),
 * tightened where the server has reasons the browser does not: no control characters in any field, a
 * `source` that is a host name, a submissionId safe to put in a header and a log, and the client's `address`
 * not trusted (the handler rebuilds it from the parts).
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../../lib/zod-setup.js';
import { z } from 'zod';
import { bookingFields } from './fields.js';
import { bookingPayloadFieldsOn, withBookingRules } from './schema.js';
import { controlInLine, controlInText } from './text.js';

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

/** The enquiry's fields, as the server reads them, with its dates checked against the Sydney date `today`. */
function enquiryFieldsOn(today: string) {
  return bookingPayloadFieldsOn(() => today).extend({
    address: z.string().optional(),
    source: sourceSchema,
    submissionId: submissionIdSchema,
  });
}

type EnquirySchema = ReturnType<typeof enquirySchemaOf>;
const enquirySchemaOf = (today: string) => withBookingRules(enquiryFieldsOn(today));

// One schema per Sydney day (the server's clock decides which; around midnight two are live), built once.
const schemasByDay = new Map<string, EnquirySchema>();

/**
 * What the handler accepts when the Sydney date is `today` (YYYY-MM-DD, from the config's clock): a preferred
 * date before it is in the past, whatever the machine's own clock says.
 */
export function enquirySchemaOn(today: string): EnquirySchema {
  let schema = schemasByDay.get(today);
  if (!schema) {
    schema = enquirySchemaOf(today);
    schemasByDay.set(today, schema);
    // Keep the last two days: a request that began before midnight may finish after it.
    for (const day of schemasByDay.keys()) if (schemasByDay.size > 2) schemasByDay.delete(day);
  }
  return schema;
}

/** The names of the fields the server reads (the control-character check walks them). */
const enquiryFieldNames = Object.keys(enquiryFieldsOn('2000-01-01').shape);

/** Fields that may hold line breaks and tabs (the form's textareas); every other field is one line. */
const multiLineFields = new Set<string>(
  bookingFields.filter((spec) => spec.kind === 'textarea').map((spec) => spec.name),
);
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
  for (const field of enquiryFieldNames) {
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

/**
 * How deep a JSON value nests (a string or number is 0, `[]` and `{}` are 1), counted without recursion and
 * stopping once past `limit`: the form's payload is flat, and a body of thousands of nested arrays would
 * otherwise overflow the stack of the checks that walk it.
 */
export function nestingDepthOver(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../../lib/zod-setup.js';
import { z } from 'zod';
import { isIsoDate, oneYearAfter, sydneyDate } from './sydney-time.js';
import { australianPhoneDigits } from './phone.js';
import { bookingFields, type BookingFieldName, type BookingFieldSpec } from './fields.js';
import {
  accessOptions,
  BOOKED_BY_CLIENT,
  bookedByOptions,
  bookingForClient,
  currentAddonLabel,
  currentServiceLabel,
  deadlineReasonOptions,
  NO_ADDONS,
  preferredTimeOptions,
} from './options.js';

/**
 * The booking rules, one named schema per field carrying the messages a visitor sees. The browser loads this
 * module (and zod) only when the form first validates; the local inbox validates submissions with it too.
 */

// Letters of any alphabet (José, Nguyễn), spaces, hyphens, and straight or typographic apostrophes: phones
// type O’Brien with a curly apostrophe, and turning that away would lose the enquiry.
const letters = /^[\p{L}\p{M}\s'’-]+$/u;

export const nameSchema = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be less than 100 characters')
  .regex(letters, 'Name can only contain letters, spaces, hyphens and apostrophes');

export const emailSchema = z
  .string()
  .trim()
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string()
  .trim()
  .regex(
    /^(04\d{8}|04\d{2} \d{3} \d{3})$/,
    'Please enter a valid Australian mobile number (e.g., 0400 000 000)',
  );

export const unitSchema = z.string().trim().max(20, 'Unit must be less than 20 characters');

export const streetNumberSchema = z
  .string()
  .trim()
  .min(1, 'Street/Lot number is required')
  .max(20, 'Street/Lot number must be less than 20 characters')
  .regex(/^[A-Za-z0-9\s/-]+$/, 'Invalid street/lot number format');

export const streetNameSchema = z
  .string()
  .trim()
  .min(2, 'Street name is required')
  .max(100, 'Street name must be less than 100 characters')
  .regex(letters, 'Street name can only contain letters, spaces, hyphens and apostrophes');

export const suburbSchema = z
  .string()
  .trim()
  .min(2, 'Suburb is required')
  .max(50, 'Suburb must be less than 50 characters')
  .regex(letters, 'Suburb can only contain letters, spaces, hyphens and apostrophes');

export const postcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Please enter a valid 4-digit Australian postcode')
  .refine((code) => {
    const value = Number(code);
    return value >= 2000 && value <= 2999;
  }, 'Please enter a valid NSW postcode (2000-2999)');

/**
 * An inspection by its title, whatever price its label carried (one saved before a price changed), given on
 * under today's label: the automation, the mails and the ledger see the price the site shows now.
 */
export const serviceSchema = z
  .string()
  .trim()
  .transform((value) => currentServiceLabel(value) ?? '')
  .refine((value) => value !== '', 'Please select an inspection service');

/** Optional: an add-on by its title, under today's label; anything that is not one counts as 'No add-ons'. */
export const addonSchema = z
  .string()
  .trim()
  .transform((value) => currentAddonLabel(value) ?? NO_ADDONS)
  .catch(NO_ADDONS);

export const messageSchema = z.string().trim().max(1000, 'Message must be less than 1000 characters');

// Timing and access (optional): every field may be left empty, and each rule applies only to a value given.

/**
 * Today's date in Sydney (YYYY-MM-DD), asked each time a date is checked. The form asks the device's clock; the
 * server asks its config's (`enquirySchemaOn`), so a test's fixed "now" is the schema's today too.
 */
export type SydneyToday = () => string;

/** The device's clock: what the form in the browser checks against. */
export const deviceToday: SydneyToday = () => sydneyDate(new Date());

/** An optional date, not before today in Sydney and at most 12 months ahead. `what` starts each message. */
function futureDateSchema(what: string, today: SydneyToday) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) return;
      const now = today();
      const problem = !isIsoDate(value)
        ? 'Please enter a valid date'
        : value < now
          ? `${what} cannot be in the past`
          : value > oneYearAfter(now)
            ? `${what} must be within the next 12 months`
            : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** An optional choice: empty, or one of `options`. */
function choiceSchema(options: readonly string[], message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || options.includes(value), message);
}

export const preferredDateSchemaOn = (today: SydneyToday) => futureDateSchema('Preferred date', today);
export const preferredTimeSchema = choiceSchema(
  preferredTimeOptions,
  'Please choose Morning, Afternoon or Any time',
);
export const reportNeededBySchemaOn = (today: SydneyToday) => futureDateSchema('Report date', today);
export const deadlineReasonSchema = choiceSchema(
  deadlineReasonOptions,
  'Please choose a reason from the list',
);
export const accessSchema = choiceSchema(accessOptions, 'Please choose who will give access');

export const accessNameSchema = z
  .string()
  .trim()
  .max(100, 'Access contact name must be less than 100 characters')
  .refine((value) => value === '' || value.length >= 2, 'Access contact name must be at least 2 characters')
  .refine(
    (value) => value === '' || letters.test(value),
    'Access contact name can only contain letters, spaces, hyphens and apostrophes',
  );

/** Mobile 04xx xxx xxx or landline with its area code (02, 03, 07, 08); spaces, dashes, brackets, +61 allowed. */
const isAustralianPhone = (value: string) => australianPhoneDigits(value) !== null;

export const accessPhoneSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isAustralianPhone(value),
    'Please enter an Australian landline or mobile number (e.g., 02 5550 4321 or 0491 570 156)',
  );

// Who is booking. For anyone but the client, the client's name and a way to reach them are required (see
// `requireClientDetails`); each field's own rules apply to a value given.

export const bookedBySchema = z
  .string()
  .trim()
  .refine(
    (value) => (bookedByOptions as readonly string[]).includes(value),
    'Please choose who is booking from the list',
  );

export const clientNameSchema = z
  .string()
  .trim()
  .max(100, "Client's name must be less than 100 characters")
  .refine((value) => value === '' || value.length >= 2, "Client's name must be at least 2 characters")
  .refine(
    (value) => value === '' || letters.test(value),
    "Client's name can only contain letters, spaces, hyphens and apostrophes",
  );

export const clientContactSchema = z
  .string()
  .trim()
  .max(255, "Client's phone or email must be less than 255 characters")
  .refine(
    (value) => value === '' || isAustralianPhone(value) || z.email().safeParse(value).success,
    "Please enter your client's Australian phone number or email address",
  );

/**
 * The fields with rules of their own, by name, with the dates checked against `today`. A field of the list
 * (fields.ts) that is not here is plain text and gets `plainFieldSchema`'s rule, so adding a plain field to the
 * list needs nothing here.
 */
const fieldRulesOn = (today: SydneyToday) =>
  ({
    // Absent counts as the client booking: a page loaded before this field existed can still send.
    bookedBy: bookedBySchema.default(BOOKED_BY_CLIENT),
    clientName: clientNameSchema.default(''),
    clientContact: clientContactSchema.default(''),
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    unit: unitSchema,
    streetNumber: streetNumberSchema,
    streetName: streetNameSchema,
    suburb: suburbSchema,
    postcode: postcodeSchema,
    service: serviceSchema,
    addon: addonSchema,
    message: messageSchema,
    // Absent counts as empty: a page loaded before these fields existed can still send its enquiry.
    preferredDate: preferredDateSchemaOn(today).default(''),
    preferredTime: preferredTimeSchema.default(''),
    reportNeededBy: reportNeededBySchemaOn(today).default(''),
    deadlineReason: deadlineReasonSchema.default(''),
    access: accessSchema.default(''),
    accessName: accessNameSchema.default(''),
    accessPhone: accessPhoneSchema.default(''),
  }) satisfies Partial<Record<BookingFieldName, z.ZodType<string, string | undefined>>>;

/**
 * A plain text field's rule, from its entry in the list: trimmed, at most its `maxLength`, and either required
 * or optional. An optional one may be absent, so a page loaded before the field existed can still send.
 */
export function plainFieldSchema(spec: BookingFieldSpec) {
  const text = z.string().trim();
  const limited = spec.maxLength
    ? text.max(spec.maxLength, `${spec.label} must be less than ${spec.maxLength} characters`)
    : text;
  return spec.optional ? limited.default('') : limited.min(1, `${spec.label} is required`);
}

type FieldRules = ReturnType<typeof fieldRulesOn>;
type FieldsShape = {
  [Name in BookingFieldName]: Name extends keyof FieldRules
    ? FieldRules[Name]
    : ReturnType<typeof plainFieldSchema>;
};

/** The fields of an enquiry, in the list's order: every rule that concerns one field alone. */
function bookingFieldsSchemaOn(today: SydneyToday) {
  const rules: Partial<Record<BookingFieldName, z.ZodType>> = fieldRulesOn(today);
  return z.object(
    Object.fromEntries(
      bookingFields.map((spec) => [spec.name, rules[spec.name] ?? plainFieldSchema(spec)]),
    ) as FieldsShape,
  );
}

/** The payload's own fields, beyond the form's: where and when it came from. */
const payloadExtras = {
  address: z.string().min(1),
  timestamp: z.iso.datetime(),
  source: z.string(),
  formType: z.literal('booking'),
  submissionId: z.string().min(8).max(64),
  /** Set by `npm run check:webhook -- --send`, so the automation can ignore it. */
  test: z.boolean().optional(),
};

/** The payload's fields (the booking plus `payloadExtras`), with the dates checked against `today`. */
export function bookingPayloadFieldsOn(today: SydneyToday) {
  return bookingFieldsSchemaOn(today).extend(payloadExtras);
}

/** The form's fields on the device's clock, built once: the browser's schemas below share them. */
const bookingFieldsSchema = bookingFieldsSchemaOn(deviceToday);

type ClientDetails = { bookedBy: string; clientName: string; clientContact: string };

/**
 * The rule across fields, and its clean-up, for any schema built on `bookingFieldsSchema`: someone booking for a
 * client gives the client's name and contact; the client booking for themselves sends none (what was typed
 * in the hidden fields before switching back is dropped, never forwarded).
 */
function withClientRule<S extends z.ZodType<ClientDetails>>(schema: S) {
  return schema
    .superRefine((value, ctx) => {
      if (!bookingForClient(value.bookedBy)) return;
      if (!value.clientName) {
        ctx.addIssue({ code: 'custom', path: ['clientName'], message: "Please enter your client's name" });
      }
      if (!value.clientContact) {
        ctx.addIssue({
          code: 'custom',
          path: ['clientContact'],
          message: "Please enter your client's phone number or email address",
        });
      }
    })
    .transform((value) =>
      bookingForClient(value.bookedBy) ? value : { ...value, clientName: '', clientContact: '' },
    );
}

export const bookingSchema = withClientRule(bookingFieldsSchema);

/** What the form holds: every field a string, as typed. */
export type BookingFormValues = z.input<typeof bookingSchema>;
/** What validation gives back: trimmed, e-mail lowercased, client details only when booking for a client. */
export type Booking = z.output<typeof bookingSchema>;

/** The payload's own fields: the booking plus where and when it came from (on the device's clock). */
export const bookingPayloadFields = bookingFieldsSchema.extend(payloadExtras);

/** The JSON the browser sends. */
export const bookingPayloadSchema = withClientRule(bookingPayloadFields);

export type BookingPayload = z.output<typeof bookingPayloadSchema>;

/** A schema built on the payload's fields (the server tightens some), with the rule across fields. */
export const withBookingRules = withClientRule;

import {
  accessOptions,
  addonOptions,
  BOOKED_BY_CLIENT,
  bookedByOptions,
  deadlineReasonOptions,
  NO_ADDONS,
  preferredTimeOptions,
  serviceOptions,
} from './options.js';

/**
 * The booking form's fields, in order, as data: the one list of them. The form renders each through one
 * accessible `Field`, the error summary takes its labels from here, and the form's values, the draft, the
 * validation (schema.ts, and through it the server's), the mailto fallback, the mails and the CSV export all
 * iterate it. The brief's fields come first; 'Timing and access (optional)' follows in a disclosure.
 *
 * A plain field needs nothing but its entry here: an optional one may be left out of a payload (a page loaded
 * before it existed can still send), and its `maxLength` is also its rule. A field with its own rules and
 * messages has them in schema.ts, by name; zod stays out of this module, which the form renders from before
 * validation first loads.
 */
export interface BookingFieldSpec<Name extends string = BookingFieldName> {
  name: Name;
  /** The visible label; also how the error summary names the field. */
  label: string;
  /** The label when someone books for a client: the field is then the booker's own (name, e-mail, phone). */
  bookerLabel?: string;
  kind: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  /** Which part of the form it sits in: who is booking, the client's details, the brief's, timing and access. */
  group: 'booker' | 'client' | 'brief' | 'timing';
  /** Spans both columns from the sm breakpoint up. */
  width: 'full' | 'half';
  optional?: boolean;
  /** The value the form starts from and comes back to after a send; '' unless given. */
  empty?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'numeric' | 'tel';
  maxLength?: number;
  /** Shown under the control and read with it. */
  hint?: string;
  /** A textarea's placeholder. */
  placeholder?: string;
  /** A select's choices; the value is the label the payload carries. */
  options?: readonly string[];
  /** A select's first, empty choice ('' when chosen). */
  emptyOption?: string;
  /** What a select shows for a choice, when that differs from the value the payload carries. */
  optionText?: Readonly<Record<string, string>>;
  /**
   * The other names a choice answers to in the address (`?service=`, `?addon=`): its slug and title. The
   * options carry them (`data-aliases`), so the boot script can set the select before the app runs.
   */
  optionAliases?: Readonly<Record<string, readonly string[]>>;
}

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);
const aliases = (options: readonly { label: string; names: readonly string[] }[]) =>
  Object.fromEntries(
    options.map(({ label, names }) => [label, names.filter((name) => name !== label)] as const),
  );

/** Keeps each field's name as written, so the names' type comes from this list and nowhere else. */
const fieldList = <const Fields extends readonly BookingFieldSpec<string>[]>(fields: Fields) => fields;

const fields = fieldList([
  {
    name: 'bookedBy',
    label: 'Who is booking?',
    kind: 'select',
    group: 'booker',
    width: 'full',
    empty: BOOKED_BY_CLIENT,
    options: bookedByOptions,
    optionText: { 'Buyer or owner': 'Me, the buyer or owner' },
  },
  {
    name: 'clientName',
    label: "Client's full name",
    kind: 'text',
    group: 'client',
    width: 'half',
    // Someone else's details: the browser would offer the booker's own.
    autoComplete: 'off',
  },
  {
    name: 'clientContact',
    label: "Client's phone or email",
    kind: 'text',
    group: 'client',
    width: 'half',
    autoComplete: 'off',
  },
  {
    name: 'name',
    label: 'Full name',
    bookerLabel: 'Your full name',
    kind: 'text',
    group: 'brief',
    width: 'full',
    autoComplete: 'name',
  },
  {
    name: 'email',
    label: 'Email',
    bookerLabel: 'Your email',
    kind: 'email',
    group: 'brief',
    width: 'half',
    autoComplete: 'email',
    inputMode: 'email',
  },
  {
    name: 'phone',
    label: 'Mobile number',
    bookerLabel: 'Your mobile number',
    kind: 'tel',
    group: 'brief',
    width: 'half',
    autoComplete: 'tel',
    hint: 'For example 0491 570 156',
  },
  { name: 'unit', label: 'Unit', kind: 'text', group: 'brief', width: 'half', optional: true },
  { name: 'streetNumber', label: 'Street/Lot number', kind: 'text', group: 'brief', width: 'half' },
  { name: 'streetName', label: 'Street name', kind: 'text', group: 'brief', width: 'full' },
  {
    name: 'suburb',
    label: 'Suburb',
    kind: 'text',
    group: 'brief',
    width: 'half',
    autoComplete: 'address-level2',
  },
  {
    name: 'postcode',
    label: 'Postcode',
    kind: 'text',
    group: 'brief',
    width: 'half',
    inputMode: 'numeric',
    maxLength: 4,
    autoComplete: 'postal-code',
  },
  {
    name: 'service',
    label: 'Inspection',
    kind: 'select',
    group: 'brief',
    width: 'full',
    options: labels(serviceOptions),
    optionAliases: aliases(serviceOptions.map((o) => ({ label: o.label, names: [o.slug, o.title] }))),
    emptyOption: 'Select an inspection',
  },
  {
    name: 'addon',
    label: 'Add-ons',
    kind: 'select',
    group: 'brief',
    width: 'full',
    optional: true,
    empty: NO_ADDONS,
    options: labels(addonOptions),
    // An add-on's slug names it alone; a bundle answers to its title and label (matchAddon in options.ts).
    optionAliases: aliases(
      addonOptions.map((o) => ({
        label: o.label,
        names: [...(o.slugs.length === 1 ? o.slugs : []), o.title],
      })),
    ),
  },
  {
    name: 'message',
    label: 'Message',
    kind: 'textarea',
    group: 'brief',
    width: 'full',
    optional: true,
    placeholder: 'Anything else we should know',
  },
  {
    name: 'preferredDate',
    label: 'Preferred inspection date',
    kind: 'date',
    group: 'timing',
    width: 'half',
    optional: true,
  },
  {
    name: 'preferredTime',
    label: 'Preferred time',
    kind: 'select',
    group: 'timing',
    width: 'half',
    optional: true,
    options: preferredTimeOptions,
    emptyOption: 'No preference',
  },
  {
    name: 'reportNeededBy',
    label: 'Report needed by',
    kind: 'date',
    group: 'timing',
    width: 'half',
    optional: true,
    hint: 'For example the auction or the day you plan to exchange',
  },
  {
    name: 'deadlineReason',
    label: 'Reason for that date',
    kind: 'select',
    group: 'timing',
    width: 'half',
    optional: true,
    options: deadlineReasonOptions,
    emptyOption: 'Choose a reason',
  },
  {
    name: 'access',
    label: 'Who will give us access?',
    kind: 'select',
    group: 'timing',
    width: 'full',
    optional: true,
    options: accessOptions,
    emptyOption: 'Choose who',
  },
  {
    name: 'accessName',
    label: "Access contact's name",
    kind: 'text',
    group: 'timing',
    width: 'half',
    optional: true,
    // Someone else's details: the browser would offer the visitor's own.
    autoComplete: 'off',
  },
  {
    name: 'accessPhone',
    label: "Access contact's phone",
    kind: 'tel',
    group: 'timing',
    width: 'half',
    optional: true,
    autoComplete: 'off',
    hint: 'Landline or mobile, for example 02 5550 4321',
  },
]);

export type BookingFieldName = (typeof fields)[number]['name'];

export const bookingFields: readonly BookingFieldSpec[] = fields;

export const fieldLabels = Object.fromEntries(
  bookingFields.map((field) => [field.name, field.label]),
) as Record<BookingFieldName, string>;

/** A field's label for who is booking: the booker's own details say 'Your ...' when the client is someone else. */
export function fieldLabel(spec: BookingFieldSpec, forClient: boolean): string {
  return forClient && spec.bookerLabel ? spec.bookerLabel : spec.label;
}

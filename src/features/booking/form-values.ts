import { BOOKED_BY_CLIENT, NO_ADDONS } from './options.js';

/** Field names in form order; also the payload's keys. */
export const bookingFieldNames = [
  // Who is booking, and for whom when it is not the client.
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
  // Timing and access (optional), after the brief's fields.
  'preferredDate',
  'preferredTime',
  'reportNeededBy',
  'deadlineReason',
  'access',
  'accessName',
  'accessPhone',
] as const;

export type BookingFieldName = (typeof bookingFieldNames)[number];
export type BookingValues = Record<BookingFieldName, string>;

/** Every field empty except who is booking (the client) and the add-on ('No add-ons'). */
export function emptyBooking(): BookingValues {
  return {
    bookedBy: BOOKED_BY_CLIENT,
    clientName: '',
    clientContact: '',
    name: '',
    email: '',
    phone: '',
    unit: '',
    streetNumber: '',
    streetName: '',
    suburb: '',
    postcode: '',
    service: '',
    addon: NO_ADDONS,
    message: '',
    preferredDate: '',
    preferredTime: '',
    reportNeededBy: '',
    deadlineReason: '',
    access: '',
    accessName: '',
    accessPhone: '',
  };
}

/**
 * The values the form starts from once the app runs. The fields take input from the first paint, so a visitor
 * may have typed or chosen something before the app started: that wins over a draft saved earlier in this
 * tab, and the inspection and add-on named in the address (/?service=...&addon=...) win over both.
 * `current` is what the fields hold when the app takes them over; a field still at its empty value counts as
 * untouched.
 */
export function startingValues({
  current,
  draft,
  address,
}: {
  current: Partial<BookingValues>;
  draft: Partial<BookingValues>;
  address: Partial<Pick<BookingValues, 'service' | 'addon'>>;
}): BookingValues {
  const empty = emptyBooking();
  const typed = Object.fromEntries(
    Object.entries(current).filter(
      ([name, value]) => typeof value === 'string' && value !== empty[name as BookingFieldName],
    ),
  );
  const chosen = Object.fromEntries(Object.entries(address).filter(([, value]) => !!value));
  return { ...empty, ...draft, ...typed, ...chosen };
}

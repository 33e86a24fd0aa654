import { bookingFields, type BookingFieldName } from './fields.js';

export type { BookingFieldName };

/** Field names in form order, from the field list; also the payload's keys. */
export const bookingFieldNames: readonly BookingFieldName[] = bookingFields.map((field) => field.name);

export type BookingValues = Record<BookingFieldName, string>;

/** Every field at its empty value: '' except who is booking (the client) and the add-on ('No add-ons'). */
export function emptyBooking(): BookingValues {
  return Object.fromEntries(bookingFields.map((field) => [field.name, field.empty ?? ''])) as BookingValues;
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

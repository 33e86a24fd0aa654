import { NO_ADDONS } from './options';

/** Field names in form order; also the payload's keys. */
export const bookingFieldNames = [
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
] as const;

export type BookingFieldName = (typeof bookingFieldNames)[number];
export type BookingValues = Record<BookingFieldName, string>;

/** Every field empty except the add-on, which starts on 'No add-ons'. */
export function emptyBooking(): BookingValues {
  return {
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
  };
}

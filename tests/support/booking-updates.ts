/**
 * An enquiry and the office's changes to it, as `bookingUpdateMail` (src/server/mail/booking-update-mail.ts)
 * takes them: for the e-mail and calendar tests, and for any test that needs a booked slot.
 */
import { productCatalog } from '../../src/content/catalog';
import { bookingReference } from '../../src/domain/booking/reference';
import { joinAddress } from '../../src/domain/booking/payload';
import { addonOptions, serviceOptions } from '../../src/domain/booking/options';
import type { Enquiry } from '../../src/domain/booking/enquiry';
import type { BookingUpdate, BookingUpdateOptions } from '../../src/server/mail/booking-update-mail';
import { type BookingSlot } from '../../src/domain/booking/states';

export const UPDATE_FROM = 'Harbourline Bookings <bookings@harbourline.example>';
export const UPDATE_SITE = 'https://www.harbourline.example';
export const UPDATE_OPTIONS: BookingUpdateOptions = {
  from: UPDATE_FROM,
  organizer: { name: 'Harbourline Building Inspections', address: 'office@harbourline.example' },
  siteOrigin: UPDATE_SITE,
};

/** The building and pest inspection: a numeric page price and a stated time on site. */
export const PEST_SLUG = 'pre-purchase-building-pest-inspection';
export const pestProduct = productCatalog.find((product) => product.slug === PEST_SLUG)!;

/** A booking made by the client, with markup in the fields a visitor types. */
export function updateEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  const submissionId = 'update-test-0001-bbbb';
  const parts = {
    unit: 'Unit <4>',
    streetNumber: '12',
    streetName: 'Smith & Jones Street',
    suburb: 'Parramatta',
    postcode: '2150',
  };
  return {
    bookedBy: 'Buyer or owner',
    clientName: '',
    clientContact: '',
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '0412 345 678',
    ...parts,
    service: serviceOptions.find((option) => option.slug === PEST_SLUG)!.label,
    addon: addonOptions.find((option) => option.price > 0)!.label,
    message: 'Gate code 1234.',
    preferredDate: '2026-04-05',
    preferredTime: 'Morning',
    reportNeededBy: '',
    deadlineReason: '',
    access: 'Owner',
    accessName: '',
    accessPhone: '',
    timestamp: '2026-03-30T01:02:03.000Z',
    source: 'www.harbourline.example',
    formType: 'booking',
    submissionId,
    address: joinAddress(parts),
    reference: bookingReference(submissionId),
    receivedAt: '2026-03-30T01:02:04.000Z',
    ...overrides,
  } as Enquiry;
}

export const bookedSlot = (overrides: Partial<BookingSlot> = {}): BookingSlot => ({
  date: '2026-04-05',
  windowFrom: '08:30',
  windowTo: '10:30',
  priceCents: 76_000,
  note: 'Please leave the <side gate> unlocked & the dog inside.',
  ...overrides,
});

export function bookingUpdate(
  kind: BookingUpdate['kind'],
  overrides: Partial<BookingUpdate> = {},
): BookingUpdate {
  return {
    kind,
    enquiry: updateEnquiry(),
    slot: kind === 'declined' ? null : bookedSlot(),
    reason: kind === 'declined' || kind === 'cancelled' ? 'The builder is <unwell> & away that week.' : null,
    sequence: { booked: 1, moved: 2, declined: 1, cancelled: 3 }[kind],
    eventId: { booked: 11, moved: 12, declined: 13, cancelled: 14 }[kind],
    at: new Date('2026-04-01T03:04:05Z'),
    ...overrides,
  };
}

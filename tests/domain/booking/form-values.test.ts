// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookingFields } from '../../../src/domain/booking/fields';
import { bookingFieldNames, emptyBooking, startingValues } from '../../../src/domain/booking/form-values';
import {
  addonOptions,
  BOOKED_BY_CLIENT,
  NO_ADDONS,
  serviceOptions,
} from '../../../src/domain/booking/options';

// Option labels carry today's prices, so they come from the content.
const SERVICE_A = serviceOptions.find((o) => o.slug === 'dilapidation-reports')!.label;
const SERVICE_B = serviceOptions.find((o) => o.slug === 'pre-sale-vendor-inspection')!.label;
const ADDON = addonOptions.find((o) => o.title === 'Moisture Testing')!.label;
const THERMAL = addonOptions.find((o) => o.title === 'Thermal Imaging Scan')!.label;

describe('the form values, from the field list', () => {
  it('name every field of the list, in its order', () => {
    expect(bookingFieldNames).toEqual(bookingFields.map((spec) => spec.name));
    expect(Object.keys(emptyBooking())).toEqual(bookingFields.map((spec) => spec.name));
  });

  it('start empty, except who is booking (the client) and the add-on (none)', () => {
    const { bookedBy, addon, ...rest } = emptyBooking();
    expect(bookedBy).toBe(BOOKED_BY_CLIENT);
    expect(addon).toBe(NO_ADDONS);
    expect(Object.values(rest).every((value) => value === '')).toBe(true);
  });
});

describe('startingValues: what the form holds once the app runs', () => {
  it('is empty with nothing typed, no draft and no choice in the address', () => {
    expect(startingValues({ current: emptyBooking(), draft: {}, address: {} })).toEqual(emptyBooking());
  });

  it('fills untouched fields from the draft', () => {
    const values = startingValues({
      current: emptyBooking(),
      draft: { name: 'Draft Name', phone: '0412 345 678' },
      address: {},
    });
    expect(values).toMatchObject({ name: 'Draft Name', phone: '0412 345 678', suburb: '' });
  });

  it('keeps what was typed before the start over the draft, field by field', () => {
    const values = startingValues({
      current: { ...emptyBooking(), name: 'Typed Name', suburb: 'Newtown' },
      draft: { name: 'Draft Name', suburb: 'Bondi', phone: '0412 345 678' },
      address: {},
    });
    expect(values).toMatchObject({ name: 'Typed Name', suburb: 'Newtown', phone: '0412 345 678' });
  });

  it('lets the address choose the inspection and add-on over both the draft and what was chosen', () => {
    const values = startingValues({
      current: { ...emptyBooking(), service: SERVICE_B, name: 'Typed Name' },
      draft: { service: SERVICE_B, addon: THERMAL },
      address: { service: SERVICE_A, addon: ADDON },
    });
    expect(values).toMatchObject({ service: SERVICE_A, addon: ADDON, name: 'Typed Name' });
  });

  it('keeps a typed choice when the address names none', () => {
    const values = startingValues({
      current: { ...emptyBooking(), service: SERVICE_B },
      draft: { service: SERVICE_A },
      address: { service: undefined, addon: undefined },
    });
    expect(values.service).toBe(SERVICE_B);
    expect(values.addon).toBe(NO_ADDONS);
  });

  it('does not let an add-on left at its default wipe the add-on from the draft', () => {
    const values = startingValues({
      current: emptyBooking(),
      draft: { addon: ADDON },
      address: {},
    });
    expect(values.addon).toBe(ADDON);
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBooking, type BookingValues } from '../../../src/domain/booking/form-values';
import {
  addonOptions,
  BOOKED_BY_CLIENT,
  bookedByOptions,
  serviceOptions,
} from '../../../src/domain/booking/options';
import { bookingFields, type BookingFieldSpec } from '../../../src/domain/booking/fields';
import { bookingPayloadFields, bookingSchema, plainFieldSchema } from '../../../src/domain/booking/schema';
import { productCatalog } from '../../../src/content/catalog';

const valid: BookingValues = {
  ...emptyBooking(),
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  unit: '',
  streetNumber: '12',
  streetName: 'Smith Street',
  suburb: 'Parramatta',
  postcode: '2150',
  service: serviceOptions[0]!.label,
  addon: 'No add-ons',
  message: '',
};

/** The messages for one field when the rest of the booking is valid ([] when it passes). */
function messagesFor(field: keyof BookingValues, value: string): string[] {
  const result = bookingSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}
const first = (field: keyof BookingValues, value: string) => messagesFor(field, value)[0];

describe('booking schema', () => {
  it('accepts a valid booking', () => {
    expect(bookingSchema.safeParse(valid).success).toBe(true);
  });

  describe('name', () => {
    it.each([
      ['A', 'Name must be at least 2 characters'],
      ['', 'Name must be at least 2 characters'],
      ['   B   ', 'Name must be at least 2 characters'],
      ['x'.repeat(101), 'Name must be less than 100 characters'],
      ['R2-D2', 'Name can only contain letters, spaces, hyphens and apostrophes'],
      ['Jane <script>', 'Name can only contain letters, spaces, hyphens and apostrophes'],
    ])('%j -> %s', (value, message) => {
      expect(first('name', value)).toBe(message);
    });

    it.each(['Al', 'x'.repeat(100), "Mary-Jane O'Neil", 'Seán O’Brien', 'José Nguyễn', '  Bo  '])(
      'accepts %j',
      (value) => {
        expect(messagesFor('name', value)).toEqual([]);
      },
    );

    it('trims', () => {
      expect(bookingSchema.parse({ ...valid, name: '  Jane Citizen  ' }).name).toBe('Jane Citizen');
    });
  });

  describe('email', () => {
    it.each(['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])(
      'rejects %j',
      (value) => {
        expect(first('email', value)).toBe('Please enter a valid email address');
      },
    );

    it('limits the length to 255', () => {
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
      expect(long.length).toBeGreaterThan(255);
      expect(first('email', long)).toBe('Email must be less than 255 characters');
    });

    it('trims and lowercases', () => {
      expect(bookingSchema.parse({ ...valid, email: '  Jane.Citizen@Example.COM ' }).email).toBe(
        'jane.citizen@example.com',
      );
    });
  });

  describe('phone', () => {
    const message = 'Please enter a valid Australian mobile number (e.g., 0400 000 000)';
    it.each(['0412345678', '0412 345 678', ' 0412 345 678 '])('accepts %j', (value) => {
      expect(messagesFor('phone', value)).toEqual([]);
    });
    it.each(['0512345678', '041234567', '04123456789', '02 9999 9999', '0412-345-678', '+61412345678', ''])(
      'rejects %j',
      (value) => {
        expect(first('phone', value)).toBe(message);
      },
    );
  });

  describe('unit', () => {
    it('is optional and at most 20 characters', () => {
      expect(messagesFor('unit', '')).toEqual([]);
      expect(messagesFor('unit', 'x'.repeat(20))).toEqual([]);
      expect(first('unit', 'x'.repeat(21))).toBe('Unit must be less than 20 characters');
    });
  });

  describe('street number', () => {
    it.each([
      ['', 'Street/Lot number is required'],
      ['   ', 'Street/Lot number is required'],
      ['1'.repeat(21), 'Street/Lot number must be less than 20 characters'],
      ['12#', 'Invalid street/lot number format'],
      ['12, 14', 'Invalid street/lot number format'],
    ])('%j -> %s', (value, message) => {
      expect(first('streetNumber', value)).toBe(message);
    });
    it.each(['1', '12A', 'Lot 7', '3/21', '10-12', '1'.repeat(20)])('accepts %j', (value) => {
      expect(messagesFor('streetNumber', value)).toEqual([]);
    });
  });

  describe('street name', () => {
    it.each([
      ['', 'Street name is required'],
      ['A', 'Street name is required'],
      ['x'.repeat(101), 'Street name must be less than 100 characters'],
      ['Smith St.', 'Street name can only contain letters, spaces, hyphens and apostrophes'],
    ])('%j -> %s', (value, message) => {
      expect(first('streetName', value)).toBe(message);
    });
    it.each(['Ab', 'x'.repeat(100), "St Mary's Road", 'Lane Cove-Road'])('accepts %j', (value) => {
      expect(messagesFor('streetName', value)).toEqual([]);
    });
  });

  describe('suburb', () => {
    it.each([
      ['', 'Suburb is required'],
      ['Z', 'Suburb is required'],
      ['x'.repeat(51), 'Suburb must be less than 50 characters'],
      ['Parramatta 2150', 'Suburb can only contain letters, spaces, hyphens and apostrophes'],
    ])('%j -> %s', (value, message) => {
      expect(first('suburb', value)).toBe(message);
    });
    it.each(['Ab', 'x'.repeat(50), "O'Connell", 'Kirribilli'])('accepts %j', (value) => {
      expect(messagesFor('suburb', value)).toEqual([]);
    });
  });

  describe('postcode', () => {
    it.each([
      ['', 'Please enter a valid 4-digit Australian postcode'],
      ['215', 'Please enter a valid 4-digit Australian postcode'],
      ['21500', 'Please enter a valid 4-digit Australian postcode'],
      ['2a50', 'Please enter a valid 4-digit Australian postcode'],
      ['1999', 'Please enter a valid NSW postcode (2000-2999)'],
      ['3000', 'Please enter a valid NSW postcode (2000-2999)'],
    ])('%j -> %s', (value, message) => {
      expect(first('postcode', value)).toBe(message);
    });
    it.each(['2000', '2999', ' 2150 '])('accepts %j', (value) => {
      expect(messagesFor('postcode', value)).toEqual([]);
    });
  });

  describe('service and add-on', () => {
    it('requires one of the inspections of the catalogue', () => {
      expect(serviceOptions.map((o) => o.slug)).toEqual(productCatalog.map((p) => p.slug));
      expect(first('service', '')).toBe('Please select an inspection service');
      expect(first('service', 'Something else')).toBe('Please select an inspection service');
      for (const option of serviceOptions) expect(messagesFor('service', option.label)).toEqual([]);
    });

    it('takes any add-on choice and treats anything else as none', () => {
      for (const option of addonOptions) {
        expect(bookingSchema.parse({ ...valid, addon: option.label }).addon).toBe(option.label);
      }
      expect(bookingSchema.parse({ ...valid, addon: 'Free upgrade' }).addon).toBe('No add-ons');
    });
  });

  describe('message', () => {
    it('is optional and at most 1000 characters', () => {
      expect(messagesFor('message', '')).toEqual([]);
      expect(messagesFor('message', 'x'.repeat(1000))).toEqual([]);
      expect(first('message', 'x'.repeat(1001))).toBe('Message must be less than 1000 characters');
    });
  });

  describe('properties', () => {
    it('never throws on arbitrary input', () => {
      fc.assert(
        fc.property(
          fc.record(
            Object.fromEntries(Object.keys(emptyBooking()).map((k) => [k, fc.string({ maxLength: 300 })])),
          ),
          (values) => {
            expect(() => bookingSchema.safeParse(values)).not.toThrow();
          },
        ),
        { numRuns: 300 },
      );
    });

    it('always accepts generated valid bookings', () => {
      const letters = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{1,40}[A-Za-z]$/);
      const booking = fc.record({
        name: letters,
        // Addresses as people type them (zod's check is deliberately stricter than RFC 5322).
        email: fc.stringMatching(
          /^[A-Za-z0-9]+([._+-][A-Za-z0-9]+){0,3}@[a-z0-9]+(-[a-z0-9]+)?\.(com|com\.au|net\.au|org\.au|io)$/,
        ),
        phone: fc.oneof(fc.stringMatching(/^04\d{8}$/), fc.stringMatching(/^04\d{2} \d{3} \d{3}$/)),
        unit: fc.stringMatching(/^[A-Za-z0-9 ]{0,20}$/),
        streetNumber: fc.stringMatching(/^[A-Za-z0-9/-]{1,20}$/),
        streetName: letters,
        suburb: fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,46}[A-Za-z]$/),
        postcode: fc.integer({ min: 2000, max: 2999 }).map(String),
        service: fc.constantFrom(...serviceOptions.map((o) => o.label)),
        addon: fc.constantFrom(...addonOptions.map((o) => o.label)),
        message: fc.string({ maxLength: 1000 }),
      });
      fc.assert(
        fc.property(booking, (values) => {
          const result = bookingSchema.safeParse(values);
          if (!result.success) throw new Error(JSON.stringify(result.error.issues));
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('the schema, from the field list', () => {
  it('has a rule for every field of the list, in its order, and no other field of the form', () => {
    const names = bookingFields.map((spec) => spec.name);
    expect(Object.keys(bookingPayloadFields.shape).slice(0, names.length)).toEqual(names);
    expect(Object.keys(bookingSchema.parse(valid))).toEqual(names);
  });

  // A field added to the list with no rule of its own in schema.ts; the brief's fields all have their own.
  const plain = (spec: Partial<BookingFieldSpec>) =>
    plainFieldSchema({
      name: 'name',
      label: 'Door colour',
      kind: 'text',
      group: 'timing',
      width: 'half',
      ...spec,
    });

  it("gives a plain optional field its maxLength as its rule, and lets an older page's payload leave it out", () => {
    const schema = plain({ optional: true, maxLength: 40 });
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse('  ')).toBe('');
    expect(schema.parse(` ${'a'.repeat(40)} `)).toBe('a'.repeat(40));
    expect(schema.safeParse('a'.repeat(41)).error?.issues.map((i) => i.message)).toEqual([
      'Door colour must be less than 40 characters',
    ]);
  });

  it('requires a plain field that is not optional', () => {
    const schema = plain({ maxLength: 40 });
    expect(schema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['Door colour is required']);
    expect(schema.safeParse(undefined).success).toBe(false);
    expect(schema.parse(' Red ')).toBe('Red');
  });
});

describe('zod under the Content-Security-Policy', () => {
  it('is told not to compile parsers with eval before the booking schema exists', async () => {
    const { z } = await import('zod');
    // The booking schema module has been imported by this file; its first import set this.
    expect(z.config().jitless).toBe(true);
  });
});

describe('timing and access (optional)', () => {
  // 10:30 pm on 23 November 2026 in UTC is already 24 November in Sydney (daylight time, UTC+11).
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('needs none of its fields', () => {
    expect(bookingSchema.safeParse(valid).success).toBe(true);
  });

  it.each(['preferredDate', 'reportNeededBy'] as const)(
    '%s: from today in Sydney to 12 months ahead',
    (field) => {
      const what = field === 'preferredDate' ? 'Preferred date' : 'Report date';
      expect(messagesFor(field, '2026-11-24')).toEqual([]);
      expect(messagesFor(field, '2027-11-24')).toEqual([]);
      expect(messagesFor(field, '2026-11-23')).toEqual([`${what} cannot be in the past`]);
      expect(messagesFor(field, '2027-11-25')).toEqual([`${what} must be within the next 12 months`]);
      expect(messagesFor(field, '2026-02-30')).toEqual(['Please enter a valid date']);
      expect(messagesFor(field, '24/11/2026')).toEqual(['Please enter a valid date']);
    },
  );

  it.each([
    ['preferredTime', ['Morning', 'Afternoon', 'Any time'], 'Please choose Morning, Afternoon or Any time'],
    [
      'deadlineReason',
      ['Auction', 'Cooling-off ends', 'Exchange', 'Settlement', "Builder's deadline", 'Other'],
      'Please choose a reason from the list',
    ],
    ['access', ['Selling agent', 'Owner', 'Tenant', 'Me', 'Builder'], 'Please choose who will give access'],
  ] as const)('%s: one of its choices or nothing', (field, choices, message) => {
    for (const choice of ['', ...choices]) expect(messagesFor(field, choice)).toEqual([]);
    expect(messagesFor(field, 'Midnight')).toEqual([message]);
  });

  it("accessName: a person's name when given", () => {
    expect(messagesFor('accessName', '')).toEqual([]);
    expect(messagesFor('accessName', 'Priya O’Connor')).toEqual([]);
    expect(messagesFor('accessName', 'J')).toEqual(['Access contact name must be at least 2 characters']);
    expect(messagesFor('accessName', 'Agent 007')).toEqual([
      'Access contact name can only contain letters, spaces, hyphens and apostrophes',
    ]);
    expect(messagesFor('accessName', 'a'.repeat(101))).toContain(
      'Access contact name must be less than 100 characters',
    );
  });

  it('accessPhone: an Australian landline or mobile when given', () => {
    for (const phone of [
      '',
      '02 9876 5432',
      '(02) 9876 5432',
      '0412 345 678',
      '+61 2 9876 5432',
      '08-9123-4567',
    ]) {
      expect(messagesFor('accessPhone', phone), phone).toEqual([]);
    }
    for (const phone of ['9876 5432', '05 1234 5678', '0412 345 67', '1300 123 456', '+44 20 7946 0958']) {
      expect(messagesFor('accessPhone', phone), phone).toEqual([
        'Please enter an Australian landline or mobile number (e.g., 02 5550 4321 or 0491 570 156)',
      ]);
    }
  });
});

describe('who is booking', () => {
  const forClient = (values: Partial<BookingValues>) =>
    bookingSchema.safeParse({ ...valid, bookedBy: 'Selling agent', ...values });
  const messages = (values: Partial<BookingValues>, field: 'clientName' | 'clientContact') => {
    const result = forClient(values);
    return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
  };

  it('is the client by default, and then needs no client details and sends none', () => {
    const { bookedBy: _omitted, ...withoutField } = valid;
    const parsed = bookingSchema.parse({ ...withoutField, clientName: 'Left Over', clientContact: 'x@y.au' });
    expect(parsed).toMatchObject({ bookedBy: BOOKED_BY_CLIENT, clientName: '', clientContact: '' });
  });

  it('takes only a choice from the list', () => {
    for (const option of bookedByOptions) expect(messagesFor('bookedBy', option), option).toEqual([]);
    expect(messagesFor('bookedBy', 'Landlord')).toEqual(['Please choose who is booking from the list']);
  });

  it.each(bookedByOptions.filter((option) => option !== BOOKED_BY_CLIENT))(
    "needs the client's name and contact when %s books",
    (bookedBy) => {
      expect(messages({ bookedBy }, 'clientName')).toEqual(["Please enter your client's name"]);
      expect(messages({ bookedBy }, 'clientContact')).toEqual([
        "Please enter your client's phone number or email address",
      ]);
      const parsed = forClient({ bookedBy, clientName: ' Ana Silva ', clientContact: '0491 570 156' });
      expect(parsed.success && parsed.data).toMatchObject({
        bookedBy,
        clientName: 'Ana Silva',
        clientContact: '0491 570 156',
      });
    },
  );

  it("checks the client's name as a name", () => {
    expect(messages({ clientName: 'J', clientContact: 'a@b.au' }, 'clientName')).toEqual([
      "Client's name must be at least 2 characters",
    ]);
    expect(messages({ clientName: 'Client 2', clientContact: 'a@b.au' }, 'clientName')).toEqual([
      "Client's name can only contain letters, spaces, hyphens and apostrophes",
    ]);
    expect(messages({ clientName: 'a'.repeat(101), clientContact: 'a@b.au' }, 'clientName')).toContain(
      "Client's name must be less than 100 characters",
    );
  });

  it("takes an Australian phone number or an email address as the client's contact", () => {
    for (const contact of ['0491 570 156', '(02) 5550 1234', '+61 491 570 156', 'ana.silva@example.com']) {
      expect(messages({ clientName: 'Ana Silva', clientContact: contact }, 'clientContact'), contact).toEqual(
        [],
      );
    }
    for (const contact of ['ana', '12345', 'ana@', '+44 20 7946 0958']) {
      expect(messages({ clientName: 'Ana Silva', clientContact: contact }, 'clientContact'), contact).toEqual(
        ["Please enter your client's Australian phone number or email address"],
      );
    }
  });
});

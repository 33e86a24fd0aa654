// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookingFields } from '../../../src/domain/booking/fields';
import { emptyBooking } from '../../../src/domain/booking/form-values';
import { enquiryMailto } from '../../../src/features/booking/mailto';
import { buildPayload, joinAddress } from '../../../src/domain/booking/payload';
import { bookingSchema } from '../../../src/domain/booking/schema';

const booking = bookingSchema.parse({
  name: ' Jane Citizen ',
  email: 'Jane@Example.com',
  phone: '0412 345 678',
  unit: '',
  streetNumber: '12',
  streetName: 'Smith Street',
  suburb: 'Parramatta',
  postcode: '2150',
  service: 'Dilapidation Reports - Starting from $450',
  addon: 'No add-ons',
  message: '',
});

describe('address', () => {
  it('joins the parts with commas, skipping an empty unit', () => {
    expect(joinAddress(booking)).toBe('12, Smith Street, Parramatta, NSW 2150');
  });
  it('puts the unit first when there is one', () => {
    expect(joinAddress({ ...booking, unit: 'Unit 4' })).toBe(
      'Unit 4, 12, Smith Street, Parramatta, NSW 2150',
    );
  });
});

describe('buildPayload', () => {
  it('carries every field, the address and where and when it came from', () => {
    const payload = buildPayload(booking, {
      submissionId: 'abc-123-def-456',
      now: new Date('2025-03-01T02:03:04.005Z'),
      hostname: 'www.example.com.au',
    });
    // Every field of the list, each not named here at its empty value.
    expect(payload).toEqual({
      ...emptyBooking(),
      name: 'Jane Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      streetNumber: '12',
      streetName: 'Smith Street',
      suburb: 'Parramatta',
      postcode: '2150',
      service: 'Dilapidation Reports - Starting from $450',
      address: '12, Smith Street, Parramatta, NSW 2150',
      timestamp: '2025-03-01T02:03:04.005Z',
      source: 'www.example.com.au',
      formType: 'booking',
      submissionId: 'abc-123-def-456',
    });
  });
});

describe('buildPayload for an agent', () => {
  it("carries who is booking and the client's details", () => {
    const agent = bookingSchema.parse({
      ...booking,
      bookedBy: "Buyer's agent",
      clientName: 'Ana Silva',
      clientContact: 'ana@example.com',
    });
    const payload = buildPayload(agent, {
      submissionId: 'abc-123-def-456',
      now: new Date(),
      hostname: 'x.au',
    });
    expect(payload).toMatchObject({
      bookedBy: "Buyer's agent",
      clientName: 'Ana Silva',
      clientContact: 'ana@example.com',
      name: 'Jane Citizen',
    });
  });
});

describe('enquiryMailto', () => {
  it('addresses the business and carries the enquiry', () => {
    const href = enquiryMailto(
      { ...booking, unit: '', message: 'Call after 3pm & before 5' },
      'info@test.example',
    );
    expect(href.startsWith('mailto:info@test.example?subject=')).toBe(true);
    const url = new URL(href);
    const body = url.searchParams.get('body')!;
    expect(url.searchParams.get('subject')).toBe(
      'Booking enquiry: Dilapidation Reports - Starting from $450, Parramatta',
    );
    expect(body).toContain('Name: Jane Citizen');
    expect(body).toContain('Property: 12 Smith Street, Parramatta NSW 2150');
    expect(body).toContain('Message: Call after 3pm & before 5');
  });

  it('adds the timing and access lines that were given, and none that were not', () => {
    const body = (values: Partial<typeof booking>) =>
      new URL(enquiryMailto({ ...booking, ...values }, 'info@test.example')).searchParams.get('body')!;
    expect(body({})).not.toMatch(/Preferred|Report needed|Access/);
    const full = body({
      preferredDate: '2026-12-01',
      preferredTime: 'Morning',
      reportNeededBy: '2026-12-05',
      deadlineReason: 'Auction',
      access: 'Selling agent',
      accessName: 'Sam Lee',
      accessPhone: '02 9876 5432',
    });
    expect(full).toContain('Preferred: 1 December 2026, Morning');
    expect(full).toContain('Report needed by: 5 December 2026, Auction');
    expect(full).toContain('Access: Selling agent, Sam Lee, 02 9876 5432');
    expect(body({ access: 'Me' })).toContain('Access: Me');
  });

  it('carries every field of the list that was given, whatever it is called', () => {
    // A distinctive value in each field, booked by an agent so the client's fields are shown too.
    const values = Object.fromEntries(bookingFields.map((spec) => [spec.name, `${spec.name}-given`]));
    const body = new URL(
      enquiryMailto({ ...emptyBooking(), ...values, bookedBy: 'Selling agent' }, 'info@test.example'),
    ).searchParams.get('body')!;
    for (const spec of bookingFields) {
      if (spec.name === 'bookedBy') expect(body).toContain('Booked by: Selling agent');
      else expect(body, spec.name).toContain(`${spec.name}-given`);
    }
  });

  it('names who booked and the client only when someone books for a client', () => {
    const body = (values: Partial<typeof booking>) =>
      new URL(enquiryMailto({ ...booking, ...values }, 'info@test.example')).searchParams.get('body')!;
    expect(body({})).not.toMatch(/Booked by|Client:/);
    const agent = body({ bookedBy: 'Selling agent', clientName: 'Ana Silva', clientContact: '0491 570 156' });
    expect(agent).toContain('Booked by: Selling agent');
    expect(agent).toContain('Client: Ana Silva, 0491 570 156');
  });
});

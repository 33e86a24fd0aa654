/**
 * An enquiry as the form posts it, for the e2e journeys that need enquiries in the ledger but are not about
 * the form (its own journey, with the proof of work, is e2e/booking-form.spec.ts): posted to the site's
 * /api/bookings, which records it and delivers its channels after the answer.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { serviceOptions } from '../../src/domain/booking/options';
import { inDays } from './dates';
import type { LedgerSite } from './ledger-site';

let sent = 0;

/** The form's fields for a booking by the client, with `fields` over them. */
export function enquiryFields(fields: Record<string, unknown> = {}): Record<string, unknown> {
  sent++;
  return {
    name: 'Mary-Jane O’Neil',
    email: `visitor${sent}@example.com`,
    phone: '0412 345 678',
    unit: '',
    streetNumber: '12A',
    streetName: 'Smith Street',
    suburb: 'Parramatta',
    postcode: '2150',
    service: serviceOptions[0]!.label,
    addon: 'No add-ons',
    message: '',
    preferredDate: inDays(10),
    preferredTime: 'Morning',
    address: 'ignored by the server',
    timestamp: new Date().toISOString(),
    source: '127.0.0.1',
    formType: 'booking',
    submissionId: `e2e-${process.pid}-${Date.now()}-${sent}`,
    ...fields,
  };
}

/** Posts an enquiry (the site asks no proof of work) and waits for its channels; its reference and fields. */
export async function postEnquiry(
  request: APIRequestContext,
  site: LedgerSite,
  fields: Record<string, unknown> = {},
) {
  const data = enquiryFields(fields);
  const answer = await request.post(`${site.origin}/api/bookings`, { data });
  expect(answer.status(), await answer.text()).toBe(202);
  const { reference } = (await answer.json()) as { reference: string };
  await site.idle();
  return { reference, fields: data };
}

import type { Booking } from './schema';

export interface PayloadContext {
  /** Made once per enquiry and kept across retries, so the automation can drop duplicates. */
  submissionId: string;
  now: Date;
  /** window.location.hostname */
  hostname: string;
}

/** 'Unit 4, 12, Smith Street, Parramatta, NSW 2150': the parts joined with ', ', empty ones skipped. */
export function joinAddress(
  booking: Pick<Booking, 'unit' | 'streetNumber' | 'streetName' | 'suburb' | 'postcode'>,
) {
  return [booking.unit, booking.streetNumber, booking.streetName, booking.suburb, `NSW ${booking.postcode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The JSON body for the webhook: every validated field plus address and provenance. */
export function buildPayload(booking: Booking, context: PayloadContext) {
  return {
    ...booking,
    address: joinAddress(booking),
    timestamp: context.now.toISOString(),
    source: context.hostname,
    formType: 'booking' as const,
    submissionId: context.submissionId,
  };
}

export type OutgoingPayload = ReturnType<typeof buildPayload>;

import { zodResolver } from '@hookform/resolvers/zod';
import { bookingSchema } from '../../domain/booking/schema';

/** Loaded on demand by the form (see booking-form.tsx), so zod stays out of the first page load. */
export const bookingResolver = zodResolver(bookingSchema);

/** The values as an enquiry, when valid: the form re-queues an enquiry edited while it waits on the device. */
export function parseBooking(values: unknown) {
  return bookingSchema.safeParse(values);
}

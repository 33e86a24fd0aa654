import { zodResolver } from '@hookform/resolvers/zod';
import { bookingSchema } from './schema';

/** Loaded on demand by the form (see booking-form.tsx), so zod stays out of the first page load. */
export const bookingResolver = zodResolver(bookingSchema);

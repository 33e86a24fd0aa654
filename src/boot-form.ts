/**
 * The booking form's part of the boot (src/boot/booking-form.ts): its own script, which the prerender adds to
 * the pages that have the form, so no other page downloads it. The boot script starts the app at once when the
 * form is submitted.
 */
import { readyBookingForm } from './boot/booking-form';

readyBookingForm(window);

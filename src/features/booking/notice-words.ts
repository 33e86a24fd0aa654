/**
 * Issue 55: an enquiry kept on the device (offline, or no answer) is told one thing, the true one: it goes by
 * itself when the connection is back. Pressing submit again would only try sooner, so the notice never asks.
 */
export const SAVED_TITLE = 'Saved, Not Sent Yet';
export const SAVED_ON_DEVICE =
  "Your enquiry is saved on this device and will be sent automatically when the connection is back. You don't need to press submit again.";
/** The title of a failure that kept nothing: the visitor presses submit again, or calls. */
export const FAILURE_TITLE = 'Unable to Submit Booking';

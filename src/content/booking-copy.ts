/**
 * How to ask for work the booking form has no inspection for (issue 29, M3): the form lists only the nine
 * inspections and needs one of them chosen. The services without an inspection of their own (compliance
 * reports, maintenance assessments, specialised inspections) and the booking banners that lead to them say
 * this, and nothing else, about the form.
 */
export const quoteThroughForm =
  'Call us, or use the booking form: choose the inspection closest to what you need, describe the work in ' +
  'the message, and we will quote it.';

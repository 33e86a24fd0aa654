/**
 * How to ask for work the booking form has no inspection for (issue 29, M3): the form lists only the nine
 * inspections and needs one of them chosen. The services without an inspection of their own (compliance
 * reports, maintenance assessments, specialised inspections) and the booking banners that lead to them say
 * this, and nothing else, about the form.
 */
export const quoteThroughForm =
  'Call us, or use the booking form: choose the inspection closest to what you need, describe the work in ' +
  'the message, and we will quote it.';

/**
 * The note above the client's details in the booking form, for someone booking for another person (issue
 * 42, major 6). For a buyer's pre-purchase inspection the client is the buyer, whoever books it: a selling
 * agent acts for the vendor, so the note never calls the report the agent's client's.
 */
export const clientNote = {
  /** Any inspection but a buyer's, and no inspection chosen yet. */
  anyClient: 'Booking for a client? The report is made out to your client and sent to them.',
  /** A buyer's pre-purchase inspection (catalog.ts, `forBuyer`). */
  buyer:
    'Booking for a buyer? For a pre-purchase inspection the report is made out to the buyer and sent to ' +
    'them: the buyer is our client, whoever books.',
  /** A selling agent, before an inspection is chosen. */
  sellingAgent:
    'Booking as the selling agent? You act for the vendor, so for a pre-purchase inspection the report is ' +
    "made out to the buyer and sent to them. Give the buyer's details below.",
  /** After each: whose contact details the form's own fields are. */
  yours: 'The name, email and mobile below are yours: we arrange the booking and access with you.',
} as const;

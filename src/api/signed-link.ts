/**
 * What every page opened by a signed link shows of the booking it is for (the agreement, the booking page, and
 * the report to come): the business to call and the booking itself. Types only.
 */
import { type BookingSlot } from '../domain/booking/states.js';

export interface BusinessPhone {
  display: string;
  e164: string;
}

/** The booking beside the page: what, where, when (Sydney time) and the price. */
export type LinkedBookingSummary = BookingSlot & { inspection: string; property: string };

/** The part of a signed-link page's view that the shared frame reads. */
export interface SignedLinkViewBase {
  businessName: string;
  businessPhone: BusinessPhone;
  /** Shown beside the page; on the agreement, outside its hashed text, so a change of time alone asks for nothing. */
  booking: LinkedBookingSummary;
}

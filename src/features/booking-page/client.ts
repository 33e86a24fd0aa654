import {
  bookingPagePath,
  cancelPath,
  changeRequestPath,
  type BookingPageError,
  type BookingPageView,
  type CancelBody,
  type ChangeRequestBody,
} from '../../api/booking-page';
import { privateRoutes } from '../../app/private-routes';
import { linkRequest, LinkRequestError, tokenFrom as tokenOf } from '../../components/signed-link/client';

const route = privateRoutes.find((r) => r.id === 'booking')!;

export { isLinkError } from '../../components/signed-link/client';

/** The token in the page's address (`/booking/<token>`), or null when there is none. */
export const tokenFrom = (pathname: string) => tokenOf(route.path, pathname);

/** A refusal of the booking page's API: a 409 'closed' carries the booking as it is now. */
export type BookingPageRequestError = LinkRequestError<BookingPageError, BookingPageView>;
export const isBookingPageRefusal = (error: unknown): error is BookingPageRequestError =>
  error instanceof LinkRequestError;

const request = (url: string, body?: ChangeRequestBody | CancelBody) =>
  linkRequest<BookingPageView, BookingPageError>(url, body, 'closed');

export const bookingPageClient = {
  view: (token: string) => request(bookingPagePath(token)),
  changeRequest: (token: string, body: ChangeRequestBody) => request(changeRequestPath(token), body),
  cancel: (token: string, body: CancelBody) => request(cancelPath(token), body),
};

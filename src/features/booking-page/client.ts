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

const route = privateRoutes.find((r) => r.id === 'booking')!;

/** The token in the page's address (`/booking/<token>`), or null when there is none. */
export function tokenFrom(pathname: string): string | null {
  const prefix = `${route.path}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!segment || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** An answer of the booking page's API that is not a success: its status, `{ error }` and what it carries. */
export class BookingPageRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: BookingPageError | null,
    readonly detail: { current?: BookingPageView | null; field?: string } = {},
  ) {
    super(error ?? `HTTP ${status}`);
  }
}

/** True when the link itself opens nothing: tampered with, revoked, expired (404 `{ error: 'link' }`). */
export const isLinkError = (error: unknown) =>
  error instanceof BookingPageRequestError && error.status === 404;

async function request(url: string, body?: ChangeRequestBody | CancelBody): Promise<BookingPageView> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: body
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) {
    let answer: { error?: BookingPageError; current?: BookingPageView | null; field?: unknown } = {};
    try {
      answer = ((await response.json()) as typeof answer | null) ?? {};
    } catch {
      answer = {};
    }
    throw new BookingPageRequestError(response.status, answer.error ?? null, {
      current: answer.error === 'closed' ? answer.current : undefined,
      field: typeof answer.field === 'string' ? answer.field : undefined,
    });
  }
  return (await response.json()) as BookingPageView;
}

export const bookingPageClient = {
  view: (token: string) => request(bookingPagePath(token)),
  changeRequest: (token: string, body: ChangeRequestBody) => request(changeRequestPath(token), body),
  cancel: (token: string, body: CancelBody) => request(cancelPath(token), body),
};

/**
 * The client of a page opened by a signed link (the agreement, the booking page): the token from the address,
 * one request function, and one error type for the API's refusals. Each page's own client
 * (src/features/<page>/client.ts) names its paths and what its refusals carry.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { NotSentError, sendNow, sendNowMutations } from '../../lib/send-now';

/** The token in a page's address (`<routePath>/<token>`), or null when there is none or it is mangled. */
export function tokenFrom(routePath: string, pathname: string): string | null {
  const prefix = `${routePath}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    // A mangled address (a broken % escape) opens nothing, as a wrong token does.
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/**
 * An answer of a signed-link API that is not a success: its status and `{ error }`, with what a refusal carries
 * besides: the view as it is now (a 409), the field it names (a 400).
 */
export class LinkRequestError<Error extends string, View> extends globalThis.Error {
  constructor(
    readonly status: number,
    readonly error: Error | null,
    readonly detail: { current?: View | null; field?: string } = {},
  ) {
    super(error ?? `HTTP ${status}`);
  }
}

/** A link that opens nothing (404): the page shows its link error page. */
export const isLinkError = (error: unknown) => error instanceof LinkRequestError && error.status === 404;

/**
 * GET `url`, or POST `body` to it as JSON; the view on success. A refusal throws `LinkRequestError`, carrying
 * the current view when the answer's error is `currentOn` (the one refusal that shows the page as it is now).
 */
export async function linkRequest<View, Error extends string>(
  url: string,
  body: unknown,
  currentOn: Error,
): Promise<View> {
  const init: RequestInit = {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  };
  // A change (a POST) goes now or not at all (lib/send-now.ts); a read is the query client's to try again.
  const response = body === undefined ? await fetch(url, init) : await sendNow(url, init);
  if (!response.ok) {
    let answer: { error?: Error; current?: View | null; field?: unknown } = {};
    try {
      answer = ((await response.json()) as typeof answer | null) ?? {};
    } catch {
      answer = {};
    }
    throw new LinkRequestError<Error, View>(response.status, answer.error ?? null, {
      current: answer.error === currentOn ? answer.current : undefined,
      field: typeof answer.field === 'string' ? answer.field : undefined,
    });
  }
  return (await response.json()) as View;
}

/** A page's own query client: a failed read is tried again, but not one the server refused (4xx). */
export function createLinkQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // No answer, or none in time: it may have gone through. Read the page's view again, to show what did.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof NotSentError && error.reason !== 'offline') void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof LinkRequestError && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
      // Sent now or not at all: never paused offline to be sent later (issue 56).
      mutations: sendNowMutations,
    },
  });
  return client;
}

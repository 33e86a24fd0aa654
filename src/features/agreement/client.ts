import {
  acceptPath,
  agreementPath,
  type AcceptBody,
  type AgreementError,
  type AgreementView,
} from '../../api/agreement';
import { privateRoutes } from '../../app/private-routes';

const route = privateRoutes.find((r) => r.id === 'agreement')!;

/** The token in the page's address (`/agreement/<token>`), or null when there is none. */
export function tokenFrom(pathname: string): string | null {
  const prefix = `${route.path}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!segment || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A mangled address (a broken % escape) opens nothing, as a wrong token does.
    return null;
  }
}

/**
 * An answer of the agreement API that is not a success (api.ts): its status and `{ error }`, with what a
 * refusal carries besides: the agreement as it is now (409 'changed'), the field it names (400).
 */
export class AgreementRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: AgreementError | null,
    readonly detail: { current?: AgreementView; field?: string } = {},
  ) {
    super(error ?? `HTTP ${status}`);
  }
}

/** True when the link itself opens nothing: tampered with, revoked, expired (404 `{ error: 'link' }`). */
export const isLinkError = (error: unknown) => error instanceof AgreementRequestError && error.status === 404;

async function request(url: string, body?: AcceptBody): Promise<AgreementView> {
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
    let answer: { error?: AgreementError; current?: AgreementView; field?: unknown } = {};
    try {
      answer = ((await response.json()) as typeof answer | null) ?? {};
    } catch {
      answer = {};
    }
    throw new AgreementRequestError(response.status, answer.error ?? null, {
      current: answer.error === 'changed' ? answer.current : undefined,
      field: typeof answer.field === 'string' ? answer.field : undefined,
    });
  }
  return (await response.json()) as AgreementView;
}

export const agreementClient = {
  view: (token: string) => request(agreementPath(token)),
  accept: (token: string, body: AcceptBody) => request(acceptPath(token), body),
};

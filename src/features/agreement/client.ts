import {
  acceptPath,
  agreementPath,
  type AcceptBody,
  type AgreementError,
  type AgreementView,
} from '../../api/agreement';
import { privateRoutes } from '../../app/private-routes';
import { linkRequest, LinkRequestError, tokenFrom as tokenOf } from '../../components/signed-link/client';

const route = privateRoutes.find((r) => r.id === 'agreement')!;

export { isLinkError } from '../../components/signed-link/client';

/** The token in the page's address (`/agreement/<token>`), or null when there is none. */
export const tokenFrom = (pathname: string) => tokenOf(route.path, pathname);

/** A refusal of the agreement API (api.ts): a 409 'changed' carries the agreement as it is now. */
export type AgreementRequestError = LinkRequestError<AgreementError, AgreementView>;
export const isAgreementRefusal = (error: unknown): error is AgreementRequestError =>
  error instanceof LinkRequestError;

export const agreementClient = {
  view: (token: string) =>
    linkRequest<AgreementView, AgreementError>(agreementPath(token), undefined, 'changed'),
  accept: (token: string, body: AcceptBody) =>
    linkRequest<AgreementView, AgreementError>(acceptPath(token), body, 'changed'),
};

import {
  reportCopiesPath,
  reportFreshLinkPath,
  reportPagePath,
  reportRevokeCopyPath,
  reportUnsubscribePath,
  type ReportError,
  type ReportPageView,
  type ReportUnsubscribeView,
  type RevokeCopyBody,
  type SendCopyBody,
} from '../../api/report';
import { privateRoutes } from '../../app/private-routes';
import { linkRequest, LinkRequestError, tokenFrom as tokenOf } from '../../components/signed-link/client';

const route = privateRoutes.find((r) => r.id === 'report')!;

export { isLinkError } from '../../components/signed-link/client';

/** The token in the page's address (`/report/<token>`), or null when there is none. */
export const tokenFrom = (pathname: string) => tokenOf(route.path, pathname);

/** A refusal of the report API (src/api/report.ts): its status and error; none carries a view. */
export type ReportRequestError = LinkRequestError<ReportError, ReportPageView>;
export const isReportRefusal = (error: unknown): error is ReportRequestError =>
  error instanceof LinkRequestError;

export const reportPageClient = {
  view: (token: string) => linkRequest<ReportPageView, ReportError>(reportPagePath(token), undefined, 'link'),
  /** Past the link's days: mail a fresh link to the client's address on file (202 `{ sent: true }`). */
  freshLink: (token: string) =>
    linkRequest<{ sent: true }, ReportError>(reportFreshLinkPath(token), {}, 'link'),
  /** Issue 59: a copy for an adviser; the page as it is now. */
  sendCopy: (token: string, body: SendCopyBody) =>
    linkRequest<ReportPageView, ReportError>(reportCopiesPath(token), body, 'link'),
  revokeCopy: (token: string, body: RevokeCopyBody) =>
    linkRequest<ReportPageView, ReportError>(reportRevokeCopyPath(token), body, 'link'),
  /** An unsubscribe link (issue 59): no more review requests to its address (200, the view as it is now). */
  unsubscribe: (token: string) =>
    linkRequest<ReportUnsubscribeView, ReportError>(reportUnsubscribePath(token), {}, 'link'),
};

import { recordPaymentPath, type RecordPaymentBody } from '../../api/payment';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  OFFICE_ACTIVITY_HEADER,
  OFFICE_API,
  actionPath,
  agreementResendPath,
  agreementRevokePath,
  handledPath,
  enquiryPath,
  resendPath,
  type ChannelName,
  type ConfirmBody,
  type DoneBody,
  type OfficeEnquiryDetail,
  type OfficeError,
  type OfficeList,
  type OfficeSchedule,
  type OfficeStatus,
  type OfficeTab,
  type ReasonBody,
} from '../../api/office';
import type { ScheduleRange } from '../../api/office-paths';
import {
  officeRevokeCopyPath,
  reportReleasePath,
  type OfficeReport,
  type ReportError,
} from '../../api/report';
import { takeActivity } from './activity';
import { noteCounted } from './session-end';
import { sendNow } from '../../lib/send-now';
import { type OfficeAction, type UpdateChannelName } from '../../domain/booking/states';

/** How often the inbox asks for what is new, besides when the tab regains focus. */
export const REFRESH_MS = 30_000;

/**
 * An answer of the office API that is not a success: its status and its `{ error }`, when it sent one, with
 * what an action's refusal carries besides (api.ts): the enquiry as it is now (409), the field it names (400).
 */
export class OfficeRequestError extends Error {
  constructor(
    readonly status: number,
    /** The office's refusals, and the report's (src/api/report.ts, issue 58). */
    readonly error: OfficeError | ReportError | null,
    /**
     * `reason`: why a field was refused, where the API says ('booker': the booker's own address, issue 52).
     * `retryAt`: from when a code can be asked for again, past a limit (429 `limited`, issue 56).
     * `date`: the inspection's day, from which it may be marked done (409 `too-early`, issue 57).
     * `missing`: the parts of a report's upload the server does not hold (409 `incomplete`, issue 58).
     */
    readonly detail: {
      current?: OfficeEnquiryDetail;
      field?: string;
      reason?: string;
      retryAt?: string;
      date?: string;
      missing?: number[];
    } = {},
  ) {
    super(error ?? `HTTP ${status}`);
  }
}

/** The body each action takes (api.ts). */
export interface ActionBodies {
  confirm: ConfirmBody;
  move: ConfirmBody;
  decline: ReasonBody;
  cancel: ReasonBody;
  done: DoneBody;
}

/** True for the answer the API gives without a live session (a wrong code is a 401 too, but not this). */
export const isSignedOut = (error: unknown) =>
  error instanceof OfficeRequestError &&
  (error.error === 'signed-out' || (error.status === 401 && error.error === null));

/**
 * Whether a read is a refresh of what the page already shows (react-query's interval, focus and invalidation
 * refetches), which goes as a background request; a first read (the page opened, a tab or a search chosen)
 * is a person's doing.
 */
export function isRefresh(client: QueryClient, queryKey: QueryKey): boolean {
  return client.getQueryState(queryKey)?.data !== undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** A JSON body. */
  body?: unknown;
  /** Bytes instead (a part of a report's PDF, issue 58), sent as `application/octet-stream`. */
  bytes?: Blob;
  /**
   * How long the request waits for its answer: a change's 10 s (lib/send-now.ts) unless said. A read given a
   * limit goes by the same rule (now or not at all); without one it is react-query's to try again.
   */
  limitMs?: number;
  /**
   * A read the page makes on its own (a refresh, `isRefresh`): it carries the background header, so it does not
   * keep the session alive, unless a person clicked or typed since the last request (activity.ts).
   */
  background?: boolean;
  /** A change's page abandons it (its dialog closed): the request is aborted (issue 56). */
  signal?: AbortSignal;
}

/**
 * One request of the office's API, as every request of the office goes: the activity it carries (activity.ts),
 * the session's cookie, never a cached answer. A success is returned; anything else throws OfficeRequestError
 * (NotSentError for a change that did not go).
 */
export async function officeRequest(
  url: string,
  { method = 'GET', body, bytes, limitMs, background = false, signal }: RequestOptions = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bytes !== undefined) headers['Content-Type'] = 'application/octet-stream';
  // Every request takes the activity there was; a background read sends the header only when there was none.
  const active = takeActivity();
  if (background && !active) headers[OFFICE_ACTIVITY_HEADER] = 'background';
  // A request that counts keeps the session alive: the idle warning counts from it (issue 56).
  else noteCounted();
  const init: RequestInit = {
    method,
    headers,
    body: bytes ?? (body === undefined ? undefined : JSON.stringify(body)),
    credentials: 'same-origin',
    cache: 'no-store',
  };
  // A change goes now or not at all (lib/send-now.ts); a read is react-query's to try again.
  const response =
    method !== 'GET' || limitMs !== undefined
      ? await sendNow(url, init, { signal, limitMs })
      : await fetch(url, init);
  if (!response.ok) {
    let answer: {
      error?: OfficeError | ReportError;
      current?: OfficeEnquiryDetail;
      field?: unknown;
      reason?: unknown;
      retryAt?: unknown;
      date?: unknown;
      missing?: unknown;
    } = {};
    try {
      answer = ((await response.json()) as typeof answer | null) ?? {};
    } catch {
      answer = {};
    }
    throw new OfficeRequestError(response.status, answer.error ?? null, {
      current: answer.error === 'conflict' || answer.error === 'too-early' ? answer.current : undefined,
      field: typeof answer.field === 'string' ? answer.field : undefined,
      reason: typeof answer.reason === 'string' ? answer.reason : undefined,
      retryAt: typeof answer.retryAt === 'string' ? answer.retryAt : undefined,
      date: typeof answer.date === 'string' ? answer.date : undefined,
      missing:
        Array.isArray(answer.missing) && answer.missing.every((index) => Number.isInteger(index))
          ? (answer.missing as number[])
          : undefined,
    });
  }
  return response;
}

/**
 * The settings of a request a person makes outside officeRequest (a report's file fetched in ranges, issue 58):
 * the session's cookie, never a cached answer, and it counts as activity, as officeRequest's do.
 */
export function officeFileInit(accept: string): RequestInit {
  takeActivity();
  noteCounted();
  return { headers: { Accept: accept }, credentials: 'same-origin', cache: 'no-store' };
}

const json = async <T>(response: Promise<Response>): Promise<T> => (await response).json() as Promise<T>;

export function listUrl(tab: OfficeTab, q: string, base: string = OFFICE_API.enquiries): string {
  const params = new URLSearchParams({ tab });
  if (q.trim()) params.set('q', q.trim());
  return `${base}?${params}`;
}

export const officeClient = {
  status: () => json<OfficeStatus>(officeRequest(OFFICE_API.status)),
  requestCode: (email: string) =>
    officeRequest(OFFICE_API.code, { method: 'POST', body: { email } }).then(() => {}),
  signIn: (email: string, code: string) =>
    json<OfficeStatus>(officeRequest(OFFICE_API.signIn, { method: 'POST', body: { email, code } })),
  linkSignIn: (token: string) =>
    json<OfficeStatus>(officeRequest(OFFICE_API.linkSignIn, { method: 'POST', body: { token } })),
  signOut: () => officeRequest(OFFICE_API.signOut, { method: 'POST' }).then(() => {}),
  list: (tab: OfficeTab, q: string, background: boolean) =>
    json<OfficeList>(officeRequest(listUrl(tab, q), { background })),
  schedule: (range: ScheduleRange, background: boolean) =>
    json<OfficeSchedule>(officeRequest(`${OFFICE_API.schedule}?range=${range}`, { background })),
  detail: (reference: string, background: boolean) =>
    json<OfficeEnquiryDetail>(officeRequest(enquiryPath(reference), { background })),
  resend: (reference: string, channel: ChannelName) =>
    officeRequest(resendPath(reference), { method: 'POST', body: { channel } }).then(() => {}),
  /** One change's delivery again: the client's e-mail or the automation's event. */
  resendUpdate: (reference: string, channel: UpdateChannelName, eventId: number) =>
    officeRequest(resendPath(reference), { method: 'POST', body: { channel, eventId } }).then(() => {}),
  /**
   * The agreement's link again, or every link revoked and a fresh one sent (issue 40): the enquiry as it is
   * after. A 409 carries it as it is now (not booked, or no agreement sent for it).
   */
  agreement: (reference: string, what: 'resend' | 'revoke') =>
    json<OfficeEnquiryDetail>(
      officeRequest(what === 'resend' ? agreementResendPath(reference) : agreementRevokePath(reference), {
        method: 'POST',
        body: {},
      }),
    ),
  /** Issue 41: the client's request from the booking page dealt with: the enquiry as it is after. */
  handled: (reference: string) =>
    json<OfficeEnquiryDetail>(officeRequest(handledPath(reference), { method: 'POST', body: {} })),
  /** An action: the enquiry as it is once the change is recorded. */
  act: <A extends OfficeAction>(reference: string, action: A, body: ActionBodies[A], signal?: AbortSignal) =>
    json<OfficeEnquiryDetail>(officeRequest(actionPath(reference, action), { method: 'POST', body, signal })),
  /**
   * Issue 58: the report's file let go to the client before the agreement is accepted, with the reason. The
   * server answers with the enquiry; its report.
   */
  releaseReport: async (reference: string, reason: string, signal?: AbortSignal): Promise<OfficeReport> =>
    (
      await json<OfficeEnquiryDetail>(
        officeRequest(reportReleasePath(reference), { method: 'POST', body: { reason }, signal }),
      )
    ).report!,
  /** Issue 60: a payment or a refund recorded by the office; the enquiry as it is after. */
  recordPayment: (reference: string, body: RecordPaymentBody, signal?: AbortSignal) =>
    json<OfficeEnquiryDetail>(officeRequest(recordPaymentPath(reference), { method: 'POST', body, signal })),
  /** Issue 59: withdraw a copy the client sent an adviser; the enquiry as it is now. */
  revokeCopy: (reference: string, copyId: number): Promise<OfficeEnquiryDetail> =>
    json<OfficeEnquiryDetail>(
      officeRequest(officeRevokeCopyPath(reference, copyId), { method: 'POST', body: {} }),
    ),
};

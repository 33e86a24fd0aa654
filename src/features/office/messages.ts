import { formatSydneyTime, slotDate } from '../../domain/booking/words';
import { NotSentError, notSentMessage } from '../../lib/send-now';
import { OfficeRequestError } from './client';

/** Past a limit on codes (429 `limited`): nothing was sent, and from when to ask again, in Sydney time. */
export function limitedMessage(retryAt: string | undefined): string {
  const at = retryAt ? new Date(retryAt) : null;
  const when = at && !Number.isNaN(at.getTime()) ? `from ${formatSydneyTime(at)}` : 'in an hour';
  return `No more codes will be sent for now: too many have been asked for. You can ask again ${when}.`;
}

/** A code mail's link opened in a browser other than the one that asked for the code (403 `other-browser`). */
export const OTHER_BROWSER =
  'This link signs in only in the browser where the code was asked for, and this is another one. It still ' +
  'works there. Or type the code from the same mail instead: on the page that asked for it, or here.';

/** Issue 57: "done" before the inspection's own day (409 `too-early`), which the server judges by its clock. */
export function tooEarlyMessage(date: string | undefined): string {
  return date
    ? `This inspection is on ${slotDate(date, { year: true })}; mark it done from that day.`
    : 'This inspection is not due yet; mark it done from its day.';
}

/** What a person is told when a request of the office fails, in plain words. */
export function failureMessage(error: unknown): string {
  if (error instanceof NotSentError) return notSentMessage(error);
  if (!(error instanceof OfficeRequestError)) {
    return 'Could not reach the office. Check the connection and try again.';
  }
  switch (error.error) {
    case 'wrong-code':
      return 'That code is not right. Check the newest mail from us, or ask for another code.';
    case 'limited':
      return limitedMessage(error.detail.retryAt);
    case 'other-browser':
      return OTHER_BROWSER;
    case 'locked':
      return 'That code no longer works after too many wrong tries. Ask for another code.';
    case 'expired':
      return 'That code or link has expired, or has been used already. Ask for another one.';
    case 'invalid':
      return 'Check what you typed and try again.';
    case 'origin':
      return 'The office refused a request from this page. Reload it and try again.';
    case 'signed-out':
      return 'Your session has ended. Sign in again.';
    case 'not-found':
      return 'That enquiry is not in the ledger.';
    case 'conflict':
      return 'Someone else changed this enquiry meanwhile. It shows as it is now.';
    case 'too-early':
      return tooEarlyMessage(error.detail.date);
    default:
      return error.status === 429
        ? 'Too many requests for now. Wait a while and try again.'
        : 'The office could not do that just now. Try again in a moment.';
  }
}

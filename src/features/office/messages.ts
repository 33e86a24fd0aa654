import { NotSentError, notSentMessage } from '../../lib/send-now';
import { OfficeRequestError } from './client';

/** What a person is told when a request of the office fails, in plain words. */
export function failureMessage(error: unknown): string {
  if (error instanceof NotSentError) return notSentMessage(error);
  if (!(error instanceof OfficeRequestError)) {
    return 'Could not reach the office. Check the connection and try again.';
  }
  switch (error.error) {
    case 'wrong-code':
      return 'That code is not right. Check the newest mail from us, or ask for another code.';
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
    default:
      return error.status === 429
        ? 'Too many requests for now. Wait a while and try again.'
        : 'The office could not do that just now. Try again in a moment.';
  }
}

/**
 * What the outbox runner needs in a page: how to send (the same send as the form's) and what every page tells
 * the visitor about an enquiry that was waiting on this device. Loaded only when something waits.
 */
import { announceEarlierVersion, announceExpired, announceReceived } from './booking-notices';
import { clearDraft, keptSubmissionId } from './draft';
import type { OutboxRunnerOptions } from './outbox-runner';
import { sendEnquiry } from './send-enquiry';

export function outboxOptions(): OutboxRunnerOptions {
  return {
    send: (entry, { freshProof }) => sendEnquiry(entry.payload, { freshProof }),
    onEvent(event) {
      if (event.type === 'accepted') {
        // On whatever page the visitor is: the brief's notice, with the reference.
        if (event.entry.changed) announceEarlierVersion(event.entry.reference);
        else announceReceived(event.entry.reference);
        if (keptSubmissionId() === event.entry.submissionId) clearDraft();
      } else if (event.type === 'expired') {
        announceExpired();
      }
      // A refusal is shown by the form, with the values and the field errors, the next time it is opened.
    },
  };
}

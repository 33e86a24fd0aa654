import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { draftSubmissionId, keepSubmissionId, keptSubmissionId } from './draft';
import { bookingFieldNames, emptyBooking, type BookingValues } from '../../domain/booking/form-values';
import { createOutbox, isQueueable, type FieldErrors, type SendOutcome } from './outbox';
import { checkOutbox, loadOutboxOptions, startOutbox } from './outbox-check';
import type { OutboxEvent, OutboxRunner } from './outbox-runner';
import type { OutgoingPayload } from '../../domain/booking/payload';

/** Loaded on the visitor's first touch of the form: the proof client and the send. */
const loadSending = () => import('./send-enquiry');

/** How the form learns what became of its enquiry, now or from the outbox later. */
export interface EnquiryEvents {
  /**
   * Received (the form's own send, or the outbox's). The outbox's is already announced site-wide. `changed`:
   * the site already had an earlier version of this enquiry, which stands.
   */
  onReceived(reference: string, fromOutbox: boolean, changed: boolean): void;
  /** Refused while it waited on the device: its values and the server's field errors, to show again. */
  onRefused(values: BookingValues, fieldErrors: FieldErrors | undefined): void;
  /** Still waiting on the device from an earlier visit: its values, to show with the saved notice. */
  onWaiting(values: BookingValues): void;
}

/** The result of pressing submit, once it is known. */
export type SendResult =
  | { kind: 'received'; reference: string | null; changed: boolean }
  /** A retry through the outbox that was received or refused: its event has told the form already. */
  | { kind: 'settled' }
  /** `saved`: kept in the outbox, to be sent automatically. */
  | { kind: 'failed'; saved: boolean; fieldErrors?: FieldErrors };

/** An outbox entry's payload as the form's values. */
function valuesOf(payload: OutgoingPayload): BookingValues {
  const values = emptyBooking();
  for (const name of bookingFieldNames) {
    const value = (payload as Record<string, unknown>)[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * The booking form's enquiry: its id (made at the first touch and kept with the draft), its proof of work
 * (solved in the background from then on), the send, and the device's outbox when the send fails on the
 * network. Neither the proof client nor the outbox loads before it is needed.
 */
export function useEnquiry(events: EnquiryEvents) {
  const id = useRef<string | null>(null);
  const runner = useRef<OutboxRunner | null>(null);
  // The form's latest handlers, for events that arrive after it re-rendered.
  const listener = useRef(events);
  useEffect(() => {
    listener.current = events;
  });
  const [proofWait, setProofWait] = useState(false);
  const mutation = useMutation({
    // Offline, react-query would pause the send until the browser is back online and leave the visitor
    // looking at 'Submitting...'; the send itself reports the failure, and the outbox takes the enquiry.
    networkMode: 'always',
    mutationFn: async (payload: OutgoingPayload) =>
      (await loadSending()).sendFirst(payload, { onProofWait: setProofWait }),
  });

  function onOutboxEvent(event: OutboxEvent) {
    if (event.entry.submissionId !== id.current) return;
    if (event.type === 'accepted') {
      listener.current.onReceived(event.entry.reference, true, !!event.entry.changed);
    }
    if (event.type === 'refused') {
      listener.current.onRefused(valuesOf(event.entry.payload), event.entry.fieldErrors);
      runner.current?.outbox.remove(event.entry.submissionId);
    }
  }

  function attach(started: OutboxRunner) {
    if (runner.current === started) return started;
    runner.current = started;
    started.subscribe(onOutboxEvent);
    return started;
  }

  // An enquiry this device kept from an earlier visit: refused ones are shown again (and leave the outbox),
  // a waiting one is shown with the saved notice and goes on under its own id.
  useEffect(() => {
    void checkOutbox(loadOutboxOptions)
      ?.then((started) => {
        attach(started);
        const refused = started.outbox.refusedEntry();
        if (refused) {
          id.current = refused.submissionId;
          keepSubmissionId(refused.submissionId);
          started.outbox.remove(refused.submissionId);
          listener.current.onRefused(valuesOf(refused.payload), refused.fieldErrors);
          return;
        }
        const waiting = started.outbox.waitingEntry();
        if (waiting && (!keptSubmissionId() || keptSubmissionId() === waiting.submissionId)) {
          id.current = waiting.submissionId;
          keepSubmissionId(waiting.submissionId);
          listener.current.onWaiting(valuesOf(waiting.payload));
        }
      })
      .catch(() => {});
    return () => {
      runner.current = null;
    };
    // The outbox is read once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The enquiry's id, made (and its proof started) the first time the visitor touches the form. */
  function touch(): string {
    id.current ??= draftSubmissionId();
    const current = id.current;
    void loadSending().then((sending) => sending.prepareProof(current));
    return current;
  }

  function waitsOnDevice(submissionId: string): boolean {
    return createOutbox()
      .entries()
      .some((entry) => entry.submissionId === submissionId && entry.state === 'waiting');
  }

  /**
   * The page's runner, which sends what waits. Its code may not load while the device is offline: then it
   * starts when the browser is back online.
   */
  function runOutbox() {
    startOutbox(loadOutboxOptions).then(
      (started) => void attach(started).flush(),
      () => window.addEventListener('online', runOutbox, { once: true }),
    );
  }

  /** Keeps the enquiry on the device: written at once, with no network needed, then sent by the runner. */
  function keep(payload: OutgoingPayload): boolean {
    const kept = createOutbox().queue(payload);
    if (kept) runOutbox();
    return kept;
  }

  /** Sends the enquiry; a failure on the network keeps it on the device. Never throws. */
  async function send(payload: OutgoingPayload): Promise<SendResult> {
    if (waitsOnDevice(payload.submissionId)) {
      // A manual retry of an enquiry that waits on the device: the same entry, with what the form holds now.
      createOutbox().queue(payload);
      const started = runner.current;
      if (!started) {
        runOutbox();
        return { kind: 'failed', saved: true };
      }
      await started.flush({ retryNow: true });
      // Received or refused: the outbox's event has told the form already.
      return waitsOnDevice(payload.submissionId) ? { kind: 'failed', saved: true } : { kind: 'settled' };
    }
    let outcome: SendOutcome;
    try {
      outcome = await mutation.mutateAsync(payload);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    if (outcome.kind === 'accepted') {
      return { kind: 'received', reference: outcome.reference, changed: !!outcome.changed };
    }
    const saved = isQueueable(outcome) && keep(payload);
    return { kind: 'failed', saved, fieldErrors: outcome.kind === 'http' ? outcome.fieldErrors : undefined };
  }

  /** Edits made after a failed send replace the waiting enquiry's payload (the form validates them first). */
  function revise(payload: OutgoingPayload) {
    if (waitsOnDevice(payload.submissionId)) createOutbox().queue(payload);
  }

  /** After the enquiry was received: the next one gets a new id. */
  function finish() {
    id.current = null;
  }

  return {
    touch,
    send,
    revise,
    finish,
    /** The id of the enquiry in the form, once touched. */
    submissionId: () => id.current,
    /** The send waits for its proof of work (long enough to say so). */
    proofWait,
    sending: mutation.isPending,
  };
}

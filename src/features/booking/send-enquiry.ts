/**
 * One send of an enquiry: its proof of work (when the site's own handler checks one), then the POST. The
 * form's first send and the outbox's later ones both go through here, so they answer alike. Loaded when the
 * visitor first touches the form, or when the outbox has something to send; never with a content page.
 */
import type { SendOutcome } from './outbox';
import type { OutgoingPayload } from '../../domain/booking/payload';
import { createProofClient, type ProofClient } from './proof';
import { BookingSubmitError, postsToOwnHandler, submitBooking } from './submit';

/**
 * How long a send waits for its proof before it counts as a network failure (and the enquiry waits on the
 * device): several times the phone's 95th percentile (docs/decisions/0006-proof-of-work.md), and within what a
 * visitor will watch 'Submitting...'.
 */
export const PROOF_WAIT_MS = 8_000;
/** Below this, a proof that is nearly ready is not worth a line on the screen. */
const NOTICEABLE_WAIT_MS = 200;

let client: ProofClient | null | undefined;

/** The page's proof client; null when enquiries go to a webhook, which checks no proof. */
function proofClient(): ProofClient | null {
  if (client === undefined) client = postsToOwnHandler() ? createProofClient() : null;
  return client;
}

/** Starts this enquiry's proof in the background, as the visitor fills in the form. */
export function prepareProof(submissionId: string): void {
  proofClient()?.prepare(submissionId);
}

export interface SendOptions {
  /** The last proof was refused (403 challenge): solve a new one. */
  freshProof?: boolean;
  /** Told true while the send waits for its proof (only when that takes a noticeable time), then false. */
  onProofWait?: (waiting: boolean) => void;
}

async function proofFor(submissionId: string, { freshProof, onProofWait }: SendOptions) {
  const proofs = proofClient();
  if (!proofs) return null;
  if (freshProof) proofs.forget(submissionId);
  const proof = proofs.get(submissionId, { timeoutMs: PROOF_WAIT_MS });
  const slow = setTimeout(() => onProofWait?.(true), NOTICEABLE_WAIT_MS);
  try {
    return await proof;
  } finally {
    clearTimeout(slow);
    onProofWait?.(false);
  }
}

/** What one send gave, in the outbox's terms; it never throws. */
export async function sendEnquiry(payload: OutgoingPayload, options: SendOptions = {}): Promise<SendOutcome> {
  let proof;
  try {
    proof = await proofFor(payload.submissionId, options);
  } catch {
    // No challenge (offline, a network error) or no proof in time: as a network failure.
    return { kind: 'unreachable' };
  }
  try {
    const receipt = await submitBooking(proof ? { ...payload, proof } : payload);
    return { kind: 'accepted', reference: receipt.reference, ...(receipt.changed && { changed: true }) };
  } catch (error) {
    if (!(error instanceof BookingSubmitError) || error.reason !== 'http') return { kind: 'unreachable' };
    if (error.status === 403 && error.code === 'challenge') {
      // Refused or expired: the next send of this enquiry solves a new one.
      proofClient()?.forget(payload.submissionId);
      return { kind: 'challenge' };
    }
    return {
      kind: 'http',
      status: error.status ?? 0,
      retryAfterMs: error.retryAfterMs,
      fieldErrors: error.fieldErrors,
    };
  }
}

/** A first send: a refused proof (it expired while the visitor typed) is replaced and sent once more. */
export async function sendFirst(payload: OutgoingPayload, options: SendOptions = {}): Promise<SendOutcome> {
  const outcome = await sendEnquiry(payload, options);
  return outcome.kind === 'challenge' ? sendEnquiry(payload, { ...options, freshProof: true }) : outcome;
}

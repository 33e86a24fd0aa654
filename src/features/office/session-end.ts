import type { OfficeAction } from '../../domain/booking/states';

/**
 * The session's end, as the page sees it (issue 56).
 *
 * - When the session was last kept alive: every request that counts as activity (client.ts) notes the time.
 *   The server ends the session after its idle limit (`OfficeStatus.idleMs`) without one; the page warns
 *   before (idle-warning.tsx).
 * - What the owner typed into an open dialog: kept here, in memory only (never in storage), as they type.
 *   When the session ends, the page clears the enquiries it shows, and the dialog goes with them; after the
 *   owner signs in again, the draft is offered back, and only to the same address. Closing the dialog, or the
 *   change going through, drops it.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let countedAt = Date.now();

/** A request that counts as activity went (client.ts): the session's idle time starts again. */
export function noteCounted(at = Date.now()): void {
  countedAt = at;
  for (const listener of listeners) listener();
}

/** When the session was last kept alive, as far as this page knows. */
export const lastCounted = () => countedAt;

export function onCounted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What an open dialog holds: whose session it was typed in, the enquiry, the action and the fields. */
export interface OfficeDraft {
  email: string;
  reference: string;
  action: OfficeAction;
  values: Record<string, unknown>;
}

let owner: string | null = null;
let kept: OfficeDraft | null = null;
let resuming = false;

/** Who is signed in now (null: no one): a draft belongs to the address it was typed under. */
export function setDraftOwner(email: string | null): void {
  owner = email;
}

/** The open dialog's values, as they change. */
export function keepDraft(reference: string, action: OfficeAction, values: Record<string, unknown>): void {
  if (owner) kept = { email: owner, reference, action, values };
}

/** The dialog closed, or its change went through: nothing to offer back. */
export function dropDraft(): void {
  kept = null;
  resuming = false;
}

/** The draft typed under this address, if any; one typed under another address is dropped, never shown. */
export function draftFor(email: string): OfficeDraft | null {
  if (kept && kept.email !== email) kept = null;
  return kept;
}

/** The owner chose to go back to it: the enquiry's panel opens the dialog with it (takeResume). */
export function resumeDraft(): void {
  resuming = true;
}

/** The draft to open for this enquiry's panel, once, when the owner asked to go back to it. */
export function takeResume(reference: string): OfficeDraft | null {
  if (!resuming || !kept || kept.reference !== reference || kept.email !== owner) return null;
  resuming = false;
  return kept;
}

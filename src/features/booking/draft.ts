import { bookingFieldNames, type BookingValues } from '../../domain/booking/form-values';
import { withCurrentLabels } from '../../domain/booking/options';

const KEY = 'booking-draft-v1';
/** The enquiry's id, made when the visitor first touches the form and kept with the draft. */
const ID_KEY = 'booking-draft-id-v1';

/** What the visitor has typed, kept for this tab so a reload or a wander to another page loses nothing. */
export function saveDraft(
  values: Partial<BookingValues>,
  storage: Storage | undefined = safeSession(),
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

/**
 * The saved draft, keeping only known fields that hold strings. An inspection or add-on saved under a label
 * with an older price comes back under today's, so the select shows it chosen and the estimate adds up.
 */
export function loadDraft(storage: Storage | undefined = safeSession()): Partial<BookingValues> {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Partial<BookingValues> = {};
    for (const name of bookingFieldNames) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return withCurrentLabels(draft);
  } catch {
    return {};
  }
}

export function clearDraft(storage: Storage | undefined = safeSession()): void {
  try {
    storage?.removeItem(KEY);
    storage?.removeItem(ID_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The id of the enquiry being written in this tab: the one kept with the draft, or a new one (kept from now
 * on). Its proof of work is bound to it, so it exists before the visitor presses submit, and a reload keeps it.
 */
export function draftSubmissionId(storage: Storage | undefined = safeSession()): string {
  try {
    const kept = storage?.getItem(ID_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  } catch {
    // Blocked storage: an id for this page only.
  }
  const id = newSubmissionId();
  keepSubmissionId(id, storage);
  return id;
}

/** Keeps this id with the draft (an enquiry restored from the outbox goes on under its own id). */
export function keepSubmissionId(id: string, storage: Storage | undefined = safeSession()): void {
  try {
    storage?.setItem(ID_KEY, id);
  } catch {
    // Storage full or blocked: the id lasts as long as the page.
  }
}

/** The id kept with the draft, if any. */
export function keptSubmissionId(storage: Storage | undefined = safeSession()): string | null {
  try {
    return storage?.getItem(ID_KEY) ?? null;
  } catch {
    return null;
  }
}

function newSubmissionId(): string {
  // randomUUID exists only in secure contexts; a plain-http staging host still gets a random id.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function safeSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

import { bookingFieldNames, type BookingValues } from './form-values';

const KEY = 'booking-draft-v1';

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

/** The saved draft, keeping only known fields that hold strings. */
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
    return draft;
  } catch {
    return {};
  }
}

export function clearDraft(storage: Storage | undefined = safeSession()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

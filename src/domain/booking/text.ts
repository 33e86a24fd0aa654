/**
 * The rules for the text people type into a booking, shared by the enquiry, the office's notes and reasons and
 * the client's pages: which control characters a line or a multi-line text may hold, and the invisible
 * controls taken out of anything a reader sees. No zod, nothing built at load: the smallest page may use it.
 */
// C0 controls except tab, line feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// All C0, DEL and C1, plus the Unicode line and paragraph separators (the schema's \s lets them into names).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const controlInLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * Whether a text the office types holds a control character: each line is held to the one-line rule (no C0,
 * DEL, C1 or line separator), so a line feed is the only control let through.
 */
export function hasControlBesideNewlines(text: string): boolean {
  return text.split('\n').some((line) => controlInLine.test(line));
}

/**
 * The bidirectional controls (U+202A to U+202E, U+2066 to U+2069), the zero-width space (U+200B) and the
 * zero-width no-break space (U+FEFF): they can reorder or hide what a reader of the mail or the CSV sees.
 * The zero-width joiner (U+200D) stays: emoji are built with it.
 */
const invisibleControls = /[\u202A-\u202E\u2066-\u2069\u200B\uFEFF]/g;

/** `text` without the characters above; nothing else changes. */
export function withoutInvisibleControls(text: string): string {
  return text.replace(invisibleControls, '');
}

/** Every string value of a flat record with the invisible controls removed; other values as they are. */
export function stripInvisibleControls<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'string' ? withoutInvisibleControls(value) : value,
    ]),
  ) as T;
}

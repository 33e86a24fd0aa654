/**
 * What the booking handler writes to the terminal or the host's function log. Values are printed only after
 * validation, and even then through `printable`, so a line can never carry an escape sequence, a newline or
 * a direction override from a request.
 */

export type BookingLogger = (line: string) => void;

export const consoleLogger: BookingLogger = (line) => console.log(line);

/**
 * The value with every control, format, private-use, unassigned and line/paragraph-separator character
 * removed, cut to `max` characters.
 */
export function printable(value: unknown, max = 80): string {
  const text = String(value).replace(/[\p{C}\p{Zl}\p{Zp}]/gu, '');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

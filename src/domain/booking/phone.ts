/**
 * An Australian phone number as the form takes it ('0491 570 156', '(02) 5550 4321', '+61 491 570 156'), read
 * once here: the form's rule (schema.ts) checks it, and the office's e-mails make their tap to call from it, in
 * E.164 ('tel:+61491570156'), which every phone dials the same way wherever it is.
 */

/** A mobile (04) or a landline with its area code (02, 03, 07, 08), ten digits from the 0. */
const NATIONAL = /^0[23478]\d{8}$/;

/** The number's ten national digits ('0491570156'), with spaces, dashes, brackets and +61 allowed; or null. */
export function australianPhoneDigits(value: string): string | null {
  const digits = value
    .trim()
    .replace(/[\s()-]/g, '')
    .replace(/^\+61/, '0');
  return NATIONAL.test(digits) ? digits : null;
}

/** The number in E.164 ('+61491570156'), or null when it is not an Australian number. */
export function phoneE164(value: string): string | null {
  const digits = australianPhoneDigits(value);
  return digits ? `+61${digits.slice(1)}` : null;
}

/** A `tel:` link for the number, or null when it is not an Australian number. */
export function telHref(value: string): string | null {
  const e164 = phoneE164(value);
  return e164 ? `tel:${e164}` : null;
}

/** '0412 345 678' or '02 5550 4321': a number as Australians write it; anything else as given. */
export function phoneDisplay(value: string): string {
  const digits = australianPhoneDigits(value);
  if (!digits) return value;
  return digits.startsWith('04')
    ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
    : `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

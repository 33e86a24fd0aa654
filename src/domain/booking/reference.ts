/**
 * The short reference a visitor is given for an enquiry ('HBI-7F3A2C'), made from its submissionId so a
 * retry of the same enquiry gets the same reference. Pure and dependency-free: the booking handler uses it,
 * and so does the browser when it posts straight to an automation (static-only hosts).
 */

/** Digits and capitals without look-alikes: no 0/O, 1/I/L, and no U/V. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_PREFIX = 'HBI-';
const LENGTH = 6;

export const referencePattern = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${LENGTH}}$`);

/** 32-bit FNV-1a over the string's UTF-16 code units: small, synchronous and the same in every runtime. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** 'HBI-' and six characters from REFERENCE_ALPHABET, the same for the same submissionId. */
export function bookingReference(submissionId: string): string {
  // 29^6 (about 595 million) is below 2^32, so six base-29 digits of the hash cover every reference.
  let hash = fnv1a(submissionId);
  let code = '';
  for (let i = 0; i < LENGTH; i++) {
    code += REFERENCE_ALPHABET[hash % REFERENCE_ALPHABET.length];
    hash = Math.floor(hash / REFERENCE_ALPHABET.length);
  }
  return REFERENCE_PREFIX + code;
}

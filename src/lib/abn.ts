/** Weights of the ABN check: one per digit, after 1 is taken from the first digit. */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * Whether `abn` passes the Australian Business Number check: 11 digits (spaces allowed); subtract 1 from the
 * first digit, weight each digit, and the sum must divide by 89. A pass only means the number is well formed,
 * not that it is registered: look it up on the ABN Lookup before printing it.
 */
export function isValidAbn(abn: string): boolean {
  const compact = abn.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(compact)) return false;
  const digits = [...compact].map(Number);
  digits[0]! -= 1;
  // The first digit cannot be 0 (it would become -1): no ABN starts with 0.
  if (digits[0]! < 0) return false;
  const sum = digits.reduce((total, digit, index) => total + digit * WEIGHTS[index]!, 0);
  return sum % 89 === 0;
}

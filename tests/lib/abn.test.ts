// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidAbn } from '../../src/lib/abn';

// Widely published ABNs: the ATO's worked example, Telstra, the Commonwealth Bank and Qantas.
const published = ['51 824 753 556', '33 051 775 556', '48 123 123 124', '16 009 661 901'];

describe('isValidAbn', () => {
  it.each(published)('accepts the published ABN %s, with or without spaces', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
    expect(isValidAbn(abn.replace(/ /g, ''))).toBe(true);
  });

  it('rejects the placeholder 00 000 000 000', () => {
    expect(isValidAbn('00 000 000 000')).toBe(false);
  });

  it.each(published)('rejects every one-digit change of %s', (abn) => {
    const digits = abn.replace(/ /g, '');
    for (let i = 0; i < digits.length; i++) {
      for (const step of [1, 9]) {
        const changed = digits.slice(0, i) + ((Number(digits[i]) + step) % 10) + digits.slice(i + 1);
        expect(isValidAbn(changed), changed).toBe(false);
      }
    }
  });

  it('rejects anything that is not 11 digits', () => {
    // '10 000 000 00' has a weighted sum of 0, which divides by 89: only its length gives it away.
    for (const abn of ['', '10 000 000 00', '51 824 753 55', '51 824 753 5566', 'ABN 51 824 753 556']) {
      expect(isValidAbn(abn), abn).toBe(false);
    }
  });
});

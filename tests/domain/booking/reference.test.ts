// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  REFERENCE_ALPHABET,
  referencePattern,
} from '../../../src/domain/booking/reference';

const ids = Array.from(
  { length: 2000 },
  (_, i) => `${i.toString(16).padStart(8, '0')}-1111-4222-8333-944455556666`,
);

describe('bookingReference', () => {
  it("is 'HBI-' and six characters without look-alikes", () => {
    for (const look of ['0', 'O', '1', 'I', 'L', 'U', 'V']) expect(REFERENCE_ALPHABET).not.toContain(look);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    for (const id of ids) expect(bookingReference(id)).toMatch(referencePattern);
    expect(referencePattern.test('HBI-7F3A2C')).toBe(true);
    expect(referencePattern.test('HBI-0O1IL0')).toBe(false);
  });

  it('is the same for the same submissionId, so a retry keeps its reference', () => {
    const id = crypto.randomUUID();
    expect(bookingReference(id)).toBe(bookingReference(id.slice()));
    // Pinned: a browser that computed it with an older build must still agree with the server.
    expect(bookingReference('0b4f1c7e-1111-4222-8333-944455556666')).toBe('HBI-4GGQSM');
  });

  it('is 32-bit FNV-1a of the id in base 29, least significant digit first', () => {
    // An independent BigInt implementation, so an overflow slip in the Math.imul version shows.
    const reference = (id: string) => {
      let hash = 0x811c9dc5n;
      for (const unit of Array.from({ length: id.length }, (_, i) => id.charCodeAt(i))) {
        hash = ((hash ^ BigInt(unit)) * 0x01000193n) & 0xffffffffn;
      }
      let code = '';
      for (let i = 0; i < 6; i++) {
        code += REFERENCE_ALPHABET[Number(hash % 29n)];
        hash /= 29n;
      }
      return `HBI-${code}`;
    };
    for (const id of [...ids.slice(0, 200), '', 'é', '😀', 'x'.repeat(64)]) {
      expect(bookingReference(id)).toBe(reference(id));
    }
  });

  it('differs between submissions (no collisions among 2000 ids) and uses the whole alphabet', () => {
    const references = ids.map(bookingReference);
    expect(new Set(references).size).toBe(ids.length);
    const used = new Set(references.flatMap((r) => [...r.slice(4)]));
    expect(used.size).toBe(REFERENCE_ALPHABET.length);
  });
});

// @vitest-environment node
/**
 * The agreement's accept body as its one schema checks it, for the page's form and the server alike (issue 56):
 * the typed name keeps no bidirectional or invisible control, as the enquiry's fields keep none.
 */
import { describe, expect, it } from 'vitest';
import { acceptBodySchema } from '../../src/api/agreement';

const body = (name: string) => ({ version: 'v1', hash: 'a'.repeat(64), name, agreed: true, onBehalf: false });

// The bidi controls, the zero-width space and the zero-width no-break space (src/domain/booking/text.ts).
const INVISIBLE = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\ufeff';
const anyInvisible = /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/;

describe('the name an agreement is accepted with', () => {
  it('is kept without the bidi and invisible controls, its spaces made one; the joiner stays', () => {
    const parsed = acceptBodySchema.parse(body(`\u202eMary\u202c ${INVISIBLE} Jane\u200b Smith\ufeff`));
    expect(parsed.name).toBe('Mary Jane Smith');
    expect(anyInvisible.test(parsed.name)).toBe(false);
    const family = '\u{1f468}\u200d\u{1f469}';
    expect(acceptBodySchema.parse(body(`Kim Lee ${family}`)).name).toBe(`Kim Lee ${family}`);
  });

  it('is still refused when only invisible characters were typed', () => {
    expect(acceptBodySchema.safeParse(body(`M${INVISIBLE}`)).success).toBe(false);
  });
});

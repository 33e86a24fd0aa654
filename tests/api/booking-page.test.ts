// @vitest-environment node
/**
 * The booking page's bodies as their one schema each checks them, for the page's forms and the server alike
 * (issue 56): the preferred times, the note and the reason keep no bidirectional or invisible control, as the
 * enquiry's fields keep none.
 */
import { describe, expect, it } from 'vitest';
import { cancelBodySchema, changeRequestBodySchema } from '../../src/api/booking-page';

// The bidi controls, the zero-width space and the zero-width no-break space (src/domain/booking/text.ts).
const INVISIBLE = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\ufeff';
const anyInvisible = /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/;
const family = '\u{1f468}\u200d\u{1f469}';

describe('a request for another time', () => {
  it('keeps its times and note without the bidi and invisible controls; the joiner stays', () => {
    const parsed = changeRequestBodySchema.parse({
      preferred: [`\u202eTuesday\u202c ${INVISIBLE} morning`, `${INVISIBLE} `, `Any \u2066afternoon\u2069`],
      note: `${INVISIBLE}Gate code \u202e4321\u202c, call first. ${family}`,
    });
    expect(parsed).toEqual({
      preferred: ['Tuesday morning', 'Any afternoon'],
      note: `Gate code 4321, call first. ${family}`,
    });
    expect(anyInvisible.test(JSON.stringify(parsed))).toBe(false);
  });

  it('with nothing but invisible characters for a time is refused', () => {
    expect(changeRequestBodySchema.safeParse({ preferred: [INVISIBLE], note: '' }).success).toBe(false);
  });
});

describe('a cancel', () => {
  it('keeps its reason without the bidi and invisible controls, and refuses one that is nothing else', () => {
    const parsed = cancelBodySchema.parse({ reason: `Sold \u202eelsewhere\u202c${INVISIBLE}`, agreed: true });
    expect(parsed.reason).toBe('Sold elsewhere');
    expect(cancelBodySchema.safeParse({ reason: INVISIBLE, agreed: true }).success).toBe(false);
  });
});

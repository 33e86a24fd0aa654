/**
 * The office's search (issue 57): the words of a search, cut as migration 0012 cuts an enquiry's
 * (`office_search_keys`), so that `search_keys @> <these>` finds every enquiry, in any tab, with a word
 * starting with each of them. Only ASCII letters are lowered and only ASCII's punctuation and spaces cut words,
 * as there; a search that is all digits, spaces, brackets, dashes and a leading +61 is one phone number, as its
 * national digits.
 */

/** The longest prefix kept of a word (migration 0012's 24). */
export const SEARCH_KEY_LENGTH = 24;
/** The shortest word a search takes: a single letter would match nearly every enquiry. */
export const SEARCH_WORD_MIN = 2;

// ASCII but its letters and digits, as migration 0012's pattern (a search never holds a control character:
// the route refuses those).
// eslint-disable-next-line no-control-regex
const separators = /[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/;
const phoneLike = /^[\s()+0-9-]+$/;
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const cut = (word: string) => Array.from(word).slice(0, SEARCH_KEY_LENGTH).join('');

/** The keys an enquiry must hold to match `search`: none when it has no word of two characters or more. */
export function searchKeys(search: string): string[] {
  const text = search.normalize('NFC').trim();
  if (!text) return [];
  const long = (word: string) => Array.from(word).length >= SEARCH_WORD_MIN;
  if (phoneLike.test(text)) return [cut(text.replace(/[\s()-]/g, '').replace(/^\+61/, '0'))].filter(long);
  // Each word by its parts; a word whose parts are all too short ('o_k') as itself, which an e-mail address or
  // a reference holds whole.
  const keys = lowerAscii(text)
    .split(/\s+/)
    .flatMap((word) => {
      const parts = word.split(separators).filter(long);
      return parts.length ? parts : [word].filter(long);
    })
    .map(cut);
  return [...new Set(keys)];
}

/** The keys as a PostgreSQL text[] literal: each is letters and digits only, quoted all the same. */
export const keysLiteral = (keys: readonly string[]) =>
  `{${keys.map((key) => `"${key.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

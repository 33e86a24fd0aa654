import { plainText } from '../../src/lib/inline-links';

/** Words of prose in a record: every string value except slugs, paths and URLs, each link counted as its words. */
export function proseWords(value: unknown): number {
  if (typeof value === 'string') {
    if (/^(\/|https?:)/.test(value) || /^[a-z0-9-]+$/.test(value)) return 0;
    return plainText(value)
      .split(/\s+/)
      .filter((word) => /[A-Za-z0-9]/.test(word)).length;
  }
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + proseWords(item), 0);
  if (value && typeof value === 'object') {
    return Object.values(value).reduce((sum: number, item) => sum + proseWords(item), 0);
  }
  return 0;
}

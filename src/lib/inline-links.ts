/**
 * Links written inside content prose: `[the words that link](/a/path#anchor)` for a page of this site, or
 * `[words](https://host/path)` for an outside source. Only fields rendered as rich text may carry them (the
 * content tests check which); everything that needs plain text (structured data, word counts) reads
 * `plainText`.
 */
const linkPattern = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** A piece of prose: plain text, or the words of a link and where it goes. */
export interface InlinePart {
  text: string;
  href?: string;
}

/** The text split into plain pieces and links, in order. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The links in a text. */
export function inlineLinks(text: string): Required<InlinePart>[] {
  return inlineParts(text).filter((part): part is Required<InlinePart> => part.href !== undefined);
}

/** The text as a reader sees it: each link replaced by its words. */
export function plainText(text: string): string {
  return text.replace(linkPattern, '$1');
}

/** A link to `href` around `words`, for content modules that build prose from parts. */
export function link(words: string, href: string): string {
  return `[${words}](${href})`;
}

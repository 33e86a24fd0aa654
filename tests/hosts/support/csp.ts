/**
 * Whether a served page's inline <script> and <style> blocks may run under the Content-Security-Policy it was
 * served with: each needs its sha256 in the directive the browser consults for it.
 */
import { createHash } from 'node:crypto';

/** Script types a browser runs; anything else (JSON-LD) is a data block that no policy needs to allow. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export interface InlineBlock {
  kind: 'script' | 'style';
  /** "'sha256-...'" as it would stand in the policy. */
  source: string;
  /** The block's first characters, to recognise it in a failure message. */
  preview: string;
}

/** An attribute's value from an opening tag's attribute text, or null when the tag has no such attribute. */
function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|/|$)`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/**
 * Every inline <script> a browser would run and every <style>, with the hash the browser computes for it.
 * <script> and <style> are raw-text elements: the parser takes their text as is, up to the first closing tag
 * of the same name, which is what the pattern below reads (and what the browser hashes: no entity decoding).
 */
export function inlineBlocks(html: string): InlineBlock[] {
  const blocks: InlineBlock[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const kind = match[1]!.toLowerCase() as InlineBlock['kind'];
    const attributes = match[2] ?? '';
    // The browser hashes the text after its input stream has turned every CR LF and lone CR into LF.
    const text = (match[3] ?? '').replace(/\r\n?/g, '\n');
    if (kind === 'script') {
      if (attribute(attributes, 'src') !== null) continue;
      if (!executableTypes.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    }
    const digest = createHash('sha256').update(text, 'utf8').digest('base64');
    blocks.push({ kind, source: `'sha256-${digest}'`, preview: text.slice(0, 60).replace(/\s+/g, ' ') });
  }
  return blocks;
}

/** 'script-src' -> its sources, lower-cased directive names as the spec reads them. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources a browser checks an inline element against: the -elem directive, then the family's, then default-src. */
export function sourcesFor(kind: InlineBlock['kind'], policy: Map<string, string[]>): string[] {
  return policy.get(`${kind}-src-elem`) ?? policy.get(`${kind}-src`) ?? policy.get('default-src') ?? [];
}

/** One line per inline block whose hash the policy lacks; empty when every block is allowed. */
export function unhashedBlocks(html: string, policyHeader: string): string[] {
  const policy = parsePolicy(policyHeader);
  return inlineBlocks(html)
    .filter((block) => !sourcesFor(block.kind, policy).includes(block.source))
    .map((block) => `inline <${block.kind}> ${block.source} ("${block.preview}...")`);
}

/**
 * The hash sources the CSP needs for a built site: every inline script and `<style>` block its HTML files
 * carry, and the stylesheets libraries insert at run time. Read from the build's output, so the CSP always
 * allows exactly what was built.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes, inlineStyleHashes, sha256Source } from './host-config';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let captures = 0;

/**
 * The text of each `<style>` element a library adds to the page when it loads, at every moment the browser
 * checks it against the CSP: when it is inserted, and each time its text changes. Captured by running the
 * installed library's own code against a stand-in document. sonner inserts its stylesheet when it is
 * imported, whatever its settings: first an empty `<style>` (so the empty text needs its hash too; it
 * applies nothing), then its text.
 */
export async function runtimeStyleTexts(): Promise<string[]> {
  const checked: string[] = [];
  const standIn = {
    head: {
      appendChild: (style: { text: string; connected: boolean }) => {
        style.connected = true;
        checked.push(style.text);
      },
    },
    getElementsByTagName: () => [],
    createElement: (tag: string) => {
      if (tag !== 'style') throw new Error(`sonner created a <${tag}> at import; expected only <style>`);
      const style = {
        text: '',
        connected: false,
        appendChild: (node: { text: string }) => {
          style.text += node.text;
          if (style.connected) checked.push(style.text);
        },
      };
      return style;
    },
    createTextNode: (text: string) => ({ text }),
  };
  const global = globalThis as { document?: unknown };
  const previous = global.document;
  global.document = standIn;
  try {
    // A fresh query makes this a module instance of its own, evaluated now even if sonner was imported before.
    await import(`${import.meta.resolve('sonner')}?csp-capture=${++captures}`);
  } finally {
    global.document = previous;
  }
  if (!checked.some(Boolean)) {
    throw new Error('sonner inserted no stylesheet at import: check how it styles its notices now');
  }
  return [...new Set(checked)];
}

export interface CspSources {
  scriptHashes: string[];
  styleHashes: string[];
}

export async function siteCspSources(dist: string): Promise<CspSources> {
  const pages = await Promise.all((await htmlFiles(dist)).map((file) => readFile(file, 'utf8')));
  if (pages.length === 0) throw new Error(`No HTML in ${dist}: build the site first (npm run build)`);
  const unique = (hashes: string[]) => [...new Set(hashes)].sort();
  return {
    scriptHashes: unique(pages.flatMap(inlineScriptHashes)),
    styleHashes: unique([
      ...pages.flatMap(inlineStyleHashes),
      ...(await runtimeStyleTexts()).map(sha256Source),
    ]),
  };
}

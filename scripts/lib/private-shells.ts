/**
 * Puts the private build's output (scripts/lib/private-build.ts) into the built site: the prerender's step for
 * the private routes (src/app/private-routes.ts). No Vite here, so the prerender does not load it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  privateRoutes,
  privateShellFile,
  privateShells,
  type PrivateShellId,
} from '../../src/app/private-routes';
import { business } from '../../src/content/business';
import { escapeXml } from './xml';

/** Where the private build writes. */
export const privateOutDir = (root: string) => path.join(root, 'build/private');

type IntegrityOf = (href: string) => string;

/** The shell's script and stylesheet tags, each with the integrity of its file (as the public pages' have). */
export function withIntegrity(html: string, integrityOf: IntegrityOf): string {
  return html.replace(
    /<(script|link)\b([^>]*?)\s(src|href)="(\/assets\/[^"]+)"([^>]*)>/g,
    (tag, name: string, before: string, attribute: string, href: string, after: string) =>
      tag.includes('integrity=')
        ? tag
        : `<${name}${before} ${attribute}="${href}" integrity="${integrityOf(href)}"${after}>`,
  );
}

/** Where each shell's template puts what a browser without JavaScript shows (inside its `<noscript>`). */
export const NO_SCRIPT_MARK = '<!--no-script-->';

const noScriptTitles: Record<PrivateShellId, string> = {
  office: 'The office',
  agreement: 'Your pre-inspection agreement',
  booking: 'Your booking',
  report: 'Your inspection report',
};

/**
 * What a private page shows where its script cannot run (switched off, or blocked by a workplace's browser): its
 * title, and for a client the business's phone and e-mail as links, since the page itself cannot help them. The
 * classes are the app's own, so the shell's stylesheet sets it like the page it stands in for.
 */
export function noScriptNotice(shell: PrivateShellId): string {
  const help =
    shell === 'office'
      ? 'Turn JavaScript on for this site and reload the page.'
      : `Turn JavaScript on for this site and reload the page, or call ${escapeXml(business.name)} on ` +
        `<a class="font-semibold text-brand-700 underline" href="tel:${business.phone.e164}">${business.phone.display}</a>` +
        ` or e-mail <a class="font-semibold text-brand-700 underline" href="mailto:${business.email}">${business.email}</a>` +
        ' and we will help.';
  return (
    `<main class="mx-auto max-w-2xl px-4 py-10"><h1 class="text-2xl font-bold text-ink-900">${noScriptTitles[shell]}</h1>` +
    `<p class="mt-4 text-ink-700">This page needs JavaScript, which is off or blocked in this browser. ${help}</p></main>`
  );
}

/**
 * Copies the private build's assets into dist/assets/ (a file of the same name must be the same file: names
 * carry their content's hash) and writes each private route's shell with its integrity. Returns the shells'
 * addresses in the built site.
 */
export async function writePrivateShells(
  root: string,
  dist: string,
  integrityOf: IntegrityOf,
): Promise<string[]> {
  const out = privateOutDir(root);
  const assets = path.join(out, 'assets');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  for (const name of existsSync(assets) ? await readdir(assets) : []) {
    const target = path.join(dist, 'assets', name);
    if (existsSync(target) && !readFileSync(target).equals(readFileSync(path.join(assets, name)))) {
      throw new Error(`The private build's assets/${name} differs from the public build's file of that name`);
    }
    await copyFile(path.join(assets, name), target);
  }
  const written: string[] = [];
  for (const route of privateRoutes) {
    const built = path.join(out, privateShells[route.shell].html);
    const html = await readFile(built, 'utf8').catch(() => {
      throw new Error(`No built shell for ${route.path} at ${built}: did the private build run?`);
    });
    const file = path.join(dist, privateShellFile(route));
    await mkdir(path.dirname(file), { recursive: true });
    if (!html.includes(NO_SCRIPT_MARK))
      throw new Error(`${built} has no ${NO_SCRIPT_MARK} in its <noscript>`);
    await writeFile(
      file,
      withIntegrity(html, integrityOf).replace(NO_SCRIPT_MARK, () => noScriptNotice(route.shell)),
    );
    written.push(route.path);
  }
  return written;
}

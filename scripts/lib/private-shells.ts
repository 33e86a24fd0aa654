/**
 * Puts the private build's output (scripts/lib/private-build.ts) into the built site: the prerender's step for
 * the private routes (src/app/private-routes.ts). No Vite here, so the prerender does not load it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { privateRoutes, privateShellFile, privateShells } from '../../src/app/private-routes';

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
    await writeFile(file, withIntegrity(html, integrityOf));
    written.push(route.path);
  }
  return written;
}

/**
 * The private routes' shells (src/app/private-routes.ts), built by a Vite build of their own, apart from the
 * public pages'. One build with both would let the bundler regroup the modules the two share (React Query, the
 * forms, Radix, sonner): the public pages' chunks would change with every edit of the office. Apart, the public
 * build is the same whether the office exists or not, and no public page can load the office's code.
 *
 * The build writes to build/private/; the prerender (scripts/prerender.ts, with scripts/lib/private-shells.ts)
 * moves each shell to dist/<path>/index.html with the integrity of its files, and its assets into dist/assets/.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { privateShells } from '../../src/app/private-routes';
import { privateOutDir } from './private-shells';

/** Builds every shell into build/private/ (the HTML at its source path, the code in assets/). */
export async function buildPrivateShells(root: string, mode: string): Promise<void> {
  await build({
    root,
    mode,
    // Not vite.config.ts: its inputs, chunk groups and start-up rewrites are the public pages'.
    configFile: false,
    envDir: root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: {
      target: 'es2022',
      outDir: privateOutDir(root),
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      // The office is one chunk with its own React (about 150 KB gzip), loaded once by a signed-in page and
      // cached for a year: Vite's 500 KB warning is about public pages' start.
      chunkSizeWarningLimit: 600,
      rollupOptions: {
        input: Object.fromEntries(
          Object.entries(privateShells).map(([id, shell]) => [id, path.join(root, shell.html)]),
        ),
      },
    },
  });
}

import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

/** This project's Vite config, as `npm run dev` reads it. */
export const viteConfigFile = path.resolve(import.meta.dirname, '../../../vite.config.ts');

/**
 * `npm run dev`'s server (this project's config) on `root`, a temporary folder the test filled, started once
 * for the file on a free loopback port; closed, and `root` removed, after it. Its origin is read after
 * `beforeAll`.
 */
export function devServerOn(root: string): { origin: () => string; server: () => ViteDevServer } {
  let server: ViteDevServer | undefined;
  let origin = '';
  beforeAll(async () => {
    server = await createServer({
      configFile: viteConfigFile,
      root,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false, watch: null, preTransformRequests: false },
      // The tests ask for no module: nothing to pre-bundle.
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return { origin: () => origin, server: () => server! };
}

// @vitest-environment node
/**
 * `npm run dev` answers each private route (src/app/private-routes.ts) with its shell, as the built site does,
 * and with the private routes' headers; the public pages keep index.html. On a temporary root with a stand-in
 * for each shell's HTML, so nothing is built.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { privateHeaders, privateRoutes, privateShells } from '../../src/app/private-routes';
import { devServerOn } from './support/dev-server';

const root = mkdtempSync(path.join(tmpdir(), 'dev-private-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>public</title><p>the public app</p>');
for (const [id, shell] of Object.entries(privateShells)) {
  mkdirSync(path.dirname(path.join(root, shell.html)), { recursive: true });
  writeFileSync(path.join(root, shell.html), `<!doctype html><title>${id}</title><p>shell ${id}</p>`);
}

const dev = devServerOn(root);

it('serves each private route its shell, with no-referrer and noindex, and the public pages index.html', async () => {
  for (const route of privateRoutes) {
    for (const address of [route.path, `${route.path}/`]) {
      const res = await fetch(dev.origin() + address);
      expect(res.status, address).toBe(200);
      expect(await res.text(), address).toContain(`<p>shell ${route.shell}</p>`);
      for (const [name, value] of Object.entries(privateHeaders)) {
        expect(res.headers.get(name), `${address} ${name}`).toBe(value);
      }
    }
  }
  const home = await fetch(`${dev.origin()}/`);
  expect(await home.text()).toContain('the public app');
  expect(home.headers.get('x-robots-tag')).toBeNull();
});

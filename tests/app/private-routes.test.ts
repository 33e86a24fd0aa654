// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchPrivateRoute,
  privateRoutes,
  privateShellFile,
  privateShells,
  type PrivateRoute,
} from '../../src/app/private-routes';
import { officeEnquiryPath, officeSchedulePath } from '../../src/api/office-paths';
import { knownPaths, matchRoute } from '../../src/app/routes';
import { NO_SCRIPT_MARK, noScriptNotice, withIntegrity } from '../../scripts/lib/private-shells';
import { business } from '../../src/content/business';
import { createStaticServer } from '../../scripts/lib/static-server';
import { headersFile } from '../../scripts/lib/host-config';

const tokenRoute: PrivateRoute = { id: 'agreement', path: '/agreement', subpaths: true, shell: 'office' };

describe('the private routes', () => {
  it("are none of the public route table's addresses: a public path matches no private route", async () => {
    const publicPaths = await knownPaths();
    for (const route of privateRoutes) {
      expect(publicPaths.filter((p) => p === route.path || p.startsWith(`${route.path}/`))).toEqual([]);
      // The public app has no page there: a browser that asked it would get the not-found page.
      expect(matchRoute(route.path).route.id, route.path).toBe('not-found');
    }
    for (const pathname of publicPaths) expect(matchPrivateRoute(pathname), pathname).toBeNull();
  });

  it('each have a shell whose HTML entry exists', () => {
    for (const route of privateRoutes)
      expect(existsSync(privateShells[route.shell].html), route.id).toBe(true);
  });

  it('match their own path with or without a trailing slash, and a token under a route that takes one', () => {
    expect(matchPrivateRoute('/office')?.id).toBe('office');
    expect(matchPrivateRoute('/office/')?.id).toBe('office');
    // Every place in the office has an address under it (issue 57), at any depth.
    expect(matchPrivateRoute(officeEnquiryPath('HBI-ABC123'))?.id).toBe('office');
    expect(matchPrivateRoute(officeSchedulePath())?.id).toBe('office');
    expect(matchPrivateRoute('/agreement/abc123')?.id).toBe('agreement');
    expect(matchPrivateRoute('/officer')).toBeNull();
    expect(matchPrivateRoute('/Office')).toBeNull();
    const routes = [...privateRoutes, tokenRoute];
    expect(matchPrivateRoute('/agreement/abc123', routes)?.id).toBe('agreement');
    expect(matchPrivateRoute('/agreement/abc/def', routes)?.id).toBe('agreement');
    expect(matchPrivateRoute('/agreementx/abc', routes)).toBeNull();
  });

  it("say where their script cannot run what the page is and, to a client, the business's phone and e-mail", () => {
    for (const route of privateRoutes) {
      const template = readFileSync(privateShells[route.shell].html, 'utf8');
      expect(/<noscript>([\s\S]*?)<\/noscript>/.exec(template)?.[1], route.id).toBe(NO_SCRIPT_MARK);
      const notice = noScriptNotice(route.shell);
      expect(notice, route.id).toMatch(/^<main [^>]*><h1 [^>]*>[^<]+<\/h1>/);
      expect(notice).toContain('This page needs JavaScript');
      const call = `<a class="font-semibold text-brand-700 underline" href="tel:${business.phone.e164}">`;
      const mail = `href="mailto:${business.email}"`;
      if (route.shell === 'office') {
        expect(notice).not.toContain('tel:');
      } else {
        expect(notice, route.id).toContain(call);
        expect(notice, route.id).toContain(mail);
      }
    }
  });

  it("add their files' integrity to a shell's script and stylesheet", () => {
    const html =
      '<script type="module" crossorigin src="/assets/office-a.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/office-b.css"><link rel="icon" href="/favicon.svg">';
    expect(withIntegrity(html, (href) => `sha384-${href}`)).toBe(
      '<script type="module" crossorigin src="/assets/office-a.js" integrity="sha384-/assets/office-a.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/office-b.css" integrity="sha384-/assets/office-b.css">' +
        '<link rel="icon" href="/favicon.svg">',
    );
  });
});

describe('the local static server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'private-site-'));
  let origin = '';
  let close = () => {};
  beforeAll(async () => {
    writeFileSync(path.join(root, '404.html'), 'not found');
    writeFileSync(path.join(root, '_headers'), headersFile({}));
    for (const route of privateRoutes) {
      mkdirSync(path.join(root, route.path), { recursive: true });
      writeFileSync(path.join(root, privateShellFile(route)), `shell of ${route.id}`);
    }
    const server = createStaticServer({
      root,
      compressedCache: path.join(root, '..', `${path.basename(root)}-gz`),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(root, { recursive: true, force: true });
    rmSync(`${root}-gz`, { recursive: true, force: true });
  });

  it("answers each private route with its shell and the private routes' headers", async () => {
    for (const route of privateRoutes) {
      for (const address of [route.path, `${route.path}/`]) {
        const res = await fetch(origin + address);
        expect(res.status, address).toBe(200);
        expect(await res.text()).toBe(`shell of ${route.id}`);
        expect(res.headers.get('referrer-policy'), address).toBe('no-referrer');
        expect(res.headers.get('x-robots-tag'), address).toBe('noindex');
      }
      // Under a route with subpaths, any path answers with its shell (`/agreement/<token>`,
      // `/office/enquiries/<reference>`); under one without, none does.
      for (const address of [`${route.path}/some-token`, `${route.path}/some-place/more`]) {
        const under = await fetch(`${origin}${address}`);
        expect(under.status, address).toBe(route.subpaths ? 200 : 404);
        if (route.subpaths) {
          expect(await under.text()).toBe(`shell of ${route.id}`);
          expect(under.headers.get('referrer-policy')).toBe('no-referrer');
          expect(under.headers.get('x-robots-tag')).toBe('noindex');
        }
      }
    }
    const other = await fetch(`${origin}/no-such-page`);
    expect(other.status).toBe(404);
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

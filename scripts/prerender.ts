/**
 * Writes dist/<route>/index.html for every known route, and dist/404.html, from the SSR bundle that
 * `vite build --ssr` put in build/server. Each file is the built index.html with the page's head tags
 * and rendered HTML filled in.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstScreenClasses, splitCss } from './lib/critical-css';
import { atomFeed } from './lib/feed';
import { siteCspSources } from './lib/csp-sources';
import { headersFile, redirectsFile, webhookOriginOf, writeVercelBuildRoutes } from './lib/host-config';
import { writePrivateShells } from './lib/private-shells';
import { privateRoutes } from '../src/app/private-routes';
import { integrityAttribute, planAttributes } from '../src/boot/deferred-start';
import { minifySync, transformWithOxc } from 'vite';
import { escapeXml } from './lib/xml';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const serverEntry = path.join(root, 'build/server/entry-server.js');

type ServerModule = typeof import('../src/entry-server');
type Rendered = Extract<Awaited<ReturnType<ServerModule['render']>>, { html: string }>;

/** React 19 puts hoisted <title>, <meta> and <link> tags at the start of a non-document render. */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const leading = /^(?:<(?:title)[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/?>)*/;
  const head = leading.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export function fillTemplate(template: string, page: Rendered): string {
  const { head, body } = splitHoistedHead(page.html);
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('dist/index.html lacks the <!--app-head--> or <!--app-html--> placeholders');
  }
  return template
    .replace('<!--app-head-->', head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-route="${page.routeId}">${body}</div>`,
    );
}

/** Every prerendered route on the canonical origin; the not-found page is never listed. */
export function sitemapXml(origin: string, urlPaths: string[]): string {
  const urls = urlPaths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Puts the first screen's part of the stylesheet into each page (scripts/lib/critical-css.ts), so a first
 * visit paints without waiting for a second request, and links the rest of it, the late sheet, at the end of
 * the body. `withLateLoad` then makes that link wait for the page's largest paint. The late sheet is written
 * beside the whole one, which no page links any more and which is removed. Returns the template.
 */
export async function splitStylesheet(
  template: string,
  distDir: string,
  pagesHtml: string[],
  integrityOf: IntegrityOf,
): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\s*/g)];
  if (links.length !== 1) throw new Error(`dist/index.html links ${links.length} stylesheets; expected one`);
  const [tag, href] = [links[0]![0], links[0]![1]!];
  const css = await readFile(path.join(distDir, href), 'utf8');
  const firstScreen = new Set<string>();
  for (const html of pagesHtml) firstScreenClasses(html, firstScreen);
  const { inline, late } = splitCss(css, firstScreen);
  const lateHref = `/assets/late-${createHash('sha256').update(late).digest('hex').slice(0, 10)}.css`;
  await writeFile(path.join(distDir, lateHref), late);
  await rm(path.join(distDir, href));
  return template
    .replace(tag, () => `<style>${inline}</style>\n    `)
    .replace(
      '</body>',
      () => `  <link rel="stylesheet" href="${lateHref}" integrity="${integrityOf(lateHref)}">\n  </body>`,
    );
}

/**
 * The inline script that fetches what waits for the largest paint: src/boot/late-load.ts, its types stripped,
 * run on `window`, minified. Made from the module's source, not from the function's text at run time (tsx
 * wraps that in helpers the page does not have).
 */
export async function lateLoadScript(file = path.join(root, 'src/boot/late-load.ts')): Promise<string> {
  const { code: module } = await transformWithOxc(await readFile(file, 'utf8'), file, {});
  if (/^\s*import\b/m.test(module)) throw new Error(`${file} imports; the inline script must stand alone`);
  const body = module.replace(/^export /gm, '');
  const source = `(()=>{${body}\nloadAfterLargestPaint(window, LATE_MAX_WAIT_MS, HERO_GRACE_MS);})();`;
  const { code, errors } = minifySync('late-load.js', source, { compress: true, mangle: true });
  if (errors.length) throw new Error(`Could not minify the late load script: ${errors[0]!.message}`);
  return code.trim();
}

/**
 * Makes a page fetch its boot scripts, the late sheet and the web app manifest only after its largest paint
 * (src/boot/late-load.ts): their tags move into a `<template data-late>` at the end of the body, followed by
 * the script that copies them into the head when the paint is in. The late sheet is also linked in a
 * `<noscript>`, for visitors without JavaScript.
 */
export function withLateLoad(html: string, script: string): string {
  const scripts = [...html.matchAll(/\s*<script type="module" async src="\/assets\/[^"]+"[^>]*><\/script>/g)];
  const sheet = /\s*(<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*>)/.exec(html);
  const manifest = /\s*(<link rel="manifest"[^>]*>)/.exec(html);
  if (scripts.length === 0 || !sheet || !manifest) {
    throw new Error('A page lacks its boot script, its late stylesheet or its manifest link');
  }
  let out = html;
  for (const found of [...scripts, sheet, manifest]) out = out.replace(found[0], '');
  const tags = [sheet[1]!, manifest[1]!.replace(/\s*\/>$/, '>'), ...scripts.map((found) => found[0].trim())];
  return out.replace(
    '</body>',
    () =>
      `  <noscript>${sheet[1]}</noscript>\n  <template data-late>${tags.join('')}</template>\n` +
      `  <script>${script}</script>\n  </body>`,
  );
}

/**
 * The favicon as a `data:` address in the page itself: Chrome fetches a linked favicon while the page loads,
 * and on a phone's first round trips that request competes with the page. The file stays for whoever asks for it.
 */
export async function withInlineFavicon(template: string, distDir: string): Promise<string> {
  const link = /<link rel="icon" href="(\/[^"]+\.svg)" type="image\/svg\+xml" \/>/.exec(template);
  if (!link) throw new Error('dist/index.html links no SVG favicon');
  const svg = (await readFile(path.join(distDir, link[1]!), 'utf8')).trim();
  // Only what the address or the attribute cannot hold is escaped; the SVG's quotes become single ones.
  const escaped = svg
    .replace(/"/g, "'")
    .replace(/[<>#%]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return template.replace(
    link[0],
    () => `<link rel="icon" href="data:image/svg+xml,${escaped}" type="image/svg+xml" />`,
  );
}

/** An asset's Subresource Integrity value, from its address in the built site. */
export type IntegrityOf = (href: string) => string;

/** Reads and hashes each built file once. */
export function assetIntegrity(distDir: string): IntegrityOf {
  const cache = new Map<string, string>();
  return (href) => {
    let hash = cache.get(href);
    if (!hash) {
      const bytes = readFileSync(path.join(distDir, href.replace(/^\//, '')));
      hash = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      cache.set(href, hash);
    }
    return hash;
  };
}

/**
 * Lets the first paint happen before any JavaScript is fetched. The prerendered HTML is complete, so a
 * visitor can read it at once; the boot script (src/boot.ts) starts the app once the page's largest paint
 * is in, so the app never competes with the largest image for a slow phone's bandwidth and CPU.
 * Returns the template with the boot script, told the entry and its chunks, in place of the entry script
 * and its modulepreloads. The boot script and every chunk it preloads carry their integrity.
 */
export function deferAppStart(
  template: string,
  bootSrc: string,
  integrityOf: IntegrityOf,
  entryDeps: string[],
  prefetch: string[] = [],
): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('No entry <script type="module"> in dist/index.html');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let html = template.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const deps = entryDeps;
  const integrity = Object.fromEntries(
    [...deps, entry[1]!, ...prefetch].map((href) => [href, integrityOf(href)]),
  );
  // The page's own chunks are filled in per page (withPageChunks).
  const plan = planAttributes({ entry: entry[1]!, deps, preload: [], prefetch, integrity });
  // async: a module script otherwise holds DOMContentLoaded, and with it the browser's scroll to the address's
  // #fragment (a booking link's #contact), until it has downloaded; the boot needs neither.
  return html.replace(
    '</head>',
    `  <script type="module" async src="${bootSrc}" integrity="${integrityOf(bootSrc)}" ${plan}></script>\n  </head>`,
  );
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The chunks the app's entry imports statically, all the way down, each after the chunks it imports: the
 * boot evaluates them in this order, one per task, so no chunk's evaluation drags its imports into its task.
 */
export function entryDeps(manifest: Manifest): string[] {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The client build has no index.html entry');
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build's manifest lacks ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(`/${chunk.file}`);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return order;
}

async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The modules the app loads on intent whose chunks the boot fetches, without running them, once the app has
 * started and the browser is idle (`prefetch` in the boot's plan): the tooltip layer, so the first tooltip
 * waits only for its code to run (docs/decisions/0009-tooltip-layer.md). The menu's dialog is not among them: the
 * menu opens as a popover until its code is in, so nothing waits for it.
 */
export const PREFETCHED_MODULES = ['src/components/ui/tooltip-layer.tsx'];

/** The chunks of `PREFETCHED_MODULES` and what they import, leaving out what the start already loads. */
export function prefetchChunks(manifest: Manifest): string[] {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The client build has no index.html entry');
  return pageChunks(manifest, PREFETCHED_MODULES, [`/${entry.file}`, ...entryDeps(manifest)]);
}

/** The built boot script's address, from the client build's manifest. */
export function bootScriptSrc(manifest: Manifest): string {
  const boot = manifest['src/boot.ts'];
  if (!boot) throw new Error('The client build has no src/boot.ts entry (vite.config.ts build input)');
  return `/${boot.file}`;
}

/** The booking form's boot script's address (src/boot-form.ts), from the client build's manifest. */
export function formBootSrc(manifest: Manifest): string {
  const boot = manifest['src/boot-form.ts'];
  if (!boot) throw new Error('The client build has no src/boot-form.ts entry (vite.config.ts build input)');
  return `/${boot.file}`;
}

/** The attribute of the prerendered booking form (DEFERRED_FORM_ATTRIBUTE in booking-section-loader.ts). */
const FORM_MARK = ' data-booking-form=""';

/**
 * A page with the booking form also loads the form's boot script (src/boot-form.ts), in parallel with the
 * boot's: it readies the form as soon as the form has been parsed. Other pages do not download it.
 */
export function withFormBoot(html: string, src: string, integrityOf: IntegrityOf): string {
  if (!html.includes(FORM_MARK)) return html;
  return html.replace(
    '</head>',
    `  <script type="module" async src="${src}" integrity="${integrityOf(src)}"></script>\n  </head>`,
  );
}

/**
 * The chunks of a page's own modules (`routeModules`: its page module and its content; `*` stands for any
 * file name) and the chunks they import, as addresses, leaving out the app's entry and what the boot already
 * fetches. A module missing from the manifest fails
 * the build: the route table names a file that does not exist.
 */
export function pageChunks(manifest: Manifest, modules: string[], already: string[]): string[] {
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The route table names ${key}, which the client build does not have`);
    if (key === 'index.html') return;
    const href = `/${chunk.file}`;
    if (found.has(href)) return;
    found.add(href);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!module.includes('*')) {
      visit(module);
      continue;
    }
    const pattern = new RegExp(`^${module.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '[^/?]+')}$`);
    const matches = Object.keys(manifest).filter((key) => pattern.test(key));
    if (matches.length === 0) throw new Error(`The route table names ${module}, which matches nothing`);
    matches.forEach(visit);
  }
  return [...found].filter((href) => !already.includes(href));
}

/** The page's HTML with its own chunks, and their integrity, added to the boot script's plan. */
export function withPageChunks(html: string, chunks: string[], integrityOf: IntegrityOf): string {
  if (!html.includes('data-app-preload=""')) throw new Error('The boot script tag has no data-app-preload');
  const own = integrityAttribute(Object.fromEntries(chunks.map((href) => [href, integrityOf(href)])));
  return html
    .replace('data-app-preload=""', `data-app-preload="${chunks.join(' ')}"`)
    .replace(/data-app-integrity="([^"]*)"/, (_, shared: string) =>
      own
        ? `data-app-integrity="${[shared, own].filter(Boolean).join(' ')}"`
        : `data-app-integrity="${shared}"`,
    );
}

function outputFile(urlPath: string): string {
  return urlPath === '/' ? path.join(dist, 'index.html') : path.join(dist, urlPath, 'index.html');
}

async function main() {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerModule;
  const manifest = await readManifest(dist);
  const integrityOf = assetIntegrity(dist);
  const origin = 'http://prerender.local';

  // Every page first: the inline stylesheet is what their first screens need, so it waits for all of them.
  const pages: { urlPath: string; page: Rendered }[] = [];
  const publicPaths = await server.knownPaths();
  // A private route (src/app/private-routes.ts) is never a public page: its shell would overwrite the page.
  for (const route of privateRoutes) {
    if (publicPaths.some((p) => p === route.path || p.startsWith(`${route.path}/`))) {
      throw new Error(`The private route ${route.path} is also a public page of the route table`);
    }
  }
  for (const urlPath of publicPaths) {
    const page = await server.render(origin + urlPath);
    if (!('html' in page) || page.status !== 200) {
      throw new Error(`Prerender of ${urlPath} answered ${page.status}; every known route must render`);
    }
    pages.push({ urlPath, page });
  }
  const notFound = await server.render(`${origin}/__not-found__`);
  if (!('html' in notFound) || notFound.status !== 404 || notFound.routeId !== 'not-found') {
    throw new Error('The not-found page did not render with status 404');
  }

  const template = deferAppStart(
    await splitStylesheet(
      await withInlineFavicon(await readFile(path.join(dist, 'index.html'), 'utf8'), dist),
      dist,
      [...pages.map(({ page }) => page.html), notFound.html],
      integrityOf,
    ),
    bootScriptSrc(manifest),
    integrityOf,
    entryDeps(manifest),
    prefetchChunks(manifest),
  );
  const bootPlan = /data-app-entry="([^"]*)" data-app-deps="([^"]*)"/.exec(template)!;
  const fetchedByBoot = [bootPlan[1]!, ...bootPlan[2]!.split(' ')];
  const formBoot = formBootSrc(manifest);
  const lateScript = await lateLoadScript();
  const htmlFor = (urlPath: string, page: Rendered) =>
    withLateLoad(
      withFormBoot(
        withPageChunks(
          fillTemplate(template, page),
          pageChunks(manifest, server.routeModules(urlPath), fetchedByBoot),
          integrityOf,
        ),
        formBoot,
        integrityOf,
      ),
      lateScript,
    );
  // The manifest is for this step only; a host has no use for it.
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });

  const written: string[] = [];
  for (const { urlPath, page } of pages) {
    const file = outputFile(urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, htmlFor(urlPath, page));
    written.push(urlPath);
  }
  await writeFile(path.join(dist, '404.html'), htmlFor('/__not-found__', notFound));

  const siteOrigin = server.siteOrigin.replace(/\/$/, '');
  await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(siteOrigin, written));
  await writeFile(
    path.join(dist, 'feed.xml'),
    atomFeed(server.allArticles, {
      origin: siteOrigin,
      siteName: server.business.name,
      articlePath: (article) => server.paths.article(article.kind, article.slug),
    }),
  );
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
  );

  // The private routes' shells, from their own build (scripts/lib/private-build.ts): not in the sitemap, and
  // before the CSP's hashes are read, so a shell's inline code (it has none) would be counted.
  const shells = await writePrivateShells(root, dist, integrityOf);

  // Host configs: the CSP allows exactly the inline scripts and styles written above and the stylesheet sonner
  // inserts, and, only when the form posts straight to an automation (VITE_BOOKING_WEBHOOK_URL, static-only
  // hosts), that webhook's origin. Netlify and Cloudflare Pages read dist/_headers; Vercel reads the CSP from
  // .vercel_build_output (not tracked) and the rest from the committed vercel.json (host-config.ts).
  const hashes = await siteCspSources(dist);
  const security = { webhookOrigin: webhookOriginOf(process.env.BUILD_WEBHOOK_URL), ...hashes };
  await writeFile(path.join(dist, '_headers'), headersFile(security));
  await writeFile(path.join(dist, '_redirects'), redirectsFile());
  writeVercelBuildRoutes(security);

  await rm(path.join(root, 'build'), { recursive: true, force: true });
  console.log(`prerendered ${written.length} routes and 404.html; private shells: ${shells.join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}

/**
 * Writes dist/<route>/index.html for every known route, and dist/404.html, from the SSR bundle that
 * `vite build --ssr` put in build/server. Each file is the built index.html with the page's head tags
 * and rendered HTML filled in.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { atomFeed } from './lib/feed';
import {
  headersFile,
  inlineScriptHashes,
  redirectsFile,
  vercelConfig,
  webhookOriginOf,
} from './lib/host-config';
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
 * Puts the stylesheet into each page: a first visit then needs no second round trip before it can paint
 * (the whole stylesheet is about 6 KB gzip; the CSP allows inline styles, not inline scripts).
 */
export async function inlineStylesheets(template: string, distDir: string): Promise<string> {
  let html = template;
  for (const match of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(distDir, match[1]!), 'utf8');
    html = html.replace(match[0], () => `<style>${css.trim()}</style>`);
  }
  return html;
}

/**
 * Lets the first paint happen before any JavaScript is fetched. The prerendered HTML is complete, so a
 * visitor can read it at once; the app (and its modulepreloads) starts once the page's images have loaded
 * and painted (3 s at most), so it never competes with the largest image for bandwidth. Without this,
 * the browser spends a slow phone's bandwidth and CPU on 100 KB of script before painting. The preloaded
 * chunks are then evaluated one at a time, each in its own task, so no single task blocks input for long.
 * Returns the template with a tiny external boot module in place of the entry script and preloads.
 */
export async function deferAppStart(template: string, distDir: string): Promise<string> {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('No entry <script type="module"> in dist/index.html');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const boot = [
    `const entry=${JSON.stringify(entry[1])},deps=${JSON.stringify(preloads.map((m) => m[1]))};`,
    // The shared chunks are evaluated one per task, then the app: a few short tasks instead of one long one.
    'const tick=()=>new Promise((r)=>setTimeout(r,0));',
    'async function start(){for(const href of deps){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}for(const href of deps){await import(href);await tick()}await import(entry)}',
    // After the page's own images have loaded, decoded and painted (or 3 s at most), so the script does not compete
    // with the largest image for a slow connection; at once in a background tab, where frames never come.
    'let started=false;const go=()=>{if(!started){started=true;start()}};',
    'const decoded=()=>Promise.all([...document.images].filter((i)=>i.loading!=="lazy").map((i)=>i.decode().catch(()=>{})));',
    'const afterPaint=()=>decoded().then(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0))));',
    'if(document.visibilityState==="hidden")go();else if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(go,3000)}',
  ].join('\n');
  const name = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
  await writeFile(path.join(distDir, name), `${boot}\n`);
  let html = template.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  return html.replace('</head>', `  <script type="module" src="/${name}"></script>\n  </head>`);
}

function outputFile(urlPath: string): string {
  return urlPath === '/' ? path.join(dist, 'index.html') : path.join(dist, urlPath, 'index.html');
}

async function main() {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerModule;
  const template = await deferAppStart(
    await inlineStylesheets(await readFile(path.join(dist, 'index.html'), 'utf8'), dist),
    dist,
  );
  const origin = 'http://prerender.local';

  const written: string[] = [];
  for (const urlPath of server.knownPaths()) {
    const page = await server.render(origin + urlPath);
    if (!('html' in page) || page.status !== 200) {
      throw new Error(`Prerender of ${urlPath} answered ${page.status}; every known route must render`);
    }
    const file = outputFile(urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page));
    written.push(urlPath);
  }

  const notFound = await server.render(`${origin}/__not-found__`);
  if (!('html' in notFound) || notFound.status !== 404 || notFound.routeId !== 'not-found') {
    throw new Error('The not-found page did not render with status 404');
  }
  await writeFile(path.join(dist, '404.html'), fillTemplate(template, notFound));

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

  // Host configs: the CSP allows exactly the inline scripts written above (none today) and the webhook.
  const htmlFiles = [...written.map(outputFile), path.join(dist, '404.html')];
  const scriptHashes = [
    ...new Set((await Promise.all(htmlFiles.map((f) => readFile(f, 'utf8')))).flatMap(inlineScriptHashes)),
  ];
  const security = { webhookOrigin: webhookOriginOf(process.env.BUILD_WEBHOOK_URL), scriptHashes };
  await writeFile(path.join(dist, '_headers'), headersFile(security));
  await writeFile(path.join(dist, '_redirects'), redirectsFile());
  if (process.env.BUILD_MODE === 'production') {
    await writeFile(path.join(root, 'vercel.json'), `${JSON.stringify(vercelConfig(security), null, 2)}\n`);
  }

  await rm(path.join(root, 'build'), { recursive: true, force: true });
  console.log(`prerendered ${written.length} routes and 404.html`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { eagerModuleWrappers } from '../scripts/lib/eager-wrappers';
import { knownRoutes } from './support/site';

/**
 * The JavaScript each prerendered page loads before any interaction, from the build itself: the boot script
 * and every chunk its plan preloads (the same files the browser fetches). Lighthouse measures five pages in
 * `npm run perf`; this covers every page with the same budgets (perf-budgets.json, `bytes.jsKb`).
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const jsKb = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../perf-budgets.json'), 'utf8')).bytes
  .jsKb as Record<string, number>;
// Home has its own budget; every other page is held to the strictest of the page types Lighthouse measures.
const budgets = {
  home: jsKb.home!,
  other: Math.min(...Object.entries(jsKb).flatMap(([page, kb]) => (page === 'home' ? [] : [kb]))),
};

/**
 * The JavaScript files a prerendered page loads before any interaction, by address: its boot scripts (the
 * boot's, and the booking form's on a page with the form) and what the boot's plan preloads.
 */
function startFiles(file: string): string[] {
  const html = readFileSync(file, 'utf8');
  const plan = /data-app-entry="([^"]*)" data-app-deps="([^"]*)" data-app-preload="([^"]*)"/.exec(html);
  if (!plan) throw new Error(`${file}: no boot script`);
  const boots = [...html.matchAll(/<script type="module" async src="([^"]+)"/g)].map((tag) => tag[1]!);
  return [...boots, plan[1]!, ...plan[2]!.split(' '), ...plan[3]!.split(' ')].filter(Boolean);
}

function startJsKb(file: string): number {
  const bytes = startFiles(file).reduce(
    (sum, href) => sum + gzipSync(readFileSync(path.join(dist, href))).length,
    0,
  );
  return bytes / 1024;
}

test('every page starts with JavaScript within its budget', () => {
  const over: string[] = [];
  for (const route of [...knownRoutes(), '/404']) {
    const file = route === '/404' ? path.join(dist, '404.html') : path.join(dist, route, 'index.html');
    const budget = route === '/' ? budgets.home : budgets.other;
    const kb = startJsKb(file);
    if (kb > budget) over.push(`${route}: ${kb.toFixed(1)} KB > ${budget} KB`);
  }
  expect(over).toEqual([]);
});

test('the start chunks carry no lazily compiled package factory', () => {
  // The build turns each CommonJS package's factory into a function V8 compiles while the chunk streams in
  // (scripts/lib/eager-wrappers.ts): anything left to turn would parse on the main thread at app start.
  const lazy = startFiles(path.join(dist, 'index.html')).filter((href) => {
    const code = readFileSync(path.join(dist, href), 'utf8');
    return eagerModuleWrappers(code) !== code;
  });
  expect(lazy).toEqual([]);
});

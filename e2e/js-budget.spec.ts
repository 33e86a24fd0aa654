import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { eagerModuleWrappers } from '../scripts/lib/eager-wrappers';
import { startFiles } from '../scripts/lib/start-files';
import { knownRoutes, routeTable } from './support/site';

/**
 * The JavaScript each prerendered page loads at start, from the build itself: the boot scripts and every
 * chunk the boot's plan loads and preloads (scripts/lib/start-files.ts; the same files the browser fetches).
 * Lighthouse measures five pages in `npm run perf`; this covers every page with the same budgets
 * (perf-budgets.json, `bytes.jsKb`).
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const jsKb = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../perf-budgets.json'), 'utf8')).bytes
  .jsKb as Record<string, number>;

/**
 * The budget a page is held to, by its route's id: the page types Lighthouse measures have their own; the
 * information pages (the inspections table, the booking process, privacy, accessibility, not found) share
 * `info`, so what the privacy notice must say does not loosen the product's or the article's budget.
 */
function budgetOf(routeId: string): number {
  const type = ['home', 'product', 'service'].includes(routeId)
    ? routeId
    : routeId.startsWith('knowledge-')
      ? 'list'
      : routeId.startsWith('article-')
        ? 'article'
        : 'info';
  const kb = jsKb[type];
  if (kb === undefined) throw new Error(`perf-budgets.json has no bytes.jsKb.${type}`);
  return kb;
}

function startJsKb(file: string): number {
  const bytes = startFiles(readFileSync(file, 'utf8'), file).reduce(
    (sum, href) => sum + gzipSync(readFileSync(path.join(dist, href))).length,
    0,
  );
  return bytes / 1024;
}

test('every page starts with JavaScript within its budget', () => {
  const { ids } = routeTable();
  const over: string[] = [];
  for (const route of [...knownRoutes(), '/404']) {
    const file = route === '/404' ? path.join(dist, '404.html') : path.join(dist, route, 'index.html');
    const id = route === '/404' ? ids['/no-such-page'] : ids[route];
    expect(id, route).toBeDefined();
    const budget = budgetOf(id!);
    const kb = startJsKb(file);
    if (kb > budget) over.push(`${route}: ${kb.toFixed(1)} KB > ${budget} KB`);
  }
  expect(over).toEqual([]);
});

test('the start chunks carry no lazily compiled package factory', () => {
  // The build turns each CommonJS package's factory into a function V8 compiles while the chunk streams in
  // (scripts/lib/eager-wrappers.ts): anything left to turn would parse on the main thread at app start.
  const home = path.join(dist, 'index.html');
  const lazy = startFiles(readFileSync(home, 'utf8'), home).filter((href) => {
    const code = readFileSync(path.join(dist, href), 'utf8');
    return eagerModuleWrappers(code) !== code;
  });
  expect(lazy).toEqual([]);
});

/**
 * npm run perf [-- --build] [-- --runs 3] [-- --enforce all|bytes|none] [-- --only lighthouse|field|main-thread|after-start|tooltip|proof]
 *     [-- --dist DIR] [-- --explain] [-- --pages home,product]
 *
 * Builds first when dist/ is missing or older than its sources (or with --build). Then serves dist/ on
 * loopback exactly as `npm start` does (gzip included), runs Lighthouse three times per page with its
 * default mobile settings (simulated throttling) and with the desktop preset, prints the medians as a table
 * (the bytes before the largest paint among them: scripts/lib/bytes-before-paint.ts),
 * writes them to perf-results/perf.json, and exits non-zero when a median misses a budget in
 * perf-budgets.json. `--enforce bytes` fails only on the byte budgets, which are deterministic, and prints
 * the scores, which can move a point on a busy machine; `--enforce none` only reports.
 *
 * Then the field profile (scripts/lib/field-profile.ts): the home page on a throttled phone, `field.runs`
 * times, checked against the `field` budgets (the first tap that opens the menu, the first key the name field
 * takes, the first card tap that works, tapping every 100 ms, and the app's start); and the main thread
 * after first paint on the same phone (scripts/lib/main-thread-profile.ts: the longest task and the blocking
 * time from first paint to 10 s on home, a product and an article). Both run from navigation on with nothing
 * held back, as a visitor meets the page. Like the scores, those are timings: enforced by
 * `--enforce all`, printed by `--enforce bytes`. `--pages home,product` measures only those pages where a part
 * measures several (the field taps and the tooltip measure home alone, and run anyway). A score under 100
 * prints the audits that lost it. `--explain` prints, for each mobile Lighthouse run, the requests and tasks
 * its simulated phone waited on before the largest paint (scripts/lib/lantern-graph.ts). `--dist` measures
 * another build (a checkout of an earlier commit, say) without building. `--only lighthouse|field|main-thread|after-start|tooltip|proof` runs one part.
 *
 * Then the after-start profile (scripts/lib/after-start-profile.ts), the control: on the same phone and pages,
 * the code the app loads after it started (the menu's dialog, the tooltip layer) held back until the page is
 * quiet, then let through on a pointer's intent; the longest task it brings, against
 * `field.afterStartTaskMs` (a timing too).
 *
 * Then the tooltip profile (scripts/lib/tooltip-profile.ts): on the same phone, the first tooltip on home's
 * call link, from a focus and from a hover, against `field.tooltipMs` (a timing too).
 *
 * Then the proof profile (scripts/lib/proof-profile.ts): the booking form's proof of work solved
 * `field.proofSolves` times on the same phone, against `field.proofSolveP95Ms` (a timing too).
 */
import { randomBytes } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from './lib/browser';
import {
  fieldMedian,
  fieldMetrics,
  fieldMisses,
  FIELD_CONDITIONS,
  launchFieldBrowser,
  measureField,
  type FieldBudgets,
  type FieldMetric,
  type FieldSample,
} from './lib/field-profile';
import {
  HOLD_MS,
  measureAfterStart,
  WINDOW_MS as AFTER_START_WINDOW_MS,
  type AfterStartSample,
} from './lib/after-start-profile';
import { measureMainThread, WINDOW_MS, type MainThreadSample } from './lib/main-thread-profile';
import { measureTooltip, RADIX_DELAY_MS, type TooltipSample } from './lib/tooltip-profile';
import { measureProof, proofMisses, type ProofBudgets, type ProofProfile } from './lib/proof-profile';
import { htmlBytesBefore } from './lib/bytes-before-paint';
import { lanternLcpGraphs } from './lib/lantern-graph';
import { startFiles } from './lib/start-files';
import { createStaticServer } from './lib/static-server';
import { startLocalBookings } from '../src/server/local-bookings';
import { nodeBookingHandler } from '../src/server/node-adapter';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? '') : undefined;
};
const runs = Number(flag('runs') ?? 3);
const enforce = (flag('enforce') ?? 'all') as 'all' | 'bytes' | 'none';
const only = flag('only') as
  'lighthouse' | 'field' | 'main-thread' | 'after-start' | 'tooltip' | 'proof' | undefined;
const distFlag = flag('dist');
/** Print what the simulated phone waited on before each page's largest paint (scripts/lib/lantern-graph.ts). */
const explain = args.includes('--explain');
/** `--pages home,product`: only these of perf-budgets.json's pages, for a quick look (the budgets still apply). */
const pageFilter = flag('pages')?.split(',');
/** Whether `--pages` (when given) names this page. The home-only profiles (field taps, tooltip) ignore it. */
const chosen = (name: string) => !pageFilter || pageFilter.includes(name);
const dist = distFlag ? path.resolve(distFlag) : path.join(root, 'dist');

interface Budgets {
  pages: Record<string, string>;
  scores: Record<string, number>;
  metrics: { lcpMs: number; tbtMs: number; cls: number };
  bytes: { jsKb: Record<string, number>; afterStartJsKb: number; cssKb: number };
  field: FieldBudgets &
    ProofBudgets & {
      runs: number;
      /** The pages whose main thread is profiled after first paint (keys of `pages`). */
      mainThreadPages: string[];
      /** No task over this long after first contentful paint (median of the runs' longest). */
      longTaskMs: number;
      /** Total blocking after first contentful paint (median). */
      blockingAfterFcpMs: number;
      /** No task over this long when the code loaded after start arrives (median of the runs' longest). */
      afterStartTaskMs: number;
      /** The first tooltip shows this long after the focus, or after Radix's hover delay (medians). */
      tooltipMs: number;
    };
}
const budgets = JSON.parse(readFileSync(path.join(root, 'perf-budgets.json'), 'utf8')) as Budgets;
// A misspelt page would otherwise measure nothing and report every budget met.
const unknownPages = (pageFilter ?? []).filter((name) => !(name in budgets.pages));
if (unknownPages.length)
  throw new Error(
    `--pages: no page ${unknownPages.join(', ')} in perf-budgets.json (${Object.keys(budgets.pages).join(', ')})`,
  );
const categories = Object.keys(budgets.scores);

interface Sample {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts of the page's start plan (scripts/lib/start-files.ts) that loaded. */
  jsKb: number;
  /** The scripts that loaded without a tap once the app ran (the dialog, the tooltip layer). */
  afterStartJsKb: number;
  cssKb: number;
  /** Bytes before the largest paint (scripts/lib/bytes-before-paint.ts); NaN when its element was not found. */
  paintKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function summarise(samples: Sample[]): Sample {
  return {
    scores: Object.fromEntries(categories.map((c) => [c, median(samples.map((s) => s.scores[c]!))])),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    jsKb: median(samples.map((s) => s.jsKb)),
    afterStartJsKb: median(samples.map((s) => s.afterStartJsKb)),
    cssKb: median(samples.map((s) => s.cssKb)),
    paintKb: median(samples.map((s) => s.paintKb)),
  };
}

type NetworkItem = { resourceType?: string; transferSize?: number; url: string };
type LcpNode = { path?: string; snippet?: string };

async function measure(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Sample> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (explain && preset === 'mobile')
    console.log(`\n${url}\n${lanternLcpGraphs(new URL(url).origin).join('\n')}`);
  // A score under 100 names the audits that cost it, so a miss can be acted on without the report.
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const lost = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        // The first two elements it names, where it names any (axe's audits do).
        const nodes = ((audit?.details as { items?: { node?: { snippet?: string } }[] })?.items ?? [])
          .flatMap((item) => (item.node?.snippet ? [item.node.snippet.slice(0, 120)] : []))
          .slice(0, 2);
        return `${ref.id} (${audit?.displayValue ?? audit?.score}${nodes.length ? `: ${nodes.join(' ')}` : ''})`;
      });
    console.warn(
      `\n${url} (${preset}): ${id} ${Math.round((category.score ?? 0) * 100)}: ${lost.join(', ')}`,
    );
  }
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []).filter(
    (item) => item.url.startsWith('http://127.0.0.1'),
  );
  // Bytes as the budgets mean them: the gzip bodies of the scripts the page loaded with no tap (headers
  // excluded: they vary by host), split into its start plan and what the app loaded after it started. CSS is
  // the inline block plus the linked stylesheet, from the built files (the block is the same on every page).
  const scripts = items.filter((i) => i.resourceType === 'Script').map((i) => i.url);
  const pagePath = new URL(url).pathname;
  const start = new Set(
    startFiles(readFileSync(path.join(dist, pagePath, 'index.html'), 'utf8'), pagePath).map(
      (href) => new URL(href, url).href,
    ),
  );
  // The bytes before the largest paint: the HTML up to its element, its image if it is one, and whatever
  // held the paint back.
  const lcpNode = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: LcpNode }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node;
  const html = readFileSync(path.join(dist, pagePath, 'index.html'), 'utf8');
  const htmlBytes = lcpNode?.path ? htmlBytesBefore(html, lcpNode.path) : null;
  const image = /^<img\b[^>]*\bsrc="([^"]+)"/i.exec(lcpNode?.snippet ?? '')?.[1];
  const imageBytes = image ? (items.find((i) => i.url === new URL(image, url).href)?.transferSize ?? 0) : 0;
  const blocking = (
    (
      (lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources'])?.details as
        { items?: { url: string }[] } | undefined
    )?.items ?? []
  ).map((i) => i.url);
  const blockingBytes = items
    .filter((i) => blocking.includes(i.url))
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const missing = [...start].filter((href) => !scripts.includes(href));
  if (missing.length) throw new Error(`${url}: the start plan's ${missing.join(', ')} did not load`);
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsKb: (await gzipBytes(scripts.filter((s) => start.has(s)))) / 1024,
    afterStartJsKb: (await gzipBytes(scripts.filter((s) => !start.has(s)))) / 1024,
    cssKb: cssGzipBytes() / 1024,
    paintKb: htmlBytes === null ? Number.NaN : (htmlBytes + imageBytes + blockingBytes) / 1024,
  };
}

/** Sum of the gzip-encoded bodies of these URLs, fetched from the same server. */
async function gzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = await new Promise<Buffer>((resolve, reject) => {
      httpGet(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    total += body.length;
  }
  return total;
}

/** The stylesheet every page inlines, gzip-compressed. */
function cssGzipBytes(): number {
  return inlineCssGzipBytes() + linkedCssGzipBytes();
}

/** The inline block every page carries: the first screen's part of the stylesheet. */
function inlineCssGzipBytes(): number {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return gzipSync(css).length;
}

/**
 * The late stylesheet, fetched after the largest paint and cached (docs/decisions/0017-fetch-after-largest-paint.md).
 * The page names it twice, in its late template and its `<noscript>`: counted once.
 */
function linkedCssGzipBytes(): number {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const hrefs = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!),
  );
  return [...hrefs]
    .map((href) => gzipSync(readFileSync(path.join(dist, href))).length)
    .reduce((sum, n) => sum + n, 0);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function measureWithRetry(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`\n${(error as Error).message}: retrying`);
    }
  }
}

/** What the build reads: when any of it changed after dist/ was written, dist/ is stale. */
const buildInputs = [
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const files = readdirSync(target, { recursive: true, encoding: 'utf8' });
  return Math.max(stat.mtimeMs, ...files.map((file) => statSync(path.join(target, file)).mtimeMs));
}

function distIsStale(): boolean {
  const built = path.join(root, 'dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return buildInputs.some((input) => newestChange(path.join(root, input)) > builtAt);
}

/** Prints a markdown table. */
function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

type LighthouseResults = Record<string, Record<string, Sample & { runs: Sample[] }>>;

async function lighthouseProfile(origin: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results: LighthouseResults = { mobile: {}, desktop: {} };
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const [name, route] of Object.entries(budgets.pages)) {
        if (!chosen(name)) continue;
        const samples: Sample[] = [];
        for (let i = 0; i < runs; i++)
          samples.push(await measureWithRetry(origin + route, chrome.port, preset));
        results[preset]![name] = { ...summarise(samples), runs: samples };
        process.stdout.write('.');
      }
    }
  } finally {
    await chrome.kill();
  }
  process.stdout.write('\n');

  console.log(
    `\nCSS: ${(inlineCssGzipBytes() / 1024).toFixed(1)} KB inline in every page, ` +
      `${(linkedCssGzipBytes() / 1024).toFixed(1)} KB late (fetched after the largest paint, cached); the table's CSS KB is both. ` +
      `JS KB is the page's start plan; "then" what the app loaded after it started, with no tap. "To LCP" is ` +
      `what comes before the largest paint: the HTML up to its element (gzip), its image, and anything render-blocking.`,
  );
  printTable(
    [
      'preset',
      'page',
      ...categories.map((c) => c.slice(0, 6)),
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KB',
      'then',
      'CSS KB',
      'to LCP KB',
    ],
    Object.entries(results).flatMap(([preset, pages]) =>
      Object.entries(pages).map(([name, s]) => [
        preset,
        name,
        ...categories.map((c) => String(s.scores[c])),
        s.lcpMs.toFixed(0),
        s.tbtMs.toFixed(0),
        s.cls.toFixed(3),
        s.jsKb.toFixed(1),
        s.afterStartJsKb.toFixed(1),
        s.cssKb.toFixed(1),
        s.paintKb.toFixed(1),
      ]),
    ),
  );

  // Budgets: scores and timings on the mobile medians, bytes on every page.
  const misses: string[] = [];
  const byteMisses: string[] = [];
  for (const [name, s] of Object.entries(results.mobile!)) {
    for (const c of categories) {
      if (s.scores[c]! < budgets.scores[c]!)
        misses.push(`${name}: ${c} ${s.scores[c]} < ${budgets.scores[c]}`);
    }
    if (s.lcpMs > budgets.metrics.lcpMs)
      misses.push(`${name}: LCP ${s.lcpMs.toFixed(0)} ms > ${budgets.metrics.lcpMs}`);
    if (s.tbtMs > budgets.metrics.tbtMs)
      misses.push(`${name}: TBT ${s.tbtMs.toFixed(0)} ms > ${budgets.metrics.tbtMs}`);
    if (s.cls > budgets.metrics.cls) misses.push(`${name}: CLS ${s.cls.toFixed(3)} > ${budgets.metrics.cls}`);
    const jsBudget = budgets.bytes.jsKb[name]!;
    if (s.jsKb > jsBudget) byteMisses.push(`${name}: JS at start ${s.jsKb.toFixed(1)} KB > ${jsBudget} KB`);
    if (s.afterStartJsKb > budgets.bytes.afterStartJsKb)
      byteMisses.push(
        `${name}: JS after start ${s.afterStartJsKb.toFixed(1)} KB > ${budgets.bytes.afterStartJsKb} KB`,
      );
    if (s.cssKb > budgets.bytes.cssKb)
      byteMisses.push(`${name}: CSS ${s.cssKb.toFixed(1)} KB > ${budgets.bytes.cssKb} KB`);
  }
  return { results, misses, byteMisses };
}

async function fieldProfile(origin: string) {
  const c = FIELD_CONDITIONS;
  console.log(
    `\nField profile: ${budgets.pages.home} at ${c.viewport.width} px, CPU ${c.cpuSlowdown}x, ${c.latencyMs} ms latency, ` +
      `${c.downloadKbps / 1000} Mbps down, ${c.uploadKbps} kbps up; ${budgets.field.runs} runs`,
  );
  const browser = await launchFieldBrowser();
  const samples: FieldSample[] = [];
  try {
    for (let i = 0; i < budgets.field.runs; i++) {
      // A run the driver could not finish (a busy machine) is reported and left out, never taken as a result.
      try {
        samples.push(await measureField(browser, origin));
        process.stdout.write('.');
      } catch (error) {
        console.warn(`\nfield run ${i + 1} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  if (samples.length === 0) {
    return { samples, medians: null, misses: ['field: no run of the field profile finished'] };
  }
  const medians = Object.fromEntries(
    fieldMetrics.map((metric) => [metric, fieldMedian(samples, metric)]),
  ) as Record<FieldMetric, number>;
  const labels: Record<keyof FieldSample, string> = {
    fcp: 'first contentful paint',
    menu: 'menu tap shows the navigation',
    card: 'card tap goes to the form',
    typing: 'name field takes typing',
    appStarted: 'app started (the page hydrated)',
    menuLag: '  menu: working tap after the button was painted',
    cardLag: '  card: working tap after the card was painted',
    typingLag: '  typing: working tap after the field was painted',
  };
  printTable(
    ['field (ms since navigation)', 'median', 'runs'],
    fieldMetrics.map((m) => [
      labels[m],
      medians[m].toFixed(0),
      samples.map((s) => s[m].toFixed(0)).join(' '),
    ]),
  );
  return { samples, medians, misses: fieldMisses(medians, budgets.field) };
}

/**
 * The main thread after first paint on the field profile's phone (scripts/lib/main-thread-profile.ts): each page
 * `field.runs` times, nothing tapping; the medians of each run's longest task and blocking time.
 */
async function mainThreadProfile(origin: string) {
  console.log(
    `\nMain thread after first paint, until ${WINDOW_MS} ms (field profile, nothing held back, nothing tapping, ` +
      `${budgets.field.runs} runs per page)`,
  );
  const browser = await launchFieldBrowser();
  const results: Record<
    string,
    { longestMs: number; blockingMs: number; fcp: number; runs: MainThreadSample[] }
  > = {};
  const misses: string[] = [];
  try {
    for (const name of budgets.field.mainThreadPages.filter(chosen)) {
      const samples: MainThreadSample[] = [];
      for (let i = 0; i < budgets.field.runs; i++) {
        try {
          samples.push(await measureMainThread(browser, origin + budgets.pages[name]));
          process.stdout.write('.');
        } catch (error) {
          console.warn(`\nmain-thread run ${i + 1} of ${name} failed: ${(error as Error).message}`);
        }
      }
      if (samples.length === 0) {
        misses.push(`main thread: no run of ${name} finished`);
        continue;
      }
      results[name] = {
        fcp: median(samples.map((s) => s.fcp)),
        longestMs: median(samples.map((s) => s.longestMs)),
        blockingMs: median(samples.map((s) => s.blockingMs)),
        runs: samples,
      };
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  printTable(
    ['page', 'FCP', 'longest task', 'blocking', 'runs: long tasks after FCP (start/duration ms)'],
    Object.entries(results).map(([name, r]) => [
      name,
      r.fcp.toFixed(0),
      r.longestMs.toFixed(0),
      r.blockingMs.toFixed(0),
      r.runs
        .map((run) => run.tasks.map((t) => `${t.start.toFixed(0)}/${t.duration.toFixed(0)}`).join(',') || '-')
        .join(' | '),
    ]),
  );
  for (const [name, r] of Object.entries(results)) {
    if (r.longestMs > budgets.field.longTaskMs)
      misses.push(
        `main thread: ${name} longest task ${r.longestMs.toFixed(0)} ms > ${budgets.field.longTaskMs} ms`,
      );
    if (r.blockingMs > budgets.field.blockingAfterFcpMs)
      misses.push(
        `main thread: ${name} blocking after FCP ${r.blockingMs.toFixed(0)} ms > ${budgets.field.blockingAfterFcpMs} ms`,
      );
  }
  return { results, misses };
}

/**
 * The code loaded after start, arriving on a quiet page (scripts/lib/after-start-profile.ts): each of the
 * main-thread pages `field.runs` times; the median of each run's longest task after the release.
 */
async function afterStartProfile(origin: string) {
  console.log(
    `\nControl: code loaded after start, held until ${HOLD_MS} ms and then let through on intent (field ` +
      `profile, ${budgets.field.runs} runs per page); long tasks ${AFTER_START_WINDOW_MS} ms before and after`,
  );
  const browser = await launchFieldBrowser();
  const results: Record<string, { longestMs: number; runs: AfterStartSample[] }> = {};
  const misses: string[] = [];
  try {
    for (const name of budgets.field.mainThreadPages.filter(chosen)) {
      const route = budgets.pages[name]!;
      const start = new Set(
        startFiles(readFileSync(path.join(dist, route, 'index.html'), 'utf8'), route).map(
          (href) => new URL(href, origin).href,
        ),
      );
      const samples: AfterStartSample[] = [];
      for (let i = 0; i < budgets.field.runs; i++) {
        try {
          samples.push(await measureAfterStart(browser, origin + route, start));
          process.stdout.write('.');
        } catch (error) {
          console.warn(`\nafter-start run ${i + 1} of ${name} failed: ${(error as Error).message}`);
        }
      }
      if (samples.length === 0) {
        misses.push(`after start: no run of ${name} finished`);
        continue;
      }
      results[name] = { longestMs: median(samples.map((s) => s.longestMs)), runs: samples };
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  const tasks = (list: { start: number; duration: number }[]) =>
    list.map((t) => `${t.start.toFixed(0)}/${t.duration.toFixed(0)}`).join(',') || '-';
  printTable(
    ['page', 'longest after', 'arrived', 'runs: long tasks before | after the release (ms from it/duration)'],
    Object.entries(results).map(([name, r]) => [
      name,
      r.longestMs.toFixed(0),
      median(r.runs.map((run) => run.arrivedMs)).toFixed(0),
      r.runs.map((run) => `${tasks(run.before)} | ${tasks(run.after)}`).join('; '),
    ]),
  );
  const held = [...new Set(Object.values(results).flatMap((r) => r.runs.flatMap((run) => run.held)))];
  console.log(`loaded after start, on intent: ${held.join(', ')}`);
  for (const [name, r] of Object.entries(results)) {
    if (r.longestMs > budgets.field.afterStartTaskMs)
      misses.push(
        `after start: ${name} longest task ${r.longestMs.toFixed(0)} ms > ${budgets.field.afterStartTaskMs} ms`,
      );
  }
  return { results, misses };
}

/**
 * The first tooltip on the same phone (scripts/lib/tooltip-profile.ts): its layer loads on intent, so the
 * first focus or hover waits for it. Home, `field.runs` times each; medians against `field.tooltipMs`.
 */
async function tooltipProfile(origin: string) {
  console.log(
    `\nFirst tooltip on the call link (field profile, ${budgets.field.runs} runs): from the focus, and from the ` +
      `pointer's arrival past Radix's ${RADIX_DELAY_MS} ms hover delay`,
  );
  const browser = await launchFieldBrowser();
  const samples: TooltipSample[] = [];
  try {
    for (let i = 0; i < budgets.field.runs; i++) {
      try {
        samples.push(await measureTooltip(browser, origin + budgets.pages.home));
        process.stdout.write('.');
      } catch (error) {
        console.warn(`\ntooltip run ${i + 1} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  if (samples.length === 0) return { samples, misses: ['tooltip: no run finished'] };
  const rows = (['focus', 'hover'] as const).map((how) => ({
    how,
    median: median(samples.map((s) => s[how])),
    runs: samples.map((s) => s[how].toFixed(0)).join(' '),
  }));
  printTable(
    ['first tooltip (ms)', 'median', 'runs'],
    rows.map((r) => [r.how, r.median.toFixed(0), r.runs]),
  );
  const misses = rows
    .filter((r) => !(r.median <= budgets.field.tooltipMs))
    .map((r) => `tooltip: first on ${r.how} ${r.median.toFixed(0)} ms > ${budgets.field.tooltipMs} ms`);
  return { samples, misses };
}

/**
 * The booking form's proof of work on the same phone (scripts/lib/proof-profile.ts): `field.proofSolves`
 * solves of fresh challenges from the local server, against `field.proofSolveP95Ms`.
 */
async function proofProfile(origin: string, secret: string) {
  const c = FIELD_CONDITIONS;
  console.log(
    `\nProof profile: the booking form's proof of work at ${c.viewport.width} px, CPU ${c.cpuSlowdown}x, ` +
      `${c.latencyMs} ms latency; ${budgets.field.proofSolves} solves of fresh challenges`,
  );
  const browser = await launchFieldBrowser();
  let profile: ProofProfile;
  try {
    profile = await measureProof(browser, { origin, dist, secret, solves: budgets.field.proofSolves });
  } catch (error) {
    // A profile the driver could not finish (no worker chunk in the build, say) is a miss, never a result.
    return { profile: null, misses: [`proof: ${(error as Error).message}`] };
  } finally {
    await browser.close();
  }
  const row = (label: string, s: ProofProfile['worker1x']) => [
    label,
    String(s.solves),
    s.p50.toFixed(0),
    s.p95.toFixed(0),
    s.max.toFixed(0),
    s.perTryUs.toFixed(0),
    s.totalP95.toFixed(0),
  ];
  printTable(
    ['proof of work (solver clock, ms)', 'solves', 'p50', 'p95', 'max', 'µs/try', 'with fetch p95'],
    [
      row('worker, CPU 1x', profile.worker1x),
      row(`worker, CPU ${c.cpuSlowdown}x asked`, profile.worker4x),
      row('page thread, CPU 1x', profile.page1x),
      row(
        `the phone: ${profile.phone.thread === 'worker' ? 'worker' : 'page thread'}, CPU ${c.cpuSlowdown}x`,
        profile.phone,
      ),
    ],
  );
  console.log(
    `worker target's answer to CPU throttling: ${profile.workerThrottling}; ` +
      `time per try on the phone's thread at ${c.cpuSlowdown}x vs 1x: ${profile.slowdown.toFixed(1)}x; ` +
      `${profile.verified} proofs, all accepted by the server`,
  );
  return { profile, misses: proofMisses(profile, budgets.field) };
}

async function main() {
  if (!distFlag && (args.includes('--build') || distIsStale())) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  // The booking API too, as `npm start` serves it: the proof profile asks it for challenges.
  const challengeSecret = randomBytes(32).toString('base64');
  // No ledger: the profiles ask for challenges and never send an enquiry.
  const bookings = await startLocalBookings({
    env: { BOOKING_CHALLENGE_SECRET: challengeSecret, BOOKING_LEDGER: 'off' },
    log: () => {},
  });
  const server = createStaticServer({ root: dist, api: nodeBookingHandler(bookings.config) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let lighthouseResult: Awaited<ReturnType<typeof lighthouseProfile>> | null = null;
  let fieldResult: Awaited<ReturnType<typeof fieldProfile>> | null = null;
  let mainThreadResult: Awaited<ReturnType<typeof mainThreadProfile>> | null = null;
  let afterStartResult: Awaited<ReturnType<typeof afterStartProfile>> | null = null;
  let tooltipResult: Awaited<ReturnType<typeof tooltipProfile>> | null = null;
  let proofResult: Awaited<ReturnType<typeof proofProfile>> | null = null;
  try {
    if (!only || only === 'lighthouse') lighthouseResult = await lighthouseProfile(origin);
    if (!only || only === 'field') fieldResult = await fieldProfile(origin);
    if (!only || only === 'main-thread') mainThreadResult = await mainThreadProfile(origin);
    if (!only || only === 'after-start') afterStartResult = await afterStartProfile(origin);
    if (!only || only === 'tooltip') tooltipResult = await tooltipProfile(origin);
    if (!only || only === 'proof') proofResult = await proofProfile(origin, challengeSecret);
  } finally {
    server.close();
  }

  const byteMisses = lighthouseResult?.byteMisses ?? [];
  const misses = [
    ...(lighthouseResult?.misses ?? []),
    ...(fieldResult?.misses ?? []),
    ...(mainThreadResult?.misses ?? []),
    ...(afterStartResult?.misses ?? []),
    ...(tooltipResult?.misses ?? []),
    ...(proofResult?.misses ?? []),
  ];
  mkdirSync(path.join(root, 'perf-results'), { recursive: true });
  const out = path.join(root, 'perf-results/perf.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        budgets,
        results: lighthouseResult?.results,
        field: fieldResult && { medians: fieldResult.medians, runs: fieldResult.samples },
        mainThread: mainThreadResult?.results,
        afterStart: afterStartResult?.results,
        tooltip: tooltipResult?.samples,
        proof: proofResult?.profile,
        misses,
        byteMisses,
      },
      null,
      2,
    ),
  );
  console.log(`\nResults written to ${path.relative(root, out)}`);

  for (const miss of byteMisses) {
    console.log(
      `${enforce === 'none' ? 'below budget (not enforced here)' : 'BUDGET MISSED'} (bytes): ${miss}`,
    );
  }
  for (const miss of misses)
    console.log(`${enforce === 'all' ? 'BUDGET MISSED' : 'below budget (not enforced here)'}: ${miss}`);
  const failed = (enforce !== 'none' && byteMisses.length > 0) || (enforce === 'all' && misses.length > 0);
  console.log(failed ? '\nperf: budgets missed' : '\nperf: all enforced budgets met');
  process.exit(failed ? 1 : 0);
}

await main();

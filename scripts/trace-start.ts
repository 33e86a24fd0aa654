/**
 * npx tsx scripts/trace-start.ts [route] [--until ms] [--intent-at ms] [--out file.json]
 *
 * A Chrome trace of one page load on the field profile's phone (scripts/lib/field-profile.ts: CPU 4x, 150 ms
 * latency, 1.6 Mbps, 390 px), with nothing held back, from navigation until `--until` (10 s). Serves dist/ as
 * `npm start` does, then prints each main-thread task over 50 ms after first contentful paint: when it began,
 * how long it ran, the trace events inside it (a script evaluated, a function called, a style or layout pass)
 * and the scripts whose code ran in it, from the trace's CPU samples. It is how the attribution in
 * docs/decisions/0002-deferred-app-start.md was taken. `--intent-at` moves a pointer over the header's corner at
 * that time (page clock), so the code that loads on intent (src/lib/intent.ts) arrives in the trace. The whole trace is written to `--out` for DevTools;
 * `--from file.json` reports on a trace written before.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchFieldBrowser, pageValue, phoneContext, throttle } from './lib/field-profile';
import { createStaticServer } from './lib/static-server';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const route = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '/';
const until = Number(flag('until') ?? 10_000);
const intentAt = flag('intent-at');
const out = flag('out');
const LONG_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      documentLoaderURL?: string;
      functionName?: string;
      type?: string;
      frame?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function main() {
  const server = createStaticServer({ root: path.join(root, 'dist') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchFieldBrowser();
  try {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const cdp = await throttle(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      events.push(...(value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    await page.goto(origin + route, { waitUntil: 'commit' });
    if (intentAt) {
      await pageValue(cdp, `performance.now() > ${intentAt} ? performance.now() : null`, until + 30_000);
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 2, y: 2 });
    }
    await pageValue(cdp, `performance.now() > ${until} ? performance.now() : null`, until + 30_000);
    await cdp.send('Tracing.end');
    await done;
    if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
    report(events);
  } finally {
    await browser.close();
    server.close();
  }
}

function report(events: TraceEvent[]) {
  const threadName = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  // The page's main thread: the renderer thread that ran the navigation's first paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!fcp || !navigation) throw new Error('The trace has no first contentful paint or navigation start');
  const main = `${fcp.pid}:${fcp.tid}`;
  const zero = navigation.ts;
  const ms = (ts: number) => (ts - zero) / 1000;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks = onMain.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > LONG_MS * 1000 && e.ts >= fcp.ts,
  );

  // CPU samples of the main thread, as (time, script url, function name).
  const samples: { ts: number; url: string; fn: string }[] = [];
  const nodes = new Map<number, { url: string; fn: string }>();
  // The main thread's profile is started on it; its chunks come from V8's sampler thread, with its id.
  const mainProfile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
  const profileId = (mainProfile as { id?: string } | undefined)?.id;
  let clock = mainProfile?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || (e as { id?: string }).id !== profileId) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { url: node.callFrame.url, fn: node.callFrame.functionName });
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (node) samples.push({ ts: clock, url: node.url, fn: node.fn });
    });
  }
  const short = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

  console.log(
    `${route}: first contentful paint ${ms(fcp.ts).toFixed(0)} ms; tasks over ${LONG_MS} ms after it:`,
  );
  if (tasks.length === 0) console.log('  none');
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    console.log(`\n- ${ms(task.ts).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms long`);
    // The task's direct children (events not inside another one), summed by what they were.
    const inside = onMain
      .filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const children = new Map<string, { ms: number; count: number }>();
    let coveredUntil = 0;
    for (const e of inside) {
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur!;
      const data = e.args?.data;
      const what = [e.name, short(data?.url ?? ''), data?.functionName, data?.type].filter(Boolean).join(' ');
      const entry = children.get(what) ?? { ms: 0, count: 0 };
      entry.ms += e.dur! / 1000;
      entry.count += 1;
      children.set(what, entry);
    }
    for (const [what, { ms, count }] of [...children].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
      if (ms >= 2) console.log(`    ${what}: ${ms.toFixed(1)} ms${count > 1 ? ` (${count} events)` : ''}`);
    }
    const bySource = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (const s of inTask) {
      const source = short(s.url) || `(${s.fn || 'native'})`;
      bySource.set(source, (bySource.get(source) ?? 0) + 1);
      const fn = `${s.fn || '(anonymous)'} ${short(s.url)}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + 1);
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([key, count]) => `${key} ${((100 * count) / Math.max(1, inTask.length)).toFixed(0)}%`)
        .join('; ');
    console.log(`    samples by script: ${top(bySource, 6)}`);
    console.log(`    top functions: ${top(byFunction, 6)}`);
  }
}

const from = flag('from');
if (from) report((JSON.parse(readFileSync(from, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
else await main();

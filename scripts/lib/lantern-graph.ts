/**
 * `npm run perf -- --explain`: what Lighthouse's simulated phone waited on before a page's largest paint.
 *
 * Lighthouse's mobile LCP is not timed; it is simulated (Lantern): from the trace of an unthrottled load it
 * takes every request and main-thread task that finished before the observed paint, replays them on a 150 ms,
 * 1.6 Mbps network with the CPU four times slower, and averages an optimistic and a pessimistic graph. This
 * prints both graphs' nodes with their simulated times, so a change can be aimed at what holds the paint: the
 * document's own round trips (its first 14.6 KB come in one), a request on a new connection (about 300 ms after
 * the document), or a task before the paint (four times its observed length). Then each simulated task over
 * 50 ms, which Total Blocking Time counts once it falls after the first paint.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; transferSize: number };
  duration?: number;
  childEvents?: { name: string; dur?: number }[];
}
type Timings = Map<SimulatedNode, { startTime: number; endTime: number }>;
const simulator = (
  Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Timings> } } }
).Simulation.Simulator;

const GRAPHS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'] as const;

/** The last measured page's LCP graphs, one line per node, earliest end first; then forgets them. */
export function lanternLcpGraphs(origin: string): string[] {
  const lines: string[] = [];
  for (const label of GRAPHS) {
    const timings = simulator.allNodeTimings.get(label);
    if (!timings) continue;
    const rows = [...timings].sort(([, a], [, b]) => a.endTime - b.endTime);
    const end = Math.max(...rows.map(([, t]) => t.endTime));
    lines.push(`  ${label.replace('LargestContentfulPaint', '')} LCP ${Math.round(end)} ms:`);
    for (const [node, t] of rows) {
      const span = `${Math.round(t.startTime)}–${Math.round(t.endTime)} ms`.padEnd(14);
      if (node.type === 'network' && node.request) {
        const { url, priority, transferSize } = node.request;
        lines.push(
          `    ${span} ${url.replace(origin, '')} (${priority}, ${(transferSize / 1024).toFixed(1)} KB)`,
        );
      } else {
        const observed = Math.round((node.duration ?? 0) / 1000);
        const what = [
          ...new Set((node.childEvents ?? []).filter((e) => (e.dur ?? 0) > 2000).map((e) => e.name)),
        ];
        if (observed >= 2)
          lines.push(`    ${span} task, ${observed} ms observed: ${what.slice(0, 4).join(', ')}`);
      }
    }
  }
  // Total Blocking Time counts each simulated task over 50 ms between first paint and interactive; the
  // optimistic estimate clips the tasks at the pessimistic first paint, and the other way round.
  const paintEnd = (label: string) =>
    Math.max(...[...(simulator.allNodeTimings.get(label) ?? new Map()).values()].map((t) => t.endTime));
  lines.push(
    `  first paint: optimistic ${Math.round(paintEnd('optimisticFirstContentfulPaint'))} ms, pessimistic ${Math.round(paintEnd('pessimisticFirstContentfulPaint'))} ms`,
  );
  const blocking = simulator.allNodeTimings.get('optimisticTotalBlockingTime');
  for (const [node, t] of [...(blocking ?? [])].sort(([, a], [, b]) => a.startTime - b.startTime)) {
    if (node.type !== 'cpu' || t.endTime - t.startTime < 50) continue;
    const observed = Math.round((node.duration ?? 0) / 1000);
    const what = [...new Set((node.childEvents ?? []).filter((e) => (e.dur ?? 0) > 2000).map((e) => e.name))];
    lines.push(
      `  long task ${Math.round(t.startTime)}–${Math.round(t.endTime)} ms, ${observed} ms observed: ${what.slice(0, 6).join(', ')}`,
    );
  }
  simulator.allNodeTimings.clear();
  return lines;
}

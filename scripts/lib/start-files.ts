/**
 * The JavaScript a prerendered page loads at start, before the app runs anything after its first render: its
 * boot scripts (the boot's, and the booking form's on a page with the form) and what the boot's plan loads
 * and preloads. What loads later (the menu's dialog on intent; the tooltip layer's chunks, which the plan's
 * `prefetch` fetches once the app has started and the browser is idle) is not in it. `e2e/js-budget.spec.ts` holds every page's start to `bytes.jsKb`; `npm run perf` splits
 * what Lighthouse saw load into this and the rest.
 */
export function startFiles(html: string, page = 'page'): string[] {
  const plan = /data-app-entry="([^"]*)" data-app-deps="([^"]*)" data-app-preload="([^"]*)"/.exec(html);
  if (!plan) throw new Error(`${page}: no boot script`);
  const boots = [...html.matchAll(/<script type="module" async src="([^"]+)"/g)].map((tag) => tag[1]!);
  return [...new Set([...boots, plan[1]!, ...plan[2]!.split(' '), ...plan[3]!.split(' ')].filter(Boolean))];
}

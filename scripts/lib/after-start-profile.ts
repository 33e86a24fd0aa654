/**
 * What the code the app loads after it has started (the menu's dialog and the tooltip layer, fetched on
 * intent: src/lib/intent.ts) costs the main thread when it arrives, on the field profile's phone. The control
 * to the main-thread profile, which runs with nothing held back: here the page loads with every script outside
 * its start plan (scripts/lib/start-files.ts) held back by the driver, so the start runs without it (none
 * should be asked for: nothing loads before intent). Once the page has been quiet until HOLD_MS, the held
 * scripts are let through and a pointer comes over the header, as a visitor's intent. The long tasks in the
 * WINDOW_MS after that are the code's (fetching, evaluating, React hydrating the tooltips' controls and
 * swapping in the dialog's trigger); the long tasks in the WINDOW_MS before it are the control, the page
 * doing nothing of its own.
 */
import type { Browser, Route } from '@playwright/test';
import { pageValue, phoneContext, throttle } from './field-profile';
import { observeLongTasks, type LongTask } from './main-thread-profile';

/** The held scripts are let through this long after navigation starts (the app has started well before). */
export const HOLD_MS = 9000;
/** Long tasks are counted this long before (control) and after (the code arriving) the release. */
export const WINDOW_MS = 4000;
const LONG_TASK_MS = 50;

export interface AfterStartSample {
  /** The scripts outside the start plan that loaded, held back or asked for on intent, by path. */
  held: string[];
  /** When the last of them had arrived, ms after the release (page clock). */
  arrivedMs: number;
  /** Long tasks in the window before the release (start relative to the release, ms). */
  before: LongTask[];
  /** Long tasks in the window after it. */
  after: LongTask[];
  /** The longest task after the release (0 when there is none). */
  longestMs: number;
}

/**
 * One page load of `url` on the throttled phone. `start` holds the absolute addresses of the page's start
 * plan; every other script is held back until HOLD_MS.
 */
export async function measureAfterStart(
  browser: Browser,
  url: string,
  start: Set<string>,
): Promise<AfterStartSample> {
  const context = await phoneContext(browser);
  const held: Route[] = [];
  const loaded = new Set<string>();
  let released = false;
  try {
    await context.addInitScript({ content: observeLongTasks });
    const page = await context.newPage();
    await page.route(
      (address) => address.pathname.endsWith('.js'),
      (route) => {
        const address = route.request().url();
        if (start.has(address)) return route.continue();
        loaded.add(new URL(address).pathname);
        if (released) return route.continue();
        held.push(route);
      },
    );
    const cdp = await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    // The page's clock, read through CDP itself (scripts/lib/main-thread-profile.ts says why).
    const releaseAt = await pageValue(
      cdp,
      `performance.now() > ${HOLD_MS} ? performance.now() : null`,
      HOLD_MS + 30_000,
    );
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    // Intent: a pointer over the header's corner (no link there), sent through CDP, as a mouse would.
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 2, y: 2 });
    await pageValue(
      cdp,
      `performance.now() > ${releaseAt + WINDOW_MS} ? performance.now() : null`,
      WINDOW_MS + 30_000,
    );
    const paths = [...loaded];
    if (paths.length === 0) throw new Error(`${url}: no script outside the start plan was asked for`);
    const { tasks, arrivals } = await page.evaluate(
      (names) => ({
        tasks: (window as unknown as { __longTasks: LongTask[] }).__longTasks,
        arrivals: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => names.includes(new URL(entry.name).pathname))
          .map((entry) => entry.responseEnd),
      }),
      paths,
    );
    if (arrivals.length < paths.length) throw new Error(`${url}: a held script never arrived`);
    const relative = tasks
      .filter((task) => task.duration > LONG_TASK_MS)
      .map((task) => ({ start: task.start - releaseAt, duration: task.duration }));
    const before = relative.filter((task) => task.start >= -WINDOW_MS && task.start < 0);
    const after = relative.filter((task) => task.start >= 0 && task.start < WINDOW_MS);
    return {
      held: paths,
      arrivedMs: Math.max(...arrivals) - releaseAt,
      before,
      after,
      longestMs: Math.max(0, ...after.map((task) => task.duration)),
    };
  } finally {
    released = true;
    await Promise.all(held.map((route) => route.continue().catch(() => {})));
    await context.close();
  }
}

/**
 * What a tap meets after the first paint: the main thread's long tasks on the field profile's phone (the same
 * CPU and network throttling as scripts/lib/field-profile.ts), in page loads from navigation on, with nothing
 * held back and nothing tapping. The page's own `PerformanceObserver('longtask')` records every task over
 * 50 ms; this keeps those that start between first contentful paint and WINDOW_MS. A tap in that window waits for the task it lands in, so the two
 * numbers that matter are the longest task and the blocking time: the sum of each task's excess over 50 ms,
 * as Total Blocking Time counts it, but after the first paint rather than between paint and interactive.
 */
import type { Browser } from '@playwright/test';
import { pageValue, phoneContext, throttle } from './field-profile';

/**
 * Long tasks are recorded until this long after navigation starts: well past the app's start and the booking
 * form's, and past the time a browser would have been idle (code once loaded then arrived in the middle of
 * the start on a phone, issue 35).
 */
export const WINDOW_MS = 10_000;
const LONG_TASK_MS = 50;

export interface LongTask {
  /** ms since navigation start, page clock. */
  start: number;
  duration: number;
}

export interface MainThreadSample {
  fcp: number;
  /** The tasks over 50 ms that started after first contentful paint and before WINDOW_MS. */
  tasks: LongTask[];
  /** The longest of them (0 when there is none). */
  longestMs: number;
  /** The sum of each one's time over 50 ms. */
  blockingMs: number;
}

/** Runs before the page's own scripts: buffers every long task in `window.__longTasks`. */
export const observeLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** The sample's summary figures from the tasks a page recorded. */
export function summariseTasks(fcp: number, recorded: LongTask[]): MainThreadSample {
  const tasks = recorded
    .filter((task) => task.start >= fcp && task.start < WINDOW_MS && task.duration > LONG_TASK_MS)
    .sort((a, b) => a.start - b.start);
  return {
    fcp,
    tasks,
    longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
    blockingMs: tasks.reduce((sum, task) => sum + (task.duration - LONG_TASK_MS), 0),
  };
}

/** One page load of `url` on the throttled phone, left alone until WINDOW_MS. */
export async function measureMainThread(browser: Browser, url: string): Promise<MainThreadSample> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: observeLongTasks });
    const page = await context.newPage();
    const cdp = await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    // The page's clock, not the driver's: a throttled page answers the driver late. The driver asks through
    // CDP itself: Playwright's waitForFunction would run its own polling script on the page's main thread, a
    // task of its own (measured at 340 ms on this phone) inside the window.
    await pageValue(
      cdp,
      `performance.now() > ${WINDOW_MS + 250} ? performance.now() : null`,
      WINDOW_MS + 30_000,
    );
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      tasks: (window as unknown as { __longTasks: LongTask[] }).__longTasks,
    }));
    if (!Number.isFinite(fcp)) throw new Error(`${url}: no first contentful paint within ${WINDOW_MS} ms`);
    return summariseTasks(fcp, tasks);
  } finally {
    await context.close();
  }
}

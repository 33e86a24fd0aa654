// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summariseTasks, WINDOW_MS } from '../../scripts/lib/main-thread-profile';

describe('the main thread after first paint', () => {
  it('keeps the long tasks that start between first paint and the end of the window', () => {
    const sample = summariseTasks(1000, [
      { start: 400, duration: 300 },
      { start: 1813, duration: 289 },
      { start: 2379, duration: 61 },
      { start: 3000, duration: 50 },
      { start: WINDOW_MS + 10, duration: 500 },
    ]);
    expect(sample.tasks).toEqual([
      { start: 1813, duration: 289 },
      { start: 2379, duration: 61 },
    ]);
    expect(sample.longestMs).toBe(289);
    // Each task's time over 50 ms: 239 + 11.
    expect(sample.blockingMs).toBe(250);
  });

  it('reports no blocking when no task is long', () => {
    expect(summariseTasks(900, [{ start: 1000, duration: 40 }])).toMatchObject({
      tasks: [],
      longestMs: 0,
      blockingMs: 0,
    });
  });
});

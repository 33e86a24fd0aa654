// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_GATE, loadGate, type LoadGateOptions } from '../../src/server/load-gate';

/**
 * A gate on a clock the test moves: `takeAll` takes enquiries until it refuses one (or 1,000), `answer` answers that
 * many of those held, `pace` takes and answers `count` one after another.
 */
function gate(options: Omit<LoadGateOptions, 'now'>) {
  let now = 0;
  const load = loadGate({ ...options, now: () => now });
  const takeAll = () => {
    let taken = 0;
    // Never more than 1,000, so a gate that takes every one fails the test instead of hanging it.
    while (taken < 1_000 && load.enter()) taken++;
    return taken;
  };
  const answer = (count: number) => {
    for (let i = 0; i < count; i++) load.leave();
  };
  const pace = (count: number) => {
    for (let i = 0; i < count; i++) {
      expect(load.enter()).toBe(true);
      load.leave();
    }
  };
  return { load, takeAll, answer, pace, advance: (ms: number) => (now += ms) };
}

describe('the load gate', () => {
  it('holds the floor when nothing was answered lately, and refuses the next', () => {
    const { load, takeAll } = gate({ floor: 3, ceiling: 50, waitMs: 1_000, windowMs: 1_000 });
    expect(takeAll()).toBe(3);
    expect(load.current).toBe(3);
    expect(load.enter()).toBe(false);
    expect(load.current).toBe(3);
  });

  it('holds as many as it answered in the last wait, so more at a faster pace, and the floor once the pace is old', () => {
    const { load, takeAll, answer, pace, advance } = gate({
      floor: 3,
      ceiling: 50,
      waitMs: 1_000,
      windowMs: 1_000,
    });
    // 12 answered within the last second: a new one would wait about a second behind 12 more.
    for (let i = 0; i < 4; i++) {
      pace(3);
      advance(200);
    }
    expect(load.bound()).toBe(12);
    expect(takeAll()).toBe(12);
    expect(load.enter()).toBe(false);
    // A second later with none answered since, the pace is gone: back to the floor, nothing more is taken.
    advance(1_000);
    expect(load.bound()).toBe(3);
    expect(load.enter()).toBe(false);
    answer(10);
    expect(load.current).toBe(2);
    expect(load.bound()).toBe(10);
  });

  it('scales the pace to the wait, and never holds more than the ceiling', () => {
    const { load, pace, takeAll, answer } = gate({ floor: 2, ceiling: 30, waitMs: 500, windowMs: 2_000 });
    // 32 answered in the window: 8 in a quarter of it, the wait.
    pace(32);
    expect(load.bound()).toBe(8);
    expect(takeAll()).toBe(8);
    answer(8);
    // 240 answered: 60 in a quarter of the window, but no more than 30 held.
    pace(200);
    expect(load.bound()).toBe(30);
    expect(takeAll()).toBe(30);
  });

  it('refuses while the event loop has run later than its limit and the few it always takes are held', () => {
    let late = 501;
    const { load } = gate({
      floor: 10,
      ceiling: 10,
      waitMs: 1_000,
      windowMs: 1_000,
      maxLateMs: 500,
      lateFrom: 3,
      lateMs: () => late,
    });
    // A few are taken however late the loop: a busy machine is not a flood.
    expect(load.enter()).toBe(true);
    expect(load.enter()).toBe(true);
    expect(load.enter()).toBe(true);
    expect(load.enter()).toBe(false);
    expect(load.current).toBe(3);
    late = 500;
    expect(load.enter()).toBe(true);
    expect(load.current).toBe(4);
  });

  it('the Node server takes a few visitors at once however late its loop ran', () => {
    const load = loadGate({ lateMs: () => 10_000, now: () => 0 });
    let taken = 0;
    while (taken < 100 && load.enter()) taken++;
    expect(taken).toBe(DEFAULT_LOAD_GATE.lateFrom);
    expect(DEFAULT_LOAD_GATE.lateFrom).toBeGreaterThanOrEqual(5);
  });
});

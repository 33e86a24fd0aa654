import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_FRAMES,
  loadApp,
  prefetchAfterStart,
  MAX_REPORT_FRAMES,
  MAX_WAIT_MS,
  planAttributes,
  readPlan,
  scheduleAppStart,
  type BootWindow,
  closeMenuOnNavigate,
} from '../../src/boot/deferred-start';

interface FakeImage {
  loading: 'eager' | 'lazy';
  getBoundingClientRect(): { left: number; top: number; right: number; bottom: number };
  decode(): Promise<void>;
}

function image(
  rect: { left: number; top: number; right: number; bottom: number },
  options: { loading?: 'eager' | 'lazy'; broken?: boolean } = {},
): FakeImage {
  return {
    loading: options.loading ?? 'eager',
    getBoundingClientRect: () => rect,
    decode: () => (options.broken ? Promise.reject(new Error('broken')) : Promise.resolve()),
  };
}

/** A stand-in window whose load event, frames, timers and largest-paint reports the test drives. */
function fakeWindow(
  options: {
    readyState?: DocumentReadyState;
    hidden?: boolean;
    images?: readonly FakeImage[];
    observable?: boolean;
  } = {},
) {
  let frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const loadListeners: (() => void)[] = [];
  const observers: { callback: (list: { getEntries(): PerformanceEntry[] }) => void; on: boolean }[] = [];

  class FakeObserver {
    static supportedEntryTypes = options.observable === false ? [] : ['largest-contentful-paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntries(): PerformanceEntry[] }) => void) {
      this.record = { callback, on: false };
      observers.push(this.record);
    }
    observe() {
      this.record.on = true;
    }
    disconnect() {
      this.record.on = false;
    }
  }

  const win: BootWindow = {
    document: {
      readyState: options.readyState ?? 'loading',
      visibilityState: options.hidden ? 'hidden' : 'visible',
      images: (options.images ?? []) as unknown as HTMLCollectionOf<HTMLImageElement>,
    },
    innerWidth: 400,
    innerHeight: 800,
    addEventListener: (_type, listener) => loadListeners.push(listener),
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    PerformanceObserver: FakeObserver,
  };

  return {
    win,
    async load() {
      for (const listener of loadListeners.splice(0)) listener();
      await settle();
    },
    /** Runs `count` frames, then whatever zero-delay timers they queued. */
    async frames(count: number) {
      for (let i = 0; i < count; i++) {
        const due = frames;
        frames = [];
        for (const frame of due) frame();
      }
      await settle();
      for (const timer of timers.filter((t) => t.ms === 0)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
    report(entries: { size: number; url: string }[]) {
      for (const observer of observers.filter((o) => o.on)) {
        observer.callback({ getEntries: () => entries as unknown as PerformanceEntry[] });
      }
    },
    capTimer() {
      return timers.find((t) => t.ms === MAX_WAIT_MS);
    },
  };
}

/** Lets promise callbacks (image decoding) run. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const hero = () => image({ left: 0, top: 100, right: 400, bottom: 400 }); // 400 x 300 in the viewport

describe('scheduleAppStart', () => {
  it('starts at once in a background tab, where frames never come', () => {
    const { win } = fakeWindow({ hidden: true, images: [hero()] });
    const start = vi.fn();
    scheduleAppStart(win, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts now when asked (a press of the booking form), and once only', async () => {
    const page = fakeWindow({ images: [hero()] });
    const start = vi.fn();
    const startNow = scheduleAppStart(page.win, start);
    expect(start).not.toHaveBeenCalled();
    startNow();
    expect(start).toHaveBeenCalledTimes(1);
    await page.load();
    page.report([{ size: 90_000, url: 'https://site.test/hero.svg' }]);
    await page.frames(5);
    page.capTimer()!.callback();
    startNow();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for load, then for the largest paint report of the hero image', async () => {
    const page = fakeWindow({ images: [hero()] });
    const start = vi.fn();
    scheduleAppStart(page.win, start);
    await page.frames(10);
    expect(start).not.toHaveBeenCalled();

    await page.load();
    // The heading painted before the image: smaller than the image, so it does not count.
    page.report([{ size: 20_000, url: '' }]);
    await page.frames(MAX_REPORT_FRAMES - 2);
    expect(start).not.toHaveBeenCalled();

    page.report([{ size: 90_000, url: 'https://site.test/hero.svg' }]);
    await page.frames(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when a paint as large as the image was already reported (the image will never be the largest)', async () => {
    const page = fakeWindow({ readyState: 'complete', images: [hero()] });
    const start = vi.fn();
    scheduleAppStart(page.win, start);
    await settle();
    page.report([{ size: 150_000, url: '' }]);
    await page.frames(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an image report after a bounded number of frames', async () => {
    const page = fakeWindow({ images: [hero()] });
    const start = vi.fn();
    scheduleAppStart(page.win, start);
    await page.load();
    await page.frames(MAX_REPORT_FRAMES);
    expect(start).not.toHaveBeenCalled();
    await page.frames(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  for (const [label, options] of [
    [
      'the only image is below the first screen',
      { images: [image({ left: 0, top: 900, right: 400, bottom: 1200 })] },
    ],
    [
      'the only image in view loads lazily',
      { images: [image({ left: 0, top: 0, right: 400, bottom: 300 }, { loading: 'lazy' })] },
    ],
    ['the browser cannot report the largest paint', { images: [hero()], observable: false }],
  ] as const) {
    it(`waits ${FALLBACK_FRAMES} frames after load when ${label}`, async () => {
      const page = fakeWindow(options);
      const start = vi.fn();
      scheduleAppStart(page.win, start);
      await page.load();
      await page.frames(FALLBACK_FRAMES - 1);
      expect(start).not.toHaveBeenCalled();
      await page.frames(1);
      expect(start).toHaveBeenCalledTimes(1);
    });
  }

  it('waits for the eager images to decode, and a broken image does not hold it up', async () => {
    let decoded!: () => void;
    const slow = { ...hero(), decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const page = fakeWindow({
      images: [slow, image({ left: 0, top: 0, right: 10, bottom: 10 }, { broken: true })],
    });
    const start = vi.fn();
    scheduleAppStart(page.win, start);
    await page.load();
    page.report([{ size: 90_000, url: 'https://site.test/hero.svg' }]);
    await page.frames(MAX_REPORT_FRAMES + 2);
    expect(start).not.toHaveBeenCalled();
    decoded();
    await settle();
    page.report([{ size: 90_000, url: 'https://site.test/hero.svg' }]);
    await page.frames(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${MAX_WAIT_MS} ms when the page never finishes loading, and only once`, async () => {
    const page = fakeWindow({ images: [hero()] });
    const start = vi.fn();
    scheduleAppStart(page.win, start);
    page.capTimer()!.callback();
    expect(start).toHaveBeenCalledTimes(1);
    await page.load();
    page.report([{ size: 90_000, url: 'https://site.test/hero.svg' }]);
    await page.frames(FALLBACK_FRAMES + 1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('loadApp', () => {
  it('preloads every chunk with its integrity one per task, evaluates them one per task, and the entry last', async () => {
    const steps: string[] = [];
    await loadApp(
      {
        entry: '/assets/index.js',
        deps: ['/assets/framework.js', '/assets/shared.js'],
        preload: ['/assets/home-page.js'],
        prefetch: ['/assets/tooltip-layer.js'],
        integrity: {
          '/assets/framework.js': 'sha384-f',
          '/assets/shared.js': 'sha384-s',
          '/assets/index.js': 'sha384-i',
          '/assets/home-page.js': 'sha384-h',
        },
      },
      {
        preload: (href, integrity) => steps.push(`preload ${href} ${integrity}`),
        importModule: async (href) => steps.push(`import ${href}`),
        nextTask: async () => void steps.push('next task'),
      },
    );
    expect(steps).toEqual([
      'preload /assets/framework.js sha384-f',
      'next task',
      'preload /assets/shared.js sha384-s',
      'next task',
      'preload /assets/index.js sha384-i',
      'next task',
      'preload /assets/home-page.js sha384-h',
      'next task',
      'import /assets/framework.js',
      'next task',
      'import /assets/shared.js',
      'next task',
      'import /assets/index.js',
    ]);
  });
});

describe('prefetchAfterStart', () => {
  const plan = {
    entry: '/assets/index.js',
    deps: [],
    preload: [],
    prefetch: ['/assets/tooltip-layer.js', '/assets/radix.js'],
    integrity: { '/assets/tooltip-layer.js': 'sha384-t', '/assets/radix.js': 'sha384-r' },
  };

  it('preloads what loads on intent, with its integrity, only once the browser is idle, one per task', async () => {
    const steps: string[] = [];
    let idle: (() => void) | undefined;
    prefetchAfterStart(plan, {
      preload: (href, integrity) => steps.push(`preload ${href} ${integrity}`),
      whenIdle: (then) => {
        steps.push('wait for idle');
        idle = then;
      },
      nextTask: async () => void steps.push('next task'),
    });
    expect(steps).toEqual(['wait for idle']);
    idle!();
    await vi.waitFor(() => expect(steps).toHaveLength(5));
    expect(steps).toEqual([
      'wait for idle',
      'preload /assets/tooltip-layer.js sha384-t',
      'next task',
      'preload /assets/radix.js sha384-r',
      'next task',
    ]);
  });

  it('waits for nothing when there is nothing to prefetch', () => {
    const whenIdle = vi.fn();
    prefetchAfterStart({ ...plan, prefetch: [] }, { preload: vi.fn(), whenIdle, nextTask: vi.fn() });
    expect(whenIdle).not.toHaveBeenCalled();
  });
});

describe('the plan on the boot script tag', () => {
  it('reads back what the prerender writes', () => {
    const plan = {
      entry: '/assets/index-1.js',
      deps: ['/assets/framework-2.js', '/assets/shared-3.js'],
      preload: ['/assets/home-page-4.js', '/assets/home-5.js'],
      prefetch: ['/assets/tooltip-layer-6.js', '/assets/radix-7.js'],
      integrity: {
        '/assets/index-1.js': 'sha384-abc+/=',
        '/assets/framework-2.js': 'sha384-def',
        '/assets/home-5.js': 'sha384-ghi',
      },
    };
    document.head.innerHTML = `<script type="module" src="/assets/boot.js" ${planAttributes(plan)}></script>`;
    expect(readPlan(document)).toEqual(plan);
  });

  it('reads an entry without chunks, and nothing from a page without the tag', () => {
    const bare = { entry: '/assets/i.js', deps: [], preload: [], prefetch: [], integrity: {} };
    document.head.innerHTML = `<script type="module" ${planAttributes(bare)}></script>`;
    expect(readPlan(document)).toEqual(bare);
    document.head.innerHTML = '';
    expect(readPlan(document)).toBeNull();
  });
});

describe('closeMenuOnNavigate', () => {
  function page() {
    document.body.innerHTML = `
      <div id="mobile-menu" popover="auto"><nav><a href="/#services">Services</a></nav><button>Close</button></div>
      <a id="outside" href="/#products">Products</a>`;
    const menu = document.getElementById('mobile-menu')!;
    const hidePopover = vi.fn();
    Object.assign(menu, { hidePopover });
    closeMenuOnNavigate(document);
    return { hidePopover };
  }

  it('closes the script-free menu panel when one of its links is followed', () => {
    const { hidePopover } = page();
    document
      .querySelector<HTMLAnchorElement>('#mobile-menu a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('leaves it alone for clicks elsewhere, inside the panel or out', () => {
    const { hidePopover } = page();
    document.querySelector('#mobile-menu button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document
      .getElementById('outside')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hidePopover).not.toHaveBeenCalled();
  });
});

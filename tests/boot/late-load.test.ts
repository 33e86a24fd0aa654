import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HERO_GRACE_MS,
  LATE_MAX_WAIT_MS,
  loadAfterLargestPaint,
  type LateWindow,
} from '../../src/boot/late-load';
import { lateLoadScript } from '../../scripts/prerender';

/** The end of a prerendered page's body, as `withLateLoad` writes it (without the inline script). */
const LATE_TAGS =
  '<link rel="stylesheet" href="/assets/late-1.css" integrity="sha384-a">' +
  '<link rel="manifest" href="/site.webmanifest">' +
  '<script type="module" async src="/assets/boot-1.js" integrity="sha384-b" data-app-entry="/assets/index-1.js"></script>';

/** A stand-in window on jsdom's document whose load event, frames, timers and paint reports the test drives. */
function fakeWindow(options: { observable?: boolean; readyState?: DocumentReadyState } = {}) {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const loadListeners: (() => void)[] = [];
  const observers: {
    callback: (list: { getEntries(): { element?: Element | null }[] }) => void;
    on: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.observable === false ? [] : ['largest-contentful-paint'];
    private readonly record: (typeof observers)[number];
    constructor(
      callback: (
        list: { getEntries(): { element?: Element | null }[] },
        observer: { disconnect(): void },
      ) => void,
    ) {
      this.record = { callback: (list) => callback(list, this), on: false };
      observers.push(this.record);
    }
    observe() {
      this.record.on = true;
    }
    disconnect() {
      this.record.on = false;
    }
  }
  const win: LateWindow = {
    document: {
      readyState: options.readyState ?? 'interactive',
      querySelector: document.querySelector.bind(document),
      createElement: document.createElement.bind(document),
      head: document.head,
    } as LateWindow['document'],
    addEventListener: (_type, listener) => loadListeners.push(listener),
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    PerformanceObserver: FakeObserver as unknown as LateWindow['PerformanceObserver'],
  };
  return {
    win,
    /** Runs the timers due in `ms` or less (in the order they were set), as the event loop would. */
    runTimers(ms = 0) {
      const due = timers.filter((timer) => timer.ms <= ms);
      due.forEach((timer) => timers.splice(timers.indexOf(timer), 1));
      due.forEach((timer) => timer.callback());
    },
    frame() {
      frames.splice(0).forEach((callback) => callback());
    },
    load() {
      loadListeners.splice(0).forEach((listener) => listener());
    },
    report(...elements: (Element | null)[]) {
      observers
        .filter((observer) => observer.on)
        .forEach((observer) =>
          observer.callback({ getEntries: () => elements.map((element) => ({ element })) }),
        );
    },
  };
}

/** A hero image at the top of the page, not yet loaded. */
function heroStillLoading(): HTMLImageElement {
  document.body.insertAdjacentHTML('afterbegin', '<img fetchpriority="high" src="/hero.svg">');
  const hero = document.querySelector('img')!;
  Object.defineProperty(hero, 'complete', { value: false, configurable: true });
  return hero;
}

/** What the head holds of the late tags. */
const fetched = () => ({
  sheet: document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? null,
  manifest: !!document.head.querySelector('link[rel="manifest"]'),
  boot: document.head.querySelector('script[data-app-entry]')?.getAttribute('src') ?? null,
});
const NOTHING = { sheet: null, manifest: false, boot: null };
const EVERYTHING = { sheet: '/assets/late-1.css', manifest: true, boot: '/assets/boot-1.js' };

describe('what a page fetches after its largest paint', () => {
  // The suite shares one document between files (isolate: false in vite.config.ts): leave it as found.
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  beforeEach(() => {
    document.head.innerHTML = '<style>.x{}</style>';
    document.body.innerHTML = `<main><h1>Title</h1></main><template data-late>${LATE_TAGS}</template>`;
  });

  it('waits for the largest paint to be reported, then copies every tag into the head in a task of its own', () => {
    const page = fakeWindow();
    loadAfterLargestPaint(page.win, LATE_MAX_WAIT_MS, HERO_GRACE_MS);
    page.runTimers();
    page.load();
    page.frame();
    expect(fetched()).toEqual(NOTHING);
    page.report(document.querySelector('h1'));
    expect(fetched()).toEqual(NOTHING);
    page.runTimers();
    expect(fetched()).toEqual(EVERYTHING);
    // Live copies, each with every attribute: the boot script keeps its integrity and its plan.
    const boot = document.head.querySelector('script[data-app-entry]')!;
    expect(boot.getAttribute('integrity')).toBe('sha384-b');
    expect(boot.getAttribute('data-app-entry')).toBe('/assets/index-1.js');
    expect(boot.getAttribute('type')).toBe('module');
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('integrity')).toBe('sha384-a');
    // After the inline stylesheet, so its rules come later in the cascade, as in the whole sheet.
    expect(document.head.firstElementChild?.tagName).toBe('STYLE');
  });

  it("on a page with a hero image, waits for the hero's own report, not the heading's before it", () => {
    const hero = heroStillLoading();
    const page = fakeWindow();
    loadAfterLargestPaint(page.win, LATE_MAX_WAIT_MS, HERO_GRACE_MS);
    page.report(document.querySelector('h1'));
    page.runTimers();
    expect(fetched()).toEqual(NOTHING);
    page.report(document.querySelector('h1'), hero);
    page.runTimers();
    expect(fetched()).toEqual(EVERYTHING);
  });

  it('fetches a grace period after a hero that loads but is never the largest paint, and only once', () => {
    const hero = heroStillLoading();
    const page = fakeWindow();
    loadAfterLargestPaint(page.win, LATE_MAX_WAIT_MS, HERO_GRACE_MS);
    page.report(document.querySelector('h1'));
    hero.dispatchEvent(new Event('load'));
    page.runTimers(HERO_GRACE_MS - 1);
    expect(fetched()).toEqual(NOTHING);
    page.runTimers(HERO_GRACE_MS);
    expect(fetched()).toEqual(EVERYTHING);
    page.runTimers(LATE_MAX_WAIT_MS);
    expect(document.head.querySelectorAll('script[data-app-entry]')).toHaveLength(1);
  });

  it('a hero that fails to load holds nothing up: fetches the grace period after its error', () => {
    const hero = heroStillLoading();
    const page = fakeWindow();
    loadAfterLargestPaint(page.win, LATE_MAX_WAIT_MS, HERO_GRACE_MS);
    page.report(document.querySelector('h1'));
    page.runTimers(HERO_GRACE_MS);
    expect(fetched()).toEqual(NOTHING);
    hero.dispatchEvent(new Event('error'));
    page.runTimers(HERO_GRACE_MS);
    expect(fetched()).toEqual(EVERYTHING);
  });

  it('fetches anyway after the longest wait when no paint is ever reported (a page opened in the background)', () => {
    const page = fakeWindow();
    loadAfterLargestPaint(page.win, LATE_MAX_WAIT_MS, HERO_GRACE_MS);
    page.runTimers(LATE_MAX_WAIT_MS - 1);
    expect(fetched()).toEqual(NOTHING);
    page.runTimers(LATE_MAX_WAIT_MS);
    expect(fetched()).toEqual(EVERYTHING);
  });

  it('without paint reports, waits for the load event and two frames', () => {
    const page = fakeWindow({ observable: false });
    loadAfterLargestPaint(page.win, LATE_MAX_WAIT_MS, HERO_GRACE_MS);
    page.frame();
    page.runTimers();
    expect(fetched()).toEqual(NOTHING);
    page.load();
    page.frame();
    page.runTimers();
    expect(fetched()).toEqual(NOTHING);
    page.frame();
    page.runTimers();
    expect(fetched()).toEqual(EVERYTHING);
  });

  it('is written into the page as a script of its own that does the same', async () => {
    const script = await lateLoadScript();
    expect(script).not.toMatch(/\bimport\b|\bexport\b|__name/);
    const page = fakeWindow({ observable: false, readyState: 'complete' });
    // The page's `window`, as the inline script sees it.
    new Function('window', script)(page.win);
    page.frame();
    page.frame();
    expect(fetched()).toEqual(NOTHING);
    page.runTimers();
    expect(fetched()).toEqual(EVERYTHING);
  });
});

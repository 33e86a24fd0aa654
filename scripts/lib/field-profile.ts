/**
 * The field profile of `npm run perf`: what a visitor on a mid-range phone and a weak connection feels on the
 * home page, as opposed to Lighthouse's lab scores. Playwright drives Chromium with CDP throttling (CPU 4x,
 * 150 ms latency, 1.6 Mbps down, 750 kbps up) at 390 px and records, from the moment navigation starts:
 *
 * - fcp: first contentful paint;
 * - menu: the first tap on the menu button that shows the site navigation;
 * - card: the first tap on a product card's choose control that takes the visitor to the form (a request
 *   for, or a move to, `/?service=<slug>`);
 * - typing: the first tap on the name field after which a typed letter stays in it;
 * - appStarted: the moment the app has hydrated the page's content (the form itself hydrates when it comes
 *   near, src/features/booking/deferred-booking-section.tsx).
 *
 * Each "first tap" is found as an impatient visitor finds it: tap every 100 ms from the moment the control is on
 * the page until it works. The page itself reports each tap and the first sign of the effect (checked every
 * frame) on its own clock, and the working tap is the last one before the effect; so the driver's own latency
 * on a throttled page never counts. Each measure gets a fresh page, so one tap cannot help another.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from './browser';

export const FIELD_CONDITIONS = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
} as const;

export interface FieldSample {
  fcp: number;
  menu: number;
  card: number;
  typing: number;
  appStarted: number;
  /**
   * Each first working tap minus the moment its control was first painted and on screen (never before the
   * first contentful paint) in the same page load: how long the control was dead to a visitor who could see it.
   */
  menuLag: number;
  cardLag: number;
  typingLag: number;
}

export type FieldMetric = keyof FieldSample;
export const fieldMetrics: FieldMetric[] = [
  'fcp',
  'menu',
  'card',
  'typing',
  'appStarted',
  'menuLag',
  'cardLag',
  'typingLag',
];

const TAP_INTERVAL_MS = 100;
const GIVE_UP_MS = 15_000;

const CARD_SLUG = 'pre-purchase-building-inspection';
const selectors = {
  menuButton: 'header [aria-label="Open menu"]',
  card: `#products li:has(a[href$="/products/${CARD_SLUG}"]) h3 :is(a, button)`,
  name: '#booking-name',
};

type Effect = 'menu' | 'card' | 'typing';

/**
 * Runs in the page before its own scripts: reports every tap (pointerdown) and the first sign of each effect,
 * with the page's own clock, through a binding. Effects are caught by events and DOM observers as they
 * happen, so the report does not depend on how quickly the test driver can ask a busy, throttled page.
 * Plain JavaScript in a string: tsx would otherwise add its own helpers to a function passed to the page.
 */
const instrument = (cardSlug: string, target: string) => `
  const mark = (kind, at) => window.__fieldMark(kind, at);
  const seen = new Set();
  const once = (kind, at) => {
    if (seen.has(kind)) return;
    seen.add(kind);
    mark(kind, at);
  };
  addEventListener('pointerdown', (event) => mark('tap', event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') once('fcp', entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  // The card: a link tap that nothing cancelled (the browser is on its way to the form), or the app moved
  // the address there itself.
  addEventListener('click', (event) => {
    const link = event.target?.closest?.('a[href]');
    const followed = !event.defaultPrevented && !!link?.href.includes('service=${cardSlug}');
    if (followed || location.search.includes('service=${cardSlug}')) once('card', event.timeStamp);
  });
  // Typing: the name field took a letter.
  addEventListener('input', (event) => {
    if (event.target.id === 'booking-name' && event.target.value.includes('a')) once('typing', event.timeStamp);
  }, true);
  // The menu: its popover opened, or, once the app runs, its dialog.
  addEventListener('toggle', (event) => {
    if (event.newState === 'open') once('menu', event.timeStamp);
  }, true);
  new MutationObserver(() => {
    if (document.querySelector('[data-menu][data-state="open"]')) once('menu', performance.now());
  }).observe(document, { childList: true, subtree: true });
  // The control to tap: its centre as soon as it is on screen, from the frame that first shows it.
  let watched = null;
  const view = new IntersectionObserver((entries) => {
    const entry = entries.find((e) => e.isIntersecting && e.intersectionRatio > 0.5);
    if (!entry) return;
    const r = entry.target.getBoundingClientRect();
    window.__fieldPlace(r.left + r.width / 2, r.top + r.height / 2, entry.time);
  }, { threshold: [0, 0.5, 1] });
  new MutationObserver(() => {
    const element = document.querySelector(${JSON.stringify(target)});
    if (element && element !== watched) {
      watched = element;
      view.observe(element);
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** A browser context shaped like the field profile's phone (its viewport, a 2x screen, touch). */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: FIELD_CONDITIONS.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Network and CPU throttling of the field profile, on one page's own target. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: FIELD_CONDITIONS.latencyMs,
    downloadThroughput: (FIELD_CONDITIONS.downloadKbps * 1000) / 8,
    uploadThroughput: (FIELD_CONDITIONS.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIELD_CONDITIONS.cpuSlowdown });
  return cdp;
}

interface Marks {
  /** Where the control to tap is on screen, once it is. */
  place: { x: number; y: number; at: number } | null;
  taps: number[];
  effects: Partial<Record<Effect | 'fcp', number>>;
}

async function freshPage(
  browser: Browser,
  target: string,
): Promise<{ page: Page; marks: Marks; cdp: CDPSession }> {
  const context = await phoneContext(browser);
  const marks: Marks = { taps: [], effects: {}, place: null };
  await context.exposeBinding('__fieldMark', (_source, kind: string, at: number) => {
    if (kind === 'tap') marks.taps.push(at);
    else marks.effects[kind as Effect | 'fcp'] ??= at;
  });
  await context.exposeBinding('__fieldPlace', (_source, x: number, y: number, at: number) => {
    marks.place ??= { x, y, at };
  });
  await context.addInitScript({ content: instrument(CARD_SLUG, target) });
  const page = await context.newPage();
  const cdp = await throttle(page);
  return { page, marks, cdp };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TapResult {
  /** When the first working tap came, ms since navigation start. */
  tap: number;
  /** How long after the control was first painted and on screen, in the same page load. */
  lag: number;
}

/**
 * Taps the element every TAP_INTERVAL_MS, as a visitor tapping again and again would, until the page reports
 * the effect; returns the time of the last tap before the effect (ms since navigation start, page clock).
 */
async function firstWorkingTap(
  browser: Browser,
  url: string,
  effect: Effect,
  selector: string,
  options: { afterTap?: (page: Page) => Promise<void> } = {},
): Promise<TapResult> {
  const { page, marks } = await freshPage(browser, selector);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    while (!marks.place && Date.now() - started < GIVE_UP_MS) await sleep(5);
    const place = marks.place;
    if (!place) throw new Error(`${selector} never came into view`);
    while (marks.effects[effect] === undefined && Date.now() - started < GIVE_UP_MS) {
      await page.touchscreen.tap(place.x, place.y).catch(() => undefined);
      await options.afterTap?.(page).catch(() => undefined);
      await sleep(TAP_INTERVAL_MS);
    }
    const at = marks.effects[effect];
    if (at === undefined) throw new Error(`No tap on ${selector} worked within ${GIVE_UP_MS} ms`);
    const tap = marks.taps.filter((t) => t <= at).at(-1);
    if (tap === undefined) throw new Error(`${effect} happened before any tap`);
    if (process.env.FIELD_DEBUG) {
      const dead = marks.taps.filter((t) => t < tap).length;
      console.log(
        `  ${effect}: tap at ${tap.toFixed(0)} ms worked (effect ${at.toFixed(0)} ms), ${dead} taps before it did nothing`,
      );
    }
    // A visitor can tap the control once it is painted and on screen: the later of the two.
    const tappable = Math.max(marks.effects.fcp ?? Number.NaN, place.at);
    return { tap, lag: tap - tappable };
  } finally {
    await page.context().close();
  }
}

/**
 * Records, on the page's own clock, the first frame in which React has hydrated the home page's content (a
 * product card's link carries its props): the app has started. Polled by the page itself, once a frame, so
 * no driver round trip (nor Playwright's injected polling script) runs on the throttled main thread.
 */
const watchAppStart = `
  const check = () => {
    const link = document.querySelector('#products a[href*="#contact"]');
    if (link && Object.keys(link).some((key) => key.startsWith('__reactProps'))) {
      window.__appStarted = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/**
 * The page's own value of `expression` once it is set, read every half second by the driver through CDP
 * itself: Playwright's evaluate and waitForFunction first inject scripts of their own, a long task on this
 * phone's main thread.
 */
export async function pageValue(cdp: CDPSession, expression: string, giveUpMs: number): Promise<number> {
  const deadline = Date.now() + giveUpMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    const value: unknown = result.value;
    if (typeof value === 'number') return value;
    if (Date.now() > deadline) throw new Error(`${expression} was not set within ${giveUpMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** First contentful paint, and when React had hydrated the page (the app has started). */
async function measureStart(browser: Browser, url: string): Promise<{ fcp: number; appStarted: number }> {
  const { page, cdp } = await freshPage(browser, '#contact form');
  try {
    await page.addInitScript({ content: watchAppStart });
    await page.goto(url, { waitUntil: 'commit' });
    const appStarted = await pageValue(cdp, 'window.__appStarted', GIVE_UP_MS);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { fcp, appStarted };
  } finally {
    await page.context().close();
  }
}

/**
 * One sample. The card and the name field are measured from links that lead to them (/#products, and the
 * form's heading), so the browser itself brings them into view.
 */
export async function measureField(browser: Browser, origin: string): Promise<FieldSample> {
  const { fcp, appStarted } = await measureStart(browser, `${origin}/`);
  const menu = await firstWorkingTap(browser, `${origin}/`, 'menu', selectors.menuButton);
  const card = await firstWorkingTap(browser, `${origin}/#products`, 'card', selectors.card);
  // The form's own heading, not #contact: at 390 px the contact details and 'Who is booking?' push the name
  // field below the first screen of /#contact.
  const typing = await firstWorkingTap(browser, `${origin}/#booking-form-title`, 'typing', selectors.name, {
    afterTap: (page) => page.keyboard.insertText('a'),
  });
  return {
    fcp,
    menu: menu.tap,
    card: card.tap,
    typing: typing.tap,
    appStarted,
    menuLag: menu.lag,
    cardLag: card.lag,
    typingLag: typing.lag,
  };
}

export async function launchFieldBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

export const fieldMedian = (samples: FieldSample[], metric: FieldMetric): number => {
  const sorted = samples.map((s) => s[metric]).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface FieldBudgets {
  /** Each first working tap may come at most this long after its control was first painted on screen. */
  tapAfterFcpMs: number;
  appStartedMs: number;
}

/** The budgets a set of medians misses, as printable lines. */
export function fieldMisses(medians: FieldSample, budgets: FieldBudgets): string[] {
  const misses: string[] = [];
  for (const metric of ['menu', 'card', 'typing'] as const) {
    const lag = medians[`${metric}Lag`];
    if (!(lag <= budgets.tapAfterFcpMs))
      misses.push(
        `field: first working ${metric} tap ${lag.toFixed(0)} ms after it was painted > ${budgets.tapAfterFcpMs} ms`,
      );
  }
  if (!(medians.appStarted <= budgets.appStartedMs))
    misses.push(`field: app started ${medians.appStarted.toFixed(0)} ms > ${budgets.appStartedMs} ms`);
  return misses;
}

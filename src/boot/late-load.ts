/**
 * What a prerendered page fetches only after its largest paint (docs/decisions/0017-fetch-after-largest-paint.md):
 * the rest of the stylesheet, the web app manifest and the boot scripts. The page paints from its HTML and
 * its inline stylesheet alone; nothing else competes with it for a phone's first round trips.
 *
 * The prerender (scripts/prerender.ts, `withLateLoad`) puts their tags into a `<template data-late>` at the end
 * of the body, and this function, inline after it, adds a live copy of each to the head once the largest paint
 * has been reported. The same stylesheet is also linked in a `<noscript>`, for visitors without JavaScript.
 *
 * The prerender writes this module into every page as an inline script (`lateLoadScript`), so it imports nothing.
 */

/** The parts of `window` this uses; tests pass a stand-in. */
export interface LateWindow {
  document: Pick<Document, 'querySelector' | 'createElement' | 'head' | 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: (
        list: { getEntries(): { element?: Element | null }[] },
        observer: { disconnect(): void },
      ) => void,
    ) => {
      observe(options: { type: string; buffered: boolean }): void;
    });
}

/** Fetch what waits anyway after this long: a page opened in the background never reports a paint. */
export const LATE_MAX_WAIT_MS = 3000;
/**
 * How long after its hero image has loaded a page waits for the image's paint to be reported. When the image
 * is the largest paint the report comes a frame or two after it loads; when a longer heading is, none comes.
 */
export const HERO_GRACE_MS = 250;

export function loadAfterLargestPaint(win: LateWindow, maxWaitMs: number, heroGraceMs: number): void {
  const doc = win.document;
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    const template = doc.querySelector('template[data-late]') as HTMLTemplateElement | null;
    if (!template) return;
    // A fresh element, not an imported copy of the template's node: one made here is fetched and run.
    for (const source of Array.from(template.content.children)) {
      const copy = doc.createElement(source.localName);
      for (const attribute of Array.from(source.attributes))
        copy.setAttribute(attribute.name, attribute.value);
      doc.head.append(copy);
    }
  };
  // A task of its own after the frame that showed the largest paint, so the fetches start after it.
  const soon = () => win.setTimeout(load, 0);
  const afterFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(soon));
  win.setTimeout(load, maxWaitMs);
  // The page's largest image, when it has one, is the one the prerender marks fetchpriority="high".
  const hero = doc.querySelector('img[fetchpriority="high"]') as HTMLImageElement | null;
  if (win.PerformanceObserver?.supportedEntryTypes.includes('largest-contentful-paint')) {
    // A report comes after the frame it describes: the text's, or, on a page with a hero, the hero's.
    new win.PerformanceObserver((list, observer) => {
      if (hero && !list.getEntries().some((entry) => entry.element === hero)) return;
      observer.disconnect();
      soon();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // A hero that is not the largest paint (a longer heading is) is never reported.
    const grace = () => win.setTimeout(load, heroGraceMs);
    if (hero?.complete) grace();
    else if (hero) {
      hero.addEventListener('load', grace, { once: true });
      hero.addEventListener('error', grace, { once: true });
    }
  } else if (doc.readyState === 'complete') afterFrames();
  else win.addEventListener('load', afterFrames, { once: true });
}

/**
 * How long the first tooltip takes on the field profile's phone (scripts/lib/field-profile.ts), now that its
 * layer loads on intent (src/lib/intent.ts) rather than with the start. A page load with nothing held back,
 * left alone until the app has started and gone quiet (START_MS); then, on the page's own clock:
 *
 * - focus: the header's call link takes the focus (the first intent there is), and the tooltip shows once the
 *   layer's code has come and React has hydrated the link: the time from the focus to the tooltip;
 * - hover: a pointer comes into the header's corner (intent) and, HAND_MS later, onto the call link, moving a
 *   little every 50 ms as a hand does. Radix waits `delayDuration` (300 ms) of hover before it shows a
 *   tooltip by design; what the profile reports is the time past that wait, from the pointer's arrival on
 *   the link. Each measure gets a fresh page.
 *
 * Both are read off a MutationObserver in the page (the first element with role="tooltip"), so the driver's
 * own latency never counts.
 */
import type { Browser } from '@playwright/test';
import { pageValue, phoneContext, throttle } from './field-profile';

/** The app has started and the page is quiet by then on this phone (the field profile's appStarted). */
const START_MS = 7000;
/** From the header's corner to the call link, for a hand. */
const HAND_MS = 150;
/** Radix's hover delay (tooltip-layer.tsx), which the hover figure leaves out. */
export const RADIX_DELAY_MS = 300;

export interface TooltipSample {
  /** Focus on the call link to its tooltip shown, ms. */
  focus: number;
  /** Pointer on the call link to its tooltip shown, minus Radix's own hover delay, ms. */
  hover: number;
}

const CALL_LINK = 'header a[aria-label^="Call "]';

const watchTooltip = `
  addEventListener('pointerover', (event) => {
    if (window.__onLink === undefined && event.target.closest?.('${CALL_LINK}')) window.__onLink = event.timeStamp;
  }, true);
  new MutationObserver((records, observer) => {
    if (document.querySelector('[role="tooltip"]')) {
      window.__tooltipShown = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function onePage(browser: Browser, url: string, how: 'focus' | 'hover'): Promise<number> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: watchTooltip });
    const page = await context.newPage();
    const cdp = await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    await pageValue(cdp, `performance.now() > ${START_MS} ? performance.now() : null`, START_MS + 30_000);
    const box = await pageValue(
      cdp,
      `(() => { const r = document.querySelector('${CALL_LINK}')?.getBoundingClientRect(); return r ? r.x + r.width / 2 + 10000 * Math.round(r.y + r.height / 2) : null; })()`,
      10_000,
    );
    const x = box % 10000;
    const y = Math.floor(box / 10000);
    let start: number;
    if (how === 'focus') {
      start = await pageValue(
        cdp,
        `(() => { document.querySelector('${CALL_LINK}').focus(); return performance.now(); })()`,
        10_000,
      );
    } else {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 2, y: 2 });
      await new Promise((resolve) => setTimeout(resolve, HAND_MS));
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      start = await pageValue(cdp, 'window.__onLink ?? null', 10_000);
      // The hand keeps moving a little on the link, as Radix expects of a pointer.
      for (let i = 0; i < 60; i++) {
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: 'window.__tooltipShown ?? null',
          returnByValue: true,
        });
        if (typeof result.value === 'number') break;
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: x + (i % 2), y });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const shown = await pageValue(cdp, 'window.__tooltipShown ?? null', 15_000);
    return how === 'focus' ? shown - start : shown - start - RADIX_DELAY_MS;
  } finally {
    await context.close();
  }
}

/** One sample of each, on fresh pages. */
export async function measureTooltip(browser: Browser, url: string): Promise<TooltipSample> {
  return { focus: await onePage(browser, url, 'focus'), hover: await onePage(browser, url, 'hover') };
}

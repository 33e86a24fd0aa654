import { scrollToElement } from '../lib/scroll';

/** A visitor who scrolls, taps or presses a key has taken over: the page leaves the scroll alone. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * On arrival at an address with a #fragment (a booking link's `#contact`): once the page has loaded, puts the
 * target where an in-page link would, 80 px below the top. The browser jumps there itself, but sections above
 * it that are not laid out until they come near (`.render-near`) can take their real heights after the jump,
 * and Chrome then sometimes leaves the target at the very top, under the sticky header.
 */
export function settleFragmentTarget(win: Window): void {
  const id = decodeURIComponent(win.location.hash.slice(1));
  if (!id) return;
  let takenOver = false;
  const takeOver = () => (takenOver = true);
  for (const type of TAKEOVER_EVENTS) win.addEventListener(type, takeOver, { once: true, passive: true });
  const settle = () =>
    win.requestAnimationFrame(() => {
      for (const type of TAKEOVER_EVENTS) win.removeEventListener(type, takeOver);
      const target = win.document.getElementById(id);
      if (target && !takenOver) scrollToElement(target, 'auto');
    });
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });
}

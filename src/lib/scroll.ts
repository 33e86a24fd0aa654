/** Height of the sticky header plus breathing room: anchors land this far below the top of the viewport. */
export const HEADER_OFFSET = 80;
/** Re-aims after a scroll at most this many times. */
const MAX_REAIMS = 3;
/** Without a `scrollend` event, a scroll counts as ended once the position holds for this many frames. */
const STILL_FRAMES = 5;
/** After the scroll has come to rest, the element is kept in place this long while sections settle. */
const HOLD_MS = 1500;
/** A visitor who scrolls or presses a key takes over: no more re-aiming. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Where the page must scroll to for the element to sit HEADER_OFFSET px down, within the page's range. */
function aimFor(element: Element): number {
  const top = Math.round(element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET);
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(top, bottom));
}

/** Calls `then` once the current scroll has come to rest. */
function afterScroll(behavior: ScrollBehavior, then: () => void): void {
  if (behavior !== 'smooth') {
    // A jump is over at once; the sections it brought near take their real heights in the next frame.
    requestAnimationFrame(() => requestAnimationFrame(then));
    return;
  }
  if (typeof window.onscrollend !== 'undefined') {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.removeEventListener('scrollend', finish);
      then();
    };
    window.addEventListener('scrollend', finish);
    // An instant jump, or a smooth scroll to where the page already is, may fire no scrollend.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(finish, 1000)));
    return;
  }
  let last = window.scrollY;
  let still = 0;
  const check = () => {
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
    if (still >= STILL_FRAMES) then();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Scrolls so the element's top sits HEADER_OFFSET px below the viewport top; smooth unless motion is reduced.
 * Sections far from the viewport are not laid out until they come near it (`.render-near` in app.css): a
 * scroll aims with their estimated heights, and they take their real ones as it passes them. So once the
 * scroll has come to rest, it checks where the element is and aims again, until it is where it should be.
 */
export function scrollToElement(element: Element, behaviour?: ScrollBehavior): void {
  const behavior = behaviour ?? (prefersReducedMotion() ? 'auto' : 'smooth');
  let reaims = 0;
  let takenOver = false;
  const takeOver = () => (takenOver = true);
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, takeOver, { once: true, passive: true });
  const stop = () => {
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, takeOver);
  };

  // Once at rest, a section near the element can still take its real height a moment later, and Chrome then
  // sometimes keeps something else in view and leaves the element at the very top, under the header (seen in
  // the e2e suite: 3 of 24 scrolls in one run, most at 1280 px). For HOLD_MS, any scroll the visitor did not
  // make puts it back at once.
  const hold = () => {
    const onScroll = () => {
      const target = aimFor(element);
      if (takenOver || !element.isConnected || reaims >= 2 * MAX_REAIMS) return;
      if (Math.abs(target - Math.round(window.scrollY)) <= 1) return;
      reaims += 1;
      window.scrollTo({ top: target, behavior: 'instant' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    setTimeout(() => {
      window.removeEventListener('scroll', onScroll);
      stop();
    }, HOLD_MS);
  };

  const aim = () => {
    window.scrollTo({ top: aimFor(element), behavior });
    afterScroll(behavior, () => {
      const off = Math.abs(aimFor(element) - Math.round(window.scrollY));
      if (!takenOver && off > 1 && reaims < MAX_REAIMS && element.isConnected) {
        reaims += 1;
        aim();
      } else if (!takenOver && element.isConnected) {
        hold();
      } else {
        stop();
      }
    });
  };
  aim();
}

export function scrollToId(id: string, behaviour?: ScrollBehavior): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToElement(element, behaviour);
  return true;
}

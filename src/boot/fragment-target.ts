/**
 * The boot script's own copy of the header's room (HEADER_OFFSET in src/lib/scroll.ts; a unit test keeps the
 * two equal). The boot imports nothing from the app: anything it shared with it would become a chunk that
 * every page downloads before its largest paint, without the integrity the boot's plan gives each chunk.
 */
export const BOOT_HEADER_OFFSET = 80;
/** Re-aims at most this many times. */
const MAX_AIMS = 4;
/** A visitor who scrolls, taps or presses a key has taken over: the page leaves the scroll alone. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function targetOf(win: Window): Element | null {
  const id = decodeURIComponent(win.location.hash.slice(1));
  return id ? win.document.getElementById(id) : null;
}

/** Jumps so the element's top sits BOOT_HEADER_OFFSET px down, and again while sections above it settle. */
function jumpTo(win: Window, element: Element, aims = 0): void {
  const top = Math.round(element.getBoundingClientRect().top + win.scrollY - BOOT_HEADER_OFFSET);
  const bottom = win.document.documentElement.scrollHeight - win.innerHeight;
  const aim = Math.max(0, Math.min(top, bottom));
  if (Math.abs(aim - Math.round(win.scrollY)) <= 1 || aims >= MAX_AIMS) return;
  win.scrollTo({ top: aim, behavior: 'instant' });
  // The sections the jump brought near take their real heights in the next frame: look again then.
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => jumpTo(win, element, aims + 1)));
}

/** How long after arriving at (or jumping to) a #fragment the page keeps its target in place. */
const WATCH_MS = 3000;

/**
 * For WATCH_MS after a jump, or until the visitor takes over: whenever the page scrolls without them (a
 * section above the target takes its real height and the browser keeps something else in view), puts the
 * target back 80 px down. On arrival at /#contact at 1280 px the browser moved the target to the very top,
 * under the header, in most loads (3 of 6, then 6 of 6 in two runs of 6), 0.3-1.0 s after `load` and so
 * after the boot's own jump; this puts it back within two frames.
 */
function keepInPlace(win: Window): void {
  let pending = false;
  let aims = 0;
  const check = () => {
    pending = false;
    const target = targetOf(win);
    if (!target || aims >= MAX_AIMS) return;
    if (Math.abs(target.getBoundingClientRect().top - BOOT_HEADER_OFFSET) <= 1) return;
    aims += 1;
    jumpTo(win, target);
  };
  const onScroll = () => {
    if (pending) return;
    pending = true;
    win.requestAnimationFrame(check);
  };
  const stop = () => {
    win.removeEventListener('scroll', onScroll);
    for (const type of TAKEOVER_EVENTS) win.removeEventListener(type, stop);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  for (const type of TAKEOVER_EVENTS) win.addEventListener(type, stop, { passive: true });
  win.setTimeout(stop, WATCH_MS);
}

/**
 * Puts the target of the address's #fragment where an in-page link of the app would, 80 px below the top: on
 * arrival (a booking link's `#contact`) once the page has loaded, and after a plain anchor's jump (a tap on
 * "Book Your Inspection" before the app has started). The browser jumps there itself, but sections above it
 * that are not laid out until they come near (`.render-near`) can take their real heights after the jump, and
 * Chrome then sometimes leaves the target at the very top, under the sticky header.
 */
export function settleFragmentTarget(win: Window): void {
  const settle = () =>
    win.requestAnimationFrame(() => {
      const target = targetOf(win);
      if (!target) return;
      jumpTo(win, target);
      keepInPlace(win);
    });

  // A jump by an anchor: the visitor asked for it.
  win.addEventListener('hashchange', settle);

  if (!win.location.hash) return;
  let takenOver = false;
  const takeOver = () => (takenOver = true);
  for (const type of TAKEOVER_EVENTS) win.addEventListener(type, takeOver, { once: true, passive: true });
  const onArrival = () => {
    for (const type of TAKEOVER_EVENTS) win.removeEventListener(type, takeOver);
    if (!takenOver) settle();
  };
  if (win.document.readyState === 'complete') onArrival();
  else win.addEventListener('load', onArrival, { once: true });
}

/**
 * Calls `callback` once, at the first sign that the visitor is about to use something in `area` (the site
 * header): a pointer over it, or the focus inside it, now or later; with `anyTouch`, also the first touch
 * anywhere on the page (a phone has no pointer to hover with). Returns a cancel function.
 *
 * What loads on intent instead of when the browser is idle (the menu's dialog, the tooltip layer) never
 * arrives in the middle of the page's start, where its work would hold up a tap
 * (docs/decisions/0002-deferred-app-start.md): it arrives when the visitor reaches for it, a hand's movement
 * ahead of the tap.
 */
export function onIntent(area: Element, callback: () => void, { anyTouch = false } = {}): () => void {
  const doc = area.ownerDocument;
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    callback();
  };
  const inArea = (event: Event) => event.target instanceof Node && area.contains(event.target) && fire();
  const options = { capture: true, passive: true } as const;
  function cancel() {
    done = true;
    doc.removeEventListener('pointerover', inArea, options);
    doc.removeEventListener('focusin', inArea, options);
    doc.removeEventListener('touchstart', fire, options);
  }
  doc.addEventListener('pointerover', inArea, options);
  doc.addEventListener('focusin', inArea, options);
  if (anyTouch) doc.addEventListener('touchstart', fire, options);
  // The pointer or the focus got there before the app ran: no event will say so now.
  if (area.matches(':hover') || area.contains(doc.activeElement)) queueMicrotask(fire);
  return cancel;
}

/**
 * The menu's HTML popover made a real modal while the app runs and the dialog's code is not in yet (issue 55).
 * A popover alone keeps neither the focus nor assistive technology inside it: after a few Tabs the focus was
 * on the page behind. So, when it opens, everything outside the panel becomes `inert` (out of the focus order
 * and the accessibility tree), the panel says `aria-modal`, and the focus moves into it. Just before it closes
 * (Escape, a tap outside, the close button), all of that is undone, so the browser can give the focus back to
 * the button. Tab wraps from the last control to the first. A few DOM writes on open, none at start: no task at start-up (docs/decisions/0008).
 */

/** Makes everything outside `panel` inert; returns the undo. */
function inertOutside(panel: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (
    let node: HTMLElement = panel;
    node.parentElement && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isOpen(panel: HTMLElement): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false; // A browser (or a test's DOM) without popovers.
  }
}

/** Listens for the popover's toggles; returns the cleanup. */
export function modalWhileOpen(panel: HTMLElement): () => void {
  let undo: (() => void) | null = null;
  const release = () => {
    undo?.();
    undo = null;
    panel.removeAttribute('aria-modal');
  };
  const onBeforeToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'closed') release();
  };
  const hold = () => {
    if (undo) return;
    undo = inertOutside(panel);
    panel.setAttribute('aria-modal', 'true');
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  // Tab past the last control comes back to the first, and Shift+Tab the other way, as in the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !undo) return;
    const stops = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length,
    );
    const [first, last] = [stops[0], stops.at(-1)];
    const edge = event.shiftKey ? first : last;
    if (!edge || (document.activeElement !== edge && panel.contains(document.activeElement))) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  };
  const onToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'open') hold();
  };
  panel.addEventListener('beforetoggle', onBeforeToggle);
  panel.addEventListener('toggle', onToggle);
  panel.addEventListener('keydown', onKeyDown);
  // Open already (a visitor opened it before the app ran): modal from now on.
  if (isOpen(panel)) hold();
  return () => {
    panel.removeEventListener('beforetoggle', onBeforeToggle);
    panel.removeEventListener('toggle', onToggle);
    panel.removeEventListener('keydown', onKeyDown);
    release();
  };
}

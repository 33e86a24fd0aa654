import { useSyncExternalStore } from 'react';
import { BOOT_STATE_ATTRIBUTE } from './booking-section-loader';

export { BOOT_STATE_ATTRIBUTE };

/**
 * What the boot script did with the prerendered form before its code came (src/boot/booking-form.ts), and how
 * the form takes it over. The names are the boot's own (it imports nothing from the app);
 * tests/boot/booking-form.test.tsx keeps them equal.
 */

/** On the form, once its code sends it: the boot leaves a press to it. */
export const BOOT_LIVE_ATTRIBUTE = 'data-booking-live';
/** The container of the notice the boot shows when a press waited too long for the form's code. */
export const BOOT_NOTICE_ATTRIBUTE = 'data-booking-early-failure';

/**
 * - 'ready': the boot has enabled the button (and set the address's choice);
 * - 'pending': the button was pressed before the form's code was in, and waits for it;
 * - 'sending': the form's code took that press over and is sending it;
 * - 'timed-out': the press waited too long; the failure notice shows until the next press.
 * null in the prerender, and where no boot ran (`vite dev`, a render in the app).
 */
export type BootState = 'ready' | 'pending' | 'sending' | 'timed-out' | null;
const states: readonly BootState[] = ['ready', 'pending', 'sending', 'timed-out'];

export function readBootState(): BootState {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE) as BootState;
  return states.includes(value) ? value : null;
}

export function setBootState(state: Exclude<BootState, null>): void {
  document.documentElement.setAttribute(BOOT_STATE_ATTRIBUTE, state);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [BOOT_STATE_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The boot's state as the page shows it. Hydration reads it from the page too (not from what the prerender
 * wrote), so the form's first render is what the boot left on the screen: an enabled button, 'Submitting...',
 * the failure notice.
 */
export function useBootState(): BootState {
  return useSyncExternalStore(subscribe, readBootState, readBootState);
}

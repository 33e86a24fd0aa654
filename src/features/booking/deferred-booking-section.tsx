import { Suspense, use } from 'react';
import {
  BOOT_STATE_ATTRIBUTE,
  DEFERRED_FORM_ATTRIBUTE,
  loadBookingSection,
  loadedBookingSection,
} from './booking-section-loader';
import { useHydrated } from '../../lib/use-hydrated';

/** Within a screen of the viewport counts as needed: its code is there by the time the visitor reaches it. */
const NEAR = '100% 0px';
/** What a visitor does in the form before its code has loaded. */
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * Resolves when the prerendered form is near the viewport or used. Resolves at once where there is none to
 * wait on (a navigation from another page, `vite dev`) or no IntersectionObserver, and when its button was
 * pressed before the app started.
 */
function whenNear(): Promise<void> {
  const form = document.querySelector(`form[${DEFERRED_FORM_ATTRIBUTE}]`);
  // Its button was pressed before the app ran: the boot is waiting for this code to send.
  if (
    !form ||
    typeof IntersectionObserver === 'undefined' ||
    document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE) === 'pending'
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of INTERACTIONS) form.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: NEAR,
    });
    observer.observe(form);
    for (const type of INTERACTIONS) form.addEventListener(type, done, true);
  });
}

/** Loads the code, trying again when the signal returns or after a while, until it arrives. */
async function loadUntilLoaded(): Promise<void> {
  for (;;) {
    try {
      await loadBookingSection();
      return;
    } catch {
      await new Promise<void>((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(retry, 15_000);
        window.addEventListener('online', retry);
      });
    }
  }
}

/** Starts the download, once, whichever need comes first. */
let startLoading: () => void = () => {};
/** Resolves once the code is in: what the waiting section suspends on, however the load was started. */
const ready = new Promise<void>((resolve) => {
  let started = false;
  startLoading = () => {
    if (started) return;
    started = true;
    void loadUntilLoaded().then(resolve);
  };
});
/** Whether the first render has set the watch for the form coming near. */
let watching = false;

/**
 * What the waiting section suspends on. `hydrated` is false while React hydrates the prerendered form, however
 * often it tries again (a tooltip or the menu's code arriving on intent makes it retry the boundaries still
 * waiting): the code then waits for the form to come near. It is true in a render of the page's own (a card
 * that picks an inspection, a link to another section): React cannot keep the prerendered form across that
 * change without the code, so it loads now, and the change waits for it. (Counting renders instead took a
 * retry for a change, and a pointer over the header loaded the form's code: 3 to 5 times in 40 loads on a
 * busy machine.)
 */
function sectionReady(hydrated: boolean): Promise<void> {
  if (hydrated) startLoading();
  else if (!watching) {
    watching = true;
    void whenNear().then(startLoading);
  }
  return ready;
}

/**
 * The booking form, hydrated when it is needed. While its code is not there, React keeps the prerendered
 * form as it is (a Suspense boundary that suspends during hydration stays server HTML), and the fields take
 * input as plain HTML; React then hydrates it with whatever the visitor typed.
 */
export function DeferredBookingSection() {
  return (
    <Suspense fallback={null}>
      <BookingSectionWhenReady />
    </Suspense>
  );
}

function BookingSectionWhenReady() {
  const module = loadedBookingSection();
  const hydrated = useHydrated();
  if (!module) {
    use(sectionReady(hydrated));
    return null;
  }
  return <module.BookingSection />;
}

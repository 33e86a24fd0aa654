/**
 * What the boot does for the home page's booking form before the app runs (docs/decisions/0002-deferred-app-start.md):
 * the form is plain prerendered HTML until its code loads, and it must show the address's choice and take a
 * press of its button from the start. The form's code takes over what this leaves (booking-form.tsx), through
 * the attributes below; `tests/boot/booking-form.test.tsx` keeps both sides' names equal.
 */

/** The prerendered form (DEFERRED_FORM_ATTRIBUTE in src/features/booking/booking-section-loader.ts). */
export const BOOT_FORM_SELECTOR = 'form[data-booking-form]';
/**
 * On `<html>`: 'ready' once this has enabled the button, 'pending' while a press waits for the form's code,
 * 'timed-out' when it waited too long. The form's first render reads it, so it renders what the page shows.
 */
export const BOOT_STATE_ATTRIBUTE = 'data-booking-boot';
/** On the form, set by its code once it sends itself: a press is then the form's, not this script's. */
export const BOOT_LIVE_ATTRIBUTE = 'data-booking-live';
/** What the button says while a press is being sent (the form says the same). */
export const BOOT_SUBMITTING = 'Submitting...';
/** How long a press waits for the form's code before the failure notice shows. */
export const PRESS_TIMEOUT_MS = 8000;
/**
 * What typing and choosing send: React hydrates the whole form at once, in one long task, when one of these
 * reaches it while the form is still server HTML (below).
 */
export const TEXT_ENTRY_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionupdate',
  'compositionend',
] as const;
/** The selects the address chooses: `?service=` and `?addon=`. */
const PREFILLED = ['service', 'addon'] as const;

/** The parts of `window` this uses; tests pass jsdom's. */
export type FormBootWindow = Pick<Window, 'document' | 'location' | 'requestAnimationFrame' | 'setTimeout'>;

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The option an address value names: its value (the label the payload carries), or one of the other names it
 * answers to (`data-aliases`, '|'-separated: its slug and title), in any case. As `matchService` and
 * `matchAddon` in src/domain/booking/options.ts decide, from the names the prerender wrote on the option.
 */
export function optionNamed(select: HTMLSelectElement, value: string | null): HTMLOptionElement | undefined {
  const wanted = normalise(value ?? '');
  if (!wanted) return undefined;
  return Array.from(select.options).find((option) =>
    [option.value, ...(option.dataset.aliases ?? '').split('|')].some((name) => normalise(name) === wanted),
  );
}

/** Sets the selects the address names (`?service=...&addon=...`); an unknown value leaves its select alone. */
export function prefillFromAddress(form: HTMLFormElement, search: string): void {
  const params = new URLSearchParams(search);
  for (const name of PREFILLED) {
    const select = form.elements.namedItem(name) as HTMLSelectElement | null;
    const option = select && optionNamed(select, params.get(name));
    if (option) select.value = option.value;
  }
}

/**
 * Calls `then` with the form and its submit button as soon as the parser has passed the button (the selects
 * come before it): checked now, then in each frame while the page loads, so before the frame that would first
 * paint it. (In a background tab, frames wait until the tab shows, and so does a press.)
 */
export function whenFormParsed(
  win: FormBootWindow,
  then: (form: HTMLFormElement, button: HTMLButtonElement) => void,
): void {
  const check = () => {
    const button = win.document.querySelector<HTMLButtonElement>(`${BOOT_FORM_SELECTOR} [type="submit"]`);
    if (button?.form) then(button.form, button);
    else if (win.document.readyState === 'loading') win.requestAnimationFrame(check);
  };
  check();
}

/**
 * Readies the prerendered form before the app runs: the address's choice in its selects, with or without
 * `#contact` (setting a select scrolls nothing), and its button enabled. The button is `disabled` in the HTML,
 * so without a script nothing can post the form as a page request, which would put every field in the address.
 *
 * A press before the form's code is in: no native submit; the button says 'Submitting...', and the form's code,
 * when it comes, sends (it finds 'pending'; the boot script starts the app as soon as it runs). After
 * PRESS_TIMEOUT_MS without it, the failure notice shows (app.css reads the state) and the press is dropped:
 * nothing is sent later unless the visitor presses again.
 */
export function readyBookingForm(win: FormBootWindow): void {
  const doc = win.document;
  const html = doc.documentElement;
  whenFormParsed(win, (form, button) => {
    prefillFromAddress(form, win.location.search);
    button.disabled = false;
    html.setAttribute(BOOT_STATE_ATTRIBUTE, 'ready');
  });

  // Typing is never held. Once the form's code is in, React hydrates the form in slices that yield; but a key,
  // an input or a change that reaches React's root while the form is still server HTML makes it hydrate all
  // of the form at once, in the task of that key (0.7 s on the field profile's phone, with the next keys
  // waiting behind it). The field takes the key as plain HTML either way, and react-hook-form reads what each
  // field holds when it takes it over; so until the form is live these events stop here, in the capture
  // phase at the document, before React's root. None is cancelled: the browser still types and chooses.
  for (const type of TEXT_ENTRY_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const form = (event.target as Element | null)?.closest?.(BOOT_FORM_SELECTOR);
        if (form && !form.hasAttribute(BOOT_LIVE_ATTRIBUTE)) event.stopPropagation();
      },
      true,
    );
  }

  // In the capture phase, before React: while the form's code is not in, React stops the event at its root.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches?.(BOOT_FORM_SELECTOR)) return;
      event.preventDefault();
      if (form.hasAttribute(BOOT_LIVE_ATTRIBUTE) || html.getAttribute(BOOT_STATE_ATTRIBUTE) === 'pending')
        return;
      // The button's text is its last child, after its icon.
      const button = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
      const label = button.lastChild!;
      const idle = label.textContent;
      const show = (state: 'pending' | 'timed-out') => {
        const pending = state === 'pending';
        html.setAttribute(BOOT_STATE_ATTRIBUTE, state);
        button.disabled = pending;
        label.textContent = pending ? BOOT_SUBMITTING : idle;
      };
      show('pending');
      win.setTimeout(() => {
        // The form's code took the press over: it sends, and says how that went.
        if (html.getAttribute(BOOT_STATE_ATTRIBUTE) === 'pending') show('timed-out');
      }, PRESS_TIMEOUT_MS);
    },
    true,
  );
}

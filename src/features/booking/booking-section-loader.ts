/**
 * The booking form's code (react-hook-form, react-query, the form itself: about 27 KB gzip) is not part of
 * the home page's start-up. The prerendered form works as plain HTML until then (its fields take input; only
 * sending waits), and its code loads when the form is needed (see DeferredBookingSection):
 * - on a first load of the home page, when the form comes within a screen of the viewport, or the visitor
 *   focuses, taps or types in it;
 * - at once on a later navigation to the home page, and in the prerender.
 * This module is the loader alone, so the route table can start the download without carrying the form.
 */
/** The prerendered `<form>` carries this attribute, so the page can find it before React owns it. */
export const DEFERRED_FORM_ATTRIBUTE = 'data-booking-form';
/** On `<html>`: what the boot script did with the form before its code came (handoff.ts). */
export const BOOT_STATE_ATTRIBUTE = 'data-booking-boot';

type BookingSectionModule = typeof import('./booking-section');

let loading: Promise<BookingSectionModule> | null = null;
let loaded: BookingSectionModule | null = null;

export function loadBookingSection(): Promise<BookingSectionModule> {
  loading ??= import('./booking-section').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline, or a deploy replaced the file: the next need tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module once it has loaded, so a render can use it without suspending. */
export function loadedBookingSection(): BookingSectionModule | null {
  return loaded;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_FORM_SELECTOR,
  BOOT_LIVE_ATTRIBUTE,
  BOOT_STATE_ATTRIBUTE,
  BOOT_SUBMITTING,
  optionNamed,
  prefillFromAddress,
  PRESS_TIMEOUT_MS,
  readyBookingForm,
  TEXT_ENTRY_EVENTS,
  whenFormParsed,
  type FormBootWindow,
} from '../../src/boot/booking-form';
import { BookingForm, SUBMITTING } from '../../src/features/booking/booking-form';
import { DEFERRED_FORM_ATTRIBUTE } from '../../src/features/booking/booking-section-loader';
import * as handoff from '../../src/features/booking/handoff';
import { addonOptions, matchAddon, matchService, serviceOptions } from '../../src/domain/booking/options';

/** The form as the prerender writes it, in the page. */
function prerenderedForm(): HTMLFormElement {
  const client = new QueryClient();
  document.body.innerHTML = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return document.querySelector<HTMLFormElement>(BOOT_FORM_SELECTOR)!;
}

const select = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLSelectElement;

/** The ways a visitor or a link may spell a name: as is, shouted, whispered, with stray spaces. */
const spellings = (name: string) => [
  name,
  name.toUpperCase(),
  name.toLowerCase(),
  `  ${name.replace(/ /g, '  ')} `,
];

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(BOOT_STATE_ATTRIBUTE);
  vi.useRealTimers();
});

describe("the boot's part of the booking form", () => {
  it("uses the form's own names for what it hands over", () => {
    expect(BOOT_FORM_SELECTOR).toBe(`form[${DEFERRED_FORM_ATTRIBUTE}]`);
    expect(BOOT_STATE_ATTRIBUTE).toBe(handoff.BOOT_STATE_ATTRIBUTE);
    expect(BOOT_LIVE_ATTRIBUTE).toBe(handoff.BOOT_LIVE_ATTRIBUTE);
    expect(BOOT_SUBMITTING).toBe(SUBMITTING);
    // The stylesheet shows the early failure notice on the state the boot sets.
    const css = readFileSync(path.resolve(import.meta.dirname, '../../src/styles/app.css'), 'utf8');
    expect(css).toContain(`html[${BOOT_STATE_ATTRIBUTE}='timed-out'] [${handoff.BOOT_NOTICE_ATTRIBUTE}]`);
  });

  it('picks the inspection the app would, by slug, title or label in any case', () => {
    const form = prerenderedForm();
    for (const option of serviceOptions) {
      for (const name of [option.slug, option.title, option.label].flatMap(spellings)) {
        expect(optionNamed(select(form, 'service'), name)?.value, name).toBe(matchService(name)!.label);
      }
    }
  });

  it('picks the add-on the app would: an add-on by slug, title or label, a bundle by title or label', () => {
    const form = prerenderedForm();
    for (const option of addonOptions) {
      const names = [option.title, option.label, ...(option.slugs.length === 1 ? option.slugs : [])];
      for (const name of names.flatMap(spellings)) {
        expect(optionNamed(select(form, 'addon'), name)?.value, name).toBe(matchAddon(name)!.label);
      }
    }
    // A bundle's slugs together name no single option, for the app or the boot.
    const bundle = addonOptions.find((option) => option.slugs.length > 1)!;
    expect(matchAddon(bundle.slugs.join(','))).toBeNull();
    expect(optionNamed(select(form, 'addon'), bundle.slugs.join(','))).toBeUndefined();
  });

  it('sets both selects from the address and leaves them alone for names it does not know', () => {
    const form = prerenderedForm();
    const [service, addon] = [serviceOptions.at(-1)!, addonOptions.at(-1)!];
    prefillFromAddress(
      form,
      `?service=${encodeURIComponent(service.slug)}&addon=${encodeURIComponent(addon.title)}`,
    );
    expect(select(form, 'service').value).toBe(service.label);
    expect(select(form, 'addon').value).toBe(addon.label);

    const fresh = prerenderedForm();
    const before = [select(fresh, 'service').value, select(fresh, 'addon').value];
    prefillFromAddress(
      fresh,
      `?service=${encodeURIComponent('<img src=x onerror=alert(1)>')}&addon=&other=1`,
    );
    expect([select(fresh, 'service').value, select(fresh, 'addon').value]).toEqual(before);
  });
});

/** jsdom's window, with the frames, timers and reading state a test drives. */
function bootWindow(readyState: DocumentReadyState = 'complete') {
  const frames: (() => void)[] = [];
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  const win: FormBootWindow = {
    document,
    location: window.location,
    requestAnimationFrame: (callback) => frames.push(() => callback(0)),
    setTimeout: ((callback: () => void, ms: number) => window.setTimeout(callback, ms)) as typeof setTimeout,
  };
  return { win, runFrame: () => frames.splice(0).forEach((frame) => frame()), frames };
}

describe('readying the form before the app runs', () => {
  let listeners: [
    string,
    EventListenerOrEventListenerObject,
    boolean | AddEventListenerOptions | undefined,
  ][];
  beforeEach(() => {
    // Each test's boot listens on the document; take its listeners off again afterwards.
    listeners = [];
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener!, options]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits, frame by frame while the page loads, for the parser to pass the submit button', () => {
    const { win, runFrame, frames } = bootWindow('loading');
    const then = vi.fn();
    whenFormParsed(win, then);
    expect(then).not.toHaveBeenCalled();
    runFrame();
    expect(then).not.toHaveBeenCalled();
    const form = prerenderedForm();
    runFrame();
    expect(then).toHaveBeenCalledWith(form, form.querySelector('[type="submit"]'));
    expect(frames).toHaveLength(0);
  });

  it('enables the button the HTML disables, and says so on <html> for the form to read', () => {
    const form = prerenderedForm();
    const button = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
    expect(button.disabled).toBe(true);
    readyBookingForm(bootWindow().win);
    expect(button.disabled).toBe(false);
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('ready');
  });

  it('holds a press: no native submit, Submitting..., then after the time-out the button again and nothing pending', () => {
    vi.useFakeTimers();
    const form = prerenderedForm();
    const button = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
    readyBookingForm(bootWindow().win);
    const idle = button.textContent;
    const press = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    expect(press()).toBe(false);
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('pending');
    expect(button.textContent).toBe(BOOT_SUBMITTING);
    expect(button.disabled).toBe(true);
    // A second press while it waits changes nothing (and posts nothing).
    expect(press()).toBe(false);

    // The press limit is 8 s: still waiting a millisecond before it, given up at it.
    vi.advanceTimersByTime(7_999);
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('timed-out');
    expect(button.textContent).toBe(idle);
    expect(button.disabled).toBe(false);

    // Pressed again: waiting again.
    press();
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('pending');
  });

  it("leaves a press taken over by the form's code, and one on a form whose code is in, to the form", () => {
    vi.useFakeTimers();
    const form = prerenderedForm();
    const button = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
    readyBookingForm(bootWindow().win);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The form's code came in time and is sending it.
    document.documentElement.setAttribute(BOOT_STATE_ATTRIBUTE, 'sending');
    vi.advanceTimersByTime(PRESS_TIMEOUT_MS);
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('sending');

    document.documentElement.setAttribute(BOOT_STATE_ATTRIBUTE, 'ready');
    form.setAttribute(BOOT_LIVE_ATTRIBUTE, '');
    const text = button.textContent;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('ready');
    expect(button.textContent).toBe(text);
  });

  it("keeps typing from React's root until the form is live, and never cancels it", () => {
    const form = prerenderedForm();
    readyBookingForm(bootWindow().win);
    // React listens at its root, below the document: a listener on the body stands in for it.
    const seen: string[] = [];
    const root = (event: Event) => seen.push(event.type);
    for (const type of TEXT_ENTRY_EVENTS) document.body.addEventListener(type, root, true);
    const name = form.querySelector<HTMLInputElement>('#booking-name')!;
    const send = (type: string) => name.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    for (const type of TEXT_ENTRY_EVENTS) expect(send(type), type).toBe(true);
    expect(seen).toEqual([]);
    // A press still reaches the boot's own handling, and a tap or focus still reaches React.
    expect(send('click')).toBe(true);

    form.setAttribute(BOOT_LIVE_ATTRIBUTE, '');
    for (const type of TEXT_ENTRY_EVENTS) send(type);
    expect(seen).toEqual([...TEXT_ENTRY_EVENTS]);
    for (const type of TEXT_ENTRY_EVENTS) document.body.removeEventListener(type, root, true);
  });
});

import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { business, telHref } from '../../content/business';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../ui/button';
import { navItems } from './nav-items';
import { SectionLink } from './section-link';

/** The panel's id; the boot script closes it when one of its links is followed before the app runs. */
export const MENU_POPOVER_ID = 'mobile-menu';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Once the app runs, the open panel behaves as a modal dialog: focus moves into it and Tab stays inside
 * it. The browser does the rest (Escape, a tap outside, focus back to the menu button on closing).
 */
function useModalFocus(panel: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = panel.current;
    if (!enabled || !element) return;
    const focusable = () => Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') focusable()[0]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusable();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('toggle', onToggle);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [panel, enabled]);
}

/**
 * Below the md breakpoint the header's links live in a slide-out panel: an HTML popover, opened by the
 * button's `popovertarget`. It works from the first paint with no script: the browser shows it in the top
 * layer over a dimmed backdrop, closes it on Escape or a tap outside, and the stylesheet locks the page's
 * scroll while it is open. Once the app runs it also takes the focus and keeps Tab inside
 * (docs/decisions/native-menu-panel.md: a scripted dialog's scroll lock would need inline styles the CSP
 * refuses).
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const popover = useRef<HTMLDivElement>(null);
  useModalFocus(popover, hydrated);
  // A chosen link closes the panel as the page scrolls or changes.
  const close = () => popover.current?.hidePopover?.();

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        popoverTarget={MENU_POPOVER_ID}
        className="inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <div
        ref={popover}
        id={MENU_POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-modal={hydrated ? true : undefined}
        aria-labelledby={`${MENU_POPOVER_ID}-title`}
        className="menu-popover md:hidden"
      >
        <div className="flex h-full w-[min(20rem,88vw)] flex-col bg-white shadow-lift">
          <div className="flex h-16 items-center justify-between border-b border-ink-200 px-5">
            <h2 id={`${MENU_POPOVER_ID}-title`} className="text-lg font-bold text-brand-900">
              Menu
            </h2>
            <button
              type="button"
              popoverTarget={MENU_POPOVER_ID}
              popoverTargetAction="hide"
              aria-label="Close menu"
              className="inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {navItems.map((item) => (
                <li key={item.section}>
                  <SectionLink
                    section={item.section}
                    onClick={close}
                    className="block rounded-control px-3 py-3 text-lg font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-3 border-t border-ink-200 p-5">
            <SectionLink section="contact" onClick={close} className={buttonClass('primary', 'lg', 'w-full')}>
              Book Inspection
            </SectionLink>
            <a href={telHref} className={buttonClass('secondary', 'lg', 'w-full')}>
              <Phone aria-hidden="true" className="h-5 w-5" />
              Call {business.phone.display}
            </a>
          </div>
        </div>
      </div>
    </>
  );
}

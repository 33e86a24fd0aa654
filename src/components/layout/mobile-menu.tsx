import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { menuCloseClass, menuPanelClass, MobileMenuBody } from './mobile-menu-body';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** The script-free panel's id; the boot script closes it when one of its links is followed. */
export const MENU_POPOVER_ID = 'mobile-menu';

/**
 * Below the md breakpoint the header's links live in a slide-out panel.
 *
 * Before the app starts, the button opens an HTML popover (`popovertarget`): the browser shows it, closes it on
 * Escape or a tap outside, and needs no script. Once the app runs, a press opens the Radix Dialog instead
 * (focus trap, overlay, closes when a link is chosen), loaded on first use or as soon as a pointer or the
 * keyboard approaches. Both show the same panel in the same place.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        popoverTarget={MENU_POPOVER_ID}
        // Before the app runs the browser derives the expanded state from the popover itself.
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? open : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(event) => {
          // The app is running: the Radix Dialog takes over from the popover.
          event.preventDefault();
          popover.current?.hidePopover?.();
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <div
        ref={popover}
        id={MENU_POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_POPOVER_ID}-title`}
        className="menu-popover md:hidden"
      >
        <div className={menuPanelClass}>
          <MobileMenuBody
            title={
              <h2 id={`${MENU_POPOVER_ID}-title`} className="text-lg font-bold text-brand-900">
                Menu
              </h2>
            }
            close={
              <button
                type="button"
                popoverTarget={MENU_POPOVER_ID}
                popoverTargetAction="hide"
                aria-label="Close menu"
                className={menuCloseClass}
              >
                <X aria-hidden="true" className="h-6 w-6" />
              </button>
            }
            onNavigate={() => popover.current?.hidePopover?.()}
          />
        </div>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

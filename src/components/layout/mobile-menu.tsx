import { Menu } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { islands } from '../../app/islands';
import { lazyModule, whenIdle } from '../../lib/lazy-module';
import { useHydrated } from '../../lib/use-hydrated';
import { Prerendered } from '../prerendered';
import { iconButtonClass } from '../ui/button';

/** The script-free panel's id; the boot script closes it when one of its links is followed before the app runs. */
export const MENU_POPOVER_ID = 'mobile-menu';

/** The Radix dialog (about 12 KB gzip): loaded on the first open, or once the browser is idle. */
export const menuDialog = lazyModule(() => import('./menu-dialog'));

type MenuDialogModule = typeof import('./menu-dialog');

/** Whether the script-free panel is open: a visitor opened it before the app started. */
function nativePanelOpen(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(MENU_POPOVER_ID)?.matches(':popover-open') ?? false;
}

/**
 * Below the md breakpoint the header's links live in a slide-out panel (docs/decisions/mobile-menu-dialog.md).
 *
 * `panel` is the script-free panel's content (NativeMenuPanel), which only the prerender passes: the page the
 * browser loaded keeps it as HTML (a prerendered island), and the app's own code for it comes with the
 * dialog, after the start.
 *
 * - Before the app runs it is an HTML popover, opened by the button's `popovertarget`: the browser shows it
 *   over a dimmed backdrop and closes it on Escape or a tap outside, and the stylesheet locks the page's
 *   scroll while it is open.
 * - Once the app runs, the popover leaves the page (a panel opened before the start stays until it closes),
 *   and every open is a modal Radix dialog (menu-dialog.tsx) with the same button as its trigger. Its code
 *   loads on the first tap (the dialog opens when it arrives) or once the browser is idle where the button
 *   shows. Its arrival replaces the button with the dialog's trigger; a button that had the focus hands it on.
 */
export function MobileMenu({ panel }: { panel?: ReactNode }) {
  const hydrated = useHydrated();
  const [nativeOpen, setNativeOpen] = useState(nativePanelOpen);
  const native = !hydrated || nativeOpen;
  const [dialog, setDialog] = useState<MenuDialogModule | null>(menuDialog.current);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const handFocusOn = useRef(false);

  function loadDialog() {
    void menuDialog.load().then(
      (module) => setDialog(() => module),
      // Offline, say: the tap is dropped, and the next one tries again.
      () => setOpen(false),
    );
  }

  // Once the browser is idle, where the button shows: the first tap then opens the dialog at once.
  useEffect(() => {
    if (native || dialog) return;
    return whenIdle(() => {
      if (button.current?.getClientRects().length) loadDialog();
    });
  }, [native, dialog]);

  // The dialog's trigger replaced the plain button: the focus goes on from where it was.
  useLayoutEffect(() => {
    if (!handFocusOn.current) return;
    handFocusOn.current = false;
    button.current?.focus();
  }, [dialog]);

  // React 19 calls a ref's cleanup before it takes the element out of the page.
  const buttonRef = useCallback((element: HTMLButtonElement | null) => {
    button.current = element;
    return () => {
      if (element && document.activeElement === element) handFocusOn.current = true;
    };
  }, []);

  const buttonProps = {
    type: 'button' as const,
    'aria-label': 'Open menu',
    className: `${iconButtonClass} md:hidden`,
    ref: buttonRef,
    children: <Menu aria-hidden="true" className="h-6 w-6" />,
  };

  if (native) {
    return (
      <>
        <button {...buttonProps} popoverTarget={MENU_POPOVER_ID} />
        <div
          id={MENU_POPOVER_ID}
          popover="auto"
          role="dialog"
          aria-labelledby={`${MENU_POPOVER_ID}-title`}
          className="menu-popover md:hidden"
          // A panel opened before the start stays the popover until it closes.
          onToggle={(event) => event.newState === 'closed' && setNativeOpen(false)}
        >
          <Prerendered id={islands.menuPanel} className="h-full">
            {panel}
          </Prerendered>
        </div>
      </>
    );
  }

  if (!dialog) {
    return (
      <button
        {...buttonProps}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setOpen(true);
          loadDialog();
        }}
      />
    );
  }

  return <dialog.MenuDialog open={open} onOpenChange={setOpen} trigger={<button {...buttonProps} />} />;
}

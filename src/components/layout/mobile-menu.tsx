import { Menu } from 'lucide-react';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { islands } from '../../app/islands';
import { onIntent } from '../../lib/intent';
import { lazyModule } from '../../lib/lazy-module';
import { useHydrated } from '../../lib/use-hydrated';
import { Prerendered } from '../prerendered';
import { modalWhileOpen } from './modal-popover';
import { iconButtonClass } from '../ui/button';

/** The script-free panel's id; the boot script closes it when one of its links is followed before the app runs. */
export const MENU_POPOVER_ID = 'mobile-menu';

/**
 * The Radix dialog (about 12 KB gzip): loaded on intent (a pointer over the header, the focus inside it, the
 * first touch) or on the first open of the popover, never while the page starts.
 */
export const menuDialog = lazyModule(() => import('./menu-dialog'));

type MenuDialogModule = typeof import('./menu-dialog');

/** Whether the script-free panel is open: a visitor opened it before the app started. */
function nativePanelOpen(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(MENU_POPOVER_ID)?.matches(':popover-open') ?? false;
}

/**
 * Below the md breakpoint the header's links live in a slide-out panel (docs/decisions/0008-mobile-menu-dialog.md).
 *
 * `panel` is the script-free panel's content (NativeMenuPanel), which only the prerender passes: the page the
 * browser loaded keeps it as HTML (a prerendered island), and the app's own code for it comes with the
 * dialog.
 *
 * - Until the dialog's code is in, it is an HTML popover, opened by the button's `popovertarget`: the browser
 *   shows it over a dimmed backdrop and closes it on Escape or a tap outside, and the stylesheet locks the
 *   page's scroll while it is open. A tap never waits for code.
 * - The dialog's code loads on intent (src/lib/intent.ts), where the button shows, or when the popover first
 *   opens. Once it is in and the popover is closed, the popover leaves the page and every open is a modal
 *   Radix dialog (menu-dialog.tsx) with the same button as its trigger; a button that had the focus hands it
 *   on. A popover that is open when the code arrives stays until it closes.
 */
export function MobileMenu({ panel }: { panel?: ReactNode }) {
  const [nativeOpen, setNativeOpen] = useState(nativePanelOpen);
  const [dialog, setDialog] = useState<MenuDialogModule | null>(menuDialog.current);
  // The server and the hydration render the popover whatever has loaded, so the HTML and React agree.
  const hydrated = useHydrated();
  const native = !hydrated || !dialog || nativeOpen;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const handFocusOn = useRef(false);

  const loadDialog = useCallback(() => {
    void menuDialog.load().then(
      // In a transition: React swaps the button in slices that yield to input.
      (module) => startTransition(() => setDialog(() => module)),
      // Offline, say: the popover stays, and the next open tries again.
      () => {},
    );
  }, []);

  // On intent, where the button shows (not on a wide screen): the dialog is then in before the tap.
  useEffect(() => {
    const element = button.current;
    if (dialog || !element) return;
    // A popover opened before the app ran: the visitor is using the menu already.
    if (nativePanelOpen()) return loadDialog();
    return onIntent(
      element.closest('header') ?? element,
      () => {
        if (element.getClientRects().length) loadDialog();
      },
      { anyTouch: true },
    );
  }, [dialog, loadDialog]);

  // While the app runs and the dialog's code is not in, the popover is a real modal all the same (issue 55).
  useEffect(() => {
    const panel = native && hydrated ? document.getElementById(MENU_POPOVER_ID) : null;
    return panel ? modalWhileOpen(panel) : undefined;
  }, [native, hydrated]);

  // The dialog's trigger replaced the plain button: the focus goes on from where it was.
  useLayoutEffect(() => {
    if (!handFocusOn.current) return;
    handFocusOn.current = false;
    button.current?.focus();
  });

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
          // An open panel stays the popover until it closes; its first open fetches the dialog.
          onToggle={(event) => {
            const opened = event.newState === 'open';
            setNativeOpen(opened);
            if (opened) loadDialog();
          }}
        >
          <Prerendered id={islands.menuPanel} className="h-full">
            {panel}
          </Prerendered>
        </div>
      </>
    );
  }

  return <dialog.MenuDialog open={open} onOpenChange={setOpen} trigger={<button {...buttonProps} />} />;
}

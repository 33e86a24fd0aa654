import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactElement } from 'react';
import type { HomeSection } from '../../lib/paths';
import { focusTarget } from '../../lib/focus';
import { iconButtonClass } from '../ui/button';
import { MenuPanel, menuTitleClass } from './menu-panel';

interface MenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Open menu' button, which becomes the dialog's trigger. */
  trigger: ReactElement;
}

/**
 * The mobile menu once the app runs: a modal Radix dialog, loaded after the start (mobile-menu.tsx). Radix
 * moves the focus in, keeps Tab inside, hides the rest of the page from assistive technology, closes on
 * Escape, a tap outside or the close button, and gives the focus back to the menu button.
 *
 * No `Dialog.Overlay`: its scroll lock inserts a `<style>` element the CSP refuses. The backdrop is a plain
 * element and the scroll lock a rule on the open state, both in the stylesheet (`.menu-dialog` in app.css).
 */
export function MenuDialog({ open, onOpenChange, trigger }: MenuDialogProps) {
  // The section a chosen link leads to: the focus goes there, not back to the button.
  const chosen = useRef<HomeSection | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <div aria-hidden="true" className="menu-backdrop md:hidden" />
        <Dialog.Content
          data-menu=""
          // Radix leaves it out; the dialog is modal, and says so to assistive technology.
          aria-modal="true"
          aria-describedby={undefined}
          className="menu-dialog md:hidden"
          onCloseAutoFocus={(event) => {
            const section = chosen.current;
            chosen.current = null;
            if (!section) return;
            event.preventDefault();
            // On the home page the section is there; from another page the new page focuses it when it shows
            // (route-effects.tsx).
            const target = document.getElementById(section);
            if (target) focusTarget(target);
          }}
        >
          <MenuPanel
            title={<Dialog.Title className={menuTitleClass}>Menu</Dialog.Title>}
            closeButton={
              <Dialog.Close aria-label="Close menu" className={iconButtonClass}>
                <X aria-hidden="true" className="h-6 w-6" />
              </Dialog.Close>
            }
            onChoose={(section) => {
              chosen.current = section;
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

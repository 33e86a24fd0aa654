import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { menuCloseClass, menuPanelClass, MobileMenuBody } from './mobile-menu-body';

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button: focus returns to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-out panel of the mobile menu once the app runs, loaded the first time the menu button is used.
 * Radix Dialog traps focus inside it, closes it on Escape or a click outside, and dims the page behind.
 */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          className={`menu-panel fixed inset-y-0 right-0 z-50 ${menuPanelClass}`}
        >
          <MobileMenuBody
            title={<Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>}
            close={
              <Dialog.Close className={menuCloseClass} aria-label="Close menu">
                <X aria-hidden="true" className="h-6 w-6" />
              </Dialog.Close>
            }
            onNavigate={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

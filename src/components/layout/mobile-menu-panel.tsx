import * as Dialog from '@radix-ui/react-dialog';
import { Phone, X } from 'lucide-react';
import type { RefObject } from 'react';
import { business, telHref } from '../../content/business';
import { buttonClass } from '../ui/button';
import { navItems } from './nav-items';
import { SectionLink } from './section-link';

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button: focus returns to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-out panel of the mobile menu, loaded the first time the menu button is used. Radix Dialog traps
 * focus inside it and closes it on Escape or a click outside.
 */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="menu-panel fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white shadow-lift"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-200 px-5">
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Links to the sections of the home page.</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

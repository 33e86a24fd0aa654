import { Phone, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HomeSection } from '../../lib/paths';
import { business, telHref } from '../../content/business';
import { buttonClass, iconButtonClass } from '../ui/button';
import { MENU_POPOVER_ID } from './mobile-menu';
import { navItems } from './nav-items';
import { SectionLink } from './section-link';

export const menuTitleClass = 'text-lg font-bold text-brand-900';

interface MenuPanelProps {
  /** The panel's heading, which names it. */
  title: ReactNode;
  closeButton: ReactNode;
  /** A link to a home section was chosen: the panel closes as the page scrolls or changes. */
  onChoose: (section: HomeSection) => void;
}

/**
 * What the mobile menu shows, whichever panel holds it: the HTML popover before the app starts, the dialog
 * after (mobile-menu.tsx).
 */
export function MenuPanel({ title, closeButton, onChoose }: MenuPanelProps) {
  return (
    <div className="flex h-full w-[min(20rem,88vw)] flex-col bg-white shadow-lift">
      <div className="flex h-16 items-center justify-between border-b border-ink-200 px-5">
        {title}
        {closeButton}
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItems.map((item) => (
            <li key={item.section}>
              <SectionLink
                section={item.section}
                onClick={() => onChoose(item.section)}
                className="block rounded-control px-3 py-3 text-lg font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-ink-200 p-5">
        <SectionLink
          section="contact"
          onClick={() => onChoose('contact')}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          Book Inspection
        </SectionLink>
        <a href={telHref} className={buttonClass('secondary', 'lg', 'w-full')}>
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {business.phone.display}
        </a>
      </div>
    </div>
  );
}

/**
 * The panel's content as the script-free popover shows it: its close button closes the popover, and its links
 * are plain links (the boot script closes the panel when one is followed). Only the prerender renders it.
 */
export function NativeMenuPanel() {
  return (
    <MenuPanel
      title={
        <h2 id={`${MENU_POPOVER_ID}-title`} className={menuTitleClass}>
          Menu
        </h2>
      }
      closeButton={
        <button
          type="button"
          popoverTarget={MENU_POPOVER_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className={iconButtonClass}
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
      }
      onChoose={() => {}}
    />
  );
}

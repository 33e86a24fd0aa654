import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { business, telHref } from '../../content/business';
import { buttonClass } from '../ui/button';
import { navItems } from './nav-items';
import { SectionLink } from './section-link';

export const menuPanelClass = 'flex h-full w-[min(20rem,88vw)] flex-col bg-white shadow-lift';
export const menuCloseClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50';

interface MobileMenuBodyProps {
  /** The panel's heading: a Radix Dialog.Title, or a plain heading in the script-free panel. */
  title: ReactNode;
  /** The close button: a Radix Dialog.Close, or a popover-hiding button. */
  close: ReactNode;
  /** Called when a link is chosen, so the panel closes as the page scrolls or changes. */
  onNavigate: () => void;
}

/**
 * What the mobile menu shows: the same in the panel that works before the app starts (an HTML popover) and
 * in the Radix Dialog that takes over once it runs, so the labels, look and position never change.
 */
export function MobileMenuBody({ title, close, onNavigate }: MobileMenuBodyProps) {
  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-ink-200 px-5">
        {title}
        {close}
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItems.map((item) => (
            <li key={item.section}>
              <SectionLink
                section={item.section}
                onClick={onNavigate}
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
          onClick={onNavigate}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          Book Inspection
        </SectionLink>
        <a href={telHref} className={buttonClass('secondary', 'lg', 'w-full')}>
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {business.phone.display}
        </a>
      </div>
    </>
  );
}

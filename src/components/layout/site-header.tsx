import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { business, telHref } from '../../content/business';
import { buttonClass, iconButtonClass } from '../ui/button';
import { Container } from '../ui/container';
import { WithTooltip } from '../ui/tooltip';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { SectionLink } from './section-link';

const callLabel = `Call ${business.phone.display}`;

/** `menuPanel`: the script-free menu panel's content, which only the prerender passes (mobile-menu.tsx). */
export function SiteHeader({ menuPanel }: { menuPanel?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link to="/" className="shrink-0 rounded-control" aria-label={`${business.name}, home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  className="rounded-control px-3 py-2 text-[0.9375rem] font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SectionLink section="contact" className={buttonClass('primary', 'sm', 'px-3 sm:px-4')}>
            <span>
              Book<span className="max-sm:sr-only"> Inspection</span>
            </span>
          </SectionLink>
          {/* Icon only: its name, and its tooltip on hover or focus, say the number; a tap on a phone calls it.
              Not on the narrowest phones (under 360 px), where it would push the header wider than the screen:
              the menu and the page's contact details carry the number there. */}
          <WithTooltip content={callLabel}>
            <a href={telHref} aria-label={callLabel} className={`${iconButtonClass} max-[359px]:hidden`}>
              <Phone aria-hidden="true" className="h-5 w-5" />
            </a>
          </WithTooltip>
          <MobileMenu panel={menuPanel} />
        </div>
      </Container>
    </header>
  );
}

import { Link } from 'react-router-dom';
import { business } from '../../content/business';
import { buttonClass } from '../ui/button';
import { Container } from '../ui/container';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { SectionLink } from './section-link';

export function SiteHeader() {
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
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}

import { Link, useLocation, useNavigate, type LinkProps } from 'react-router-dom';
import type { HomeSection } from '../../lib/paths';
import { scrollToId } from '../../lib/scroll';
import { isPlainLeftClick } from '../../lib/plain-click';

/** Router state that tells the scroll manager this navigation scrolls by itself. */
export const SELF_SCROLL = { selfScroll: true } as const;

/**
 * Goes to a home-page section. On the home page it smooth-scrolls there (instantly when the visitor prefers
 * reduced motion) and, when `search` is given, replaces the address so the form can read the choice. From any
 * other page it is an ordinary navigation to `/<search>#<section>`.
 */
export function useGoToSection() {
  const location = useLocation();
  const navigate = useNavigate();
  return (section: HomeSection, search?: string) => {
    const onHome = location.pathname === '/';
    const query = search ?? (onHome ? location.search : '');
    const to = `/${query}#${section}`;
    if (!onHome) {
      void navigate(to);
      return;
    }
    void navigate(to, { replace: true, preventScrollReset: true, state: SELF_SCROLL });
    // Let a closing dialog release its scroll lock first.
    requestAnimationFrame(() => scrollToId(section));
  };
}

interface SectionLinkProps extends Omit<LinkProps, 'to'> {
  section: HomeSection;
  /** Query to carry, e.g. '?service=strata-multi-unit-inspections'. */
  search?: string;
}

/** A real link (works without JavaScript) that scrolls smoothly when it can. */
export function SectionLink({ section, search, onClick, ...props }: SectionLinkProps) {
  const goToSection = useGoToSection();
  return (
    <Link
      to={`/${search ?? ''}#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        goToSection(section, search);
      }}
      {...props}
    />
  );
}

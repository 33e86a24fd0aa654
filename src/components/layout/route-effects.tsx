import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusTarget } from '../../lib/focus';
import { scrollToElement } from '../../lib/scroll';

/**
 * What a browser does on a full page load, done for in-app navigations: land on the hash target (80 px
 * below the sticky header) or the top of the new page, and move focus to that target or else the main
 * content, so screen readers start reading there. The first render is left alone: the browser already
 * handled it.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous === null) return;
    const state = location.state as { selfScroll?: boolean } | null;
    if (state?.selfScroll) return;

    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      scrollToElement(target, 'auto');
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
    if (previous !== location.pathname) {
      if (target instanceof HTMLElement) focusTarget(target);
      else document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [location, navigationType]);

  return null;
}

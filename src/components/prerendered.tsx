import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPlainLeftClick } from '../lib/plain-click';

const ATTRIBUTE = 'data-prerendered';

/** The HTML each island had when the page was loaded, so a return to that page shows it again. */
const captured = new Map<string, string>();
const keyOf = (pathname: string, id: string) => `${pathname} ${id}`;

function islandElement(id: string): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(`[${ATTRIBUTE}="${id}"]`);
}

/** Whether the page the browser loaded holds this island's prerendered HTML (read before hydration). */
export function hasPrerendered(id: string): boolean {
  return islandElement(id) !== null;
}

interface PrerenderedProps {
  /** Unique on its page. */
  id: string;
  className?: string;
  /**
   * What to render. Left out on the page the browser loaded: React then adopts the prerendered HTML as it is
   * (markup set through `dangerouslySetInnerHTML` is not compared when hydrating), so the page's code need not
   * carry the data that made it (an article's body, say).
   */
  children?: ReactNode;
}

/**
 * Content that is only HTML: text, images and links. Its links to other pages go through the router like a
 * `<Link>` (one click handler for the island), whether React rendered them or adopted them from the
 * prerender; a link to a place on the same page is left to the browser.
 */
export function Prerendered({ id, className, children }: PrerenderedProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [html] = useState(() => {
    if (children !== undefined) return null;
    const key = keyOf(pathname, id);
    const markup = captured.get(key) ?? islandElement(id)?.innerHTML ?? '';
    captured.set(key, markup);
    return markup;
  });

  function followLink(event: MouseEvent<HTMLDivElement>) {
    // A <Link> inside has handled its own click.
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    // A jump within this page stays the browser's: it also moves where Tab goes next (the router, as for any
    // plain anchor, follows the change of the address).
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }

  const props = { [ATTRIBUTE]: id, className, onClick: followLink };
  return html === null ? (
    <div {...props}>{children}</div>
  ) : (
    <div {...props} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

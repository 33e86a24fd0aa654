import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/**
 * Below the md breakpoint the header's links live in a slide-out panel. The button is all a page ships at
 * first; the panel (Radix Dialog) loads on first use, or as soon as a pointer or keyboard approaches.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

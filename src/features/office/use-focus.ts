import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it mounts: a view's heading (tabindex -1), so a screen reader
 * reads on from the new view and a keyboard starts there, not at the top of the page.
 */
export function useFocusOnMount<E extends HTMLElement>(enabled = true) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

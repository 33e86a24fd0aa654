/** Height of the sticky header plus breathing room: anchors land this far below the top of the viewport. */
export const HEADER_OFFSET = 80;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls so the element's top sits HEADER_OFFSET px below the viewport top; smooth unless motion is reduced. */
export function scrollToElement(element: Element, behaviour?: ScrollBehavior): void {
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
  window.scrollTo({
    top: Math.max(0, top),
    behavior: behaviour ?? (prefersReducedMotion() ? 'auto' : 'smooth'),
  });
}

export function scrollToId(id: string, behaviour?: ScrollBehavior): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToElement(element, behaviour);
  return true;
}

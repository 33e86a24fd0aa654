/**
 * Moves the focus to what a link leads to (a section of a page), so the next Tab and a screen reader go on
 * from there. An element that takes no focus of its own gets `tabindex="-1"`, which lets a script focus it
 * but keeps it out of the Tab order. The page is not scrolled: the link scrolls it itself.
 */
export function focusTarget(element: HTMLElement): void {
  // -1 for an element that takes no focus; setting it writes the attribute.
  if (element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

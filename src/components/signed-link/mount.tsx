/** Mounts a signed-link page (its entry, main.tsx) into its shell's one element. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function mountLinkPage(containerId: string, page: ReactNode) {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`#${containerId} is missing from the page's HTML shell`);
  createRoot(container).render(<StrictMode>{page}</StrictMode>);
}

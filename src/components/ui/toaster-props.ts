import type { ToasterProps } from 'sonner';

/**
 * Every Toaster's props (the public pages' and the office's): at the bottom, clear of the header, with a close
 * button made a 44 px target by toasts.css (issue 55).
 */
export const toasterProps = {
  position: 'bottom-center',
  richColors: true,
  closeButton: true,
} as const satisfies ToasterProps;

import { TooltipProvider } from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { NotificationLayer } from '../components/notifications';

/**
 * Providers that every screen shares, around the router (client or static): the tooltip layer and the
 * notification layer. The query client lives with the booking form, the only thing that uses it (see
 * docs/decisions/query-client-scope.md).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={250}>
      {children}
      <NotificationLayer />
    </TooltipProvider>
  );
}

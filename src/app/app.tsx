import { TooltipProvider } from '@radix-ui/react-tooltip';
import { NotificationLayer } from '../components/notifications';
import { RootLayout } from '../components/layout/root-layout';
import { PageOutlet } from './page-outlet';

/**
 * The whole site inside a router (BrowserRouter in the browser, StaticRouter in the prerender): the providers
 * every screen shares (tooltip and notification layers), the frame and the current page. The query client
 * lives with the booking form, the only thing that uses it (see docs/decisions/query-client-scope.md).
 */
export function App() {
  return (
    <TooltipProvider delayDuration={250}>
      <RootLayout>
        <PageOutlet />
      </RootLayout>
      <NotificationLayer />
    </TooltipProvider>
  );
}

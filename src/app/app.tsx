import { useEffect, type ReactNode } from 'react';
import { NotificationLayer } from '../components/notifications';
import { RootLayout } from '../components/layout/root-layout';
import { checkOutbox, loadOutboxOptions } from '../features/booking/outbox-check';
import { PageOutlet } from './page-outlet';

/**
 * The whole site inside a router (BrowserRouter in the browser, StaticRouter in the prerender): the providers
 * every screen shares (the notification layer), the frame and the current page. The query client
 * lives with the booking form, the only thing that uses it (see docs/decisions/0004-query-client-scope.md).
 */
export function App({ footer, menuPanel }: { footer?: ReactNode; menuPanel?: ReactNode }) {
  // An enquiry that waits on this device (its send failed on the network) is sent from whatever page of the
  // site is open, once the app runs. With nothing waiting, this loads nothing.
  useEffect(() => {
    void checkOutbox(loadOutboxOptions)?.catch(() => {});
  }, []);

  return (
    <>
      <RootLayout footer={footer} menuPanel={menuPanel}>
        <PageOutlet />
      </RootLayout>
      <NotificationLayer />
    </>
  );
}

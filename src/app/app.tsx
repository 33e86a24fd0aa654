import { TooltipProvider } from '@radix-ui/react-tooltip';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Providers that every screen shares, around the router (client or static). */
export function App({ children }: { children: ReactNode }) {
  // One client per app instance, so server renders never share state.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={250}>
        {children}
        <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 8000 }} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

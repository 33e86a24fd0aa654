import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BookingForm } from './booking-form';

/**
 * The booking form with its query client. The client is created here, in the home page's bundle, rather
 * than in app.tsx: no other page sends or fetches anything, and react-query's core would otherwise add about
 * 7 KB (gzip) to every page (docs/decisions/0004-query-client-scope.md).
 */
export function BookingSection() {
  // One client per mounted form, so server renders never share state.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <BookingForm />
    </QueryClientProvider>
  );
}

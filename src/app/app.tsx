import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ProviderShell } from './provider-shell';
import { SessionExpiry } from './session-expiry';
import { ToastProvider } from './toasts/toast-provider';

/** The customer app for one provider (the name comes from the host, set on the API client before render). */
export function App({ provider, queryClient }: { provider: string; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ToastProvider>
          <SessionExpiry />
          <ProviderShell provider={provider} />
        </ToastProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ProviderShell } from './provider-shell';
import { SessionExpiry } from './session-expiry';
import { ToastProvider } from '../ui/toasts/toast-provider';

/**
 * The customer app for one provider (the name comes from the host, or a repro link's scenario; set on the API
 * client before render). `preview` is the repro-link banner (mock builds only: main.tsx builds it behind `__MOCKS__`).
 */
export function App({
  provider,
  queryClient,
  preview,
}: {
  provider: string;
  queryClient?: QueryClient;
  preview?: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ToastProvider>
          {preview}
          <SessionExpiry />
          <ProviderShell provider={provider} />
        </ToastProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

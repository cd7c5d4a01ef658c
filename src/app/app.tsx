import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ProviderShell } from './provider-shell';
import { PreviewBanner, type PreviewBannerInfo } from './repro/preview-banner';
import { SessionExpiry } from './session-expiry';
import { ToastProvider } from './toasts/toast-provider';

/**
 * The customer app for one provider (the name comes from the host, or a repro link's scenario; set on the API
 * client before render). `preview` (mock builds only) draws the repro-link banner.
 */
export function App({
  provider,
  queryClient,
  preview,
}: {
  provider: string;
  queryClient?: QueryClient;
  preview?: PreviewBannerInfo | null;
}) {
  const [client] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ToastProvider>
          {preview ? <PreviewBanner info={preview} /> : null}
          <SessionExpiry />
          <ProviderShell provider={provider} />
        </ToastProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

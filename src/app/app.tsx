import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { DecisionListener } from '../renderer/decision';
import { DecisionListenerContext } from '../renderer/decision-listener-context';
import { RoutesFrameContext } from './app-routes';
import type { LinkOverlay } from '../api/scenario-codec';
import { bookingFlowFor } from './booking-flow';
import { ProviderShell } from './provider-shell';
import { SessionExpiry } from './session-expiry';
import { ToastProvider } from '../ui/toasts/toast-provider';

/**
 * The customer app for one provider (the name comes from the host, or a repro link's scenario; set on the API
 * client before render). `preview` is the repro-link banner; `onDecision` receives every decision of the flow
 * (src/renderer/decision.ts) and `routesFrame` is drawn around the routes, inside the router and the booking
 * store: mock builds pass the preview bridge there (main.tsx, behind `__MOCKS__`); the production build none.
 * `linkOverlay` is a repro link's overlay (mock builds), applied over the provider's own.
 */
export function App({
  provider,
  queryClient,
  preview,
  onDecision,
  routesFrame,
  linkOverlay,
}: {
  provider: string;
  queryClient?: QueryClient;
  preview?: ReactNode;
  onDecision?: DecisionListener;
  routesFrame?: ComponentType<{ children: ReactNode }>;
  linkOverlay?: LinkOverlay;
}) {
  const flow = useMemo(() => bookingFlowFor(provider, linkOverlay), [provider, linkOverlay]);
  const [client] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ToastProvider>
          {preview}
          <SessionExpiry flow={flow} />
          {__MOCKS__ ? (
            <DecisionListenerContext.Provider value={onDecision}>
              <RoutesFrameContext.Provider value={routesFrame}>
                <ProviderShell provider={provider} flow={flow} />
              </RoutesFrameContext.Provider>
            </DecisionListenerContext.Provider>
          ) : (
            <ProviderShell provider={provider} flow={flow} />
          )}
        </ToastProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

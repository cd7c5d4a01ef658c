/**
 * A render wrapper that gives what it draws a QueryClient of its own, as the app's `<App>` does: for tests that
 * draw the renderer (FlowRoute) without the app. `render(ui, { wrapper: WithQueryClient })`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** Draws `children` under a fresh QueryClient (no retries), kept for the life of the rendered tree. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

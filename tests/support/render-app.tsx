import { cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setApiBase, setProviderName } from '../../src/api/client';
import { App } from '../../src/app/app';
import { server } from '../../mocks/node';

/** Runs the mock back end (node MSW) for the tests of this file and resets the app's session between them. */
export function useAppMockServer(): void {
  beforeAll(() => {
    setApiBase('http://localhost/api');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    sessionStorage.clear();
    setProviderName('demo');
  });
  afterAll(() => server.close());
}

/** The whole app for `provider` at `path`, with a query client that does not retry. */
export function renderApp(provider: string, path: string) {
  setProviderName(provider);
  window.history.pushState({}, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App provider={provider} queryClient={queryClient} />);
}

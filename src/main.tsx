import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setProviderName } from './api/client';
import { App } from './app/app';
import { providerFromHost } from './app/provider-from-host';
import './styles/app.css';

/** Identifies the provider, starts the mock back end in mock builds, then renders. */
async function start(): Promise<void> {
  const provider = providerFromHost(window.location.host);
  setProviderName(provider);
  // `__MOCKS__` is false in the production build, so the mock code is dropped from it.
  if (__MOCKS__) await (await import('../mocks/browser')).startMockWorker();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App provider={provider} />
    </StrictMode>,
  );
}

void start();

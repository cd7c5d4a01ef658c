import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setProviderName } from './api/client';
import { App } from './app/app';
import { providerFromHost } from './app/provider-from-host';
import './styles/app.css';

/**
 * Identifies the provider, starts the mock back end in mock builds (and applies a `?preview=` repro link,
 * whose provider wins over the host's), then renders.
 */
async function start(): Promise<void> {
  let provider = providerFromHost(window.location.host);
  let preview: ReactNode = null;
  // `__MOCKS__` is false in the production build, so the mock code (and the repro-link code) is dropped from it.
  if (__MOCKS__) {
    const mocks = await import('../mocks/browser');
    await mocks.startMockWorker();
    const [{ setupRepro }, { PreviewBanner }] = await Promise.all([
      import('./app/repro/setup-repro'),
      import('./app/repro/preview-banner'),
    ]);
    const repro = setupRepro(mocks, provider);
    provider = repro.provider;
    preview = repro.banner ? <PreviewBanner info={repro.banner} /> : null;
  }
  setProviderName(provider);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App provider={provider} preview={preview} />
    </StrictMode>,
  );
}

void start();

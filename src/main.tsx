import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setProviderName } from './api/client';
import { App } from './app/app';
import { providerFromHost } from './app/provider-from-host';
import type { PreviewBannerInfo } from './app/repro/preview-banner';
import './styles/app.css';

/**
 * Identifies the provider, starts the mock back end in mock builds (and applies a `?preview=` repro link,
 * whose provider wins over the host's), then renders.
 */
async function start(): Promise<void> {
  let provider = providerFromHost(window.location.host);
  let preview: PreviewBannerInfo | null = null;
  // `__MOCKS__` is false in the production build, so the mock code (and the repro-link code) is dropped from it.
  if (__MOCKS__) {
    const mocks = await import('../mocks/browser');
    await mocks.startMockWorker();
    const { setupRepro } = await import('./app/repro/setup-repro');
    const repro = setupRepro(mocks, provider);
    provider = repro.provider;
    preview = repro.banner;
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

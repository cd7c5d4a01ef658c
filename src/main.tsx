import './api/zod-jitless';
import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiBase, setProviderName } from './api/client';
import { App } from './app/app';
import { apiBaseFromHost } from './app/api-base-from-host';
import { newServiceUrl } from './app/new-service-url';
import { providerFromHost } from './app/provider-from-host';
import type { DecisionListener } from './renderer/decision';
import type { LinkOverlay } from './api/scenario-codec';
import './styles/app.css';

/**
 * Moves an old host to its new one, chooses the back end by host, identifies the provider, starts the mock back end in mock builds (and applies a `?preview=` repro link,
 * whose provider wins over the host's; inside the preview tool's frame, also the bridge to the tool), then renders.
 */
async function start(): Promise<void> {
  // an old host moves to its new service host before anything loads.
  const moved = newServiceUrl(window.location.href);
  if (moved) {
    window.location.replace(moved);
    return;
  }
  // the back end of the host's environment (mock builds keep the same-origin `/api` their mocks serve).
  if (!__MOCKS__) setApiBase(apiBaseFromHost(window.location.host));
  let provider = providerFromHost(window.location.host);
  let preview: ReactNode = null;
  let onDecision: DecisionListener | undefined;
  let routesFrame: ComponentType<{ children: ReactNode }> | undefined;
  let linkOverlay: LinkOverlay | undefined;
  // `__MOCKS__` is false in the production build, so the mock code (and the repro-link and bridge code) is dropped from it.
  if (__MOCKS__) {
    const mocks = await import('../mocks/browser');
    await mocks.startMockWorker();
    const [{ setupRepro }, { PreviewBanner }] = await Promise.all([
      import('./app/repro/setup-repro'),
      import('./app/repro/preview-banner'),
    ]);
    const repro = setupRepro(mocks, provider);
    provider = repro.provider;
    linkOverlay = repro.overlay;
    preview = repro.banner ? <PreviewBanner info={repro.banner} /> : null;
    onDecision = repro.reportDecisions;
    if (window.parent !== window) {
      const [{ startPreviewBridge }, { previewBridgeLink }] = await Promise.all([
        import('./app/repro/preview-bridge'),
        import('./app/repro/preview-bridge-link'),
      ]);
      const bridge = startPreviewBridge({ provider, mocks });
      const report = onDecision;
      onDecision = report
        ? (d) => {
            bridge.onDecision(d);
            report(d);
          }
        : bridge.onDecision;
      routesFrame = previewBridgeLink(bridge);
    }
  }
  setProviderName(provider);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices of a few milliseconds, so the page's first
  // render never blocks the main thread in one long task (issue 28: TBT on a slow phone).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App provider={provider} preview={preview} onDecision={onDecision} routesFrame={routesFrame} linkOverlay={linkOverlay} />
      </StrictMode>,
    ),
  );
}

void start();

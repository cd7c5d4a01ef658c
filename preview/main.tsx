import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { providerFixtures } from '../mocks/fixtures/providers';
import { handlers } from '../mocks/handlers';
import '../src/styles/app.css';
import { callKeysOf } from './call-keys';
import { PreviewTool } from './preview-tool';

/**
 * The minimal preview tool at /preview/ (its own entry; mock builds only, see vite.config.ts): builds a repro
 * link from a provider fixture, configuration, session, faults per call, a clock and a start path.
 */
const callKeys = callKeysOf(handlers);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PreviewTool fixtures={providerFixtures} callKeys={callKeys} origin={window.location.origin} />
    </StrictMode>,
  );
}

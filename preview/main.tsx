import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { providerFixtures } from '../mocks/fixtures/providers';
import { handlers } from '../mocks/handlers';
import schema from '../schemas/provider-config.schema.json';
import '../src/styles/app.css';
import { callKeysOf } from './call-keys';
import type { ConfigSchema } from './config-editor/config-schema';
import './preview.css';
import { PreviewWorkspace } from './workspace/preview-workspace';

/**
 * The preview tool at /preview/ (its own entry; mock builds only, see vite.config.ts): the workspace beside the
 * running app. `?link=<repro link>` starts it from a repro link (docs/preview.md).
 */
const callKeys = callKeysOf(handlers);
const startLink = new URLSearchParams(window.location.search).get('link');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PreviewWorkspace fixtures={providerFixtures} callKeys={callKeys} origin={window.location.origin} schema={schema as ConfigSchema} startLink={startLink} />
    </StrictMode>,
  );
}

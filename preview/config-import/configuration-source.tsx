import type { ImportedProvider } from './imported-provider';
import './config-import.css';
import { configurationFileName, configurationJson, downloadJson } from './export-configuration';

/** Above the configuration editor, for an imported provider: which fixture its settings are shown against. */
export function ImportedNote({ provider, imported }: { provider: string; imported: ImportedProvider }) {
  return (
    <p className="config-source">
      <strong>{provider}</strong> is an imported configuration, not a fixture: its settings are shown against the nearest fixture,{' '}
      <strong>{imported.nearest}</strong> (“changed” marks where they differ). Links carry the whole configuration.
    </p>
  );
}

/**
 * A download of the configuration the app runs as now (edits included) as JSON; the file imports again to the same
 * workspace.
 */
export function DownloadConfiguration({ provider, config }: { provider: string; config: Readonly<Record<string, unknown>> }) {
  return (
    <p className="config-source">
      <button type="button" className="button button--secondary" onClick={() => downloadJson(configurationFileName(provider), configurationJson(config))}>
        Download the configuration (JSON)
      </button>
      <span className="preview-tool__hint">The configuration of {provider} as the app runs it now; paste or drop it here to import it again.</span>
    </p>
  );
}

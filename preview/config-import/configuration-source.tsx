import type { ImportedProvider } from './imported-provider';
import './config-import.css';
import { configurationFileName, configurationJson, downloadJson } from './export-configuration';

export interface ConfigurationSourceProps {
  provider: string;
  /** Set when the provider is an imported configuration, not a fixture. */
  imported?: ImportedProvider;
  /** The configuration the app runs as now (edits included): what the download holds. */
  config: Readonly<Record<string, unknown>>;
}

/**
 * Above the configuration editor: for an imported provider, which fixture its settings are shown against; for any
 * provider, a download of the configuration as JSON (it imports again to the same workspace).
 */
export function ConfigurationSource({ provider, imported, config }: ConfigurationSourceProps) {
  return (
    <div className="config-source">
      {imported ? (
        <p>
          <strong>{provider}</strong> is an imported configuration, not a fixture: its settings are shown against the nearest fixture,{' '}
          <strong>{imported.nearest}</strong> (“changed” marks where they differ). Links carry the whole configuration.
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => downloadJson(configurationFileName(provider), configurationJson(config))}>
        Download the configuration (JSON)
      </button>
    </div>
  );
}

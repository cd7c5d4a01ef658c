import { useCallback, useMemo, useState } from 'react';
import { applyDiff } from '../config-editor/config-diff';
import { changesFrom, type ImportedProvider } from './imported-provider';

type Config = Record<string, unknown>;

/** What the configuration editor edits for the workspace's provider. */
export interface EditorBasis {
  /** What the editor compares with: the fixture, or an imported provider's nearest fixture (its settings only). */
  fixture: Readonly<Config>;
  /** The changes from it the editor shows. */
  diff: Config;
  /** The form's `config` after the editor reports a new diff. */
  toFormConfig: (diff: Config) => Config;
}

/**
 * The providers the workspace knows beside the fixtures: those of imported configurations and of links that carry a
 * whole configuration. Promises: `providers` is the fixtures plus every imported provider's configuration (an
 * imported name never replaces a fixture); `editorBasis` compares an imported provider with its nearest fixture and
 * keeps the form's `config` the whole configuration, and a fixture's provider with its fixture (the form holds the
 * changes).
 */
export function useImportedProviders(fixtures: Readonly<Record<string, Readonly<Config>>>, initial: ImportedProvider | undefined) {
  const [imports, setImports] = useState<Readonly<Record<string, ImportedProvider>>>(() => (initial ? { [initial.name]: initial } : {}));
  const add = useCallback((p: ImportedProvider) => setImports((all) => ({ ...all, [p.name]: p })), []);
  const providers = useMemo(
    () => ({ ...fixtures, ...Object.fromEntries(Object.values(imports).filter((p) => !fixtures[p.name]).map((p) => [p.name, p.config])) }),
    [fixtures, imports],
  );
  const importedOf = (provider: string): ImportedProvider | undefined => (fixtures[provider] ? undefined : imports[provider]);

  const editorBasis = (provider: string, formConfig: Config): EditorBasis => {
    const imported = importedOf(provider);
    if (!imported) return { fixture: fixtures[provider] ?? {}, diff: formConfig, toFormConfig: (diff) => diff };
    return { fixture: imported.basis, diff: changesFrom(imported.basis, formConfig), toFormConfig: (diff) => applyDiff(imported.basis, diff) };
  };

  return { add, providers, importedOf, editorBasis };
}

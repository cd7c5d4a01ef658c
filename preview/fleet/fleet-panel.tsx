import type { Flow } from '../../src/engine';
import type { ConfigSchema } from '../config-editor/config-schema';
import type { ConfigRecord, OverlaysByProvider } from '../analysis/analysis-types';
import { BlastRadius } from './blast-radius';
import { FleetView } from './fleet-view';

export interface FleetPanelProps {
  /** The booking flow as written (each provider's overlay is applied from `overlays`). */
  flow: Flow;
  /** Provider fixtures by name. */
  fixtures: Readonly<Record<string, ConfigRecord>>;
  /** The provider configuration's JSON Schema (the blast radius's field list). */
  schema: ConfigSchema;
  overlays: OverlaysByProvider;
}

/** The Fleet tab: every provider's steps side by side, then the blast radius of a configuration change. */
export function FleetPanel({ flow, fixtures, schema, overlays }: FleetPanelProps) {
  return (
    <>
      <FleetView flow={flow} fixtures={fixtures} overlays={overlays} />
      <BlastRadius flow={flow} fixtures={fixtures} schema={schema} overlays={overlays} />
    </>
  );
}

import { applyOverlay, expandFlow, type Flow, type Overlay } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider } from './analysis-types';

const overlaid = new WeakMap<Flow, WeakMap<Overlay, Flow>>();

/** The provider a configuration belongs to: its `z3p_client_name`, else `fallback` (e.g. the fixture's name). */
export function providerOf(config: ConfigRecord, fallback?: string): string | undefined {
  return typeof config.z3p_client_name === 'string' && config.z3p_client_name ? config.z3p_client_name : fallback;
}

/**
 * The flow as a provider's customers get it: expanded, with the provider's overlay applied when `overlays`
 * has one for this flow. Give it the flow as written: an overlay may redefine the flow's named conditions
 * (`"prices-shown": false`), which an expanded flow no longer has. Promises: the same (flow, overlay) pair
 * gives the same flow object (memoised), so later analyses can cache per flow; the inputs are not changed.
 */
export function flowForProvider(flow: Flow, provider: string | undefined, overlays?: OverlaysByProvider): Flow {
  const overlay = provider ? overlays?.[provider] : undefined;
  if (!overlay || overlay.flow !== flow.id) return expandFlow(flow);
  let byOverlay = overlaid.get(flow);
  if (!byOverlay) overlaid.set(flow, (byOverlay = new WeakMap()));
  let result = byOverlay.get(overlay);
  if (!result) byOverlay.set(overlay, (result = applyOverlay(flow, overlay)));
  return result;
}

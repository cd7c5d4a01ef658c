import { applyOverlay, expandFlow, type Flow, type Overlay } from '../src/engine';
// `?raw`: the whole flow file with every step's messages and rule notes. The plain JSON import goes through
// the build's step-messages plugin (scripts/vite/step-messages.ts), which moves step messages out of it.
import flowText from '../flows/booking.flow.json?raw';

const overlays = import.meta.glob<Overlay>('../flows/overlays/*.json', { eager: true, import: 'default' });

/** The written booking flow, whole (messages and notes included), as the preview reads it. */
export const writtenFlow = JSON.parse(flowText) as Flow;

const byProvider = new Map<string, Flow>();

/** The flow as a provider's app runs it (overlay applied, expanded), with all its messages; cached per provider. */
export function previewFlowFor(provider: string): Flow {
  let flow = byProvider.get(provider);
  if (!flow) {
    const overlay = overlays[`../flows/overlays/${provider}.json`];
    flow = overlay ? applyOverlay(writtenFlow, overlay) : expandFlow(writtenFlow);
    byProvider.set(provider, flow);
  }
  return flow;
}
